/**
 * The record of every rebuild in the database (table `rebuilds`): waiting, running (with its progress, pages done of
 * total, written while it renders), and finished or failed, whichever process or instance asked for it and built it.
 * Both queues (queue.ts in one process on PGlite, job-queue.ts shared through pg-boss on PostgreSQL) write here, and
 * the queue's state, which the editors' page and `GET /api/rebuild` show, is read from here; so a rebuild made by
 * `npm run rebuild` or another instance is listed like one the webhook asked for.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { BrandKey } from '../../brands/registry';
import type { Db } from '../db/client';
import { rebuilds, type Rebuild } from '../db/schema';
import type {
  FailedRebuild,
  FailureCode,
  FinishedRebuild,
  QueuedRebuild,
  RebuildEntry,
  RebuildQueueState,
  RebuildSource,
  RunningRebuild,
} from './queue';

/** Finished and failed rebuilds are kept this long. */
export const REBUILD_HISTORY_DAYS = 30;

/** How many rebuilds the state lists in `rebuilds` (every state, the most recent first). */
export const REBUILD_LIST_SIZE = 50;

export interface NewRebuild {
  /** The row's id (the pg-boss job's on PostgreSQL); a new one when absent. */
  id?: string;
  batchId: string;
  brand: BrandKey;
  source: RebuildSource;
  reason: string;
}

export interface RebuildFailure {
  failure: FailureCode;
  message: string;
}

/** Why a build failed, as a code the editors' page words in Dutch, with the error's own text as detail. */
export function failureOf(error: unknown): RebuildFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (/^Prebuilding .* failed: /.test(message)) return { failure: 'content', message };
  if (/^Prebuilding .* answered \d+/.test(message)) return { failure: 'status', message };
  if (/took over \d+ ms|timed? ?out/i.test(message)) return { failure: 'timeout', message };
  return { failure: 'other', message };
}

/** Writes a running build's progress in order, the latest value only once the previous write is done. */
export interface ProgressWriter {
  update(done: number, total: number): void;
  /** Resolves once the last update is written. */
  flush(): Promise<void>;
}

export class RebuildRecords {
  readonly #db: () => Promise<Db>;

  /** `db`: the database, or a function that opens it on first use. */
  constructor(db: Db | (() => Promise<Db>)) {
    this.#db = typeof db === 'function' ? db : async () => db;
  }

  static newBatch(): string {
    return randomUUID();
  }

  /** Records a waiting rebuild (nothing when a row with its id exists: its worker was quicker); returns its id. */
  async queued(entry: NewRebuild): Promise<string> {
    const db = await this.#db();
    const id = entry.id ?? randomUUID();
    await db
      .insert(rebuilds)
      .values({ id, batchId: entry.batchId, brandKey: entry.brand, source: entry.source, reason: entry.reason })
      .onConflictDoNothing();
    // Old history goes as new rebuilds come: the table stays small without a schedule of its own.
    await db
      .delete(rebuilds)
      .where(lt(rebuilds.finishedAt, sql`now() - make_interval(days => ${REBUILD_HISTORY_DAYS})`));
    return id;
  }

  /** The waiting rebuild of a brand, when there is one (the one a new request for it joins). */
  async waiting(brand: BrandKey): Promise<string | undefined> {
    const db = await this.#db();
    const [row] = await db
      .select({ id: rebuilds.id })
      .from(rebuilds)
      .where(and(eq(rebuilds.status, 'queued'), eq(rebuilds.brandKey, brand)))
      .orderBy(asc(rebuilds.queuedAt))
      .limit(1);
    return row?.id;
  }

  /** A build starts (or starts again: a retry, or another instance taking over a dead one's). */
  async started(entry: NewRebuild & { id: string; worker: string; attempt: number; total: number }): Promise<void> {
    const db = await this.#db();
    const running = {
      status: 'running',
      attempt: entry.attempt,
      worker: entry.worker,
      pagesDone: 0,
      pagesTotal: entry.total,
      startedAt: sql`now()`,
      finishedAt: null,
      updatedAt: sql`now()`,
    } as const;
    await db
      .insert(rebuilds)
      .values({
        id: entry.id,
        batchId: entry.batchId,
        brandKey: entry.brand,
        source: entry.source,
        reason: entry.reason,
        ...running,
      })
      .onConflictDoUpdate({ target: rebuilds.id, set: running });
  }

  /** A progress writer for a running build. */
  progress(id: string): ProgressWriter {
    let latest: { done: number; total: number } | undefined;
    let writing: Promise<void> = Promise.resolve();
    const write = async () => {
      const value = latest;
      latest = undefined;
      if (!value) return;
      const db = await this.#db();
      await db
        .update(rebuilds)
        .set({ pagesDone: value.done, pagesTotal: value.total, updatedAt: sql`now()` })
        .where(and(eq(rebuilds.id, id), eq(rebuilds.status, 'running')));
    };
    return {
      update(done, total) {
        const pending = latest !== undefined;
        latest = { done, total };
        // A write already waits: it takes the latest value when its turn comes.
        if (!pending) writing = writing.then(write).catch(() => {});
      },
      flush: () => writing,
    };
  }

  /** A build succeeded with these pages. */
  async finished(id: string, result: { paths: string[] }): Promise<void> {
    const db = await this.#db();
    await db
      .update(rebuilds)
      .set({
        status: 'ok',
        pagesWritten: result.paths.length,
        paths: result.paths,
        pagesDone: sql`greatest(${rebuilds.pagesDone}, ${rebuilds.pagesTotal})`,
        failure: null,
        message: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(rebuilds.id, id));
  }

  /** A build failed; `final: false` means it is tried again, so it waits once more. */
  async failed(id: string, { failure, message }: RebuildFailure, final = true): Promise<void> {
    const db = await this.#db();
    await db
      .update(rebuilds)
      .set(
        final
          ? { status: 'failed', failure, message, finishedAt: sql`now()`, updatedAt: sql`now()` }
          : { status: 'queued', failure, message, updatedAt: sql`now()` },
      )
      .where(eq(rebuilds.id, id));
  }

  /**
   * Marks every waiting or running rebuild as interrupted: for the embedded database, where the process that opens
   * it is the only one, so whatever was unfinished belonged to a process that has stopped.
   */
  async interruptUnfinished(): Promise<number> {
    const db = await this.#db();
    const rows = await db
      .update(rebuilds)
      .set({
        status: 'failed',
        failure: 'interrupted',
        message: 'The process that held this rebuild stopped before it finished',
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(or(eq(rebuilds.status, 'queued'), eq(rebuilds.status, 'running')))
      .returning({ id: rebuilds.id });
    return rows.length;
  }

  /** The rebuilds with these ids, in that order (an id no longer recorded is left out). */
  async entries(ids: readonly string[]): Promise<RebuildEntry[]> {
    if (ids.length === 0) return [];
    const db = await this.#db();
    const rows = await db
      .select()
      .from(rebuilds)
      .where(inArray(rebuilds.id, [...ids]));
    return ids.flatMap((id) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? [toEntry(row)] : [];
    });
  }

  /** The queue's state: what waits and runs, and the most recent finished and failed rebuilds. */
  async state(historySize = 25): Promise<RebuildQueueState> {
    const db = await this.#db();
    const [open, recent, finished, failed] = await Promise.all([
      db
        .select()
        .from(rebuilds)
        .where(or(eq(rebuilds.status, 'queued'), eq(rebuilds.status, 'running')))
        .orderBy(asc(rebuilds.queuedAt)),
      db.select().from(rebuilds).orderBy(desc(rebuilds.queuedAt), desc(rebuilds.id)).limit(REBUILD_LIST_SIZE),
      db.select().from(rebuilds).where(eq(rebuilds.status, 'ok')).orderBy(desc(rebuilds.finishedAt)).limit(historySize),
      db
        .select()
        .from(rebuilds)
        .where(eq(rebuilds.status, 'failed'))
        .orderBy(desc(rebuilds.finishedAt))
        .limit(historySize),
    ]);
    const queued = open.filter((row) => row.status === 'queued').map(toQueued);
    const active = open
      .filter((row) => row.status === 'running')
      .map(toRunning)
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    return {
      idle: open.length === 0,
      queued,
      running: active[0] ?? null,
      active,
      finished: finished.map(toFinished),
      errors: failed.map(toFailed),
      rebuilds: recent.map(toEntry),
    };
  }
}

const iso = (date: Date | string | null | undefined) =>
  date ? new Date(date).toISOString() : new Date(0).toISOString();

function toQueued(row: Rebuild): QueuedRebuild {
  const entry: QueuedRebuild = {
    id: row.id,
    batchId: row.batchId,
    brand: row.brandKey as BrandKey,
    source: row.source as RebuildSource,
    reason: row.reason,
    queuedAt: iso(row.queuedAt),
  };
  return row.attempt > 1 ? { ...entry, attempt: row.attempt } : entry;
}

function toRunning(row: Rebuild): RunningRebuild {
  const entry: RunningRebuild = {
    ...toQueued(row),
    startedAt: iso(row.startedAt ?? row.queuedAt),
    pagesDone: row.pagesDone,
    pagesTotal: row.pagesTotal,
  };
  return row.worker ? { ...entry, worker: row.worker } : entry;
}

function toFinished(row: Rebuild): FinishedRebuild {
  const running = toRunning(row);
  const finishedAt = iso(row.finishedAt);
  return {
    ...running,
    finishedAt,
    durationMs: Math.max(0, Date.parse(finishedAt) - Date.parse(running.startedAt)),
    pages: row.pagesWritten ?? 0,
    paths: row.paths,
  };
}

function toFailed(row: Rebuild): FailedRebuild {
  return {
    ...toRunning(row),
    failedAt: iso(row.finishedAt),
    failure: (row.failure ?? 'other') as FailureCode,
    message: row.message ?? '',
  };
}

/** A row as the list of every rebuild shows it. */
function toEntry(row: Rebuild): RebuildEntry {
  switch (row.status) {
    case 'ok':
      return { status: 'ok' as const, ...toFinished(row) };
    case 'failed':
      return { status: 'failed' as const, ...toFailed(row) };
    case 'running':
      return { status: 'running' as const, ...toRunning(row) };
    default:
      return { status: 'queued' as const, ...toQueued(row) };
  }
}
