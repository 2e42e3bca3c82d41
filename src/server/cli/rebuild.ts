/**
 * `npm run rebuild -- --brand ad [--brand hln]`: renders only these brands' prebuilt pages again from the current
 * content and swaps each brand's set in atomically while a running portal keeps answering (it reads the files per
 * request, so it serves the new pages at once). Every rebuild is recorded in the database, so /redactie/publicatie
 * lists it (src/server/prebuilt/rebuild-command.ts):
 * - a portal runs on the embedded database: the brands are handed to it (a signed request to its rebuild endpoint)
 *   and its progress is printed;
 * - no portal runs: this process builds them itself, through the built server (needs `npm run build` or
 *   `npm start` first, and the content source: the content lake on CONTENT_LAKE_PORT via `npm run lake`, or
 *   SANITY_PROJECT_ID);
 * - DATABASE_URL: they are queued in the shared queue, which the running instances work; progress is printed.
 * Run it with the same environment as the portal.
 */
import path from 'node:path';
import { hostname } from 'node:os';
import { BRANDS } from '../../brands/registry';
import { config } from '../config';
import { closeDb, getDb } from '../db/client';
import { migrate } from '../db/migrate';
import { FolderInUseError } from '../db/pglite-lock';
import { parseBrandArguments } from '../prebuilt/brand-arguments';
import { checkContentSource } from '../prebuilt/content-source';
import { generateBrandPages } from '../prebuilt/generate';
import { SharedRebuildQueue } from '../prebuilt/job-queue';
import type { RebuildEntry } from '../prebuilt/queue';
import { RebuildRecords } from '../prebuilt/records';
import { enqueueAndFollow, handOverToPortal, rebuildHere } from '../prebuilt/rebuild-command';
import { selfConnectHost } from '../prebuilt/server-queue';
import { prebuiltRoot } from '../prebuilt/store';
import { hasBuild, loadBuiltServer, serverEntry } from './build-steps';

const USAGE = 'Usage: npm run rebuild -- --brand <key> [--brand <key> …]   (e.g. --brand ad --brand hln)';

/** With PostgreSQL: how long to follow a rebuild that no instance has started. */
const SHARED_START_TIMEOUT_MS = 60_000;

function fail(message: string): never {
  console.error(`✘ ${message}`);
  process.exit(1);
}

const print = (line: string) => console.log(line);

/** Prints the summary and exits: 0 when every brand was rebuilt. */
function finish(entries: RebuildEntry[], started: number): never {
  const failed = entries.filter((entry) => entry.status === 'failed');
  const pages = entries.reduce((sum, entry) => sum + (entry.status === 'ok' ? entry.pages : 0), 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failed.length > 0) {
    fail(
      `Rebuild of ${failed.map((entry) => entry.brand).join(', ')} failed; the previous pages stay in place. ` +
        'It is listed on /redactie/publicatie.',
    );
  }
  console.log(`✔ ${pages} pages for ${entries.length} brand(s) in ${seconds} s (listed on /redactie/publicatie)`);
  process.exit(0);
}

const { brands, unknown } = parseBrandArguments(process.argv.slice(2));
if (unknown.length > 0) fail(`Unknown brand key(s): ${unknown.map((key) => `"${key}"`).join(', ')}.\n  ${USAGE}`);
if (brands.length === 0) fail(`No brand given.\n  ${USAGE}`);

const settings = config();
const names = brands.map((key) => `${key} (${BRANDS[key].name})`).join(', ');
const started = Date.now();

if (settings.DATABASE_URL) {
  const db = await getDb();
  await migrate(db);
  const records = new RebuildRecords(db);
  const queue = await SharedRebuildQueue.start({
    url: settings.DATABASE_URL,
    records,
    work: false,
    rebuild: () => Promise.reject(new Error('This process only queues')),
  });
  console.log(`… Queued ${names} in the shared rebuild queue (PostgreSQL); the running portal instances build them:`);
  const { entries, stillWaiting } = await enqueueAndFollow({
    queue,
    records,
    brands,
    print,
    startTimeoutMs: SHARED_START_TIMEOUT_MS,
  });
  await queue.stop(1000);
  if (stillWaiting) {
    console.log(
      `… No portal instance took it within ${SHARED_START_TIMEOUT_MS / 1000} s: it stays queued and is built once ` +
        'an instance runs (npm start with this DATABASE_URL).',
    );
    process.exit(0);
  }
  finish(entries, started);
}

let records: RebuildRecords;
try {
  const db = await getDb();
  await migrate(db);
  records = new RebuildRecords(db);
} catch (error) {
  if (!(error instanceof FolderInUseError)) throw error;
  // The running portal holds the embedded database: it builds, and records, the rebuild.
  const portal = { host: selfConnectHost(settings.HOST), port: settings.PORT, secret: settings.webhookSecret };
  console.log(`… Handing ${names} to the portal on port ${portal.port} (process ${error.holder.pid}):`);
  try {
    finish(await handOverToPortal({ portal, brands, print }), started);
  } catch (handOverError) {
    fail(
      `${(handOverError as Error).message}.\n  Process ${error.holder.pid} holds the database but the portal does ` +
        `not take the rebuild on port ${portal.port}: run this with the same environment as the portal.`,
    );
  }
}

if (!hasBuild())
  fail(`No build at ${path.relative(process.cwd(), serverEntry)}: run npm run build (or npm start) first.`);

const source = await checkContentSource();
if (!source.ok) {
  fail(
    `The content source at ${source.url} is not usable: ${source.problem}.\n` +
      (settings.SANITY_PROJECT_ID
        ? '  Check SANITY_PROJECT_ID, SANITY_DATASET and the network.'
        : `  Start the portal first (npm start, which runs the content lake on port ${settings.CONTENT_LAKE_PORT}), ` +
          'or the lake alone with npm run lake, with the same environment as the portal.'),
  );
}

console.log(`… Rebuilding ${names} from ${source.url}`);
console.log(`  into ${path.relative(process.cwd(), prebuiltRoot()) || '.'}`);
const server = await loadBuiltServer();
const entries = await rebuildHere({
  records,
  brands,
  worker: `npm run rebuild on ${hostname()} pid ${process.pid}`,
  print,
  rebuild: async (brand, onPage) => {
    let paths: string[] = [];
    await generateBrandPages({
      handler: server.handler,
      brands: [brand],
      onPage: ({ done, total }) => onPage(done, total),
      onProgress: (progress) => (paths = progress.paths),
    });
    return { paths };
  },
});
await closeDb();
finish(entries, started);
