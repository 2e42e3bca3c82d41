/**
 * Database commands for developers and deployments:
 *   npx tsx src/server/db/cli.ts migrate            apply pending migrations
 *   npx tsx src/server/db/cli.ts seed [--bulk N]    add the demo accounts (and N generated accounts)
 *   npx tsx src/server/db/cli.ts reset [--force]    migrate, empty every table, seed (--force needed in production)
 * The database is the one of the server configuration: DATABASE_URL, otherwise PGlite in DATA_DIR/pglite.
 */
import path from 'node:path';
import { z } from 'zod';
import { config } from '../config';
import { closeDb, getDb } from './client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { migrate, type MigrateResult } from './migrate';
import { resetDatabase } from './reset';
import { seed, seedBulk, type SeedResult } from './seed';

const argsSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('migrate') }),
  z.object({ command: z.literal('seed'), bulk: z.coerce.number().int().min(0).max(1_000_000).default(0) }),
  z.object({ command: z.literal('reset'), force: z.boolean().default(false) }),
]);
type Args = z.infer<typeof argsSchema>;

const USAGE = 'Usage: npx tsx src/server/db/cli.ts migrate | seed [--bulk N] | reset [--force]';

function parseArgs(argv: string[]): Args {
  const [command, ...rest] = argv;
  const bulkAt = rest.indexOf('--bulk');
  const known = new Set(['--force', '--bulk', bulkAt >= 0 ? rest[bulkAt + 1] : undefined]);
  const unknown = rest.filter((arg) => !known.has(arg));
  if (unknown.length > 0) throw new Error(`Unknown argument(s): ${unknown.join(' ')}\n${USAGE}`);
  const parsed = argsSchema.safeParse({
    command,
    ...(bulkAt >= 0 ? { bulk: rest[bulkAt + 1] } : {}),
    ...(rest.includes('--force') ? { force: true } : {}),
  });
  if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\n${USAGE}`);
  return parsed.data;
}

/** Where the data lives, without the password of a connection string. */
function describeTarget(): string {
  const { DATABASE_URL, DATA_DIR } = config();
  if (!DATABASE_URL) return `PGlite in ${path.resolve(DATA_DIR, 'pglite')}`;
  const url = new URL(DATABASE_URL);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}

function printMigrate(result: MigrateResult): void {
  console.log(
    result.applied === 0
      ? `Migrations: up to date (${result.total} applied) from ${path.relative(process.cwd(), result.folder)}`
      : `Migrations: applied ${result.applied}, ${result.total} in total, from ${path.relative(process.cwd(), result.folder)}`,
  );
}

function printSeed(label: string, result: SeedResult): void {
  console.log(
    `${label}: ${result.accountsCreated} accounts created, ${result.accountsExisting} already present; ` +
      `${result.subscriptionsCreated} subscriptions created, ${result.subscriptionsExisting} already present`,
  );
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  console.log(`Database: ${describeTarget()}`);
  const db = await getDb();
  try {
    if (args.command === 'migrate') {
      printMigrate(await migrate(db));
    } else if (args.command === 'seed') {
      printMigrate(await migrate(db));
      printSeed('Demo accounts', await seed(db));
      if (args.bulk > 0) printSeed(`Generated accounts (${args.bulk})`, await seedBulk(db, args.bulk));
      console.log(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
    } else {
      if (config().isProduction && !args.force) {
        throw new Error('Refusing to reset a production database; pass --force if you really mean it.');
      }
      const result = await resetDatabase(db);
      printMigrate(result.migrations);
      console.log(`Emptied tables: ${result.truncated.join(', ') || '(none)'}`);
      printSeed('Demo accounts', result.seed);
    }
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
