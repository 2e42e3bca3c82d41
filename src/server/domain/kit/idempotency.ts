/**
 * The one idempotency helper of the server (the key's rule is src/shared/idempotency.ts): a mutation that carries
 * the client's key acts at most once per (owner, key). The same key again — a double click, a retried request —
 * answers the result of the first attempt; two attempts at once both answer the one row that the first insert made
 * (the unique index on (account, key) decides the race, the loser reads the winner's row).
 *
 * A key the rule refuses is never looked up: it cannot reach a query (a NUL byte would make PostgreSQL fail), and the
 * mutation's own schema refuses it with the area's violation code.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isIdempotencyKey } from '../../../shared/idempotency';
import type { OwnerScope } from '../../../shared/owner';
import { ownedBy, type OwnedTable, type Queryable } from './ownership';
import { firstRow } from './rows';

/** A table of idempotent submissions: rows of an account on a brand, with the client's key. */
export type IdempotentTable = OwnedTable & { idempotencyKey: PgColumn };

/**
 * The owner's earlier row made with `key`, or undefined: when there is none, when it is another account's or brand's,
 * and — without asking the database — when `key` is not a valid key.
 */
export async function findByIdempotencyKey<T extends IdempotentTable>(
  db: Queryable,
  table: T,
  owner: Pick<OwnerScope, 'accountId' | 'brandKey'>,
  key: unknown,
): Promise<T['$inferSelect'] | undefined> {
  if (!isIdempotencyKey(key)) return undefined;
  return firstRow(db, table, eq(table.idempotencyKey, key), ownedBy(table, owner));
}

/**
 * Inserts an idempotent submission, `… on conflict do nothing` on (account, key): the new row, or undefined when the
 * owner's key is already taken (a concurrent request with the same key inserted first).
 */
export async function insertOnce<T extends IdempotentTable>(
  db: Queryable,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .insert(table as PgTable)
    .values(values)
    .onConflictDoNothing({ target: [table.accountId, table.idempotencyKey] })
    .returning();
  return rows[0] as T['$inferSelect'] | undefined;
}

/**
 * What `act` answers when its insert (`… on conflict do nothing` on (account, key)) made no row: another request
 * with the same key got there first.
 */
export const KEY_TAKEN: unique symbol = Symbol('idempotency key taken');

export interface ActOnceOptions<T, R> {
  /** The client's key as it came in (checked here with the shared rule before any lookup). */
  key: unknown;
  /** The owner's earlier result made with a (valid) key, or undefined. */
  earlier: (key: string) => Promise<T | undefined>;
  /** The answer to give for an earlier result. */
  replay: (earlier: T) => R | Promise<R>;
  /** Validates and acts; answers {@link KEY_TAKEN} when a concurrent request with the same key won the insert. */
  act: () => Promise<R | typeof KEY_TAKEN>;
  /**
   * The answer when the key is taken but no earlier result of this owner is found (the same account used the key
   * on another brand).
   */
  conflict: () => R;
}

/**
 * Acts once per (owner, key): answers the earlier result when there is one, else acts; when the act lost the race
 * to a concurrent request with the same key, answers that request's result.
 */
export async function actOnce<T, R>(options: ActOnceOptions<T, R>): Promise<R> {
  const key = isIdempotencyKey(options.key) ? options.key : undefined;
  if (key !== undefined) {
    const earlier = await options.earlier(key);
    if (earlier !== undefined) return options.replay(earlier);
  }
  const result = await options.act();
  if (result !== KEY_TAKEN) return result;
  const winner = key === undefined ? undefined : await options.earlier(key);
  return winner === undefined ? options.conflict() : options.replay(winner);
}
