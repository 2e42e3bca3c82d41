/**
 * The data exports' queries. Every query that a request makes is scoped to the asking account; the job finds its
 * export by id (the id it was queued with) and claims it once, so two workers never prepare the same export.
 */
import { and, desc, eq, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports, type DataExport } from '../../db/schema';
import type { FileStorage } from '../../ports/file-storage';
import { updateRow } from '../kit/rows';
import { EXPORT_STALE_MS } from './export-rules';

/** The account's latest export, whatever its state. */
export async function latestExport(db: Db, accountId: string): Promise<DataExport | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.accountId, accountId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

/**
 * Queues a new export for the account; undefined when one is already pending, running or ready (the partial
 * unique index decides, so two requests at once make one export).
 */
export async function insertExport(
  db: Db,
  values: { accountId: string; brandKey: string; texts: Record<string, string>; origin: string; now: Date },
): Promise<DataExport | undefined> {
  const [row] = await db
    .insert(dataExports)
    .values({
      accountId: values.accountId,
      brandKey: values.brandKey,
      texts: values.texts,
      origin: values.origin,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Takes a queued export for preparing: answers it only to the one worker that moved it from pending to running. */
export async function claimExport(db: Db, id: string, now: Date, progress: number): Promise<DataExport | undefined> {
  return updateRow(
    db,
    dataExports,
    { status: 'running', startedAt: now, progress },
    eq(dataExports.id, id),
    eq(dataExports.status, 'pending'),
  );
}

/** Records how far the job is. */
export async function recordProgress(db: Db, id: string, progress: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')));
}

/** The export is stored: downloadable until `expiresAt`. */
export async function markReady(
  db: Db,
  id: string,
  file: { storageKey: string; size: number; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'ready', progress: 100, ...file })
    .where(eq(dataExports.id, id));
}

/** The job failed: the account may ask again. */
export async function markFailed(db: Db, id: string): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
}

/** The ids of the exports still waiting for a worker (what an in-process queue picks up again after a restart). */
export async function pendingExportIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.status, 'pending'))
    .orderBy(dataExports.createdAt);
  return rows.map((row) => row.id);
}

/**
 * Removes what has had its time: a ready export whose download window ended (file and row), a failed one a day
 * after it was asked for, and gives up an export still pending or running {@link EXPORT_STALE_MS} after it was asked
 * for (its worker died), so the account can ask again. Only `accountId`'s rows when given (a request first clears
 * its own account's), every account's otherwise (the housekeeping pass). Answers how many exports were removed.
 * A file store that fails leaves the row, so the next pass deletes the file again.
 */
export async function purgeExports(db: Db, storage: FileStorage, now: Date, accountId?: string): Promise<number> {
  const mine = accountId ? eq(dataExports.accountId, accountId) : undefined;
  const staleBefore = new Date(now.getTime() - EXPORT_STALE_MS);
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(mine, inArray(dataExports.status, ['pending', 'running']), lte(dataExports.createdAt, staleBefore)));
  const failedBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const gone = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(
      and(
        mine,
        or(
          and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)),
          and(eq(dataExports.status, 'failed'), lte(dataExports.createdAt, failedBefore)),
        ),
      ),
    );
  let removed = 0;
  for (const row of gone) {
    if (row.storageKey) await storage.delete(row.storageKey);
    await db.delete(dataExports).where(eq(dataExports.id, row.id));
    removed += 1;
  }
  return removed;
}

/** A ready export of the account that can still be downloaded at `now`. */
export async function downloadableExport(db: Db, accountId: string, now: Date): Promise<DataExport | undefined> {
  const row = await latestExport(db, accountId);
  if (!row || row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= now) return undefined;
  return row;
}
