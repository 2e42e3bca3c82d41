/**
 * Compression done once instead of per request: the build writes a `.br` and a `.gz` beside every
 * text file of the client folder (hashed assets under `/_astro/`), and the prebuild beside every prebuilt page, so
 * the server only picks the file the visitor's `Accept-Encoding` allows (./front.ts).
 *
 * Qualities, measured on two shared cores with the 43 KB FAQ page: Brotli 11 takes 48 ms and gives 8.8 KB, Brotli 5
 * 0.7 ms and 9.5 KB, gzip 9 0.7 ms and 10 KB. Assets are written once per build (about 1 MB, 2 s), so they get the
 * best (Brotli 11, gzip 9). Prebuilt pages are written 7 × 69 times per full prebuild and again on every publish:
 * for those 481 pages Brotli 11 costs 9.2 s of CPU, Brotli 6 4.7 s, Brotli 5 2.5 s, Brotli 4 1.4 s (gzip 9
 * included; measured on a busy machine), so they get Brotli 5 — the bytes of 6, 9 % more than 11. Pages are
 * compressed on zlib's asynchronous API (libuv's thread pool), never blocking a server that rebuilds itself while
 * it answers.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** Below this a compressed answer saves less than its own overhead (headers, a round trip of CPU): sent as is. */
export const MIN_COMPRESS_BYTES = 1024;

export interface Qualities {
  /** Brotli quality, 0–11. */
  brotli: number;
  /** gzip level, 1–9. */
  gzip: number;
}

/** Hashed assets, compressed once per build. */
export const ASSET_QUALITIES: Qualities = { brotli: 11, gzip: 9 };
/** Prebuilt pages, compressed on every (re)build of a brand. */
export const PAGE_QUALITIES: Qualities = { brotli: 5, gzip: 9 };
/** A body compressed in memory because its files lack the siblings (a build from before precompression). */
export const FALLBACK_QUALITIES: Qualities = { brotli: 5, gzip: 6 };

export interface Compressed {
  br: Buffer;
  gz: Buffer;
}

function brotliOptions(body: Buffer, qualities: Qualities): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: qualities.brotli,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** The Brotli and gzip forms of a text body. */
export async function compressBoth(body: Buffer, qualities: Qualities): Promise<Compressed> {
  const [br, gz] = await Promise.all([
    brotliCompress(body, brotliOptions(body, qualities)),
    gzipCompress(body, { level: qualities.gzip }),
  ]);
  return { br, gz };
}

/** Writes `{file}.br` and `{file}.gz` beside `file`, whose content is `body`. */
export async function writeCompressedSiblings(file: string, body: Buffer, qualities: Qualities): Promise<void> {
  const { br, gz } = await compressBoth(body, qualities);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** File extensions of text the client folder holds (scripts, styles, images as SVG, source maps, data). */
const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.html',
  '.xml',
  '.webmanifest',
]);

/** True for a file name whose content is text worth compressing. */
export function isCompressibleFile(name: string): boolean {
  return TEXT_EXTENSIONS.has(path.extname(name).toLowerCase());
}

/**
 * Writes the `.br` and `.gz` siblings of every text file of at least {@link MIN_COMPRESS_BYTES} under `dir` (the
 * client build folder); returns how many files got them. Synchronous: it runs once, right after `astro build` in the
 * build's own process, where nothing else waits (about 2 s for the 1 MB of our client folder at Brotli 11).
 */
export function precompressFolderSync(dir: string, qualities: Qualities = ASSET_QUALITIES): number {
  if (!existsSync(dir)) return 0;
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isCompressibleFile(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, brotliOptions(body, qualities)));
    writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: qualities.gzip }));
    written += 1;
  }
  return written;
}
