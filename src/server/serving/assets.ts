/**
 * The hashed assets of the build (`/_astro/*`: scripts, styles, fonts; the name changes with the content), answered
 * by the front from memory with `Cache-Control: immutable` for a year, an ETag and the precompressed form
 * (./precompress.ts wrote them after `astro build`). Astro's own static handler would serve them too, but reads the
 * file on every request and compresses nothing. The client folder's other files (from `public/`) are answered the
 * same way, kept a day ({@link PUBLIC_FILE_CACHE_CONTROL}).
 *
 * The client folder is about 1 MB, so every asset asked for is kept after its first read (up to
 * {@link MAX_CACHED_BYTES}; past that it is read from disk each time). A name that is not a file is not remembered
 * (anyone can ask for made-up names); it falls through to Astro, which answers 404.
 */
import { readdirSync, type Dirent } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isCompressibleFile } from './precompress';
import { loadServedFile, sendServedFile, type ServedFile } from './served-file';

/** A year, the longest a cache keeps anything; the file's name changes when its content does. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * The client folder's other files (`public/`: the section icons, the default favicon), whose
 * names stay when their content changes: kept a day, like the brand's logo (src/pages/brand/logo.svg.ts), then
 * revalidated by ETag, and handed out for a week more while that happens. Astro's static handler said `max-age=0`, so
 * every page with the service tiles asked again for each of its icons (nine 304s a view).
 */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
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
  /**
   * Answers `req` for one of `publicFiles` (URL paths of the client folder's files outside `/_astro/`, as
   * {@link publicFilePaths} lists them); false (nothing written) for any other path.
   */
  servePublic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

/** Serves `{clientDir}/_astro/*`, and the client folder's files named in `publicFiles`. */
export function createAssetServer(clientDir: string, publicFiles: ReadonlySet<string> = new Set()): AssetServer {
  const cache = new Map<string, ServedFile>();
  let cachedBytes = 0;

  /** The file at `relative` (a path inside the client folder, checked by the caller). */
  async function load(relative: string): Promise<ServedFile | undefined> {
    const hit = cache.get(relative);
    if (hit) return hit;
    const file = await loadServedFile(path.join(clientDir, relative), isCompressibleFile(relative));
    if (!file) return undefined;
    const size = file.identity.length + (file.br?.length ?? 0) + (file.gz?.length ?? 0);
    if (cachedBytes + size <= MAX_CACHED_BYTES) {
      cache.set(relative, file);
      cachedBytes += size;
    }
    return file;
  }

  async function send(req: IncomingMessage, res: ServerResponse, relative: string, cacheControl: string) {
    const file = await load(relative);
    if (!file) return false;
    sendServedFile(req, res, file, {
      status: 200,
      conditional: true,
      headers: {
        'content-type': contentTypeOf(relative),
        'cache-control': cacheControl,
        'x-content-type-options': 'nosniff',
        ...(file.br ? { vary: 'Accept-Encoding' } : {}),
      },
    });
    return true;
  }

  return {
    async serve(req, res, pathname) {
      const name = pathname.slice(ASSET_PREFIX.length);
      // `.br`/`.gz` siblings are not assets of their own: asked for directly, Astro answers them as it always did.
      if (!ASSET_NAME.test(name) || name.endsWith('.br') || name.endsWith('.gz')) return false;
      return send(req, res, pathname.slice(1), ASSET_CACHE_CONTROL);
    },
    async servePublic(req, res, pathname) {
      if (!publicFiles.has(pathname)) return false;
      return send(req, res, pathname.slice(1), PUBLIC_FILE_CACHE_CONTROL);
    },
  };
}

/** Every file and folder of the client folder outside `/_astro/`, as URL paths (`/images`, `/images/logo.svg`). */
export function clientFolderEntries(clientDir: string): Array<{ urlPath: string; folder: boolean }> {
  const found: Array<{ urlPath: string; folder: boolean }> = [];
  const walk = (dir: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const urlPath = `${prefix}/${entry.name}`;
      if (`${urlPath}/` === ASSET_PREFIX) continue;
      found.push({ urlPath, folder: entry.isDirectory() });
      if (entry.isDirectory()) walk(path.join(dir, entry.name), urlPath);
    }
  };
  walk(clientDir, '');
  return found;
}

/**
 * The URL paths of the files in the client folder outside `/_astro/` (`/images/truck_icon.svg`), read once at start:
 * names made of plain characters only (what needs no decoding), without the `.br`/`.gz` siblings.
 */
export function publicFilePaths(clientDir: string): Set<string> {
  const plain = (urlPath: string) =>
    urlPath
      .slice(1)
      .split('/')
      .every((name) => ASSET_NAME.test(name));
  return new Set(
    clientFolderEntries(clientDir)
      .filter(({ urlPath, folder }) => !folder && plain(urlPath) && !/\.(?:br|gz)$/.test(urlPath))
      .map(({ urlPath }) => urlPath),
  );
}
