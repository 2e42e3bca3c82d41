// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hideOnScroll } from './hide-on-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('sticky bar hides when scrolling', () => {
  let teardown: () => void = () => {};
  afterEach(() => teardown());

  it('hides while scrolling down and shows again on the way up', () => {
    document.body.innerHTML = '<div id="bar"><button>Terug</button></div>';
    const bar = document.getElementById('bar')!;
    scrollTo(0);
    teardown = hideOnScroll(bar);
    scrollTo(300);
    expect(bar.dataset.hidden).toBe('true');
    scrollTo(200);
    expect(bar.dataset.hidden).toBe('false');
  });

  it('shows again when keyboard focus moves into it', () => {
    document.body.innerHTML = '<div id="bar"><button>Terug</button></div>';
    const bar = document.getElementById('bar')!;
    scrollTo(0);
    teardown = hideOnScroll(bar);
    scrollTo(400);
    bar.querySelector('button')!.focus();
    expect(bar.dataset.hidden).toBe('false');
  });
});
