/**
 * What `npm run rebuild -- --brand ad` does (src/server/cli/rebuild.ts), in three cases, each recorded in the
 * database so the editors' page lists it:
 * - a portal runs on the embedded database (it holds PGlite, one process only): the brands are handed to it with a
 *   request to its rebuild endpoint, signed like Sanity's webhook, and its progress is followed there;
 * - nobody holds the embedded database: this process records and builds the brands itself;
 * - PostgreSQL (DATABASE_URL): the brands are queued in the shared queue, which the running instances work, and
 *   their progress is followed in the database.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrandKey } from '../../brands/registry';
import { BRAND_REBUILD_TYPE } from './rebuild-endpoint';
import type { BrandRebuild, RebuildEntry, RebuildJobs, RebuildQueueState, RebuildRequest } from './queue';
import { RebuildQueue } from './queue';
import type { RebuildRecords } from './records';
import { signWebhookBody, SIGNATURE_HEADER } from './webhook';

/** The reason `npm run rebuild` records. */
export const CLI_REQUEST: RebuildRequest = { reason: 'npm run rebuild', source: 'cli' };

/** How often a followed rebuild's progress is read. */
const FOLLOW_INTERVAL_MS = 500;

export interface FollowOptions {
  /** Reads the current entries of the followed rebuilds. */
  read: () => Promise<RebuildEntry[]>;
  print: (line: string) => void;
  /** Gives up when nothing has started after this long (default: never). */
  startTimeoutMs?: number;
}

/** How a followed set of rebuilds ended. */
export interface FollowResult {
  entries: RebuildEntry[];
  /** True when the start timeout passed with every rebuild still waiting. */
  stillWaiting: boolean;
}

/** A line for an entry's current state, e.g. `ad: 12/31 pages` or `ad: ✔ 29 pages`. */
export function describeEntry(entry: RebuildEntry): string {
  switch (entry.status) {
    case 'queued':
      return `${entry.brand}: waiting${entry.attempt ? ` (attempt ${entry.attempt})` : ''}`;
    case 'running':
      return `${entry.brand}: ${entry.pagesDone}/${entry.pagesTotal || '?'} pages`;
    case 'ok':
      return `${entry.brand}: ✔ ${entry.pages} pages in ${(entry.durationMs / 1000).toFixed(1)} s, swapped in`;
    case 'failed':
      return `${entry.brand}: ✘ failed (${entry.failure}): ${entry.message}`;
  }
}

/** Prints each rebuild's state as it changes until every one has finished or failed. */
export async function followRebuilds({ read, print, startTimeoutMs }: FollowOptions): Promise<FollowResult> {
  const printed = new Map<string, string>();
  const started = Date.now();
  for (;;) {
    const entries = await read();
    for (const entry of entries) {
      const line = describeEntry(entry);
      if (printed.get(entry.id) === line) continue;
      printed.set(entry.id, line);
      print(`  ${line}`);
    }
    if (entries.every((entry) => entry.status === 'ok' || entry.status === 'failed')) {
      return { entries, stillWaiting: false };
    }
    const waiting = entries.every((entry) => entry.status === 'queued');
    if (waiting && startTimeoutMs !== undefined && Date.now() - started > startTimeoutMs) {
      return { entries, stillWaiting: true };
    }
    await sleep(FOLLOW_INTERVAL_MS);
  }
}

/** The entries of these ids in a queue state. */
function pick(state: RebuildQueueState, ids: readonly string[]): RebuildEntry[] {
  return ids.map((id) => state.rebuilds.find((entry) => entry.id === id)).filter((entry) => entry !== undefined);
}

/** Builds the brands in this process, recorded in the database; resolves with their outcome. */
export async function rebuildHere(options: {
  records: RebuildRecords;
  brands: readonly BrandKey[];
  rebuild: BrandRebuild;
  worker: string;
  print: (line: string) => void;
}): Promise<RebuildEntry[]> {
  const queue = new RebuildQueue({ records: options.records, rebuild: options.rebuild, worker: options.worker });
  const { rebuilds } = await queue.enqueue(options.brands, CLI_REQUEST);
  const ids = rebuilds.map((rebuild) => rebuild.id);
  const following = followRebuilds({ read: () => options.records.entries(ids), print: options.print });
  await queue.whenIdle();
  return (await following).entries;
}

/** Queues the brands in a shared queue (PostgreSQL) and follows them until they end or none starts in time. */
export async function enqueueAndFollow(options: {
  queue: RebuildJobs;
  records: RebuildRecords;
  brands: readonly BrandKey[];
  print: (line: string) => void;
  startTimeoutMs?: number;
}): Promise<FollowResult> {
  const { rebuilds } = await options.queue.enqueue(options.brands, CLI_REQUEST);
  const ids = rebuilds.map((rebuild) => rebuild.id);
  return followRebuilds({
    read: () => options.records.entries(ids),
    print: options.print,
    ...(options.startTimeoutMs === undefined ? {} : { startTimeoutMs: options.startTimeoutMs }),
  });
}

export interface PortalAddress {
  /** Where to connect (loopback for a portal listening on every interface). */
  host: string;
  port: number;
  /** The webhook secret of the portal (SANITY_WEBHOOK_SECRET or the one derived from the session secret). */
  secret: string;
}

/** One request to the running portal over node:http (Node cannot resolve `*.localhost`: the Host header names it). */
function portalRequest(
  portal: PortalAddress,
  brand: BrandKey,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: portal.host,
        port: portal.port,
        path: '/api/rebuild',
        method,
        headers: { host: `${brand}.localhost:${portal.port}`, ...headers },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`The portal on port ${portal.port} did not answer`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Hands the brands to the running portal (a signed request to its rebuild endpoint) and follows their progress. */
export async function handOverToPortal(options: {
  portal: PortalAddress;
  brands: readonly BrandKey[];
  print: (line: string) => void;
}): Promise<RebuildEntry[]> {
  const { portal, brands } = options;
  const body = JSON.stringify({ _type: BRAND_REBUILD_TYPE, brands, ...CLI_REQUEST });
  const signature = await signWebhookBody(body, portal.secret);
  const answer = await portalRequest(
    portal,
    brands[0]!,
    'POST',
    { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  );
  if (answer.status !== 202) {
    throw new Error(`The portal refused the rebuild (${answer.status}): ${answer.text}`);
  }
  const { rebuilds } = JSON.parse(answer.text) as { rebuilds: Array<{ id: string }> };
  const ids = rebuilds.map((rebuild) => rebuild.id);
  const { entries } = await followRebuilds({
    read: async () => {
      const state = await portalRequest(portal, brands[0]!, 'GET', { authorization: `Bearer ${portal.secret}` });
      if (state.status !== 200) throw new Error(`The portal's rebuild state answered ${state.status}`);
      return pick(JSON.parse(state.text) as RebuildQueueState, ids);
    },
    print: options.print,
  });
  return entries;
}
