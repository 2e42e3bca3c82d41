/** The account area's queries on the accounts table. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { accounts, type Account } from '../../db/schema';
import { isRowId } from '../kit/ownership';
import { updateRow } from '../kit/rows';

/**
 * The account with this id, or null when there is none (also for a malformed id).
 * @param accountId the session's account id — never an id taken from a request.
 */
export async function findAccount(db: Db, accountId: string): Promise<Account | null> {
  if (!isRowId(accountId)) return null;
  const rows = await findAccountStatement(db).execute({ id: accountId });
  return rows[0] ?? null;
}

const findAccountStatement = preparedPerDb((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_account'),
);

/** Writes `values` (and the change's time) to the account; the stored row, or null when there is no such account. */
export async function updateAccount(db: Db, accountId: string, values: Partial<Account>): Promise<Account | null> {
  return (await updateRow(db, accounts, { ...values, updatedAt: new Date() }, eq(accounts.id, accountId))) ?? null;
}

/** True when another account than `accountId` signs in with `email`. */
export async function emailInUseByAnother(db: Db, accountId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email}`, ne(accounts.id, accountId)))
    .limit(1);
  return rows.length > 0;
}
