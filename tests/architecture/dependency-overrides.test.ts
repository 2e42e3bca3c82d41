/**
 * The `overrides` of package.json keep the install small (README, "Start"). Each rests on a fact about the packages it
 * changes; these tests check those facts in the lock file and the installed packages, so that an upgrade that makes
 * an override wrong fails here instead of in a build or at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; name?: string }>;
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

  it('leaves out core-js: imask declares @babel/runtime-corejs3 but none of its files loads it', () => {
    expect(lockedCopies('core-js-pure')).toEqual([]);
    // imask's own files: what it has nested below node_modules is the substitute, not imask.
    const loaders = readdirSync(installed('imask'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(c|m)?js$/.test(file) && !file.startsWith('node_modules'))
      .filter((file) => /runtime-corejs3|core-js/.test(readFileSync(path.join(installed('imask'), file), 'utf8')));
    expect(loaders).toEqual([]);
  });
});
