/**
 * The one ownership rule of the server: a row belongs to the asker only when both its account and its brand are the
 * owner scope's. A row of another account (or of the same account on another brand) is answered exactly like a row
 * that does not exist — the same NOT_FOUND refusal, the same `undefined` — so an answer never tells that an id
 * exists elsewhere. Ill-formed ids are answered the same way without asking the database.
 */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OwnerScope } from '../../../shared/owner';
import { refused, type Refusal } from '../../../shared/result';
import type { Db } from '../../db/client';
import { firstRow } from './rows';

/** The database, or a transaction of it: every helper of the kit works in both. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A table whose rows belong to an account on a brand. */
export type OwnedTable = PgTable & { accountId: PgColumn; brandKey: PgColumn };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the form of a row id (a UUID); anything else cannot name a row. */
export function isRowId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The owner of a query: an account on a brand, as values or as a prepared statement's placeholders. */
export type Owner = Pick<OwnerScope, 'accountId' | 'brandKey'> | typeof OWNER_PLACEHOLDERS;

/**
 * The owner as the placeholders of a prepared statement (src/server/db/prepared.ts), for {@link ownedBy}; the
 * statement is executed with {@link ownerValues}.
 */
export const OWNER_PLACEHOLDERS: { accountId: Placeholder; brandKey: Placeholder } = {
  accountId: sql.placeholder('accountId'),
  brandKey: sql.placeholder('brandKey'),
};

/** The values of {@link OWNER_PLACEHOLDERS} for this owner. */
export function ownerValues(owner: Pick<OwnerScope, 'accountId' | 'brandKey'>) {
  return { accountId: owner.accountId, brandKey: owner.brandKey };
}

/** The condition "this row is the owner's" (its account and its brand), to combine with a query's own. */
export function ownedBy(table: OwnedTable, owner: Owner): SQL {
  return and(eq(table.accountId, owner.accountId), eq(table.brandKey, owner.brandKey)) as SQL;
}

/**
 * The owner's row of `table` with this id (and the extra conditions), or undefined when there is none — which is
 * also the answer for another account's row and for an id that is no UUID.
 */
export async function findOwned<T extends OwnedTable & { id: PgColumn }>(
  db: Queryable,
  table: T,
  owner: Pick<OwnerScope, 'accountId' | 'brandKey'>,
  id: unknown,
  ...conditions: SQL[]
): Promise<T['$inferSelect'] | undefined> {
  if (!isRowId(id)) return undefined;
  return firstRow(db, table, eq(table.id, id), ownedBy(table, owner), ...conditions);
}

/** The refusal of a row that is not the owner's (absent or another account's): NOT_FOUND on `field`. */
export function notFound(field: string): Refusal {
  return refused({ code: 'NOT_FOUND', field });
}
