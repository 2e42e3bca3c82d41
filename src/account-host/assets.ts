/**
 * The account host's stylesheet and script, built from source the first time they are needed and kept in memory:
 *
 * - `/assets/account-host.css`: Tailwind CSS from the portal's own configuration (account-host.css imports
 *   src/styles/global.css), for the class names found in src/ui and src/account-host, plus the plain CSS the design
 *   system's components import (keyframes), minified;
 * - `/assets/account-host.js`: client.tsx with React and the design system's components, bundled by esbuild.
 *
 * Built at run time rather than by `npm run build`, so `npm start`, `npm run dev` and tests serve the same files
 * without a build step of their own; one build per process takes a few seconds, in a worker thread
 * (assets-worker.mjs), so the server's own thread never loads the compilers.
 */
import { Worker } from 'node:worker_threads';

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

let built: Promise<BuiltAssets> | undefined;

/** The built assets (built once per process; a failed build is tried again on the next request). */
export function accountHostAssets(): Promise<BuiltAssets> {
  built ??= buildInWorker();
  built.catch(() => {
    built = undefined;
  });
  return built;
}
