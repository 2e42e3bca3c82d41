/**
 * The rebuild queue: brands whose prebuilt pages must be rendered again after a CMS change, rebuilt one at a
 * time in the order they came in. A brand that is already waiting is not queued twice; a brand that is being
 * rebuilt right now is queued again, because the change may have come after its render started. The state
 * (waiting, running, recently finished, recent errors) is what editors see on /redactie/publicatie.
 *
 * Two implementations of {@link RebuildJobs}, so that the webhook and the editors' page do not care which runs:
 * {@link RebuildQueue} here, in this process's memory (the embedded default: PGlite is one process anyway), and the
 * queue in PostgreSQL that every instance shares (job-queue.ts, with DATABASE_URL).
 */
import type { BrandKey } from '../../brands/registry';

export interface QueuedRebuild {
  brand: BrandKey;
  /** What asked for it, e.g. `brand brand.ad` or `cli`. */
  reason: string;
  queuedAt: string;
  /** Shared queue: the attempt this is (2 and up: a retry after a failed or interrupted build). */
  attempt?: number;
}

export interface RunningRebuild extends QueuedRebuild {
  startedAt: string;
}

export interface FinishedRebuild extends RunningRebuild {
  finishedAt: string;
  durationMs: number;
  /** Pages written for the brand. */
  pages: number;
  /** Shared queue: the instance that built it (`host:port pid`). */
  worker?: string;
}

export interface FailedRebuild extends RunningRebuild {
  failedAt: string;
  message: string;
}

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
}

type MaybePromise<T> = T | Promise<T>;

/** What the webhook and the editors' page need of a rebuild queue, in memory or shared. */
export interface RebuildJobs {
  /** Queues the brands (skipping those already waiting); returns the ones that were added. */
  enqueue(brands: readonly BrandKey[], reason: string): MaybePromise<BrandKey[]>;
  /** The current state. */
  state(): MaybePromise<RebuildQueueState>;
}

export interface RebuildQueueOptions {
  /** Renders and swaps in one brand's pages; resolves with the number of pages written. */
  rebuild: (brand: BrandKey) => Promise<number>;
  /** How many finished rebuilds and errors are remembered (default 25 each). */
  historySize?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export class RebuildQueue implements RebuildJobs {
  readonly #rebuild: RebuildQueueOptions['rebuild'];
  readonly #historySize: number;
  readonly #now: () => Date;
  readonly #log: (line: string) => void;
  #queued: QueuedRebuild[] = [];
  #running: RunningRebuild | null = null;
  #finished: FinishedRebuild[] = [];
  #errors: FailedRebuild[] = [];
  #idleWaiters: Array<() => void> = [];

  constructor(options: RebuildQueueOptions) {
    this.#rebuild = options.rebuild;
    this.#historySize = options.historySize ?? 25;
    this.#now = options.now ?? (() => new Date());
    this.#log = options.log ?? (() => {});
  }

  /** Queues the brands (skipping those already waiting); returns the ones that were added. */
  enqueue(brands: readonly BrandKey[], reason: string): BrandKey[] {
    const added: BrandKey[] = [];
    const queuedAt = this.#now().toISOString();
    for (const brand of brands) {
      if (this.#queued.some((job) => job.brand === brand)) continue;
      this.#queued.push({ brand, reason, queuedAt });
      added.push(brand);
    }
    if (added.length > 0) this.#log(`[rebuild] queued ${added.join(', ')} (${reason})`);
    if (!this.#running) void this.#drain();
    return added;
  }

  /** A copy of the current state. */
  state(): RebuildQueueState {
    return structuredClone({
      idle: this.#running === null && this.#queued.length === 0,
      queued: this.#queued,
      running: this.#running,
      active: this.#running ? [this.#running] : [],
      finished: this.#finished,
      errors: this.#errors,
    });
  }

  /** Resolves once nothing waits and nothing runs. */
  whenIdle(): Promise<void> {
    if (!this.#running && this.#queued.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  async #drain(): Promise<void> {
    while (this.#queued.length > 0) {
      const job = this.#queued.shift()!;
      const started = this.#now();
      const running: RunningRebuild = { ...job, startedAt: started.toISOString() };
      this.#running = running;
      try {
        const pages = await this.#rebuild(job.brand);
        const finished = this.#now();
        const durationMs = finished.getTime() - started.getTime();
        this.#remember(this.#finished, { ...running, finishedAt: finished.toISOString(), durationMs, pages });
        this.#log(`[rebuild] ${job.brand}: ${pages} pages in ${(durationMs / 1000).toFixed(1)} s`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.#remember(this.#errors, { ...running, failedAt: this.#now().toISOString(), message });
        this.#log(`[rebuild] ${job.brand} failed: ${message}`);
      }
      this.#running = null;
    }
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  #remember<T>(list: T[], entry: T): void {
    list.unshift(entry);
    list.splice(this.#historySize);
  }
}
