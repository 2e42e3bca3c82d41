/**
 * Runs the built-in account host on its own: `npx tsx src/account-host/cli.ts`.
 * Listens on ACCOUNT_HOST_PORT (default 4323) for every brand's `login.{key}.localhost`, with redirect URIs for the
 * portal on PORT (default 4321).
 *
 * The embedded PGlite database can be opened by one process only. With PGlite, run this CLI only while the portal
 * is not running (or start the account host inside the portal process, as `npm start` does); with DATABASE_URL
 * (PostgreSQL) any number of processes may run side by side.
 */
import { BRANDS } from '../brands/registry';
import { accountHostAuthority } from '../server/auth/urls';
import { config } from '../server/config';
import { closeDb } from '../server/db/client';
import { allowCssImports } from './node-css';

// The pages import the design system's CSS: Node must be told before the server module is loaded (node-css.ts).
allowCssImports();
const { startAccountHost } = await import('./server');

const settings = config();
const host = await startAccountHost({ port: settings.ACCOUNT_HOST_PORT, host: '127.0.0.1', portalPort: settings.PORT });
const example = accountHostAuthority(BRANDS.ad, {
  port: host.port,
  template: settings.ACCOUNT_HOST_TEMPLATE,
  protocol: settings.ACCOUNT_HOST_PROTOCOL,
});
console.log(`Account host listening on ${host.url} — e.g. ${settings.ACCOUNT_HOST_PROTOCOL}://${example}/login`);

const stop = async () => {
  await host.close();
  await closeDb();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
