/**
 * Builds the account host's stylesheet and script (see assets.ts) in a worker thread, so the server's own thread
 * never loads Tailwind's compiler, its native scanner or esbuild. Tailwind's Node package registers a module
 * resolution hook for the whole thread it is imported in, and every later `import()` there (Astro loads a page's
 * module on each request) would pass through it; in a worker the hook, the compilers and their memory go when the
 * build is done. Plain JavaScript, so the worker runs the same under tsx, Vite and Vitest.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(HERE, '..');

/** Bundles the hydration script; returns it with the CSS its imports brought along. */
async function buildScript() {
  const result = await build({
    entryPoints: [path.join(HERE, 'client.tsx')],
    bundle: true,
    write: false,
    outdir: path.join(HERE, 'out'),
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const text = (extension) =>
    result.outputFiles
      .filter((file) => file.path.endsWith(extension))
      .map((file) => file.text)
      .join('\n');
  return { js: text('.js'), css: text('.css') };
}

/** Compiles the Tailwind stylesheet for the classes the host's pages and the design system use. */
async function buildStylesheet(extraCss) {
  const entry = path.join(HERE, 'account-host.css');
  const compiler = await compile(await readFile(entry, 'utf8'), { base: HERE, from: entry, onDependency: () => {} });
  // Only these folders: the portal's other classes would triple the file for nothing.
  const scanner = new Scanner({
    sources: [HERE, path.join(SRC, 'ui')].map((base) => ({ base, pattern: '**/*.{ts,tsx}', negated: false })),
  });
  return optimize(`${compiler.build(scanner.scan())}\n${extraCss}`, { minify: true }).code;
}

try {
  const script = await buildScript();
  parentPort?.postMessage({ js: script.js, css: await buildStylesheet(script.css) });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
