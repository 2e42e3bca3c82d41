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
 * kept for a day, for the editors' page.
 */
import { hostname } from 'node:os';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { BrandKey } from '../../brands/registry';
import type {
  FailedRebuild,
  FinishedRebuild,
  QueuedRebuild,
  RebuildJobs,
  RebuildQueueState,
  RunningRebuild,
} from './queue';

/** The pg-boss queue of brand rebuilds. */
export const REBUILD_QUEUE = 'mo-rebuild-brand';

/** Retries of a failed build: this many more attempts, with exponential backoff. */
export const REBUILD_RETRY = { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 } as const;

/** A running build sends a heartbeat; one silent this long (its instance died) is retried elsewhere. */
export const REBUILD_HEARTBEAT_S = 30;

interface JobData {
  brand: BrandKey;
  reason: string;
}

interface JobOutput {
  pages?: number;
  durationMs?: number;
  worker?: string;
  /** A failed attempt: pg-boss stores the serialized error. */
  message?: string;
}

export interface SharedRebuildQueueOptions {
  /** PostgreSQL connection string (DATABASE_URL). */
  url: string;
  /** Renders and swaps in one brand's pages; resolves with the number of pages written. */
  rebuild: (brand: BrandKey) => Promise<number>;
  /** Whether this instance works the queue (default true); false only enqueues and reads the state. */
  work?: boolean;
  /** How this instance is named in the state (default `host:PORT pid N`). */
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

const iso = (date: Date | string | null | undefined) =>
  date ? new Date(date).toISOString() : new Date(0).toISOString();

export class SharedRebuildQueue implements RebuildJobs {
  readonly #boss: PgBoss;
  readonly #historySize: number;
  readonly #log: (line: string) => void;

  private constructor(boss: PgBoss, historySize: number, log: (line: string) => void) {
    this.#boss = boss;
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
    const queue = new SharedRebuildQueue(boss, options.historySize ?? 25, log);
    if (options.work !== false) {
      const worker = options.worker ?? `${hostname()} pid ${process.pid}`;
      await boss.work<JobData, JobOutput>(
        REBUILD_QUEUE,
        { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => {
          const { brand } = job!.data;
          const started = Date.now();
          const attempt = job!.retryCount > 0 ? ` (attempt ${job!.retryCount + 1})` : '';
          try {
            const pages = await options.rebuild(brand);
            const durationMs = Date.now() - started;
            log(`[rebuild] ${brand}: ${pages} pages in ${(durationMs / 1000).toFixed(1)} s${attempt}`);
            return { pages, durationMs, worker };
          } catch (error) {
            log(`[rebuild] ${brand} failed${attempt}: ${error instanceof Error ? error.message : String(error)}`);
            throw error;
          }
        },
      );
    }
    return queue;
  }

  async enqueue(brands: readonly BrandKey[], reason: string): Promise<BrandKey[]> {
    const added: BrandKey[] = [];
    for (const brand of brands) {
      // null: this brand already waits (the stately policy allows one waiting job per brand).
      const id = await this.#boss.send(REBUILD_QUEUE, { brand, reason } satisfies JobData, { singletonKey: brand });
      if (id) added.push(brand);
    }
    if (added.length > 0) this.#log(`[rebuild] queued ${added.join(', ')} (${reason})`);
    return added;
  }

  async state(): Promise<RebuildQueueState> {
    // Finished and failed jobs are deleted after a day, so this stays a few hundred rows at most.
    const jobs = await this.#boss.findJobs<JobData>(REBUILD_QUEUE, { limit: 5000 });
    const base = (job: JobWithMetadata<JobData>): QueuedRebuild => ({
      brand: job.data.brand,
      reason: job.data.reason,
      queuedAt: iso(job.createdOn),
    });
    const running = (job: JobWithMetadata<JobData>): RunningRebuild => ({
      ...base(job),
      startedAt: iso(job.startedOn),
    });
    const output = (job: JobWithMetadata<JobData>) => (job.output ?? {}) as JobOutput;
    const by =
      <T>(key: (item: T) => string, descending = false) =>
      (a: T, b: T) =>
        (descending ? -1 : 1) * key(a).localeCompare(key(b));

    const queued = jobs
      .filter((job) => job.state === 'created' || job.state === 'retry')
      .sort(by((job) => iso(job.createdOn)))
      .map((job) => (job.retryCount > 0 ? { ...base(job), attempt: job.retryCount + 1 } : base(job)));
    const active = jobs
      .filter((job) => job.state === 'active')
      .map(running)
      .sort(by((job) => job.startedAt));
    const finished = jobs
      .filter((job) => job.state === 'completed')
      .map((job): FinishedRebuild => {
        const { pages = 0, durationMs, worker } = output(job);
        const entry: FinishedRebuild = {
          ...running(job),
          finishedAt: iso(job.completedOn),
          durationMs: durationMs ?? new Date(job.completedOn ?? 0).getTime() - new Date(job.startedOn).getTime(),
          pages,
        };
        return worker ? { ...entry, worker } : entry;
      })
      .sort(by((job) => job.finishedAt, true))
      .slice(0, this.#historySize);
    const errors = jobs
      .filter((job) => job.state === 'failed')
      .map((job): FailedRebuild => ({
        ...running(job),
        failedAt: iso(job.completedOn),
        message: output(job).message ?? 'onbekende fout',
      }))
      .sort(by((job) => job.failedAt, true))
      .slice(0, this.#historySize);
    return {
      idle: queued.length === 0 && active.length === 0,
      queued,
      running: active[0] ?? null,
      active,
      finished,
      errors,
    };
  }

  /** Stops working (a running build may finish for up to `timeoutMs`) and closes the connections. */
  async stop(timeoutMs = 30_000): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
