/**
 * Loads drizzle-orm's files without a slow path of Node's (a workaround, not a feature). For every `.js` file an
 * ES import resolves, Node 24 looks up the package's settings to learn the file's module type, and in doing so parses
 * the package's whole `exports` field again (internal/modules/package_json_reader.js: `getPackageScopeConfig` copies
 * the field whose parsing was meant to be lazy). drizzle-orm's `exports` is 175 KB and the portal loads hundreds of
 * its files, so every process that uses the database spent 650–870 ms importing drizzle-orm; with this hook it spends
 * 85–140 ms (`npm start` with unchanged content, in alternating runs: 3.9–4.3 s before, 3.0–3.7 s after).
 *
 * The hook answers only the relative `.js` imports between drizzle-orm's own files, which need nothing of that lookup:
 * the package is `"type": "module"` with a single package.json, so such an import is the file it names, next to its
 * importer, and an ES module (drizzle-resolve.test.ts checks that this still holds for the installed version).
 * Everything else resolves as before. It is loaded before anything else: `npm start` (and the prebuild it starts)
 * with `--import`, the test workers through Vitest's `execArgv`.
 */
import module from 'node:module';

const DRIZZLE_FOLDER = '/node_modules/drizzle-orm/';

/** The URL of a relative `.js` import between drizzle-orm's files; undefined for every other import. */
export function drizzleFileUrl(specifier: string, parentUrl: string | undefined): string | undefined {
  if (!parentUrl?.startsWith('file:') || !parentUrl.includes(DRIZZLE_FOLDER)) return undefined;
  if (!(specifier.startsWith('./') || specifier.startsWith('../')) || !specifier.endsWith('.js')) return undefined;
  const url = new URL(specifier, parentUrl);
  // `../` out of the package, or a query or hash: Node's own resolution.
  if (!url.pathname.includes(DRIZZLE_FOLDER) || url.search || url.hash) return undefined;
  return url.href;
}

// Once per process (a test worker may load this file for every test file); Node 22.15 and later have in-thread hooks,
// anything older resolves as it always did.
const REGISTERED = Symbol.for('mijn-omgeving.drizzle-resolve');
const registry = globalThis as typeof globalThis & { [REGISTERED]?: true };
if (!registry[REGISTERED] && typeof module.registerHooks === 'function') {
  registry[REGISTERED] = true;
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const url = drizzleFileUrl(specifier, context.parentURL);
      return url ? { url, format: 'module', shortCircuit: true } : nextResolve(specifier, context);
    },
  });
}
