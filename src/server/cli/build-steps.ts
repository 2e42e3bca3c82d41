/**
 * The steps that turn the source into a servable portal, shared by `npm run build` and `npm start`: the Astro
 * build, loading the built server without letting it listen, and prebuilding brand pages through it (with the
 * built server's own page generator: nothing of the pages' graph is loaded from the source here).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeBuiltAssets } from '../../account-host/assets';
import { BRAND_KEYS, type BrandKey } from '../../brands/registry';
import { config } from '../config';
import { contentFingerprint } from '../prebuilt/content-source';
import type { RequestHandler } from '../prebuilt/generate';
import { prebuiltRoot } from '../prebuilt/store';
import { precompressFolderSync } from '../serving/precompress';
import { buildInputsFingerprint, buildIsCurrent, recordBuildInputs } from './build-inputs';
import { missingRuntimeDependencies } from './runtime-dependencies';
import { projectRoot } from '../project-root';

export const serverEntry = path.resolve(projectRoot, config().BUILD_DIR, 'server/entry.mjs');

/** The client build folder: the hashed assets under `_astro/` and the files of `public/`. */
export const clientDir = path.resolve(projectRoot, config().BUILD_DIR, 'client');

/** The build folder. */
const buildDir = path.resolve(projectRoot, config().BUILD_DIR);

/** What a build of the source as it is now would be made from (build-inputs.ts). */
function currentBuildInputs(): Promise<string> {
  return buildInputsFingerprint(projectRoot, config().BUILD_BRANCH);
}

/** True when BUILD_DIR holds a build of the source as it is now (nothing changed since it was made). */
export async function buildUpToDate(): Promise<boolean> {
  return hasBuild() && buildIsCurrent(buildDir, await currentBuildInputs());
}

const astroCli = path.join(projectRoot, 'node_modules/astro/bin/astro.mjs');

/**
 * True when the build tools are installed: a full `npm install` has them, a production install (`npm install
 * --omit=dev`) runs a build made elsewhere (README, "Production").
 */
export function canBuild(): boolean {
  return existsSync(astroCli);
}

/**
 * Runs `astro build` with this process's Node, then writes the `.br`/`.gz` siblings of the client folder's text
 * files (src/server/serving/precompress.ts) and the account host's stylesheet and script (account-host/assets.ts),
 * and checks that every package the server build imports is a production dependency (runtime-dependencies.ts);
 * returns the build's exit status.
 */
export async function astroBuild(): Promise<number> {
  // Taken before building: a source changed during the build must make the next start build again.
  const inputs = await currentBuildInputs();
  const build = spawnSync(process.execPath, [astroCli, 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) return build.status ?? 1;
  const started = Date.now();
  const files = precompressFolderSync(clientDir);
  console.log(`✔ ${files} assets precompressed (Brotli, gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await writeBuiltAssets();
  const { dependencies = {} } = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = await missingRuntimeDependencies([serverEntry], dependencies);
  if (missing.length > 0) {
    console.error(
      `✘ The server build imports ${missing.join(', ')}, which a production install (npm install --omit=dev) would not have: add ${missing.length === 1 ? 'it' : 'them'} to "dependencies" in package.json.`,
    );
    return 1;
  }
  await recordBuildInputs(buildDir, inputs);
  return 0;
}

export function hasBuild(): boolean {
  return existsSync(serverEntry);
}

/**
 * The server entry the build produces (src/server/serving/entry.ts): the adapter's exports, the front and the
 * services `npm start` runs beside the pages.
 */
export interface BuiltServer {
  /** The app alone (the adapter's middleware mode): no static files. */
  handler: RequestHandler;
  /** Starts the standalone server; `server.server` is its node:http server (the Host guard wraps its listener). */
  startServer: () => { server: { server: Server; stop(): Promise<void> } };
  startServices: typeof import('../serving/entry').startServices;
  StartupError: typeof import('../serving/entry').StartupError;
  generateBrandPages: typeof import('../serving/entry').generateBrandPages;
  loopbackFetcher: typeof import('../serving/entry').loopbackFetcher;
  selfConnectHost: typeof import('../serving/entry').selfConnectHost;
  prebuiltRoot: typeof import('../serving/entry').prebuiltRoot;
  installFront: typeof import('../serving/entry').installFront;
  createHealth: typeof import('../serving/entry').createHealth;
  drainable: typeof import('../serving/entry').drainable;
  keepConnectionsAlive: typeof import('../serving/entry').keepConnectionsAlive;
  databaseAnswers: typeof import('../serving/entry').databaseAnswers;
}

/** Imports the built standalone server without starting it (ASTRO_NODE_AUTOSTART=disabled). */
export async function loadBuiltServer(): Promise<BuiltServer> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  return (await import(pathToFileURL(serverEntry).href)) as BuiltServer;
}

/** The file beside the prebuilt pages that says what they were rendered from (see {@link prebuildFingerprint}). */
function fingerprintFile(): string {
  return path.join(prebuiltRoot(), '.fingerprint');
}

/**
 * What a full prebuild's pages depend on: this build of the portal (its server entry) and the published content.
 * Undefined when the content source does not answer (then nothing can be known, and the pages are rendered).
 */
export async function prebuildFingerprint(): Promise<string | undefined> {
  const content = await contentFingerprint();
  if (!content) return undefined;
  // The entry's content, not its time: a build folder copied to another machine keeps its pages. The entry names
  // the build's hashed chunks, so another build has another entry.
  const built = createHash('sha256')
    .update(await readFile(serverEntry))
    .digest('base64url');
  return `${built}:${content}`;
}

/**
 * True when every brand's pages exist and were rendered by this build from the content published now: a start
 * with `--no-build` then serves them as they are instead of rendering all of them again (22.7 s → a few).
 */
export async function prebuiltPagesCurrent(
  brands: readonly BrandKey[],
  fingerprint: string | undefined,
): Promise<boolean> {
  if (!fingerprint) return false;
  const stored = await readFile(fingerprintFile(), 'utf8').catch(() => undefined);
  if (stored !== fingerprint) return false;
  const present = await Promise.all(
    brands.map((brand) =>
      stat(path.join(prebuiltRoot(), brand)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return present.every(Boolean);
}

/** Prebuilds the content pages of the given brands, printing progress every ten brands. */
export async function prebuildBrands(
  server: BuiltServer,
  brands: readonly BrandKey[],
  log: (line: string) => void = console.log,
): Promise<number> {
  // Taken before rendering: a change published during the prebuild must make the next start render again.
  const fingerprint = brands.length === BRAND_KEYS.length ? await prebuildFingerprint() : undefined;
  log(`… Prebuilding content pages for ${brands.length} brand${brands.length === 1 ? '' : 's'}`);
  const started = Date.now();
  const pages = await server.generateBrandPages({
    handler: server.handler,
    brands,
    onProgress: ({ done, total }) => {
      if (done % 10 === 0 || done === total) log(`  ${done}/${total} brands`);
    },
  });
  log(`✔ ${pages} prebuilt pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (fingerprint) await writeFile(fingerprintFile(), fingerprint);
  return pages;
}
