/**
 * The `overrides` of package.json, each for a reason beyond install size: one `@graphql-tools/utils` for every GraphQL
 * package (two majors would mean two copies of its classes, which `instanceof` checks across packages tell apart), and
 * the project's esbuild for drizzle-kit (its own would be an old esbuild with known advisories), and `@sanity/cli` (the
 * `sanity` package's command line, which the Studio at /studio does not run) held at 8.13: the newer releases that
 * `sanity`'s range allows need a `@sanity/cli-build` that the registry does not have, so `npm install` failed. These tests check
 * those facts in the lock file and the installed packages, so that an upgrade that makes an override wrong fails here
 * instead of in a build or at run time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; name?: string; resolved?: string; link?: boolean }>;
};
const requireFromRoot = createRequire(path.join(root, 'package.json'));
/** The installed folder of a top-level package (several do not export their package.json). */
const installed = (name: string): string => path.join(root, 'node_modules', name);

/** The lock's entries of a package, wherever npm places it. */
function lockedCopies(name: string): string[] {
  return Object.keys(lock.packages).filter((location) => location.endsWith(`node_modules/${name}`));
}

describe('dependency overrides', () => {
  it('installs one @graphql-tools/utils, the major every GraphQL package is given', () => {
    const copies = lockedCopies('@graphql-tools/utils');
    expect(copies).toEqual(['node_modules/@graphql-tools/utils']);
    expect(lock.packages[copies[0]!]!.version).toMatch(/^12\./);
  });

  it("gives drizzle-kit the project's esbuild instead of copies of its own", () => {
    expect(lockedCopies('esbuild')).toEqual(['node_modules/esbuild']);
    const fromDrizzleKit = createRequire(path.join(installed('drizzle-kit'), 'package.json')).resolve('esbuild');
    expect(fromDrizzleKit).toBe(requireFromRoot.resolve('esbuild'));
  });

  it('holds @sanity/cli at a release whose build package is installed', () => {
    const copies = lockedCopies('@sanity/cli');
    expect(copies).toEqual(['node_modules/@sanity/cli']);
    expect(lock.packages[copies[0]!]!.version).toMatch(/^8\.13\./);
    const fromCli = createRequire(path.join(installed('@sanity/cli'), 'package.json'));
    expect(() => fromCli.resolve('@sanity/cli-build/package.json')).not.toThrow();
  });
});
