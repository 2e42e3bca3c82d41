/**
 * The `overrides` of package.json keep the install small. Each rests on a fact about the packages it
 * changes; these tests check those facts in the lock file and the installed packages, so that an upgrade that makes
 * an override wrong fails here instead of in a build or at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; name?: string; resolved?: string; link?: boolean }>;
};
const overrides = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { overrides: object })
  .overrides as Record<string, unknown>;
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

  it("gives eslint-plugin-jsx-a11y nolyfill's built-in forms of its polyfills, and its rules still report", async () => {
    const substituted = Object.entries(overrides).filter(
      ([, target]) => typeof target === 'string' && target.startsWith('npm:@nolyfill/'),
    );
    expect(substituted.length).toBeGreaterThan(0);
    // Every copy npm installs under such a name is nolyfill's, so none of them brings es-abstract back.
    for (const [name] of substituted) {
      for (const copy of lockedCopies(name)) expect(lock.packages[copy]!.name).toBe(`@nolyfill/${name}`);
    }
    // Nor the machinery the originals are built on: every one of them but hasown depends on one of these, so an
    // override taken out (or a new polyfill that nolyfill covers) brings them back and fails here.
    for (const machinery of ['es-abstract', 'define-properties', 'call-bind', 'call-bound', 'is-regex']) {
      expect(lockedCopies(machinery), machinery).toEqual([]);
    }

    // The rules that go through the substitutes (jsx-ast-utils' prop lookup, img-redundant-alt's regex test, the
    // role tables) still find what they should, with the project's lint configuration.
    const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, '.config/eslint.config.js') });
    const code = [
      'export const A = () => <img src="a.png" />;',
      // img-redundant-alt knows the English words only (image, photo, picture).
      'export const B = () => <img src="b.png" alt="Photo of the editors" />;',
      'export const C = () => <div onClick={() => undefined} />;',
      'export const D = () => <button role="button">Opslaan</button>;',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/ui/probe.tsx') });
    const rules = result!.messages.map((message) => `${message.line}:${message.ruleId}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        '1:jsx-a11y/alt-text',
        '2:jsx-a11y/img-redundant-alt',
        '3:jsx-a11y/click-events-have-key-events',
        '4:jsx-a11y/no-redundant-roles',
      ]),
    );
  }, 60_000);

  it("leaves out sharp: Astro's sharp image service is its only user, and the portal's service is the pass-through", () => {
    // The portal's image service loads nothing (astro.config.mjs).
    expect(readFileSync(path.join(root, 'astro.config.mjs'), 'utf8')).toMatch(
      /^\s*image: \{ service: passthroughImageService\(\) \},$/m,
    );
    // Astro's only file that loads sharp is that service of its own.
    const astroDist = path.join(installed('astro'), 'dist');
    const loaders = readdirSync(astroDist, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(c|m)?js$/.test(file))
      .filter((file) =>
        /(import\(|require\(|from )\s*["']sharp["']/.test(readFileSync(path.join(astroDist, file), 'utf8')),
      );
    expect(loaders.map((file) => file.split(path.sep).join('/'))).toEqual(['assets/services/sharp.js']);
    // What npm installs under the name is the stand-in, without sharp's libvips builds (@img/*).
    expect(lockedCopies('sharp')).toEqual(['node_modules/sharp']);
    expect(lock.packages['node_modules/sharp']).toMatchObject({ resolved: '.config/no-sharp', link: true });
    expect(Object.keys(lock.packages).filter((location) => location.includes('node_modules/@img/'))).toEqual([]);
    // Should anything load it after all, it says why it is missing.
    expect(() => requireFromRoot('sharp')).toThrow(/sharp is left out of this install/);
  });
});
