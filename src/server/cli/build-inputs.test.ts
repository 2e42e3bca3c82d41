import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { BUILD_INPUTS, buildInputsFingerprint, buildIsCurrent, recordBuildInputs } from './build-inputs';

const root = mkdtempSync(path.join(tmpdir(), 'mo-build-inputs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

describe('the inputs of a build', () => {
  it('give the same fingerprint while nothing changes, another when a source, the lock file or the branch does', async () => {
    write('src/pages/index.astro', '<h1>Hallo</h1>');
    write('package-lock.json', '{}');
    const first = await buildInputsFingerprint(root, undefined);
    expect(await buildInputsFingerprint(root, undefined)).toBe(first);

    // A test file is not part of the build.
    write('src/pages/index.test.ts', 'it()');
    expect(await buildInputsFingerprint(root, undefined)).toBe(first);

    write('src/pages/index.astro', '<h1>Hallo!</h1>');
    const changed = await buildInputsFingerprint(root, undefined);
    expect(changed).not.toBe(first);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(await buildInputsFingerprint(root, undefined)).not.toBe(changed);
    expect(await buildInputsFingerprint(root, 'main')).not.toBe(await buildInputsFingerprint(root, undefined));
  });

  it('make a build current only when it was recorded with the same fingerprint', async () => {
    const buildDir = path.join(root, 'dist');
    mkdirSync(buildDir, { recursive: true });
    expect(await buildIsCurrent(buildDir, 'abc')).toBe(false);
    await recordBuildInputs(buildDir, 'abc');
    expect(await buildIsCurrent(buildDir, 'abc')).toBe(true);
    expect(await buildIsCurrent(buildDir, 'abd')).toBe(false);
  });
});

describe("the project's build inputs", () => {
  it('hold every configuration file at the project root that the build reads (Astro, Tailwind, the Studio)', () => {
    const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
    const configs = readdirSync(projectRoot).filter((name) => /\.config\.(?:[cm]?js|[cm]?ts)$/.test(name));
    expect(configs).toContain('sanity.config.ts');
    expect(BUILD_INPUTS).toEqual(expect.arrayContaining(configs));
  });
});
