/**
 * The account host's stylesheet and script, built from source the first time they are needed and kept in memory:
 *
 * - `/assets/account-host.css`: Tailwind CSS from the portal's own configuration (account-host.css imports
 *   src/styles/global.css), for the class names found in src/ui and src/account-host, plus the plain CSS the design
 *   system's components import (keyframes), minified;
 * - `/assets/account-host.js`: client.tsx with React and the design system's components, bundled by esbuild.
 *
 * Built at run time rather than by `npm run build`, so `npm start`, `npm run dev` and tests serve the same files
 * without a build step of their own; one build per process takes a few seconds.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(HERE, '..');

export interface BuiltAssets {
  css: string;
  js: string;
}

/** Bundles the hydration script; returns it with the CSS its imports brought along. */
async function buildScript(): Promise<{ js: string; css: string }> {
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
  const text = (extension: string) =>
    result.outputFiles
      .filter((file) => file.path.endsWith(extension))
      .map((file) => file.text)
      .join('\n');
  return { js: text('.js'), css: text('.css') };
}

/** Compiles the Tailwind stylesheet for the classes the host's pages and the design system use. */
async function buildStylesheet(extraCss: string): Promise<string> {
  const entry = path.join(HERE, 'account-host.css');
  const compiler = await compile(await readFile(entry, 'utf8'), { base: HERE, from: entry, onDependency: () => {} });
  // Only these folders: the portal's other classes would triple the file for nothing.
  const scanner = new Scanner({
    sources: [HERE, path.join(SRC, 'ui')].map((base) => ({ base, pattern: '**/*.{ts,tsx}', negated: false })),
  });
  return optimize(`${compiler.build(scanner.scan())}\n${extraCss}`, { minify: true }).code;
}

let built: Promise<BuiltAssets> | undefined;

/** The built assets (built once per process; a failed build is tried again on the next request). */
export function accountHostAssets(): Promise<BuiltAssets> {
  built ??= (async () => {
    const script = await buildScript();
    return { js: script.js, css: await buildStylesheet(script.css) };
  })();
  built.catch(() => {
    built = undefined;
  });
  return built;
}
