/**
 * The route-loading overlay: when a navigation takes longer than 700 ms, an overlay with
 * a spinner and "Pagina aan het laden" appears. Plain DOM code, so prebuilt pages need no framework for it.
 */
export const ROUTE_LOADING_DELAY_MS = 700;

/** True for a click that will navigate this tab to another page of this site. */
export function isSameSiteNavigation(event: MouseEvent, anchor: HTMLAnchorElement, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return false;
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

/** Wires the overlay: shows it after the delay once a navigation starts, hides it when a page is shown again. */
export function setupRouteLoading(overlay: HTMLElement, doc: Document = document, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      overlay.hidden = false;
    }, ROUTE_LOADING_DELAY_MS);
  };
  const stop = () => {
    clearTimeout(timer);
    overlay.hidden = true;
  };
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement && isSameSiteNavigation(event, anchor, win.location)) start();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!event.defaultPrevented) start();
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('submit', onSubmit);
  win.addEventListener('pageshow', stop);
  return () => {
    stop();
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('submit', onSubmit);
    win.removeEventListener('pageshow', stop);
  };
}
