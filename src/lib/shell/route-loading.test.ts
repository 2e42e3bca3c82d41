// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LOADING_DELAY_MS, setupRouteLoading } from './route-loading';

describe('route-loading overlay', () => {
  let overlay: HTMLElement;
  let teardown: () => void;
  // The DOM would try to follow the link; the overlay logic only needs the click event.
  const stayOnPage = (event: Event) => event.preventDefault();

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `<a id="internal" href="/account">Account</a><a id="external" href="https://example.org/">Elders</a><a id="tab" href="/x" target="_blank">Nieuw</a><div id="overlay" hidden>Pagina aan het laden</div>`;
    overlay = document.getElementById('overlay')!;
    teardown = setupRouteLoading(overlay);
    document.addEventListener('click', stayOnPage);
  });

  afterEach(() => {
    teardown();
    document.removeEventListener('click', stayOnPage);
    vi.useRealTimers();
  });

  it('stays hidden for the first 700 ms of a navigation, then shows', () => {
    document.getElementById('internal')!.click();
    vi.advanceTimersByTime(ROUTE_LOADING_DELAY_MS - 1);
    expect(overlay.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(overlay.hidden).toBe(false);
  });

  it('does not show for links to other sites or new tabs', () => {
    document.getElementById('external')!.click();
    document.getElementById('tab')!.click();
    vi.advanceTimersByTime(2000);
    expect(overlay.hidden).toBe(true);
  });

  it('hides again when a page is shown (back/forward cache)', () => {
    document.getElementById('internal')!.click();
    vi.advanceTimersByTime(ROUTE_LOADING_DELAY_MS);
    window.dispatchEvent(new Event('pageshow'));
    expect(overlay.hidden).toBe(true);
  });
});
