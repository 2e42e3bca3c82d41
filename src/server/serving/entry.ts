/**
 * The server entry the build produces (`{BUILD_DIR}/server/entry.mjs`): Astro's node adapter in middleware mode
 * (`handler`, the app alone; `startServer`, its standalone server) and, in the same build, the front that `npm start`
 * puts around it (./front.ts) with its parts: the health checks, graceful shutdown, keep-alive and the persisted
 * GraphQL read. One module graph: the front reads the site context the middleware cached and answers GraphQL with
 * the schema, sessions and database client the pages use, not with copies loaded from source.
 */
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { installFront as installFrontAround, type Front, type FrontOptions } from './front';
import { readGraphQL } from './graphql-read';

export { handler, options, startServer } from '@astrojs/node/server.js';
export { createHealth } from './health';
export { drainable } from './graceful-shutdown';
export { keepConnectionsAlive } from './keep-alive';

/** The front around the adapter's server, answering the plain persisted GraphQL read itself. */
export function installFront(server: Server, options: Omit<FrontOptions, 'graphqlRead'>): Front {
  return installFrontAround(server, { ...options, graphqlRead: () => readGraphQL });
}

/** The readiness check's question to the database the pages use. */
export async function databaseAnswers(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}
