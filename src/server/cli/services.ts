/**
 * The embedded services the portal needs next to it: the database (migrated and seeded), the local content lake
 * and the built-in account host. Each is skipped when its production counterpart is configured
 * (DATABASE_URL is still migrated; SANITY_PROJECT_ID replaces the lake; OIDC_ISSUER replaces the account host), and
 * the lake also with CONTENT_LAKE_START=false, when another process runs it.
 *
 * And what this instance shares with the others: content events (Redis pub/sub with REDIS_URL, else
 * PostgreSQL LISTEN/NOTIFY with DATABASE_URL; src/server/ports/content-events.ts) and, with DATABASE_URL, the
 * rebuild queue in PostgreSQL, which this instance's worker helps to work (src/server/prebuilt/server-queue.ts), and
 * the periodic housekeeping, which one instance runs per pass (src/server/housekeeping.ts).
 */
import path from 'node:path';
import { startAccountHost } from '../../account-host/server';
import { config } from '../config';
import { getDb } from '../db/client';
import { migrate } from '../db/migrate';
import { startDataExportWorker, startHousekeeping } from '../housekeeping';
import { seed } from '../db/seed';
import { checkContentSource } from '../prebuilt/content-source';
import { selfConnectHost, startServerRebuildQueue } from '../prebuilt/server-queue';
import { connectContentEvents } from '../ports/content-events';
import { startContentLake } from '../../content/lake/server';
import { projectRoot } from '../project-root';
import { keepRunningThroughDatabaseOutages } from '../unhandled-rejections';

/**
 * A start that cannot go on for a reason the operator fixes (a database that is not there): `npm start` prints its
 * message, which says what to check, and no stack.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** The driver's own words at the bottom of an error chain (Drizzle wraps them in "Failed query: …"). */
function innermostMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 6 && current instanceof Error && current.cause !== undefined; depth += 1) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}

/** The URL without its password, to name in a message. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** What to say when the database cannot be opened or migrated at start. */
export function databaseStartupProblem(error: unknown, databaseUrl: string | undefined, dataDir: string): StartupError {
  const why = innermostMessage(error);
  if (databaseUrl) {
    return new StartupError(
      `The database in DATABASE_URL (${withoutPassword(databaseUrl)}) cannot be used: ${why}.\n` +
        '  Check that this PostgreSQL runs and can be reached from here, that the database exists and that the user ' +
        'and password are right; or leave DATABASE_URL unset to use the embedded database (PGlite).',
      { cause: error },
    );
  }
  return new StartupError(
    `The embedded database in ${path.join(dataDir, 'pglite')} cannot be opened: ${why}.\n` +
      '  Check that no other portal uses the same DATA_DIR and that the folder is writable.',
    { cause: error },
  );
}

export interface RunningServices {
  close(): Promise<void>;
}

/** How long an instance with CONTENT_LAKE_START=false waits for the lake another process starts. */
export const SHARED_LAKE_WAIT_MS = 60_000;

/** Waits until the content lake of another process answers on CONTENT_LAKE_PORT. */
async function waitForSharedLake(): Promise<string> {
  const until = Date.now() + SHARED_LAKE_WAIT_MS;
  for (;;) {
    const check = await checkContentSource();
    if (check.ok) return check.url;
    if (Date.now() > until) {
      throw new Error(
        `CONTENT_LAKE_START=false, but the content lake at ${check.url} is not usable: ${check.problem}. ` +
          'Start the first instance (or npm run lake) with the same CONTENT_LAKE_PORT.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function startServices(log: (line: string) => void = console.log): Promise<RunningServices> {
  const settings = config();
  const closers: Array<() => Promise<void>> = [];
  // A database outage ends no request but its own, and never the process (src/server/unhandled-rejections.ts).
  const stopKeepingRunning = keepRunningThroughDatabaseOutages();
  closers.push(async () => stopKeepingRunning());

  try {
    await migrate(await getDb());
  } catch (error) {
    throw databaseStartupProblem(error, settings.DATABASE_URL, settings.DATA_DIR);
  }
  const db = await getDb();
  log(
    `✔ Database ready (${settings.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.join(settings.DATA_DIR, 'pglite')}`})`,
  );
  if (!settings.isProduction) {
    await seed(db);
    log('✔ Demo data seeded');
  }

  if (!settings.SANITY_PROJECT_ID && !settings.CONTENT_LAKE_START) {
    log(`✔ Content lake of another process at ${await waitForSharedLake()}`);
  } else if (!settings.SANITY_PROJECT_ID) {
    const lake = await startContentLake({
      port: settings.CONTENT_LAKE_PORT,
      datasetDir: path.join(projectRoot, 'src/content/dataset'),
      token: settings.contentLakeToken,
      stateDir: path.join(settings.DATA_DIR, 'content'),
      // A publish rebuilds the brands concerned: the lake calls this portal's webhook as a Sanity project would.
      webhook: {
        url: `http://${selfConnectHost(settings.HOST)}:${settings.PORT}/api/rebuild`,
        secret: settings.webhookSecret,
        // The portal answers on brand hosts only; the webhook concerns no brand in particular.
        hostHeader: `ad.localhost:${settings.PORT}`,
      },
      // The Studio's local sign-in (/studio, docs/editors.md); production never serves it.
      ...(settings.isProduction ? {} : { editor: settings.lakeEditor }),
    });
    closers.push(() => lake.close());
    log(`✔ Content lake at ${lake.url} (a publish rebuilds the brands concerned)`);
    if (!settings.isProduction) {
      const token = settings.SANITY_API_READ_TOKEN
        ? 'SANITY_API_READ_TOKEN'
        : path.join(settings.DATA_DIR, 'content-lake-token.secret');
      log(
        `  Editors (docs/editors.md): the lake's editor token is in ${token}; webhook secret ${settings.webhookSecret}`,
      );
    }
  }

  if (!settings.OIDC_ISSUER) {
    const accountHost = await startAccountHost({ port: settings.ACCOUNT_HOST_PORT, portalPort: settings.PORT });
    closers.push(() => accountHost.close());
    log(`✔ Account host at ${accountHost.url}`);
  }

  const events = await connectContentEvents();
  closers.push(events.close);
  log(`✔ Content events between instances: ${events.description}`);
  const queue = await startServerRebuildQueue();
  closers.push(queue.close);
  log(`✔ Rebuild queue ${queue.description}`);
  const housekeeping = await startHousekeeping();
  closers.push(housekeeping.close);
  log(`✔ Housekeeping ${housekeeping.description}`);
  const exports = await startDataExportWorker();
  closers.push(exports.close);
  log(`✔ Data exports prepared ${exports.description}`);

  return {
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}
