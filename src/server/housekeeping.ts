/**
 * The running portal's periodic housekeeping, every {@link HOUSEKEEPING_INTERVAL_MINUTES} minutes: the contact
 * form's abandoned uploads ({@link purgeAbandonedUploads} of src/server/domain/contact/: files and rows of uploads
 * that never joined a case), the sessions that expired ({@link purgeExpiredSessions}; an expired session is
 * refused anyway, this keeps the table from growing), the six-digit codes and link tokens that expired
 * ({@link purgeExpiredCodes}), the passkey challenges never answered ({@link purgeExpiredPasskeyChallenges}), the
 * ended provider sessions past their 30 days ({@link purgeEndedProviderSessions}), the accounts whose deletion is due ({@link eraseDueAccounts} of src/server/domain/privacy/: once each, under a row lock
 * a second instance skips) and the invoices of erased accounts past their statutory period
 * ({@link purgeExpiredBookkeeping}), and the data exports past their 24 hours ({@link purgeDataExports}: file and
 * row; an expired export cannot be downloaded anyway, this removes it). docs/security.md's table "What is kept how
 * long" names each, and src/server/retention.int.test.ts shows each pass enforcing it.
 *
 * Beside it, {@link startDataExportWorker} works the background queue that prepares the data exports.

 *
 * Who runs a pass follows the rebuild queue (src/server/prebuilt/server-queue.ts):
 * - with DATABASE_URL (production: several instances on one PostgreSQL) a pg-boss cron schedule, in the same
 *   `pgboss` schema as the rebuild queue. Every instance keeps the schedule and a worker; pg-boss files one job per
 *   occurrence however many instances keep it (one instance claims each cron pass, and the job's singleton slot
 *   drops a second copy), and the queue's `singleton` policy lets one job be active at a time, so exactly one
 *   instance runs each pass. Whichever instances are up, the passes go on;
 * - without it (PGlite, one process) a timer in this process, first a minute after the start.
 * A failed pass is logged and not retried: the next one comes round anyway, and every pass is safe to repeat.
 */
import { hostname } from 'node:os';
import { PgBoss } from 'pg-boss';
import { config } from './config';
import { getDb, type Db } from './db/client';
import { purgeExpiredSessions } from './domain/sessions';
import { purgeAbandonedUploads } from './domain/contact';
import { purgeExpiredCodes } from './domain/identity/codes';
import { purgeExpiredPasskeyChallenges } from './domain/identity/passkeys';
import { purgeEndedProviderSessions } from './domain/identity/storage';
import { eraseDueAccounts, purgeExpiredBookkeeping, type BrandMessages } from './domain/privacy/deletion';
import { BRANDS, isBrandKey } from '../brands/registry';
import { committedTranslations } from '../content/queries/translations';
import { createTranslator, kindTexts } from '../i18n/translate';
import { DATA_EXPORT_QUEUE, prepareDataExport, purgeDataExports, waitingDataExports } from './domain/privacy';
import { stopJobs, workJobs, type JobWorker } from './ports/background-jobs';
import { fileStorage, type FileStorage } from './ports/file-storage';
import { log } from './log';

/** The pg-boss queue (and schedule) of the housekeeping passes. */
export const HOUSEKEEPING_QUEUE = 'mo-housekeeping';

/** How often a pass runs. */
export const HOUSEKEEPING_INTERVAL_MINUTES = 15;

/** The pg-boss schedule of a pass: every quarter of an hour (UTC; the time of day does not matter). */
export const HOUSEKEEPING_CRON = `*/${HOUSEKEEPING_INTERVAL_MINUTES} * * * *`;

/** The in-process timer's first pass comes this long after the start, not during the start's own work. */
export const FIRST_PASS_DELAY_MS = 60_000;

/** What one pass did. */
export interface HousekeepingResult {
  /** Abandoned contact-form uploads removed (file and row). */
  abandonedUploads: number;
  /** Expired sessions removed. */
  expiredSessions: number;
  /** Six-digit codes and link tokens that expired (used or not), removed. */
  expiredCodes: number;
  /** Passkey challenges that expired unanswered, removed. */
  expiredPasskeyChallenges: number;
  /** Ended provider sessions past their 30 days (the silent check's memory), removed. */
  expiredProviderSessions: number;
  /** Accounts erased after their deletion's wait. */
  erasedAccounts: number;
  /** Invoices of erased accounts removed after their statutory period. */
  expiredInvoices: number;
  /** Data exports removed past their download window (file and row), or failed a day ago. */
  expiredExports: number;
}

/**
 * The words of the mails a pass sends (the last mail of an erased account): the brand's committed texts in its
 * language and kind, as no request brings the content service's.
 */
export const brandMessages: BrandMessages = (brandKey) => {
  const brand = BRANDS[isBrandKey(brandKey) ? brandKey : 'ad'];
  const t = createTranslator(kindTexts(committedTranslations(brand.country), brand.category));
  return { brandKey: brand.key, brandName: brand.name, t };
};

/** One housekeeping pass on `db` and `storage`. */
export async function runHousekeeping(
  db: Db,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<HousekeepingResult> {
  return {
    abandonedUploads: await purgeAbandonedUploads(db, storage, now),
    expiredSessions: await purgeExpiredSessions(db, now),
    expiredCodes: await purgeExpiredCodes(db, now),
    expiredPasskeyChallenges: await purgeExpiredPasskeyChallenges(db, now),
    expiredProviderSessions: await purgeEndedProviderSessions(db, now),
    erasedAccounts: await eraseDueAccounts(db, storage, brandMessages, now),
    expiredInvoices: await purgeExpiredBookkeeping(db, now),
    expiredExports: await purgeDataExports(db, storage, now),
  };
}

/** Housekeeping as started. */
export interface RunningHousekeeping {
  /** Where the passes are scheduled, for the start log. */
  description: string;
  close(): Promise<void>;
}

/**
 * Passes on a timer in this process (one process on PGlite): the first after `firstDelayMs`, then every
 * `intervalMs`. A pass still running when the next is due is not started twice. The timers do not keep the
 * process alive.
 */
export function inProcessHousekeeping(
  pass: () => Promise<void>,
  { intervalMs = HOUSEKEEPING_INTERVAL_MINUTES * 60_000, firstDelayMs = FIRST_PASS_DELAY_MS } = {},
): RunningHousekeeping {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, intervalMs);
    interval.unref();
  }, firstDelayMs);
  first.unref();
  return {
    description: `every ${Math.round(intervalMs / 60_000)} minutes in this process`,
    async close() {
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}

export interface SharedHousekeepingOptions {
  /** PostgreSQL connection string (DATABASE_URL). */
  url: string;
  /** One pass; a rejection is written to `log` and leaves the job failed (not retried). */
  pass: () => Promise<void>;
  /** The schedule (default {@link HOUSEKEEPING_CRON}); tests use one that is due every second. */
  cron?: string;
  /** pg-boss's schema (default `pgboss`, shared with the rebuild queue). */
  schema?: string;
  /** How often an idle worker looks for a due pass, in seconds (default 10). */
  pollingIntervalSeconds?: number;
  /** How often pg-boss's cron pass and its forwarding worker run, in seconds (pg-boss's defaults: 30 and 5). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  log?: (line: string) => void;
}

/**
 * Passes shared by every instance on one PostgreSQL: a pg-boss cron schedule and a worker on each instance, one
 * pass per occurrence in all (see the file comment).
 */
export async function sharedHousekeeping(options: SharedHousekeepingOptions): Promise<RunningHousekeeping> {
  const write = options.log ?? (() => {});
  const boss = new PgBoss({
    connectionString: options.url,
    schema: options.schema ?? 'pgboss',
    application_name: 'mijn-omgeving housekeeping',
    max: 2,
    connectionTimeoutMillis: 3000,
    schedule: true,
    ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
    ...(options.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds } : {}),
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error) => write(`[housekeeping] pg-boss: ${error.message}`));
  await boss.start();
  try {
    const settings = { retryLimit: 0, expireInSeconds: 10 * 60, deleteAfterSeconds: 24 * 60 * 60 } as const;
    if (await boss.getQueue(HOUSEKEEPING_QUEUE)) await boss.updateQueue(HOUSEKEEPING_QUEUE, settings);
    else {
      // Two instances starting on a fresh database may both get here: the second one's create is harmless.
      await boss.createQueue(HOUSEKEEPING_QUEUE, { policy: 'singleton', ...settings }).catch(async (error: unknown) => {
        if (!(await boss.getQueue(HOUSEKEEPING_QUEUE))) throw error;
      });
    }
    // One schedule row per queue and key: every instance writing it leaves one, with this code's expression.
    await boss.schedule(HOUSEKEEPING_QUEUE, options.cron ?? HOUSEKEEPING_CRON, null, { tz: 'UTC' });
    const worker = `${hostname()} pid ${process.pid}`;
    await boss.work(
      HOUSEKEEPING_QUEUE,
      { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 },
      async () => {
        try {
          await options.pass();
        } catch (error) {
          write(`[housekeeping] pass failed on ${worker}: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        }
      },
    );
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return {
    description: `every ${HOUSEKEEPING_INTERVAL_MINUTES} minutes, shared in PostgreSQL (pg-boss): one instance per pass`,
    async close() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/** One pass on the portal's database and file store, logged when it removed something. */
async function portalPass(): Promise<void> {
  const result = await runHousekeeping(await getDb(), fileStorage());
  if (Object.values(result).some((count) => count > 0)) {
    log.info(result, '[housekeeping] removed what had its time (docs/security.md)');
  }
}

/** At server start (src/server/cli/services.ts): the housekeeping of this instance, shared or in process. */
export async function startHousekeeping(): Promise<RunningHousekeeping> {
  const url = config().DATABASE_URL;
  if (url) return sharedHousekeeping({ url, pass: portalPass, log: (line) => log.warn(line) });
  return inProcessHousekeeping(() =>
    portalPass().catch((error: unknown) => log.warn({ err: error }, '[housekeeping] pass failed')),
  );
}

/**
 * At server start: this instance works the data-export queue (src/server/ports/background-jobs.ts: shared in
 * PostgreSQL with DATABASE_URL, else in this process, which first takes up the exports a previous process left
 * waiting).
 */
export async function startDataExportWorker(): Promise<JobWorker> {
  const db = await getDb();
  const worker = await workJobs(
    DATA_EXPORT_QUEUE,
    (id) =>
      prepareDataExport(db, id, {
        storage: fileStorage(),
        log: (message, error) => log.warn({ err: error }, message),
      }),
    { pending: () => waitingDataExports(db) },
  );
  return {
    description: worker.description,
    async close() {
      await worker.close();
      await stopJobs();
    },
  };
}
