/**
 * Renders the prebuilt pages of one or more brands through the built server and swaps each brand's set in
 * atomically (see store.ts). Used by `npm start` and `npm run build` after the Astro build, by
 * `npm run rebuild -- --brand ad`, by the benchmark, and by the rebuild queue inside the running server.
 *
 * Pages are fetched with a {@link PageFetcher}: either from a temporary loopback server around the built
 * server's request handler (`handler`), or from any server that already listens (`fetcher`, e.g. the portal's
 * own port when it rebuilds itself after a CMS webhook).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrandKey } from '../../brands/registry';
import { prebuiltPaths } from '../areas';
import { PAGE_QUALITIES, writeCompressedSiblings } from '../serving/precompress';
import { LANGUAGE_COOKIE } from '../../i18n/translate';
import { PLATFORM_HEADER } from '../auth/client-context';
import type { SharedVariant } from './default-context';
import { CONTENT_ERROR_HEADER, PREBUILD_HEADER, prebuiltStatus } from './paths';
import { prebuildSecret, prebuiltFile, prebuiltRoot } from './store';

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** One rendered page as the server answered it. */
export interface FetchedPage {
  status: number;
  body: string;
  /** The page's Content-Security-Policy header (with the hashes of its inline scripts). */
  csp?: string;
  /** Set when the render failed on a CMS document: the error naming the document. */
  contentError?: string;
}

/**
 * Renders one prebuilt path for one brand: for the default context (the file), or for a shared variant (the other
 * language, an app's webview: src/server/serving/prebuilt-pages.ts), which the render gets as such a visitor sends it.
 */
export type PageFetcher = (brand: BrandKey, pagePath: string, variant?: SharedVariant) => Promise<FetchedPage>;

export interface LoopbackFetcherOptions {
  /** The interface the server listens on (a name such as `localhost` is resolved, both address families). */
  host: string;
  port: number;
  /** The prebuild secret of this installation (default: {@link prebuildSecret}). */
  secret?: string;
  /** Gives up on a page after this long (default 60 s), so a hanging render cannot stall a rebuild forever. */
  timeoutMs?: number;
}

/**
 * GETs prebuilt paths from a listening server over node:http, with the brand's `Host` header (Node cannot resolve
 * `*.localhost`, so the connection goes to `host` and the Host header names the brand) and the prebuild header,
 * which makes the server render the page fresh instead of serving the current file.
 */
export function loopbackFetcher({
  host,
  port,
  secret = prebuildSecret(),
  timeoutMs = 60_000,
}: LoopbackFetcherOptions): PageFetcher {
  return (brand, pagePath, variant) =>
    new Promise((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { host: `${brand}.localhost`, [PREBUILD_HEADER]: secret };
      if (variant) {
        headers.cookie = `${LANGUAGE_COOKIE}=${variant.language}`;
        if (variant.origin === 'WEBVIEW') headers[PLATFORM_HEADER] = 'WEBVIEW';
      }
      const req = http.request({ host, port, path: pagePath, method: 'GET', headers, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const csp = res.headers['content-security-policy'];
          const policy = Array.isArray(csp) ? csp[0] : csp;
          const failure = res.headers[CONTENT_ERROR_HEADER];
          const contentError = Array.isArray(failure) ? failure[0] : failure;
          const page: FetchedPage = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') };
          if (policy) page.csp = policy;
          if (contentError) page.contentError = decodeURIComponent(contentError);
          resolve(page);
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`Prebuilding ${pagePath} for ${brand} took over ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end();
    });
}

/** Progress of one brand that has just been swapped in. */
export interface BrandProgress {
  /** Brands finished so far (this one included) and in all. */
  done: number;
  total: number;
  brand: BrandKey;
  /** Pages written for this brand (paths its flags switch off are not prebuilt). */
  pages: number;
  /** The paths of the pages written, in the order of the area manifests. */
  paths: string[];
  /** Milliseconds this brand took. */
  ms: number;
}

/** Progress within one brand: a page has been rendered (written, or skipped as not prebuilt). */
export interface PageProgress {
  brand: BrandKey;
  /** Pages of this brand rendered so far and in all. */
  done: number;
  total: number;
}

export interface GenerateOptions {
  brands: readonly BrandKey[];
  /** Renders pages; when absent, a temporary loopback server around `handler` is used. */
  fetcher?: PageFetcher;
  /** The built server's request handler (used when no `fetcher` is given). */
  handler?: RequestHandler;
  root?: string;
  /** Called after each brand is swapped in. */
  onProgress?: (progress: BrandProgress) => void;
  /** Called after each page is rendered. */
  onPage?: (progress: PageProgress) => void;
}

/** Renders every prebuilt path of each brand and swaps the brand's set in; returns the number of pages written. */
export async function generateBrandPages({
  brands,
  fetcher,
  handler,
  root = prebuiltRoot(),
  onProgress,
  onPage,
}: GenerateOptions): Promise<number> {
  const callbacks = { onProgress, onPage };
  if (fetcher) return generateWith(fetcher, brands, root, callbacks);
  if (!handler) throw new Error('generateBrandPages needs a fetcher or a request handler');
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await generateWith(loopbackFetcher({ host: '127.0.0.1', port }), brands, root, callbacks);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function generateWith(
  fetcher: PageFetcher,
  brands: readonly BrandKey[],
  root: string,
  { onProgress, onPage }: Pick<GenerateOptions, 'onProgress' | 'onPage'>,
): Promise<number> {
  const builds = path.join(root, '.builds');
  await mkdir(builds, { recursive: true });
  let pages = 0;
  let done = 0;
  for (const brand of brands) {
    const started = Date.now();
    const paths = await buildBrand(fetcher, brand, root, onPage);
    pages += paths.length;
    done += 1;
    onProgress?.({ done, total: brands.length, brand, pages: paths.length, paths, ms: Date.now() - started });
  }
  return pages;
}

/**
 * Renders one brand into a fresh folder (`.builds/tmp-…`, never served), renames it to its final name and swaps
 * the brand's symlink to it. A failed render removes its folder and leaves the current pages in place.
 */
async function buildBrand(
  fetcher: PageFetcher,
  brand: BrandKey,
  root: string,
  onPage: GenerateOptions['onPage'],
): Promise<string[]> {
  const name = `${brand}-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const workDir = path.join(root, '.builds', `tmp-${name}`);
  const buildDir = path.join(root, '.builds', name);
  const total = prebuiltPaths.length;
  let rendered = 0;
  const page = () => onPage?.({ brand, done: (rendered += 1), total });
  try {
    // Settle every render before judging: a failed one must not leave others writing into the folder we remove.
    const settled = await Promise.allSettled(
      prebuiltPaths.map(async (pagePath) => {
        const { status, body, csp, contentError } = await fetcher(brand, pagePath).finally(page);
        // Checked before the status: the error page of /500 has the status /500 expects.
        if (contentError) throw new Error(`Prebuilding ${pagePath} for ${brand} failed: ${contentError}`);
        const expected = prebuiltStatus(pagePath);
        if (status !== expected) {
          // A page the brand's flags switch off (404), or one that sends the visitor elsewhere (a redirect), is
          // not prebuilt: it is answered on demand. The server's fast path (src/server/serving/front.ts) relies on
          // this: it serves only files that exist, so the flag rules (`isRouteEnabled`, `prebuiltPageAllowed`: the
          // contact page redirects while isContactEnabled is off) hold there without reading the flags.
          if (status === 404 || (status >= 300 && status < 400)) return false;
          throw new Error(`Prebuilding ${pagePath} for ${brand} answered ${status}`);
        }
        const file = prebuiltFile(workDir, '' as BrandKey, pagePath);
        await mkdir(path.dirname(file), { recursive: true });
        const bytes = Buffer.from(body, 'utf8');
        await Promise.all([
          writeFile(file, bytes),
          csp ? writeFile(`${file}.csp`, csp) : undefined,
          // Brotli and gzip forms for the server's fast path (src/server/serving/precompress.ts), in before the swap.
          writeCompressedSiblings(file, bytes, PAGE_QUALITIES),
        ]);
        return true;
      }),
    );
    const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    const written = prebuiltPaths.filter((_, i) => settled[i]!.status === 'fulfilled' && settled[i]!.value === true);
    await mkdir(workDir, { recursive: true });
    await rename(workDir, buildDir);
    await swapIn(root, brand, buildDir);
    return written;
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Points `{root}/{brand}` at the new build with one rename(2). The build it replaced stays until the next swap
 * (a request that resolved the old link a moment ago still reads a complete page); older ones are removed.
 */
async function swapIn(root: string, brand: BrandKey, buildDir: string): Promise<void> {
  const link = path.join(root, brand);
  let previous: string | undefined;
  try {
    previous = path.resolve(root, await readlink(link));
  } catch {
    previous = undefined;
  }
  const temporary = `${link}.${randomBytes(4).toString('hex')}.tmp`;
  await symlink(path.relative(root, buildDir), temporary);
  await rename(temporary, link);
  await removeOldBuilds(root, brand, new Set([buildDir, previous].filter((dir): dir is string => Boolean(dir))));
}

const STALE_WORK_MS = 60 * 60 * 1000;

/** Removes this brand's builds except `keep`, and work folders of this brand left behind over an hour ago. */
async function removeOldBuilds(root: string, brand: BrandKey, keep: ReadonlySet<string>): Promise<void> {
  const builds = path.join(root, '.builds');
  for (const entry of await readdir(builds)) {
    const dir = path.join(builds, entry);
    if (entry.startsWith(`${brand}-`) && !keep.has(dir)) {
      await rm(dir, { recursive: true, force: true });
    } else if (entry.startsWith(`tmp-${brand}-`)) {
      // Another rebuild of this brand may be writing into its work folder right now; only crash leftovers go.
      const info = await stat(dir).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > STALE_WORK_MS) await rm(dir, { recursive: true, force: true });
    }
  }
}
