/**
 * The rebuild queue that every instance shares, in PostgreSQL through pg-boss, used when DATABASE_URL
 * is set. Any instance enqueues (the one that took the webhook); every instance works the queue, one brand at a
 * time per instance, rendering through its own port; the prebuilt pages land in the folder every instance serves
 * from (PREBUILT_DIR on a shared volume).
 *
 * The rules of the in-process queue (queue.ts) hold across instances, through pg-boss's `stately` policy with the
 * brand as singleton key: per brand at most one job waits and one runs. A brand that already waits is not queued
 * twice; a brand being rebuilt is queued once more (the change may have come after its render started); no two
 * instances build the same brand at once. Different brands may build on different instances at the same time.
 *
 * A failed build is retried (REBUILD_RETRY: three more attempts, 5 s, 10 s, 20 s … apart, at most a minute); a
 * build whose instance died stops sending heartbeats and is retried by another instance after REBUILD_HEARTBEAT_S
 * (pg-boss's supervisor, which every instance runs, notices it within its interval). Finished and failed jobs are
 * kept for a day by pg-boss. Every job is also recorded in the table `rebuilds` (records.ts: the row's id is the
 * job's), with its progress and outcome; the state editors see is read from there.
 */
import { hostname } from 'node:os';
import { PgBoss } from 'pg-boss';
import type { BrandKey } from '../../brands/registry';
import type {
  BrandRebuild,
  EnqueueResult,
  RebuildJobs,
  RebuildQueueState,
  RebuildRequest,
  RebuildSource,
} from './queue';
import { failureOf, RebuildRecords } from './records';

/** The pg-boss queue of brand rebuilds. */
export const REBUILD_QUEUE = 'mo-rebuild-brand';

/** Retries of a failed build: this many more attempts, with exponential backoff. */
export const REBUILD_RETRY = { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 } as const;

/** A running build sends a heartbeat; one silent this long (its instance died) is retried elsewhere. */
export const REBUILD_HEARTBEAT_S = 30;

interface JobData {
  brand: BrandKey;
  reason: string;
  source: RebuildSource;
  batchId: string;
}

interface JobOutput {
  pages: number;
  worker: string;
}

export interface SharedRebuildQueueOptions {
  /** PostgreSQL connection string (DATABASE_URL). */
  url: string;
  /** Where every rebuild is recorded: the same database. */
  records: RebuildRecords;
  /** Renders and swaps in one brand's pages. */
  rebuild: BrandRebuild;
  /** Whether this instance works the queue (default true); false only enqueues and reads the state. */
  work?: boolean;
  /** How this instance is named in the state (default `host pid N`). */
  worker?: string;
  /** pg-boss's schema (default `pgboss`). */
  schema?: string;
  /** How many finished rebuilds and errors the state shows (default 25 each). */
  historySize?: number;
  /** How often an idle worker looks for a job, in seconds (default 1). */
  pollingIntervalSeconds?: number;
  /** Retry policy of failed builds (default {@link REBUILD_RETRY}); tests shorten it. */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax?: number };
  /** How often pg-boss's supervisor and monitor look for dead builds, in seconds (default 30). */
  superviseIntervalSeconds?: number;
  /** Seconds without a heartbeat after which a running build counts as dead (default {@link REBUILD_HEARTBEAT_S}). */
  heartbeatSeconds?: number;
  log?: (line: string) => void;
}

export class SharedRebuildQueue implements RebuildJobs {
  readonly #boss: PgBoss;
  readonly #records: RebuildRecords;
  readonly #historySize: number;
  readonly #log: (line: string) => void;

  private constructor(boss: PgBoss, records: RebuildRecords, historySize: number, log: (line: string) => void) {
    this.#boss = boss;
    this.#records = records;
    this.#historySize = historySize;
    this.#log = log;
  }

  /** Connects, installs or migrates pg-boss's schema (under an advisory lock), creates the queue and starts working. */
  static async start(options: SharedRebuildQueueOptions): Promise<SharedRebuildQueue> {
    const log = options.log ?? (() => {});
    const boss = new PgBoss({
      connectionString: options.url,
      schema: options.schema ?? 'pgboss',
      application_name: 'mijn-omgeving rebuild queue',
      max: 3,
      connectionTimeoutMillis: 3000,
      // No cron schedules; the supervisor (expiry, heartbeats, retention) runs on every instance, which is fine:
      // its passes are guarded by pg-boss's own locks.
      schedule: false,
      // The monitor pass is the one that fails (and so retries) a build whose heartbeat stopped.
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? 30,
      openTelemetry: { enabled: false },
    });
    boss.on('error', (error) => log(`[rebuild] queue: ${error.message}`));
    await boss.start();
    const retry = options.retry ?? REBUILD_RETRY;
    const { policy, ...settings } = {
      policy: 'stately',
      ...retry,
      heartbeatSeconds: options.heartbeatSeconds ?? REBUILD_HEARTBEAT_S,
      // A build takes seconds; the limit only ends one that hangs without the heartbeat noticing.
      expireInSeconds: 15 * 60,
      deleteAfterSeconds: 24 * 60 * 60,
    } as const;
    // The policy is fixed when the queue is created; the other settings follow this code on every start.
    if (await boss.getQueue(REBUILD_QUEUE)) await boss.updateQueue(REBUILD_QUEUE, settings);
    else {
      // Two instances starting on a fresh database may both get here: the second one's create is harmless.
      await boss.createQueue(REBUILD_QUEUE, { policy, ...settings }).catch(async (error: unknown) => {
        if (!(await boss.getQueue(REBUILD_QUEUE))) throw error;
      });
    }
    const { records } = options;
    const queue = new SharedRebuildQueue(boss, records, options.historySize ?? 25, log);
    if (options.work !== false) {
      const worker = options.worker ?? `${hostname()} pid ${process.pid}`;
      await boss.work<JobData, JobOutput>(
        REBUILD_QUEUE,
        { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => {
          const { id, data, retryCount } = job!;
          const { brand } = data;
          const started = Date.now();
          const attempt = retryCount > 0 ? ` (attempt ${retryCount + 1})` : '';
          await records.started({ id, ...data, worker, attempt: retryCount + 1, total: 0 });
          const progress = records.progress(id);
          try {
            const { paths } = await options.rebuild(brand, (done, total) => progress.update(done, total));
            await progress.flush();
            await records.finished(id, { paths });
            log(
              `[rebuild] ${brand}: ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s${attempt}`,
            );
            return { pages: paths.length, worker };
          } catch (error) {
            await progress.flush();
            const failure = failureOf(error);
            // A failed attempt with retries left waits once more; the last one is the outcome.
            await records.failed(id, failure, retryCount >= retry.retryLimit);
            log(`[rebuild] ${brand} failed${attempt}: ${failure.message}`);
            throw error;
          }
        },
      );
    }
    return queue;
  }

  async enqueue(brands: readonly BrandKey[], request: RebuildRequest): Promise<EnqueueResult> {
    const batchId = RebuildRecords.newBatch();
    const added: BrandKey[] = [];
    const rebuilds: EnqueueResult['rebuilds'] = [];
    for (const brand of brands) {
      const data: JobData = { brand, reason: request.reason, source: request.source, batchId };
      // null: this brand already waits (the stately policy allows one waiting job per brand).
      const id = await this.#boss.send(REBUILD_QUEUE, data, { singletonKey: brand });
      if (id) {
        await this.#records.queued({ id, ...data });
        added.push(brand);
        rebuilds.push({ brand, id });
      } else {
        const waiting = await this.#records.waiting(brand);
        if (waiting) rebuilds.push({ brand, id: waiting });
      }
    }
    if (added.length > 0) this.#log(`[rebuild] queued ${added.join(', ')} (${request.reason})`);
    return { batchId, added, rebuilds };
  }

  state(): Promise<RebuildQueueState> {
    return this.#records.state(this.#historySize);
  }

  /** Stops working (a running build may finish for up to `timeoutMs`) and closes the connections. */
  async stop(timeoutMs = 30_000): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
