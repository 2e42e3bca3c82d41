/**
 * The database connection: PostgreSQL through postgres-js when DATABASE_URL is set, otherwise embedded PGlite on disk
 * in `${DATA_DIR}/pglite`. Both drivers are exposed as one `Db` type so that no caller needs to know
 * which one runs.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { entityKind, type SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { z } from 'zod';
import { config } from '../config';
import { lockFolder } from './pglite-lock';
import * as schema from './schema';

/** The database, whichever driver runs it; relational queries (`db.query.accounts…`) are typed from the schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which driver a Db runs on. */
export type DbDriver = 'pglite' | 'postgres';

/** Options of createDb: a PostgreSQL URL, or a PGlite data directory (`'memory'` for a throwaway in-memory one). */
export const createDbOptionsSchema = z
  .object({
    /** postgres:// or postgresql:// connection string; wins over dataDir. */
    url: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'url must start with postgres:// or postgresql://')
      .optional(),
    /** PGlite data directory, or 'memory'. Ignored when url is given. */
    dataDir: z.string().min(1).optional(),
  })
  .refine((o) => o.url !== undefined || o.dataDir !== undefined, 'either url or dataDir is required');

export type CreateDbOptions = { url?: string; dataDir?: string | 'memory' };

/**
 * PostgreSQL: how many queries postgres.js sends on a connection ahead of the answer it waits for (its default: 100).
 * Under steady load its default made every query slower than the last: the pool's queue of connections with
 * queries in flight (`busy`, postgres/src/queue.js in 3.4.9) only forgets the connections taken from its head once it
 * is empty, and with a query always in flight it never is, so each query pipelined on a busy connection added an
 * entry that every later move of a connection searched (`indexOf`). 160,000 queries at 64 callers: 375 ms per 20,000
 * at first, 967 ms after; the GraphQL read fell from about 3,000 to 2,000 a second in 40 s. With one query ahead,
 * a connection takes a second query and is then full, so `busy` empties as it goes: 20,000 queries in 220–280 ms,
 * steady (client.int.test.ts).
 */
export const POSTGRES_MAX_PIPELINE = 1;

/** PostgreSQL: a connection that is not up within this many seconds fails (postgres-js would wait 30). */
export const DB_CONNECT_TIMEOUT_SECONDS = 3;

/**
 * PostgreSQL: the server cancels a statement of the portal's pool after this long, so a slow query frees its
 * connection and the request answers 503 instead of waiting. Migrations run on a connection of their own, without it.
 */
export const DB_STATEMENT_TIMEOUT_MS = 3000;

/** PostgreSQL: a transaction left open (its request was cut off by the deadline) is ended after this long. */
export const DB_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

/**
 * Options every postgres.js client of the portal starts from.
 * - `fetch_types: false`: postgres.js otherwise asks each new connection's server for its array types, in a query
 *   whose promise it drops; when the connection is lost during it and the reconnect is refused (a database going
 *   down), that promise rejects with nobody to catch it, and Node ends the process on an unhandled rejection. The
 *   portal's array columns need no such lookup: Drizzle writes and reads them as PostgreSQL array literals.
 * - notices ("relation already exists, skipping") are expected during migrations; they are not errors.
 */
export const POSTGRES_CLIENT_DEFAULTS = { fetch_types: false, onnotice: () => {} } as const;

interface Handle {
  db: Db;
  driver: DbDriver;
  /** The PostgreSQL URL (postgres driver only); migrate() opens its own single connection with it. */
  url?: string;
  /** Registry key for on-disk PGlite; undefined for handles that are never shared. */
  key?: string;
  refs: number;
  close(): Promise<void>;
}

/*
 * Kept on globalThis, not in module scope, though the server build and the dev server each load one copy of this
 * module (src/server/serving/entry.ts, src/server/cli/dev-integration.ts): Vite evaluates it again after an edit
 * (`astro dev`'s hot update) and after `vi.resetModules()` (Vitest), and that new copy must reuse the PGlite the
 * first one opened, because two PGlite instances on one data directory corrupt it.
 */
interface Registry {
  /** Open on-disk PGlite handles by absolute data directory. */
  pglite: Map<string, Promise<Handle>>;
  /** Every handle createDb returned, so closeDb(db) and migrate(db) can find their driver. */
  handles: WeakMap<Db, Handle>;
  /** The process-wide database of getDb(). */
  shared?: Promise<Db>;
}
const REGISTRY_KEY = Symbol.for('mijn-omgeving.db.registry');
const globals = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
const registry: Registry = (globals[REGISTRY_KEY] ??= { pglite: new Map(), handles: new WeakMap() });

function register(handle: Handle): Db {
  registry.handles.set(handle.db, handle);
  return handle.db;
}

/**
 * PGlite and its drizzle driver, loaded only when a PGlite database is opened: importing PGlite costs a process on
 * PostgreSQL about 190 MiB of resident memory it would never use (idle memory).
 */
async function loadPglite() {
  const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  return { PGlite, drizzle };
}

async function openPglite(dataDir: string | undefined): Promise<Handle> {
  const { PGlite, drizzle } = await loadPglite();
  if (dataDir === undefined) {
    const client = await PGlite.create();
    return pgliteHandle(client, drizzle, () => {});
  }
  // Before PGlite touches the folder: another process holding it makes this throw, naming that process.
  const lock = lockFolder(dataDir);
  try {
    return pgliteHandle(await PGlite.create(dataDir), drizzle, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

function pgliteHandle(
  client: PGlite,
  drizzle: Awaited<ReturnType<typeof loadPglite>>['drizzle'],
  release: () => void,
): Handle {
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    refs: 1,
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Opens a database. With `url`: a PostgreSQL connection pool (a new pool per call). With `dataDir: 'memory'`: a fresh
 * in-memory PGlite. With a directory: PGlite on disk; calls for the same directory share one instance (PGlite allows
 * one per directory), which closes when every caller has called closeDb(db).
 * Migrations are not applied: call migrate(db).
 */
export async function createDb(opts: CreateDbOptions): Promise<Db> {
  const { url, dataDir } = createDbOptionsSchema.parse(opts);
  if (url !== undefined) {
    const client = postgres(url, {
      ...POSTGRES_CLIENT_DEFAULTS,
      max: 10,
      // An option postgres.js reads (postgres/src/index.js) but its types do not name.
      ...({ max_pipeline: POSTGRES_MAX_PIPELINE } as object),
      connect_timeout: DB_CONNECT_TIMEOUT_SECONDS,
      // Server-side limits; a server that stops answering altogether is the request deadline's to end
      // (src/server/service-unavailable.ts).
      connection: {
        statement_timeout: DB_STATEMENT_TIMEOUT_MS,
        idle_in_transaction_session_timeout: DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
    });
    const db = drizzlePostgres({ client, schema }) as unknown as Db;
    return register({ db, driver: 'postgres', url, refs: 1, close: () => client.end({ timeout: 5 }) });
  }
  if (dataDir === 'memory') return register(await openPglite(undefined));

  const key = path.resolve(dataDir!);
  const open = registry.pglite.get(key);
  if (open) {
    const handle = await open;
    handle.refs += 1;
    return handle.db;
  }
  mkdirSync(key, { recursive: true });
  const opening = openPglite(key).then((handle) => {
    handle.key = key;
    register(handle);
    return handle;
  });
  registry.pglite.set(key, opening);
  // A failed open must not poison the registry: the next call tries again.
  opening.catch(() => registry.pglite.delete(key));
  return (await opening).db;
}

/**
 * The process-wide database from config(): PostgreSQL when DATABASE_URL is set, otherwise PGlite in
 * `${DATA_DIR}/pglite`. Opened once; migrations are not applied here (the server start or `cli.ts migrate` does that).
 */
export function getDb(): Promise<Db> {
  if (!registry.shared) {
    const { DATABASE_URL, DATA_DIR } = config();
    const opening = createDb(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: path.join(DATA_DIR, 'pglite') });
    registry.shared = opening;
    opening.catch(() => {
      if (registry.shared === opening) registry.shared = undefined;
    });
  }
  return registry.shared;
}

/**
 * Closes a database: `closeDb()` closes the process-wide one of getDb() (the next getDb() opens it again);
 * `closeDb(db)` releases a database from createDb(). Closing twice is harmless.
 */
export async function closeDb(db?: Db): Promise<void> {
  let target = db;
  if (!target) {
    const shared = registry.shared;
    registry.shared = undefined;
    if (!shared) return;
    target = await shared.catch(() => undefined);
    if (!target) return;
  }
  const handle = registry.handles.get(target);
  if (!handle || handle.refs === 0) return;
  handle.refs -= 1;
  if (handle.refs > 0) return;
  if (handle.key) registry.pglite.delete(handle.key);
  await handle.close();
}

/** Which driver runs this database. */
export function dbDriver(db: Db): DbDriver {
  const handle = registry.handles.get(db);
  if (handle) return handle.driver;
  // Without importing the PGlite driver to ask `is(db, PgliteDatabase)`: drizzle names each class's kind.
  const kind = (db.constructor as { [entityKind]?: string })[entityKind];
  return kind === 'PgliteDatabase' ? 'pglite' : 'postgres';
}

/** The PostgreSQL URL a database from createDb({ url }) was opened with (undefined for PGlite). */
export function dbUrl(db: Db): string | undefined {
  return registry.handles.get(db)?.url;
}

/**
 * Runs raw SQL and returns its rows on either driver (PGlite answers `{ rows }`, postgres-js an array), for the rare
 * query the query builder cannot express.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQLWrapper | string): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
