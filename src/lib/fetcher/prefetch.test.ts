// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PREFETCH_MARGIN_PX, prefetchTarget as targetOf, setupPrefetch } from './prefetch';

function anchor(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector('a')!;
}

/** The pages the browser can reuse in these tests (prebuilt pages the visitor gets as the shared file). */
const REUSABLE = new Set(['/', '/facturen', '/account', '/x', '/f.pdf', '/api/logout']);

describe('link prefetching (200 px)', () => {
  it('prefetches links to other pages of this site only', () => {
    const here = new URL('https://mijn.ad.nl/account#top') as unknown as Location;
    const prefetchTarget = (link: HTMLAnchorElement, location: Location) => targetOf(link, location, REUSABLE);
    expect(prefetchTarget(anchor('<a href="https://mijn.ad.nl/facturen#x">x</a>'), here)).toBe(
      'https://mijn.ad.nl/facturen',
    );
    expect(prefetchTarget(anchor('<a href="https://elders.nl/">x</a>'), here)).toBeUndefined();
    expect(prefetchTarget(anchor('<a href="https://mijn.ad.nl/api/logout">x</a>'), here)).toBeUndefined();
    expect(prefetchTarget(anchor('<a href="https://mijn.ad.nl/account#main">x</a>'), here)).toBeUndefined();
    expect(prefetchTarget(anchor('<a href="https://mijn.ad.nl/f.pdf" download>x</a>'), here)).toBeUndefined();
    expect(prefetchTarget(anchor('<a href="https://mijn.ad.nl/x" target="_blank">x</a>'), here)).toBeUndefined();
    expect(prefetchTarget(anchor('<a href="https://mijn.ad.nl/x" data-no-prefetch>x</a>'), here)).toBeUndefined();
  });

  it('prefetches only pages the browser can reuse: a page rendered for this visitor alone would be rendered twice', () => {
    const here = new URL('https://mijn.ad.nl/') as unknown as Location;
    const reusable = new Set(['/klantenservice/veelgestelde-vragen']);
    const faq = '<a href="https://mijn.ad.nl/klantenservice/veelgestelde-vragen/">x</a>';
    expect(targetOf(anchor(faq), here, reusable)).toBe('https://mijn.ad.nl/klantenservice/veelgestelde-vragen/');
    // A signed-in screen (no-store) and a query (rendered on demand) are not prefetched.
    expect(targetOf(anchor('<a href="https://mijn.ad.nl/account">x</a>'), here, reusable)).toBeUndefined();
    const withQuery = '<a href="https://mijn.ad.nl/klantenservice/veelgestelde-vragen?debug=locale">x</a>';
    expect(targetOf(anchor(withQuery), here, reusable)).toBeUndefined();
    // Nothing reusable (a signed-in visitor, another language, a webview): nothing is even observed.
    let observers = 0;
    const win = {
      IntersectionObserver: class {
        constructor() {
          observers += 1;
        }
      },
      navigator: {},
    } as unknown as Window & typeof globalThis;
    setupPrefetch([], document, win)();
    expect(observers).toBe(0);
  });

  it('observes with a 200 px margin and adds one prefetch link per URL once a link nears the viewport', () => {
    const observed: Element[] = [];
    let callback: IntersectionObserverCallback = () => {};
    let margin = '';
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
        callback = cb;
        margin = options.rootMargin ?? '';
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    }
    const win = {
      IntersectionObserver: FakeObserver,
      location: new URL('https://mijn.ad.nl/'),
      navigator: {},
      MutationObserver: window.MutationObserver,
      HTMLAnchorElement: window.HTMLAnchorElement,
      Element: window.Element,
    } as unknown as Window & typeof globalThis;
    document.head.innerHTML = '';
    document.body.innerHTML = '<a href="https://mijn.ad.nl/facturen">1</a><a href="https://mijn.ad.nl/facturen">2</a>';
    const stop = setupPrefetch(['/facturen'], document, win);
    expect(margin).toBe(`${PREFETCH_MARGIN_PX}px`);
    expect(observed).toHaveLength(2);
    callback(
      observed.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
    const links = document.head.querySelectorAll('link[rel="prefetch"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['https://mijn.ad.nl/facturen']);
    stop();
  });
});
