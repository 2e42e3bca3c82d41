/**
 * Link prefetching (specification §9: 200 px margin): a link to another page of this site is prefetched once it
 * comes within 200 px of the viewport, so the next page is usually in the browser's cache when it is clicked.
 * API routes, downloads, links that open elsewhere and links marked `data-no-prefetch` are left alone, and nothing
 * is prefetched when the user asked to save data.
 */
export const PREFETCH_MARGIN_PX = 200;

/** The URL to prefetch for a link, or undefined when the link must not be prefetched. */
export function prefetchTarget(anchor: HTMLAnchorElement, location: Location): string | undefined {
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-no-prefetch')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (url.pathname.startsWith('/api/')) return undefined;
  url.hash = '';
  const here = new URL(location.href);
  here.hash = '';
  if (url.href === here.href) return undefined;
  return url.href;
}

/** Watches the links of `root` and adds a `<link rel="prefetch">` for each as it nears the viewport. */
export function setupPrefetch(doc: Document = document, win: Window & typeof globalThis = window): () => void {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || typeof win.IntersectionObserver !== 'function') return () => {};
  const done = new Set<string>();
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const href = prefetchTarget(entry.target as HTMLAnchorElement, win.location);
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
      if (prefetchTarget(anchor, win.location)) observer.observe(anchor);
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
