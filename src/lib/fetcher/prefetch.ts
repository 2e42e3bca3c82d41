/**
 * Link prefetching (200 px margin): a link to another page of this site is prefetched once it
 * comes within 200 px of the viewport, so the next page is usually in the browser's cache when it is clicked.
 *
 * Only pages the browser can reuse are prefetched: the prebuilt pages this visitor gets as the shared
 * file (the page tells which, `reusable`); every page rendered for one visitor is `no-store`, so a prefetch of it
 * would only make the server render it twice. API routes, downloads, links that open elsewhere, links with a query
 * and links marked `data-no-prefetch` are left alone, and nothing is prefetched when the user asked to save data.
 */
export const PREFETCH_MARGIN_PX = 200;

/** The URL to prefetch for a link, or undefined when the link must not be prefetched. */
export function prefetchTarget(
  anchor: HTMLAnchorElement,
  location: Location,
  reusable: ReadonlySet<string>,
): string | undefined {
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-no-prefetch')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (url.pathname.startsWith('/api/') || url.search !== '') return undefined;
  if (!reusable.has(url.pathname.replace(/\/+$/, '') || '/')) return undefined;
  url.hash = '';
  const here = new URL(location.href);
  here.hash = '';
  if (url.href === here.href) return undefined;
  return url.href;
}

/**
 * Watches the links of the document and adds a `<link rel="prefetch">` for each link to one of the `reusable` paths
 * as it nears the viewport.
 */
export function setupPrefetch(
  reusablePaths: readonly string[],
  doc: Document = document,
  win: Window & typeof globalThis = window,
): () => void {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const reusable = new Set(reusablePaths);
  if (connection?.saveData || reusable.size === 0 || typeof win.IntersectionObserver !== 'function') return () => {};
  const done = new Set<string>();
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const href = prefetchTarget(entry.target as HTMLAnchorElement, win.location, reusable);
        if (!href || done.has(href)) continue;
        done.add(href);
        const link = doc.createElement('link');
        link.rel = 'prefetch';
        link.href = href;
        doc.head.append(link);
      }
    },
    { rootMargin: `${PREFETCH_MARGIN_PX}px` },
  );
  const observe = (scope: ParentNode) => {
    for (const anchor of scope.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (prefetchTarget(anchor, win.location, reusable)) observer.observe(anchor);
    }
  };
  observe(doc);
  // Islands render links after load; watch what they add.
  const mutations = new win.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof win.HTMLAnchorElement && node.href) observer.observe(node);
        else if (node instanceof win.Element) observe(node);
      }
    }
  });
  mutations.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    mutations.disconnect();
  };
}
