/**
 * The rebuild queue: brands whose prebuilt pages must be rendered again after a CMS change, rebuilt one at a
 * time in the order they came in. A brand that is already waiting is not queued twice; a brand that is being
 * rebuilt right now is queued again, because the change may have come after its render started. Every rebuild is
 * recorded in the database (records.ts) with its reason, progress and outcome, and the state editors see on
 * /redactie/publicatie is read from there, whichever process made the rebuild.
 *
 * Two implementations of {@link RebuildJobs}, so that the webhook and the editors' page do not care which runs:
 * {@link RebuildQueue} here, which works the queue in this process (the embedded database: PGlite is one process
 * anyway, and `npm run rebuild` hands its brands to that process when it runs), and the queue in PostgreSQL that
 * every instance shares (job-queue.ts, with DATABASE_URL).
 */
import { hostname } from 'node:os';
import type { BrandKey } from '../../brands/registry';
import { failureOf, RebuildRecords } from './records';

/** What asked for a rebuild: a CMS publish (the webhook), `npm run rebuild`, or an editor. */
export type RebuildSource = 'webhook' | 'cli' | 'editor';

/** Why a rebuild failed: a CMS document the portal cannot use, a page's status, a page that took too long, the
 * process that held it stopped, anything else. */
export type FailureCode = 'content' | 'status' | 'timeout' | 'interrupted' | 'other';

export interface QueuedRebuild {
  id: string;
  /** The rebuilds of one request (a webhook, one `npm run rebuild`) share it. */
  batchId: string;
  brand: BrandKey;
  source: RebuildSource;
  /** What asked for it, e.g. `update brand brand.ad` or `npm run rebuild`. */
  reason: string;
  queuedAt: string;
  /** The attempt this is (2 and up: a retry after a failed or interrupted build). */
  attempt?: number;
}

export interface RunningRebuild extends QueuedRebuild {
  startedAt: string;
  /** Pages rendered so far and in all. */
  pagesDone: number;
  pagesTotal: number;
  /** The process that builds it (`host:port pid N`). */
  worker?: string;
}

export interface FinishedRebuild extends RunningRebuild {
  finishedAt: string;
  durationMs: number;
  /** Pages written for the brand. */
  pages: number;
  /** Their paths. */
  paths: string[];
}

export interface FailedRebuild extends RunningRebuild {
  failedAt: string;
  failure: FailureCode;
  /** The error's own (technical) text. */
  message: string;
}

export type RebuildEntry =
  | ({ status: 'queued' } & QueuedRebuild)
  | ({ status: 'running' } & RunningRebuild)
  | ({ status: 'ok' } & FinishedRebuild)
  | ({ status: 'failed' } & FailedRebuild);

export interface RebuildQueueState {
  /** True when nothing waits and nothing runs. */
  idle: boolean;
  queued: QueuedRebuild[];
  /** The rebuild that started first of those running now. */
  running: RunningRebuild | null;
  /** Every rebuild running now, the first started first (the shared queue builds on several instances at once). */
  active: RunningRebuild[];
  /** The most recent first. */
  finished: FinishedRebuild[];
  /** The most recent first. */
  errors: FailedRebuild[];
  /** The most recent rebuilds in every state, the last queued first. */
  rebuilds: RebuildEntry[];
}

/** What asked for a rebuild. */
export interface RebuildRequest {
  reason: string;
  source: RebuildSource;
}

export interface EnqueueResult {
  batchId: string;
  /** The brands queued now (those already waiting are not queued twice). */
  added: BrandKey[];
  /** For every brand, the rebuild that will include the change: the new one, or the one that already waits. */
  rebuilds: Array<{ brand: BrandKey; id: string }>;
}

/** What one brand's build reports: the paths of the pages it wrote. */
export interface BrandBuild {
  paths: string[];
}

/** Renders and swaps in one brand's pages, reporting pages rendered of total as it goes. */
export type BrandRebuild = (brand: BrandKey, onPage: (done: number, total: number) => void) => Promise<BrandBuild>;

type MaybePromise<T> = T | Promise<T>;

/** What the webhook and the editors' page need of a rebuild queue. */
export interface RebuildJobs {
  /** Queues the brands (skipping those already waiting). */
  enqueue(brands: readonly BrandKey[], request: RebuildRequest): MaybePromise<EnqueueResult>;
  /** The current state. */
  state(): MaybePromise<RebuildQueueState>;
}

export interface RebuildQueueOptions {
  records: RebuildRecords;
  rebuild: BrandRebuild;
  /** How this process is named in the records (default `host pid N`). */
  worker?: string;
  /** How many finished rebuilds and errors the state shows (default 25 each). */
  historySize?: number;
  log?: (line: string) => void;
}

interface Waiting {
  id: string;
  batchId: string;
  brand: BrandKey;
  request: RebuildRequest;
}

/** The queue worked in this process, recorded in the database. */
export class RebuildQueue implements RebuildJobs {
  readonly #records: RebuildRecords;
  readonly #rebuild: BrandRebuild;
  readonly #worker: string;
  readonly #historySize: number;
  readonly #log: (line: string) => void;
  readonly #ready: Promise<unknown>;
  #queued: Waiting[] = [];
  #running = false;
  #idleWaiters: Array<() => void> = [];

  constructor(options: RebuildQueueOptions) {
    this.#records = options.records;
    this.#rebuild = options.rebuild;
    this.#worker = options.worker ?? `${hostname()} pid ${process.pid}`;
    this.#historySize = options.historySize ?? 25;
    this.#log = options.log ?? (() => {});
    // This process is the only one on the embedded database: what another left unfinished will not finish.
    this.#ready = this.#records.interruptUnfinished().then((count) => {
      if (count > 0) this.#log(`[rebuild] ${count} unfinished rebuild(s) of a stopped process marked as interrupted`);
    });
  }

  async enqueue(brands: readonly BrandKey[], request: RebuildRequest): Promise<EnqueueResult> {
    await this.#ready;
    const batchId = RebuildRecords.newBatch();
    const added: BrandKey[] = [];
    const rebuilds: EnqueueResult['rebuilds'] = [];
    for (const brand of brands) {
      const waiting = this.#queued.find((job) => job.brand === brand);
      if (waiting) {
        rebuilds.push({ brand, id: waiting.id });
        continue;
      }
      const id = await this.#records.queued({ batchId, brand, ...request });
      this.#queued.push({ id, batchId, brand, request });
      added.push(brand);
      rebuilds.push({ brand, id });
    }
    if (added.length > 0) this.#log(`[rebuild] queued ${added.join(', ')} (${request.reason})`);
    if (!this.#running) void this.#drain();
    return { batchId, added, rebuilds };
  }

  async state(): Promise<RebuildQueueState> {
    await this.#ready;
    return this.#records.state(this.#historySize);
  }

  /** Resolves once nothing waits and nothing runs. */
  whenIdle(): Promise<void> {
    if (!this.#running && this.#queued.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  async #drain(): Promise<void> {
    this.#running = true;
    while (this.#queued.length > 0) {
      const job = this.#queued.shift()!;
      await this.#build(job).catch((error: unknown) => this.#log(`[rebuild] recording ${job.brand}: ${String(error)}`));
    }
    this.#running = false;
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  async #build({ id, batchId, brand, request }: Waiting): Promise<void> {
    const started = Date.now();
    await this.#records.started({ id, batchId, brand, ...request, worker: this.#worker, attempt: 1, total: 0 });
    const progress = this.#records.progress(id);
    try {
      const { paths } = await this.#rebuild(brand, (done, total) => progress.update(done, total));
      await progress.flush();
      await this.#records.finished(id, { paths });
      this.#log(`[rebuild] ${brand}: ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      await progress.flush();
      const failure = failureOf(error);
      await this.#records.failed(id, failure);
      this.#log(`[rebuild] ${brand} failed: ${failure.message}`);
    }
  }
}
