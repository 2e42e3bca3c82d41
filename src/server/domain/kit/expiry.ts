/**
 * The one way the housekeeping pass removes what expired: every row of a table whose expiry lies before the pass's
 * moment (or at it, for a table whose rows are refused from that moment on), answering how many went.
 */
import { lt, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './ownership';

/**
 * Removes the rows of `table` whose `expiresAt` column lies before `now` (`atNow`: or is `now`); how many were
 * removed.
 */
export async function removeExpired(
  db: Queryable,
  table: PgTable,
  expiresAt: PgColumn,
  now: Date,
  { atNow = false }: { atNow?: boolean } = {},
): Promise<number> {
  const removed = await db
    .delete(table)
    .where(atNow ? lte(expiresAt, now) : lt(expiresAt, now))
    .returning({ expiresAt });
  return removed.length;
}
