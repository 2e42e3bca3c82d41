/**
 * The embedded services the portal needs next to it: the database (migrated and seeded), the local content lake
 * and the built-in account host. Each is skipped when its production counterpart is configured
 * (DATABASE_URL is still migrated; SANITY_PROJECT_ID replaces the lake; OIDC_ISSUER replaces the account host).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowCssImports } from '../../account-host/node-css';
import { config } from '../config';
import { getDb } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { startContentLake } from '../../content/lake/server';

// The account host's pages use the design system, whose components import CSS; plain Node (tsx) must be told that
// before the host is loaded (node-css.ts), hence the dynamic import. Top level, so that under `npm run dev` Vite
// loads it while it loads the configuration.
allowCssImports();
const { startAccountHost } = await import('../../account-host/server');

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServices {
  close(): Promise<void>;
}

export async function startServices(log: (line: string) => void = console.log): Promise<RunningServices> {
  const settings = config();
  const closers: Array<() => Promise<void>> = [];

  const db = await getDb();
  await migrate(db);
  log(
    `✔ Database ready (${settings.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.join(settings.DATA_DIR, 'pglite')}`})`,
  );
  if (!settings.isProduction) {
    await seed(db);
    log('✔ Demo data seeded');
  }

  if (!settings.SANITY_PROJECT_ID) {
    const lake = await startContentLake({
      port: settings.CONTENT_LAKE_PORT,
      datasetDir: path.join(projectRoot, 'src/content/dataset'),
      token: settings.contentLakeToken,
      stateDir: path.join(settings.DATA_DIR, 'content'),
    });
    closers.push(() => lake.close());
    log(`✔ Content lake at ${lake.url}`);
  }

  if (!settings.OIDC_ISSUER) {
    const accountHost = await startAccountHost({ port: settings.ACCOUNT_HOST_PORT, portalPort: settings.PORT });
    closers.push(() => accountHost.close());
    log(`✔ Account host at ${accountHost.url}`);
  }

  return {
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}
