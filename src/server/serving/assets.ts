/**
 * The hashed assets of the build (`/_astro/*`: scripts, styles, fonts; the name changes with the content), answered
 * by the front from memory with `Cache-Control: immutable` for a year, an ETag and the precompressed form
 * (./precompress.ts wrote them after `astro build`). Astro's own static handler would serve them too, but reads the
 * file on every request and compresses nothing.
 *
 * The client folder is about 1 MB, so every asset asked for is kept after its first read (up to
 * {@link MAX_CACHED_BYTES}; past that it is read from disk each time). A name that is not a file is not remembered
 * (anyone can ask for made-up names); it falls through to Astro, which answers 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isCompressibleFile } from './precompress';
import { loadServedFile, sendServedFile, type ServedFile } from './served-file';

/** A year, the longest a cache keeps anything; the file's name changes when its content does. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const ASSET_PREFIX = '/_astro/';
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** A file name Vite writes: no folder, no dot at the start, nothing to decode. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

export interface AssetServer {
  /** Answers `req` when it asks for an asset that exists; false (nothing written) otherwise. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

/** Serves `{clientDir}/_astro/*`. */
export function createAssetServer(clientDir: string): AssetServer {
  const folder = path.join(clientDir, ASSET_PREFIX);
  const cache = new Map<string, ServedFile>();
  let cachedBytes = 0;

  async function load(name: string): Promise<ServedFile | undefined> {
    const hit = cache.get(name);
    if (hit) return hit;
    const file = await loadServedFile(path.join(folder, name), isCompressibleFile(name));
    if (!file) return undefined;
    const size = file.identity.length + (file.br?.length ?? 0) + (file.gz?.length ?? 0);
    if (cachedBytes + size <= MAX_CACHED_BYTES) {
      cache.set(name, file);
      cachedBytes += size;
    }
    return file;
  }

  return {
    async serve(req, res, pathname) {
      const name = pathname.slice(ASSET_PREFIX.length);
      // `.br`/`.gz` siblings are not assets of their own: asked for directly, Astro answers them as it always did.
      if (!ASSET_NAME.test(name) || name.endsWith('.br') || name.endsWith('.gz')) return false;
      const file = await load(name);
      if (!file) return false;
      sendServedFile(req, res, file, {
        status: 200,
        conditional: true,
        headers: {
          'content-type': contentTypeOf(name),
          'cache-control': ASSET_CACHE_CONTROL,
          'x-content-type-options': 'nosniff',
          ...(file.br ? { vary: 'Accept-Encoding' } : {}),
        },
      });
      return true;
    },
  };
}
