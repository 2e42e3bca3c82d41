/**
 * `npm start`: builds the portal (unless the build is current), then runs it from the build: migrates and seeds the
 * embedded database, starts the content lake and the account host, prebuilds every brand's content pages, serves
 * them (PORT/HOST, default localhost:4321) and prints where to open it and how to log in. `--no-build` reuses an
 * existing build; so does a production install, which has no build tools (README, "Production").
 *
 * This file does only what comes before a build exists: the Node version check, the configuration and its warnings,
 * and the build. Everything that runs beside the pages (the database, the lake, the account host, content events,
 * the rebuild queue, housekeeping and the job workers) comes from the built server entry
 * (src/server/serving/entry.ts), so that the pages and the services share one copy of each module: one database
 * client, one job queue, one set of rate limits, one log context.
 */
// First: on an older Node this stops with advice before any module uses a Node 24 API.
import './node-version';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { BRAND_KEYS } from '../../brands/registry';
import { config } from '../config';
import {
  astroBuild,
  buildUpToDate,
  canBuild,
  clientDir,
  hasBuild,
  loadBuiltServer,
  prebuildFingerprint,
  prebuiltPagesCurrent,
} from './build-steps';
import { productionWarnings, smsStartLine } from './production-warnings';
import { startBanner } from './start-banner';
import { stacksForEnvironment } from './source-maps';

process.env.ASTRO_TELEMETRY_DISABLED = '1';

/** tsx's loader (`node --import tsx`), resolved here: the child's working directory may be another. */
const TSX = import.meta.resolve('tsx');

/**
 * The full prebuild in a process of its own (prebuild-child.ts says why), with this process's Node flags and tsx's
 * loader for the TypeScript it starts from.
 */
function prebuildInChild(): Promise<void> {
  const script = fileURLToPath(new URL('./prebuild-child.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, '--import', TSX, script], {
    stdio: 'inherit',
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The prebuild stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
}
/**
 * The start itself. `leaveTypeScript` removes the TypeScript loader of the launcher (./start.mjs) once everything
 * from source has been loaded and before the built server entry is: the server answers every request without a
 * module hook in the way (Astro imports a page's module on each request, and each import would pass the hook).
 */
export async function start(leaveTypeScript: () => Promise<void>): Promise<void> {
  const settings = config();
  const started = Date.now();
  // Said first and again above the banner: a production start that lacks these works, but not for subscribers.
  const warnings = productionWarnings(settings);
  for (const warning of warnings) console.warn(warning);
  const smsLine = smsStartLine(settings);
  if (smsLine) console.log(smsLine);

  // A production install (npm install --omit=dev) has no build tools: it serves the build `npm run build` made.
  if (!canBuild() && !hasBuild()) {
    console.error(
      `✘ No build in ${settings.BUILD_DIR}, and this install has no build tools (npm install --omit=dev): build with \`npm run build\` on a full install and copy ${settings.BUILD_DIR} here, or install in full with \`npm install\`.`,
    );
    process.exit(1);
  }
  // A build of the source as it is now (a second start with nothing changed, or one after `npm run build`) is served
  // as it is: building again would only make the same build, and make every prebuilt page be rendered again.
  const upToDate = !process.argv.includes('--no-build') && canBuild() && (await buildUpToDate());
  const noBuild = (process.argv.includes('--no-build') || !canBuild() || upToDate) && hasBuild();
  if (upToDate) {
    console.log(`✔ The build in ${settings.BUILD_DIR} is current (no source changed since it was made): not building`);
  } else if (!noBuild) {
    console.log('… Building the portal');
    const status = await astroBuild();
    if (status !== 0) process.exit(status);
  } else if (!process.argv.includes('--no-build') && !upToDate) {
    console.log(`✔ Serving the build in ${settings.BUILD_DIR} (a production install builds nothing itself)`);
  }

  process.env.PORT = String(settings.PORT);
  process.env.HOST = settings.HOST;
  // Stacks of errors logged on the request path are not mapped through source maps in production (./source-maps.ts).
  stacksForEnvironment();
  await leaveTypeScript();
  const server = await loadBuiltServer();
  const services = await server.startServices().catch((error: unknown) => {
    // Something the operator fixes (the database is not there): what to check, without a stack.
    if (!(error instanceof server.StartupError)) throw error;
    console.error(`✘ ${error.message}`);
    process.exit(1);
  });
  // With --no-build and content unchanged since the last full prebuild, its pages are current: serve them as they are.
  if (noBuild && (await prebuiltPagesCurrent(BRAND_KEYS, await prebuildFingerprint()))) {
    console.log('✔ Prebuilt pages are current (same build, same published content)');
  } else {
    await prebuildInChild();
  }
  // The adapter's own "Server listening on http://localhost:PORT" would be the last line printed, and that address has
  // no brand (404): the banner below says where to go instead, once the port is bound.
  process.env.ASTRO_NODE_LOGGING ??= 'disabled';
  // Listen only once every brand's pages are there, so no visitor gets an on-demand render of a prebuilt page.
  const running = server.startServer();
  // Behind a load balancer, idle connections outlive its own idle timeout (src/server/serving/keep-alive.ts).
  server.keepConnectionsAlive(running.server.server, settings.KEEP_ALIVE_TIMEOUT_MS);
  // The front (src/server/serving/front.ts, built into the server entry with the middleware and the pages): a malformed Host gets its Dutch 400 before Astro's adapter trips over it
  // (host-header.ts); hashed assets and prebuilt pages for the default context are answered from memory,
  // precompressed, and the other language's and an app's variant of a prebuilt page is rendered once through this
  // instance's own port and kept beside them; everything else goes to Astro and is compressed on the fly.
  // Before them, the health checks of a load balancer (/healthz, /readyz: src/server/serving/health.ts).
  const front = server.installFront(running.server.server, {
    clientDir,
    app: server.handler,
    prebuiltRoot: server.prebuiltRoot(),
    renderVariant: server.loopbackFetcher({
      host: server.selfConnectHost(settings.HOST),
      port: settings.PORT,
      timeoutMs: 10_000,
    }),
    health: server.createHealth({ draining: () => drain.draining, database: server.databaseAnswers }),
  });
  // Counts the answers in progress, ahead of the front, so that SIGTERM lets them finish (graceful-shutdown.ts).
  const drain = server.drainable(running.server.server);

  if (!running.server.server.listening) await once(running.server.server, 'listening');
  for (const warning of warnings) console.warn(warning);
  console.log(startBanner(settings, (Date.now() - started) / 1000));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // Wrappers (npm, npx, tsx) pass a signal on as well: the same ending, once; SHUTDOWN_GRACE_MS bounds it.
    if (stopping) return;
    stopping = true;
    console.log(
      `… ${signal}: ending after ${drain.inProgress} answer(s) in progress (at most ${settings.SHUTDOWN_GRACE_MS / 1000} s)`,
    );
    const { cut } = await drain.drain({ graceMs: settings.SHUTDOWN_GRACE_MS, delayMs: settings.SHUTDOWN_DELAY_MS });
    front.close();
    await services.close();
    console.log(cut ? `✔ Stopped; ${cut} answer(s) did not finish in time and were ended` : '✔ Stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
