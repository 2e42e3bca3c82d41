// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CLICK_DEDUPE_MS, createClickDeduper, setupClickDedupe } from './click-dedupe';

describe('click de-duplication (1 s)', () => {
  it('swallows a repeat within 1 s per element', () => {
    const isDuplicate = createClickDeduper();
    const a = document.createElement('button');
    const b = document.createElement('button');
    expect(CLICK_DEDUPE_MS).toBe(1000);
    expect(isDuplicate(a, 0)).toBe(false);
    expect(isDuplicate(a, 999)).toBe(true);
    expect(isDuplicate(b, 999)).toBe(false);
    expect(isDuplicate(a, 1000)).toBe(false);
  });

  it('stops the second click on a submit button before any handler sees it, and leaves other buttons alone', () => {
    let time = 0;
    const uninstall = setupClickDedupe(window, () => time);
    document.body.innerHTML =
      '<form><button id="send">Versturen</button></form><button id="other" type="button">Open</button>';
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submit);
    const clicks = vi.fn();
    document.addEventListener('click', clicks);
    const send = document.querySelector<HTMLButtonElement>('#send')!;
    send.click();
    time = 400;
    send.click();
    expect(submit).toHaveBeenCalledTimes(1);
    time = 1500;
    send.click();
    expect(submit).toHaveBeenCalledTimes(2);
    const other = document.querySelector<HTMLButtonElement>('#other')!;
    other.click();
    other.click();
    expect(clicks.mock.calls.filter(([event]) => (event as Event).target === other)).toHaveLength(2);
    uninstall();
  });
});
