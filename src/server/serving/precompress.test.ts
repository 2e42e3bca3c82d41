import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressBoth, PAGE_QUALITIES, precompressFolderSync } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mo-precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompression at build', () => {
  it('writes .br and .gz beside every text file of 1 KB or more, which decode to the file', async () => {
    const script = `console.log("mijn omgeving");\n`.repeat(100);
    await mkdir(path.join(dir, '_astro'));
    await writeFile(path.join(dir, '_astro', 'app.X1.js'), script);
    await writeFile(path.join(dir, '_astro', 'tiny.X2.css'), 'a{}');
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096));
    expect(precompressFolderSync(dir)).toBe(1);
    expect((await readdir(path.join(dir, '_astro'))).sort()).toEqual([
      'app.X1.js',
      'app.X1.js.br',
      'app.X1.js.gz',
      'tiny.X2.css',
    ]);
    const file = path.join(dir, '_astro', 'app.X1.js');
    expect(zlib.brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
  });

  it('a folder that is not there is no error', () => {
    expect(precompressFolderSync(path.join(dir, 'missing'))).toBe(0);
  });

  it('compresses a page both ways', async () => {
    const page = Buffer.from('<p>Veelgestelde vragen</p>'.repeat(100));
    const { br, gz } = await compressBoth(page, PAGE_QUALITIES);
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(page)).toBe(true);
  });
});
