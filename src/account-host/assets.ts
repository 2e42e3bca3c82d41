/**
 * The account host's stylesheet and script, built from source the first time they are needed and kept in memory:
 *
 * - `/assets/account-host.css`: Tailwind CSS from the portal's own configuration (account-host.css imports
 *   src/styles/global.css), for the class names found in src/ui and src/account-host, plus the plain CSS the design
 *   system's components import (keyframes), minified;
 * - `/assets/account-host.js`: client.tsx with React and the design system's components, bundled by esbuild.
 *
 * Built at run time where the compilers are installed (a full `npm install`) and the host runs from the source, so
 * `npm run dev` and tests serve the same files without a build step of their own; one build per process takes a few
 * seconds, in a worker thread (assets-worker.mjs), so the server's own thread never loads the compilers. The host
 * that `npm start` runs from the server build, and every host on a production install (`npm install --omit=dev`, no
 * compilers), serves the files the build wrote beside the portal's build ({@link builtAssetsFile}, written by
 * {@link writeBuiltAssets}).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { config } from '../server/config';
import { projectRoot } from '../server/project-root';

export interface BuiltAssets {
  css: string;
  js: string;
}

/** Runs assets-worker.mjs, which builds both in a thread of its own (why: see there), and ends it. */
function buildInWorker(): Promise<BuiltAssets> {
  return new Promise((resolve, reject) => {
    // No execArgv: the worker is plain JavaScript and needs none of the loaders the server's thread may have.
    const worker = new Worker(new URL('./assets-worker.mjs', import.meta.url), { execArgv: [] });
    worker.once('message', (message: Partial<BuiltAssets> & { error?: string }) => {
      void worker.terminate();
      if (message.error !== undefined || message.css === undefined || message.js === undefined) {
        reject(new Error(`Building the account host's assets failed: ${message.error ?? 'no output'}`));
      } else resolve({ css: message.css, js: message.js });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The account host's asset build stopped (${code})`)));
  });
}

const PROJECT_ROOT = projectRoot;

/**
 * True in the portal's server build (`npm start` runs the account host from it; Vite sets `import.meta.env.PROD`
 * there): the build wrote the assets beside it ({@link writeBuiltAssets}), and the worker's file is not in it.
 */
const IN_SERVER_BUILD = typeof import.meta.env === 'object' && import.meta.env.PROD === true;

/** Where `npm run build` leaves the assets: `<BUILD_DIR>/account-host/assets.json`. */
export function builtAssetsFile(buildDir: string = config().BUILD_DIR): string {
  return path.resolve(PROJECT_ROOT, buildDir, 'account-host/assets.json');
}

/**
 * Writes the assets to {@link builtAssetsFile} (a step of `npm run build` and of `npm start`'s build): the account
 * host that `npm start` runs from the server build serves them.
 */
export async function writeBuiltAssets(file: string = builtAssetsFile()): Promise<void> {
  const assets = await accountHostAssets();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(assets));
}

/** True when the compilers the worker needs are installed: a full install has them, a production install not. */
export function compilersInstalled(root: string = PROJECT_ROOT): boolean {
  return existsSync(path.join(root, 'node_modules/@tailwindcss/node/package.json'));
}

/** Built from source where the compilers are installed, otherwise read from what the build wrote. */
export async function loadAssets(options: { compilers: boolean; file: string }): Promise<BuiltAssets> {
  if (options.compilers) return buildInWorker();
  if (!existsSync(options.file)) {
    throw new Error(
      `The account host's assets are not built and this install has no compilers to build them: run \`npm run build\` on a full install (it writes ${options.file}) and copy the build here.`,
    );
  }
  const assets = JSON.parse(await readFile(options.file, 'utf8')) as Partial<BuiltAssets>;
  if (typeof assets.css !== 'string' || typeof assets.js !== 'string') {
    throw new Error(`${options.file} holds no stylesheet and script: build again with \`npm run build\`.`);
  }
  return { css: assets.css, js: assets.js };
}

let built: Promise<BuiltAssets> | undefined;

/** The assets (built or read once per process; a failure is tried again on the next request). */
export function accountHostAssets(): Promise<BuiltAssets> {
  built ??= loadAssets({ compilers: !IN_SERVER_BUILD && compilersInstalled(), file: builtAssetsFile() });
  built.catch(() => {
    built = undefined;
  });
  return built;
}
