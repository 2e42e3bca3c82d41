/**
 * The background-job port: work that a request starts and that runs after its answer (preparing a data export).
 * A job is a queue name and the id of the row it works on; the row holds the state, so a handler must be safe to run
 * twice (it claims its row first).
 *
 * - With DATABASE_URL (production: several instances on one PostgreSQL) pg-boss, in the same `pgboss` schema as the
 *   rebuild queue and the housekeeping: any instance sends, every instance that called {@link workJobs} works the
 *   queue, one job at a time per instance; a job whose instance died expires and is retried once elsewhere.
 * - Without it (PGlite, one process) a queue in this process: jobs run one after another, after the request that sent
 *   them. The server start (which registers the worker) and the pages (which send) share it: both use the same copy
 *   of this module (the server build, src/server/serving/entry.ts; under `npm run dev` the pages' module runner,
 *   src/server/cli/dev-integration.ts).
 */
import { PgBoss } from 'pg-boss';
import { config } from '../config';

/** Works one job: the id of the row it is about. */
export type JobHandler = (id: string) => Promise<void>;

/** A queue's worker as started. */
export interface JobWorker {
  /** Where the jobs run, for the start log. */
  description: string;
  close(): Promise<void>;
}

interface InProcessQueue {
  handler?: JobHandler;
  waiting: string[];
  running?: Promise<void>;
}

interface JobsState {
  queues: Map<string, InProcessQueue>;
  boss?: Promise<PgBoss>;
  created: Set<string>;
}

// One per process, shared by the worker the start registers and the pages that send (see the file comment).
const jobs: JobsState = { queues: new Map(), created: new Set() };

function inProcess(queue: string): InProcessQueue {
  const queues = jobs.queues;
  let found = queues.get(queue);
  if (!found) {
    found = { waiting: [] };
    queues.set(queue, found);
  }
  return found;
}

/** Runs the waiting jobs of an in-process queue one after another (a handler's failure is its own to report). */
function drain(queue: InProcessQueue): void {
  if (queue.running || !queue.handler) return;
  const handler = queue.handler;
  queue.running = (async () => {
    for (let id = queue.waiting.shift(); id !== undefined; id = queue.waiting.shift()) {
      await handler(id).catch(() => {});
    }
  })().finally(() => {
    queue.running = undefined;
    if (queue.waiting.length > 0) drain(queue);
  });
}

/** The settings of a job queue in pg-boss: one retry of a job whose instance died, kept a day for inspection. */
const QUEUE_SETTINGS = { retryLimit: 1, retryDelay: 30, expireInSeconds: 15 * 60, deleteAfterSeconds: 24 * 60 * 60 };

async function boss(url: string): Promise<PgBoss> {
  jobs.boss ??= (async () => {
    const started = new PgBoss({
      connectionString: url,
      schema: 'pgboss',
      application_name: 'mijn-omgeving background jobs',
      max: 2,
      connectionTimeoutMillis: 3000,
      schedule: false,
      openTelemetry: { enabled: false },
    });
    await started.start();
    return started;
  })().catch((error: unknown) => {
    jobs.boss = undefined;
    throw error;
  });
  return jobs.boss;
}

async function ensureQueue(started: PgBoss, queue: string): Promise<void> {
  if (jobs.created.has(queue)) return;
  if (await started.getQueue(queue)) await started.updateQueue(queue, QUEUE_SETTINGS);
  else {
    // Two instances on a fresh database may both create it: the second one's create is harmless.
    await started.createQueue(queue, QUEUE_SETTINGS).catch(async (error: unknown) => {
      if (!(await started.getQueue(queue))) throw error;
    });
  }
  jobs.created.add(queue);
}

/** Queues a job; it runs after this call returns (in this process without DATABASE_URL). */
export async function sendJob(queue: string, id: string): Promise<void> {
  const url = config().DATABASE_URL;
  if (url) {
    const started = await boss(url);
    await ensureQueue(started, queue);
    await started.send(queue, { id }, { singletonKey: id });
    return;
  }
  const local = inProcess(queue);
  local.waiting.push(id);
  drain(local);
}

/**
 * Works `queue` in this instance with `handler`. In process, `pending` first gives the ids that were waiting before
 * the start (their jobs were lost with the process that held them).
 */
export async function workJobs(
  queue: string,
  handler: JobHandler,
  { pending }: { pending?: () => Promise<string[]> } = {},
): Promise<JobWorker> {
  const url = config().DATABASE_URL;
  if (url) {
    const started = await boss(url);
    await ensureQueue(started, queue);
    const workId = await started.work<{ id: string }>(
      queue,
      { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: 2 },
      async ([job]) => {
        if (job) await handler(job.data.id);
      },
    );
    return {
      description: 'shared in PostgreSQL (pg-boss)',
      close: async () => {
        await started.offWork(queue, { id: workId });
      },
    };
  }
  const local = inProcess(queue);
  local.handler = handler;
  if (pending) local.waiting.push(...(await pending()).filter((id) => !local.waiting.includes(id)));
  drain(local);
  return {
    description: 'in this process',
    close: async () => {
      local.handler = undefined;
      await local.running;
    },
  };
}

/** Stops pg-boss if this process started it (at shutdown, after the workers closed). */
export async function stopJobs(): Promise<void> {
  const started = jobs.boss;
  jobs.boss = undefined;
  jobs.created.clear();
  if (started) await (await started).stop({ graceful: true, timeout: 10_000 });
}
