/**
 * The node:http listener `npm start` puts in front of Astro's. Before this, every request ran the
 * whole middleware (content context, session lookup, client context with its HMAC) and read the prebuilt file from
 * disk, and nothing was compressed. In order:
 *
 * 1. A malformed `Host` gets the Dutch 400 (src/server/host-header.ts), as before. GET/HEAD `/healthz` and
 *    `/readyz`, on any host, get the instance's health (`health`, ./health.ts).
 * 2. GET/HEAD `/_astro/*`: the hashed asset from memory, precompressed, immutable for a year (./assets.ts); the
 *    client folder's other files (`/images/*`, listed once at start) the same way, kept a day.
 * 3. GET/HEAD of a prebuilt path, exactly as written (`/klantenservice/veelgestelde-vragen`, no trailing slash, no
 *    encoding), on a brand's host (a Map lookup, ./host-profile.ts), by a visitor the raw request shows to be in a
 *    shared context (`sharedVariantRequest`, src/server/prebuilt/default-context.ts): the brand's current page from
 *    memory (./prebuilt-pages.ts) with the headers the middleware gives it (src/server/cache-control.ts), a
 *    strong ETag (304 on `If-None-Match`) and the precompressed body. For the default context that is the prebuilt
 *    file; for the other language or an app's webview (`x-mo-variant`), the page rendered once for that variant
 *    the way the prebuild renders the file (`renderVariant`), kept with the brand's files.
 * 4. GET/HEAD `/api/graphql` on a brand's host: the persisted GraphQL read, answered by the read the server bundle
 *    registered (./graphql-front.ts, ./graphql-read.ts) with the middleware's rules but without Astro's pipeline,
 *    whenever that read takes the request; what it declines goes on to 6.
 * 5. GET of a signed-in page that is the same for every subscriber (a route's `sharedShell`), once this instance
 *    keeps it: the kept page filled in for the visitor (./kept-page-read.ts, src/server/page-shell.ts), with the
 *    middleware's headers and the visitor's session cookies; what that read declines goes on to 6.
 * 6. Everything else — and anything doubtful above: a page that is not in the build, a held brand, an error — goes to
 *    Astro unchanged, whose text answers are compressed on the fly (./compress.ts). The middleware still decides
 *    everything it decided before, so correctness never depends on this fast path; it only skips work. With `app`
 *    (the adapter's app alone), a path that names no file or folder of the client folder (listed once at start)
 *    goes straight to it: the standalone server would first look for a file of that name on disk (two file system
 *    calls and a failed `send` per request, 5 % of a GraphQL read's CPU).
 *
 * The flag rules hold on the fast path as in the middleware: a page is served only while the brand's live flags (the
 * site context the middleware read, at most CONTENT_CACHE_MS old, or read by the front the same way when there is
 * none) keep its route on (`isRouteEnabled`) and allow the file (`prebuiltPageAllowed`); the prebuild writes no file
 * for a page the flags switch off; and a CMS change holds the brand's pages back until its rebuild is in
 * (./prebuilt-pages.ts).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { BrandInfo, BrandKey } from '../../brands/registry';
import type { FeatureFlags } from '../../content/queries/feature-flags';
import type { Language } from '../../i18n/translate';
import { isRouteEnabled, isSharedShellPath, prebuiltPageAllowed, prebuiltPaths } from '../areas';
import { peekSiteContext, siteContext } from '../site-context';
import { appContentClient } from '../../content/app-client';
import { prebuiltCacheControl } from '../cache-control';
import { isValidHostHeader, sendBadHost } from '../host-header';
import type { Health } from './health';
import { isDefaultVariant, PREBUILT_VARY, sharedVariantRequest, type SharedVariant } from '../prebuilt/default-context';
import { ASSET_PREFIX, clientFolderEntries, createAssetServer, publicFilePaths } from './assets';
import { withCompression, type Listener } from './compress';
import {
  answerGraphQL,
  GRAPHQL_PATH,
  requestOrigin,
  sendFrontAnswer,
  toRequest,
  type GraphQLRead,
} from './graphql-front';
import type { KeptPageRead } from './kept-page-read';
import { createHostProfiles, type HostProfile } from './host-profile';
import { createPrebuiltPages, type PrebuiltEntry, type VariantRenderer } from './prebuilt-pages';
import { sendServedFile } from './served-file';

/** The middleware's Vary of a prebuilt page, and the encoding the body was chosen by. */
export const PREBUILT_FAST_VARY = `${PREBUILT_VARY}, Accept-Encoding`;

export interface FrontOptions {
  /** The client build folder (`{BUILD_DIR}/client`). */
  clientDir: string;
  /** The adapter's app alone, without its static files (see 6. above); without it everything goes to `next`. */
  app?: Listener;
  /** Where the brands' prebuilt pages live (src/server/prebuilt/store.ts `prebuiltRoot`). */
  prebuiltRoot: string;
  /** Listen to content events (default true). */
  listen?: boolean;
  /**
   * The brand's live flags as the middleware last read them, or undefined when it has no fresh reading (default:
   * the site context cache, src/server/site-context.ts).
   */
  liveFlags?: (brandKey: BrandKey, language: Language) => FeatureFlags | undefined;
  /**
   * Reads the brand's published flags when {@link FrontOptions.liveFlags} has no fresh reading, into the same cache
   * (default: as the middleware reads them, src/server/site-context.ts); undefined when it cannot, then the
   * middleware answers.
   */
  readFlags?: (brand: BrandInfo, language: Language) => Promise<FeatureFlags | undefined> | undefined;
  /**
   * Renders a prebuilt path for a shared variant (the other language, an app's webview), once per brand build
   * (./prebuilt-pages.ts); without it those visitors get the page from the middleware, rendered per request.
   */
  renderVariant?: VariantRenderer;
  /**
   * The GraphQL read the front answers itself (./graphql-front.ts), or undefined while there is none; asked per
   * request (the server entry gives ./graphql-read.ts's; without it Astro answers every GraphQL request).
   */
  graphqlRead?: () => GraphQLRead | undefined;
  /**
   * The kept signed-in pages the front answers itself (./kept-page-read.ts), or undefined while there is none (the
   * server entry gives its read; without it the middleware answers them).
   */
  keptPageRead?: () => KeptPageRead | undefined;
  /** Answers the load balancer's health and readiness checks (./health.ts); without it those paths go to Astro. */
  health?: Health;
  now?: () => number;
}

export interface Front {
  listener: Listener;
  /** Stops listening to content events. */
  close(): void;
}

/** The exact request paths the fast path answers (the prebuilt paths as the manifests spell them). */
const FAST_PATHS = new Set(prebuiltPaths);

/** The headers of a default page per host and file, made once: the same on every request (sendServedFile copies). */
const defaultPageHeaders = new WeakMap<HostProfile, WeakMap<PrebuiltEntry, Record<string, string>>>();

function prebuiltHeaders(
  profile: HostProfile,
  brandKey: string,
  entry: PrebuiltEntry,
  variant: SharedVariant | undefined,
): Record<string, string> {
  if (variant) return pageHeaders(profile, brandKey, entry, variant);
  let byEntry = defaultPageHeaders.get(profile);
  if (!byEntry) defaultPageHeaders.set(profile, (byEntry = new WeakMap()));
  let headers = byEntry.get(entry);
  if (!headers) byEntry.set(entry, (headers = pageHeaders(profile, brandKey, entry, undefined)));
  return headers;
}

function pageHeaders(
  profile: HostProfile,
  brandKey: string,
  entry: PrebuiltEntry,
  variant: SharedVariant | undefined,
): Record<string, string> {
  return {
    ...(variant ? { 'x-mo-variant': `${variant.language}-${variant.origin.toLowerCase()}` } : {}),
    ...profile.security,
    'content-security-policy': entry.csp ?? profile.security['content-security-policy']!,
    'content-type': 'text/html; charset=utf-8',
    'x-mo-prebuilt': brandKey,
    vary: PREBUILT_FAST_VARY,
    'cache-control': prebuiltCacheControl(entry.status),
  };
}

/** The front around `next` (Astro's listener). */
export function createFront(options: FrontOptions, next: Listener): Front {
  const publicFiles = publicFilePaths(options.clientDir);
  const assets = createAssetServer(options.clientDir, publicFiles);
  const pages = createPrebuiltPages({
    root: options.prebuiltRoot,
    ...(options.listen === undefined ? {} : { listen: options.listen }),
    ...(options.now ? { now: options.now } : {}),
  });
  const hostProfile = createHostProfiles();
  const graphqlRead = options.graphqlRead ?? (() => undefined);
  const keptPageRead = options.keptPageRead ?? (() => undefined);
  const liveFlags = options.liveFlags ?? ((brandKey, language) => peekSiteContext(brandKey, language)?.flags);
  const readFlags =
    options.readFlags ??
    ((brand, language) =>
      siteContext(appContentClient({ preview: false }), brand, language, false).then((site) => site.flags));
  const astro = withCompression(next);
  const app = options.app ? withCompression(options.app) : undefined;
  const staticPaths = app ? clientPaths(options.clientDir) : new Set<string>();

  /** Astro: the app alone for a path that is no file or folder of the client folder, else the whole server. */
  function toAstro(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (!app || pathname.startsWith(ASSET_PREFIX) || staticPaths.has(safeDecode(pathname) ?? pathname)) {
      astro(req, res);
      return;
    }
    // The standalone server's own check, which the app alone lacks: a malformed URL is a bad request.
    if (safeDecode(req.url ?? '/') === undefined) {
      res.writeHead(400);
      res.end('Bad request.');
      return;
    }
    app(req, res);
  }

  /** Finishes a fast-path attempt: done, or on to Astro when it served nothing. */
  function settle(attempt: Promise<boolean>, req: IncomingMessage, res: ServerResponse, pathname: string): void {
    attempt.then(
      (served) => {
        if (!served) toAstro(req, res, pathname);
      },
      () => {
        if (!res.headersSent) toAstro(req, res, pathname);
        else res.destroy();
      },
    );
  }

  /** The prebuilt answer for this request, or undefined when Astro must decide. */
  function prebuiltAttempt(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    search: string,
  ): Promise<boolean> | undefined {
    if (!FAST_PATHS.has(pathname)) return undefined;
    const profile = hostProfile(req.headers.host);
    const brand = profile?.brand;
    if (!profile || !brand) return undefined;
    const requested = sharedVariantRequest(
      { method: req.method, pathname, search, headers: req.headers },
      brand.country,
    );
    if (!requested) return undefined;
    const variant = isDefaultVariant(requested, brand.country) ? undefined : requested;
    if (variant && !options.renderVariant) return undefined;
    // A route or page switched off in the CMS is not served from its file, not even before the brand's rebuild (nor
    // without a webhook): the flags read at most CONTENT_CACHE_MS ago decide. Without a fresh reading the front reads
    // them as the middleware would (one read for all requests waiting on it), so the first request after a quiet
    // spell — the one a CDN sends — gets the same answer, with its caching headers, as every other; a failed read
    // goes to the middleware, which answers it with its Dutch error page.
    const serve = (flags: FeatureFlags): Promise<boolean> | undefined => {
      if (!isRouteEnabled(pathname, flags) || !prebuiltPageAllowed(pathname, flags)) return undefined;
      const page = variant
        ? pages.variant(brand.key, pathname, variant, options.renderVariant!)
        : pages.get(brand.key, pathname);
      return page?.then((entry) => {
        if (!entry) return false;
        sendServedFile(req, res, entry.file, {
          status: entry.status,
          conditional: entry.status < 300,
          headers: prebuiltHeaders(profile, brand.key, entry, variant),
        });
        return true;
      });
    };
    const flags = liveFlags(brand.key, requested.language);
    if (flags) return serve(flags);
    return readFlags(brand, requested.language)?.then((read) => (read && serve(read)) ?? false);
  }

  const listener: Listener = (req, res) => {
    // A malformed Host never reaches the adapter, which would answer it with a bare 500 (host-header.ts).
    if (!isValidHostHeader(req.headers.host)) {
      sendBadHost(res);
      return;
    }
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (options.health?.answer(req, res, pathname)) return;
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (pathname.startsWith(ASSET_PREFIX)) {
        settle(assets.serve(req, res, pathname), req, res, pathname);
        return;
      }
      if (publicFiles.has(pathname)) {
        settle(assets.servePublic(req, res, pathname), req, res, pathname);
        return;
      }
      const read = pathname === GRAPHQL_PATH ? graphqlRead() : undefined;
      const profile = read && hostProfile(req.headers.host);
      if (profile) {
        settle(answerGraphQL(req, res, profile, read), req, res, pathname);
        return;
      }
      const attempt = prebuiltAttempt(req, res, pathname, query === -1 ? '' : url.slice(query + 1));
      if (attempt) {
        settle(attempt, req, res, pathname);
        return;
      }
      const keptPage = req.method === 'GET' && isSharedShellPath(pathname) ? keptPageRead() : undefined;
      if (keptPage) {
        settle(answerKeptPage(req, res, pathname, keptPage), req, res, pathname);
        return;
      }
    }
    toAstro(req, res, pathname);
  };

  return { listener, close: () => pages.close() };
}

/**
 * Answers a kept signed-in page through `read`, or resolves false, having done nothing, when the middleware must.
 * The answer carries the middleware's own headers (the read adds the security headers as the middleware does).
 */
async function answerKeptPage(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  read: KeptPageRead,
): Promise<boolean> {
  const answer = await read(toRequest(req, requestOrigin(req)), pathname);
  if (!answer) return false;
  await sendFrontAnswer(req, res, 'page', answer.response, {}, answer.setCookies, false);
  return true;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURI(value);
  } catch {
    return undefined;
  }
}

/**
 * Every file and folder of the client folder as a URL path (`/images`, `/images/logo.svg`), hashed assets aside
 * (`/_astro/` is answered above, and what it lacks goes to the whole server by its prefix).
 */
export function clientPaths(clientDir: string): Set<string> {
  return new Set(clientFolderEntries(clientDir).flatMap(({ urlPath }) => [urlPath, `${urlPath}/`]));
}

/**
 * Puts the front in front of every request listener `server` already has (the standalone server Astro's adapter
 * made, which listens by now); returns the front.
 */
export function installFront(server: Server, options: FrontOptions): Front {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const front = createFront(options, (req, res) => {
    for (const listener of listeners) listener.call(server, req, res);
  });
  server.on('request', front.listener);
  return front;
}
