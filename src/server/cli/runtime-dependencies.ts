/**
 * The packages the server build and the production commands load at run time must be production dependencies: a
 * production host installs with `npm install --omit=dev` (README, "Production") and runs the build that
 * `npm run build` made on a full install. `astroBuild` (build-steps.ts) checks the server build with
 * {@link missingRuntimeDependencies} and fails when it imports a package that is only a devDependency (or not
 * declared at all, as Astro's own dependencies are not), so a build that would not start on a production host never
 * passes CI (the end-to-end run builds through it); a unit test checks the commands the same way.
 *
 * What a module imports is read by esbuild (already the project's bundler for the account host), which follows the
 * module's own imports, static and dynamic, and reports every package it leaves out.
 */
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The package a specifier names (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const BUILTINS = new Set(builtinModules);

/** The packages that `entryPoints` and every module they import (static or dynamic) import, sorted; Node's own excepted. */
export async function importedPackages(entryPoints: string[]): Promise<string[]> {
  // Loaded here, not at the top: only a build asks, and a production install runs this file's importer (start.ts).
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    outdir: path.join(os.tmpdir(), 'runtime-dependencies'),
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
    // The design system's CSS files: the bundler's business, no package.
    loader: { '.css': 'empty' },
  });
  const packages = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const { path: specifier, external } of input.imports) {
      if (!external || specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/'))
        continue;
      const name = packageOf(specifier);
      if (!BUILTINS.has(name)) packages.add(name);
    }
  }
  return [...packages].sort();
}

/** The packages the modules import that are not in `dependencies`, sorted; empty when a production install has all. */
export async function missingRuntimeDependencies(
  entryPoints: string[],
  dependencies: Record<string, string>,
): Promise<string[]> {
  return (await importedPackages(entryPoints)).filter((name) => !(name in dependencies));
}
