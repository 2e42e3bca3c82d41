/**
 * The server entry the build produces (`{BUILD_DIR}/server/entry.mjs`): Astro's node adapter in middleware mode
 * (`handler`, the app alone; `startServer`, its standalone server) and, in the same build, the front that `npm start`
 * puts around it (./front.ts) with its parts: the health checks, graceful shutdown, keep-alive and the persisted
 * GraphQL read, and the services the portal runs beside its pages (src/server/cli/services.ts: the database migrated
 * and seeded, the content lake, the account host, content events, the rebuild queue, housekeeping and the data
 * exports' worker). One module graph: the front reads the site context the middleware cached and answers GraphQL
 * with the schema, sessions and database client the pages use, and the services open the database, register the
 * job workers and connect the events and the queue of the same modules the pages use, not of copies loaded from
 * source. `npm start` (src/server/cli/start.ts) builds, imports this module and calls these.
 */
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { installFront as installFrontAround, type Front, type FrontOptions } from './front';
import { readGraphQL } from './graphql-read';
import { readKeptPage } from './kept-page-read';

export { handler, options, startServer } from '@astrojs/node/server.js';
export { StartupError, startServices } from '../cli/services';
export { generateBrandPages, loopbackFetcher } from '../prebuilt/generate';
export { selfConnectHost } from '../prebuilt/server-queue';
export { prebuiltRoot } from '../prebuilt/store';
export { createHealth } from './health';
export { drainable } from './graceful-shutdown';
export { keepConnectionsAlive } from './keep-alive';

/** The front around the adapter's server, answering the plain persisted GraphQL read and kept pages itself. */
export function installFront(server: Server, options: Omit<FrontOptions, 'graphqlRead' | 'keptPageRead'>): Front {
  return installFrontAround(server, { ...options, graphqlRead: () => readGraphQL, keptPageRead: () => readKeptPage });
}

/** The readiness check's question to the database the pages use. */
export async function databaseAnswers(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}
