// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PREFETCH_MARGIN_PX, prefetchTarget, setupPrefetch } from './prefetch';

function anchor(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector('a')!;
}

describe('link prefetching (specification §9: 200 px)', () => {
  it('prefetches links to other pages of this site only', () => {
    const here = new URL('https://mijn.ad.nl/account#top') as unknown as Location;
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
    const stop = setupPrefetch(document, win);
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
