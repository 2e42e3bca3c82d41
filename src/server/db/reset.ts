/**
 * Puts a database back in its seeded state: migrations applied, every table emptied, demo accounts seeded.
 * For development and tests; the CLI refuses it in production unless forced.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { migrate, type MigrateResult } from './migrate';
import { seed, type SeedResult } from './seed';

export interface ResetResult {
  migrations: MigrateResult;
  /** The tables that were emptied. */
  truncated: string[];
  seed: SeedResult;
}

/** Empties every table of the public schema (also tables added by later migrations) and seeds the demo data. */
export async function resetDatabase(db: Db): Promise<ResetResult> {
  const migrations = await migrate(db);
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const truncated = tables.map((t) => t.name);
  if (truncated.length > 0) {
    const list = sql.join(
      truncated.map((name) => sql.identifier(name)),
      sql`, `,
    );
    await db.execute(sql`truncate table ${list} restart identity cascade`);
  }
  return { migrations, truncated, seed: await seed(db) };
}
