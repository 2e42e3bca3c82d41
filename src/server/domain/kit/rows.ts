/**
 * The two single-row queries of the storage modules: the first row of a table that meets every condition, and the
 * update of the rows that meet them answering the first one written. Either answers undefined when no row meets
 * the conditions. Each takes at least one condition, so that neither can read or write a whole table by mistake.
 */
import { and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './ownership';

/** The first row of `table` that meets every condition, or undefined. */
export async function firstRow<T extends PgTable>(
  db: Queryable,
  table: T,
  condition: SQL,
  ...conditions: (SQL | undefined)[]
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(condition, ...conditions))
    .limit(1);
  return rows[0] as T['$inferSelect'] | undefined;
}

/** Writes `values` to the rows of `table` that meet every condition; the first row written, or undefined. */
export async function updateRow<T extends PgTable>(
  db: Queryable,
  table: T,
  values: Partial<T['$inferInsert']>,
  condition: SQL,
  ...conditions: (SQL | undefined)[]
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .update(table as PgTable)
    .set(values)
    .where(and(condition, ...conditions))
    .returning();
  return rows[0] as T['$inferSelect'] | undefined;
}
