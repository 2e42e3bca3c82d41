/**
 * `npm start`: migrates and seeds the embedded database, starts the content lake and the account host, builds
 * the portal, prebuilds every brand's content pages, serves it (PORT/HOST, default localhost:4321) and prints
 * where to open it and how to log in. `--no-build` reuses an existing build.
 */
import { BRAND_KEYS } from '../../brands/registry';
import { config } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/demo-accounts';
import { astroBuild, hasBuild, loadBuiltServer, prebuildBrands } from './build-steps';
import { startServices } from './services';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const settings = config();
const started = Date.now();
const services = await startServices();

if (!process.argv.includes('--no-build') || !hasBuild()) {
  console.log('… Building the portal');
  const status = astroBuild();
  if (status !== 0) {
    await services.close();
    process.exit(status);
  }
}

process.env.PORT = String(settings.PORT);
process.env.HOST = settings.HOST;
const server = await loadBuiltServer();
await prebuildBrands(server, BRAND_KEYS);
// Listen only once every brand's pages are there, so no visitor gets an on-demand render of a prebuilt page.
const running = server.startServer();

const port = settings.PORT;
const example = ['ad', 'vk', 'hln', 'dm', 'mar', 'hu'];
console.log(`
Mijn Omgeving is running (${((Date.now() - started) / 1000).toFixed(1)} s). Open a brand:
${example.map((key) => `  http://${key}.localhost:${port}`).join('\n')}
  (every brand: http://{brand key}.localhost:${port}, e.g. ${BRAND_KEYS.slice(0, 6).join(', ')} …)

Demo logins (password for all: ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(34)} ${account.description}`).join('\n')}

${
  settings.isProduction
    ? ''
    : `Editors (not shown in production): preview drafts with
  http://ad.localhost:${port}/api/preview?secret=${encodeURIComponent(settings.previewSecret)}&redirect=/
  and follow rebuilds at http://ad.localhost:${port}/redactie/publicatie (in preview).
`
}
Stop with Ctrl+C.`);

const stop = async () => {
  await running.server.stop();
  await services.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
