/**
 * The modules a registry finds by a file pattern, so that no registry lists its members by hand (an area adds files,
 * it edits none). Under Vite (Astro's build and dev server, Vitest) a registry hands over its own
 * `import.meta.glob(pattern, { eager: true })`, which Vite resolves at build time. The command line runs from
 * source under plain Node with tsx (start, build, rebuild, bench, the dataset generator), which has no
 * `import.meta.glob`: there the same pattern is matched on the file system beside the registry and each file is
 * loaded with tsx's `require`. That is synchronous, as the registries are, but gives a second copy of a module that
 * is also imported as an ES module, so only plain data is found this way (manifests, texts); a registry of code
 * (the seeds) loads its files with {@link importFound}.
 *
 * Browser-safe: the Node modules are reached through `process.getBuiltinModule` only on the command line, so no
 * bundle names them.
 */

/** Node's built-in modules this file uses, typed narrowly (the browser's type library has no `node:` modules). */
interface NodeBuiltins {
  'node:fs': { globSync(pattern: string, options: { cwd: string }): string[] };
  'node:module': { createRequire(url: string): (id: string) => unknown };
  'node:url': { fileURLToPath(url: string): string };
}

function builtin<K extends keyof NodeBuiltins>(name: K): NodeBuiltins[K] {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const found = process?.getBuiltinModule?.(name);
  if (!found) throw new Error(`found-modules: ${name} is needed outside Vite, and this runtime has none.`);
  return found as NodeBuiltins[K];
}

/**
 * The files matching `pattern` (relative to the folder of `importerUrl`, e.g. `./*\/area.ts`), as Vite's glob keys
 * them: `./`-relative paths, sorted.
 */
export function globFiles(importerUrl: string, pattern: string): string[] {
  const folder = builtin('node:url').fileURLToPath(new URL('.', importerUrl).href);
  const relative = pattern.replace(/^\.\//, '');
  return builtin('node:fs')
    .globSync(relative, { cwd: folder })
    .map((file) => (file.startsWith('.') ? file : `./${file}`).split('\\').join('/'))
    .sort();
}

/**
 * The modules matching `pattern`, keyed by their `./`-relative path: Vite's eager glob when given (`vite`), else
 * the files on disk loaded synchronously (data modules only, see the file comment).
 */
export function foundModules<T>(
  vite: Record<string, T> | undefined,
  importerUrl: string,
  pattern: string,
): Record<string, T> {
  if (vite) return vite;
  const load = builtin('node:module').createRequire(importerUrl);
  return Object.fromEntries(globFiles(importerUrl, pattern).map((file) => [file, load(file) as T]));
}

/**
 * The modules matching `pattern`, loaded as ES modules (one copy each, shared with every other import): Vite's lazy
 * glob when given, else the files on disk through `import()`.
 */
export async function importFound<T>(
  vite: Record<string, () => Promise<T>> | undefined,
  importerUrl: string,
  pattern: string,
): Promise<Record<string, T>> {
  const loaders: Record<string, () => Promise<T>> =
    vite ??
    Object.fromEntries(
      globFiles(importerUrl, pattern).map((file) => [
        file,
        () => import(/* @vite-ignore */ new URL(file, importerUrl).href) as Promise<T>,
      ]),
    );
  const keys = Object.keys(loaders).sort();
  const modules = await Promise.all(keys.map((key) => loaders[key]!()));
  return Object.fromEntries(keys.map((key, index) => [key, modules[index]!]));
}

/** True when this code runs under Vite (which defines `import.meta.env`), so `import.meta.glob` was resolved. */
export const UNDER_VITE: boolean = typeof import.meta.env === 'object';
