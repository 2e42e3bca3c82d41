import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtAssetsFile, compilersInstalled, loadAssets } from './assets';

describe('the account host assets on an install without compilers (npm install --omit=dev)', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'account-host-assets-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('serves what the build wrote', async () => {
    const file = path.join(folder, 'assets.json');
    writeFileSync(file, JSON.stringify({ css: '.a{color:red}', js: 'console.log(1)' }));
    await expect(loadAssets({ compilers: false, file })).resolves.toEqual({
      css: '.a{color:red}',
      js: 'console.log(1)',
    });
  });

  it('says to build on a full install when the build wrote nothing, or something else', async () => {
    const file = path.join(folder, 'assets.json');
    await expect(loadAssets({ compilers: false, file })).rejects.toThrow(/npm run build` on a full install/);
    writeFileSync(file, JSON.stringify({ css: '.a{}' }));
    await expect(loadAssets({ compilers: false, file })).rejects.toThrow(/no stylesheet and script/);
  });

  it('knows a full install by its compilers', () => {
    expect(compilersInstalled(folder)).toBe(false);
    mkdirSync(path.join(folder, 'node_modules/@tailwindcss/node'), { recursive: true });
    writeFileSync(path.join(folder, 'node_modules/@tailwindcss/node/package.json'), '{}');
    expect(compilersInstalled(folder)).toBe(true);
    // This checkout is a full install.
    expect(compilersInstalled()).toBe(true);
  });

  it('keeps the built files beside the portal build', () => {
    expect(builtAssetsFile('dist-x')).toMatch(/[\\/]dist-x[\\/]account-host[\\/]assets\.json$/);
  });
});
