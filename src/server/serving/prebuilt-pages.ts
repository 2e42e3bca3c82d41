/**
 * The prebuilt pages of every brand's current build, kept in memory for the front (./front.ts), so a visitor in the
 * default context costs a Map lookup instead of a symlink resolution and two file reads.
 *
 * Staying current:
 * - A brand's build is resolved once (`{root}/{brand}` → `.builds/{brand}-{stamp}`, src/server/prebuilt/store.ts)
 *   and its pages are read from that one build, so a page and its policy always belong together.
 * - A `pages` event for the brand (src/server/ports/content-events.ts: its pages were swapped in, on this instance or
 *   another) drops what was kept. So does a swap noticed on disk: the link is resolved again at most once per
 *   {@link RECHECK_MS}, which covers a `npm run rebuild` in another process that publishes no event.
 * - A `content` event (an editor published; the brand's rebuild is queued) drops it too and *holds* the brand: until
 *   its pages are swapped in (a `pages` event, or the link pointing elsewhere), the front serves none of its pages and
 *   the middleware answers them, reading the brand's feature flags. A flag switched off in the CMS thus takes effect
 *   at once, as it does in the middleware (`prebuiltPageAllowed`), instead of after the rebuild. A rebuild that
 *   fails leaves the brand held, which costs speed, not correctness.
 * A page missing from the build (its flags switched it off, or it redirects: generate.ts did not write it) is
 * remembered as missing and falls through to the middleware.
 *
 * Shared variants: the other language and an app's webview see the same page as everyone in their
 * context, so each is rendered once per brand build, the way the prebuild renders the file (the prebuild header,
 * this language, this platform; src/server/prebuilt/generate.ts), compressed once, and kept beside the brand's
 * files: it goes with them on a swap or a content event, and is never served while the brand is held or has no file
 * for the page. At most {@link MAX_VARIANT_PAGES} are kept; the oldest go first.
 */
import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isBrandKey, type BrandKey } from '../../brands/registry';
import { onContentEvent, type ContentEvent } from '../ports/content-events';
import { variantKey, type SharedVariant } from '../prebuilt/default-context';
import type { FetchedPage } from '../prebuilt/generate';
import { prebuiltStatus } from '../prebuilt/paths';
import { prebuiltFile } from '../prebuilt/store';
import { framingPolicy } from '../security-headers';
import { compressBoth, MIN_COMPRESS_BYTES, PAGE_QUALITIES } from './precompress';
import { contentTag } from './etag';
import { loadServedFile, type ServedFile } from './served-file';

/** How long a resolved build is trusted before the link is looked at again. */
export const RECHECK_MS = 1000;
/** Shared variants kept in memory at most (69 brands × 7 pages × 3 variants would be 1,449, about 100 MB). */
export const MAX_VARIANT_PAGES = 400;

/** Renders a page for a shared variant as the prebuild renders its file (src/server/prebuilt/generate.ts). */
export type VariantRenderer = (brand: BrandKey, pagePath: string, variant: SharedVariant) => Promise<FetchedPage>;

export interface PrebuiltEntry {
  file: ServedFile;
  /** 200, or 404 / 500 for the error pages (src/server/prebuilt/paths.ts). */
  status: number;
  /** The page's Content-Security-Policy with the framing rules the middleware adds (security-headers.ts). */
  csp: string | undefined;
}

interface BrandState {
  /** The real folder of the brand's build, undefined when the brand has none. */
  build: string | undefined;
  checkedAt: number;
  pages: Map<string, Promise<PrebuiltEntry | undefined>>;
  /** Shared variants by `{path}\n{variant key}`. */
  variants: Map<string, Promise<PrebuiltEntry | undefined>>;
}

export interface PrebuiltPagesOptions {
  root: string;
  /** Listen to content events (default true; tests of the cache alone pass false and call {@link PrebuiltPages.drop}). */
  listen?: boolean;
  now?: () => number;
}

export interface PrebuiltPages {
  /** The page of the brand's current build; undefined when there is none or the brand is held. */
  get(brand: BrandKey, pagePath: string): Promise<PrebuiltEntry | undefined> | undefined;
  /**
   * The page for a shared variant (not the default context's: that is {@link get}), rendered by `render` on first
   * use; undefined when the brand is held or has no build, and an undefined entry when it has no file for the page or
   * the render did not give the page (falls through to the middleware).
   */
  variant(
    brand: BrandKey,
    pagePath: string,
    variant: SharedVariant,
    render: VariantRenderer,
  ): Promise<PrebuiltEntry | undefined> | undefined;
  /** Applies a content event (see above). */
  drop(event: ContentEvent): void;
  /** Stops listening to content events. */
  close(): void;
}

/** The policy as the middleware sends it: Astro's directives with the framing rules appended (security-headers.ts). */
function framed(csp: string): string {
  return csp.includes('frame-ancestors') ? csp : `${csp.trim().replace(/;$/, '')}; ${framingPolicy}`;
}

async function loadPage(build: string, pagePath: string): Promise<PrebuiltEntry | undefined> {
  const file = prebuiltFile(build, '' as BrandKey, pagePath);
  const [served, csp] = await Promise.all([
    loadServedFile(file, true),
    readFile(`${file}.csp`, 'utf8').catch(() => undefined),
  ]);
  if (!served) return undefined;
  return { file: served, status: prebuiltStatus(pagePath), csp: csp ? framed(csp) : undefined };
}

/** The page a variant render gave, as a served entry; undefined when it is not the page the file would be. */
async function variantEntry(pagePath: string, rendered: FetchedPage): Promise<PrebuiltEntry | undefined> {
  // A content error, a redirect or a 404 (a flag of this language) is not the page: the middleware answers it.
  if (rendered.contentError || rendered.status !== prebuiltStatus(pagePath)) return undefined;
  const identity = Buffer.from(rendered.body, 'utf8');
  const file: ServedFile = { tag: contentTag(identity), identity };
  if (identity.length >= MIN_COMPRESS_BYTES) Object.assign(file, await compressBoth(identity, PAGE_QUALITIES));
  return { file, status: rendered.status, csp: rendered.csp ? framed(rendered.csp) : undefined };
}

export function createPrebuiltPages({ root, listen = true, now = Date.now }: PrebuiltPagesOptions): PrebuiltPages {
  const states = new Map<BrandKey, BrandState>();
  /** Every kept variant, oldest first, with the map that holds it. */
  const variantOrder = new Map<string, Map<string, Promise<PrebuiltEntry | undefined>>>();
  /** Held brands → the build that was current when the hold began. */
  const holds = new Map<BrandKey, string | undefined>();

  /** Forgets the kept variants of a brand whose state goes. */
  function forgetVariants(brand: BrandKey): void {
    const prefix = `${brand}\n`;
    for (const order of variantOrder.keys()) if (order.startsWith(prefix)) variantOrder.delete(order);
  }

  function resolveBuild(brand: BrandKey): string | undefined {
    try {
      return realpathSync(path.join(root, brand));
    } catch {
      return undefined;
    }
  }

  function current(brand: BrandKey): BrandState {
    const at = now();
    const state = states.get(brand);
    if (state && at - state.checkedAt < RECHECK_MS) return state;
    const build = resolveBuild(brand);
    if (holds.has(brand) && holds.get(brand) !== build) holds.delete(brand);
    if (state && state.build === build) {
      state.checkedAt = at;
      return state;
    }
    forgetVariants(brand);
    const fresh: BrandState = { build, checkedAt: at, pages: new Map(), variants: new Map() };
    states.set(brand, fresh);
    return fresh;
  }

  const pages: PrebuiltPages = {
    get(brand, pagePath) {
      const state = current(brand);
      if (holds.has(brand) || !state.build) return undefined;
      let page = state.pages.get(pagePath);
      if (!page) {
        // A file that is not there is remembered as such; a failed read (too many open files) is tried again.
        page = loadPage(state.build, pagePath).catch(() => {
          state.pages.delete(pagePath);
          return undefined;
        });
        state.pages.set(pagePath, page);
      }
      return page;
    },
    variant(brand, pagePath, variant, render) {
      const file = pages.get(brand, pagePath);
      if (!file) return undefined;
      const state = current(brand);
      const key = `${pagePath}\n${variantKey(variant)}`;
      const order = `${brand}\n${key}`;
      let page = state.variants.get(key);
      if (!page) {
        const variants = state.variants;
        const made: Promise<PrebuiltEntry | undefined> = file.then(async (entry) => {
          if (!entry) return undefined;
          try {
            return await variantEntry(pagePath, await render(brand, pagePath, variant));
          } catch {
            // A failed render (a timeout, a stopped database) is tried again by the next visitor.
            if (variants.get(key) === made) variants.delete(key);
            if (variantOrder.get(order) === variants) variantOrder.delete(order);
            return undefined;
          }
        });
        page = made;
        variants.set(key, made);
        variantOrder.delete(order);
        variantOrder.set(order, variants);
        for (const [oldest, holder] of variantOrder) {
          if (variantOrder.size <= MAX_VARIANT_PAGES) break;
          holder.delete(oldest.slice(oldest.indexOf('\n') + 1));
          variantOrder.delete(oldest);
        }
      }
      return page;
    },
    drop(event) {
      for (const brand of event.brands) {
        if (!isBrandKey(brand)) continue;
        states.delete(brand);
        forgetVariants(brand);
        if (event.kind === 'content') holds.set(brand, resolveBuild(brand));
        else holds.delete(brand);
      }
    },
    close() {
      unsubscribe?.();
    },
  };
  const unsubscribe = listen ? onContentEvent((event) => pages.drop(event)) : undefined;
  return pages;
}
