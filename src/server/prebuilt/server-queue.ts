/**
 * The rebuild queue of this running portal: with DATABASE_URL the queue in PostgreSQL that every instance shares and
 * works (job-queue.ts), otherwise one in this process's memory (queue.ts). Either way a rebuild renders through the
 * portal itself: the pages are fetched from this process's own listening port (PORT, HOST) with the brand's Host
 * header and the prebuild header (which renders with fresh content, past the content cache), so no second server is
 * started. Once a brand's pages are swapped in, every instance hears it (a `pages` content event) and drops what it
 * cached. Either way every rebuild is recorded in the portal's database (records.ts), so the editors' page lists
 * the ones `npm run rebuild` and other instances made too.
 *
 * The server start (src/server/cli/services.ts) starts the shared queue's worker with {@link startServerRebuildQueue};
 * the webhook and the editors' page reach the same queue through {@link serverRebuildQueue}.
 */
import { hostname } from 'node:os';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrandKey } from '../../brands/registry';
import { config } from '../config';
import { getDb } from '../db/client';
import { log } from '../log';
import { publishContentEvent } from '../ports/content-events';
import { generateBrandPages, loopbackFetcher } from './generate';
import { SharedRebuildQueue } from './job-queue';
import { RebuildQueue, type BrandRebuild, type RebuildJobs } from './queue';
import { RebuildRecords } from './records';

/** The address to reach our own listener on: a wildcard interface is reached through loopback. */
export function selfConnectHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '::1';
  return host;
}

/** How long a rebuild waits for this instance's own port to accept connections (the start prebuilds first). */
export const LISTENER_WAIT_MS = 3 * 60 * 1000;

/** Resolves once `host:port` accepts a connection; rejects after `timeoutMs`. */
export async function waitForListener(host: string, port: number, timeoutMs = LISTENER_WAIT_MS): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`The portal does not listen on ${host}:${port}`);
    await sleep(250);
  }
}

/**
 * Renders one brand's pages through this instance's own port and tells every instance they changed. A shared queue's
 * worker may get a job before this instance listens (at start, while it prebuilds): it waits for the port first.
 */
const rebuildThroughOwnPort: BrandRebuild = async (brand: BrandKey, onPage) => {
  const settings = config();
  const host = selfConnectHost(settings.HOST);
  await waitForListener(host, settings.PORT);
  let paths: string[] = [];
  await generateBrandPages({
    brands: [brand],
    fetcher: loopbackFetcher({ host, port: settings.PORT }),
    onPage: ({ done, total }) => onPage(done, total),
    onProgress: (progress) => (paths = progress.paths),
  });
  await publishContentEvent({ kind: 'pages', brands: [brand] });
  return { paths };
};

/** This process's name in the records. */
const workerName = () => `${hostname()}:${config().PORT} pid ${process.pid}`;

// One queue per process: the start's services and the pages use the same copy of this module (the server build's,
// src/server/serving/entry.ts; under `npm run dev` the pages' module runner, src/server/cli/dev-integration.ts).
let current: RebuildJobs | undefined;

/** A queue that is started on first use (a process that did not start it at its start, e.g. `astro dev` in tests). */
function startedOnFirstUse(start: () => Promise<RebuildJobs>): RebuildJobs {
  let started: Promise<RebuildJobs> | undefined;
  const get = () => {
    started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };
  return {
    enqueue: async (brands, request) => (await get()).enqueue(brands, request),
    state: async () => (await get()).state(),
  };
}

function sharedQueueOptions(url: string) {
  return {
    url,
    records: new RebuildRecords(getDb),
    rebuild: rebuildThroughOwnPort,
    worker: workerName(),
    log: (line: string) => log.info(line),
  };
}

/** The portal's rebuild queue (created on first use when the start did not create it). */
export function serverRebuildQueue(): RebuildJobs {
  if (!current) {
    const url = config().DATABASE_URL;
    current = url
      ? startedOnFirstUse(() => SharedRebuildQueue.start(sharedQueueOptions(url)))
      : new RebuildQueue({
          records: new RebuildRecords(getDb),
          rebuild: rebuildThroughOwnPort,
          worker: workerName(),
          log: (line) => log.info(line),
        });
  }
  return current;
}

/**
 * At server start: with DATABASE_URL, connects to the shared queue and starts this instance's worker (which builds
 * only once the portal listens). Without it nothing is needed: the in-process queue starts on first use.
 */
export async function startServerRebuildQueue(): Promise<{ description: string; close: () => Promise<void> }> {
  const url = config().DATABASE_URL;
  if (!url) {
    // Opened now, so that what a stopped process left unfinished is marked as interrupted at once.
    await serverRebuildQueue().state();
    return { description: 'in this process, recorded in the database', close: async () => {} };
  }
  const queue = await SharedRebuildQueue.start(sharedQueueOptions(url));
  current = queue;
  return {
    description: 'shared in PostgreSQL (pg-boss), this instance works it',
    async close() {
      if (current === queue) current = undefined;
      await queue.stop();
    },
  };
}
