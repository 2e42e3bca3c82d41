// @vitest-environment jsdom
/** The silent session check runs in a hidden frame and never leaves or reloads a page it need not. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFrameCheck } from './sso-check';

const message = (frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { origin, source: frame.contentWindow, data }));

beforeEach(() => {
  document.body.innerHTML = `<a data-signed-out>Inloggen</a><div data-signed-in hidden><span data-logged-in-as data-template="Ingelogd als {email}"></span></div>`;
  for (const name of ['mo_sso_checked', 'mo_signed_in']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the silent session check in a hidden frame', () => {
  it('asks in a hidden frame and marks the browser session as checked before it answers', () => {
    const frame = startFrameCheck('/api/auth/check?callback_url=%2Ffaq');
    expect(frame.getAttribute('src')).toBe('/api/auth/check?callback_url=%2Ffaq&frame=1');
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.contains(frame)).toBe(true);
    expect(document.cookie).toContain('mo_sso_checked=1');
  });

  it('listens only to its own frame on its own origin', () => {
    const frame = startFrameCheck('/api/auth/check?callback_url=%2F');
    message(frame, { type: 'mo-sso-check', outcome: 'none' }, 'http://evil.localhost');
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, source: window, data: { type: 'mo-sso-check' } }),
    );
    message(frame, { type: 'something-else' });
    expect(document.body.contains(frame)).toBe(true);
  });

  it('nobody there: the frame goes and the page stays as it is', () => {
    const frame = startFrameCheck('/api/auth/check?callback_url=%2F');
    message(frame, { type: 'mo-sso-check', outcome: 'none' });
    expect(document.body.contains(frame)).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-signed-in]')!.hidden).toBe(true);
  });

  it('signed in by the check: a shared page shows its signed-in header with the address, without loading again', async () => {
    const fetchVisitor = vi.fn(async () => Response.json({ signedIn: true, email: 'jan.devries@example.nl' }));
    vi.stubGlobal('fetch', fetchVisitor);
    const frame = startFrameCheck('/api/auth/check?callback_url=%2F');
    // The callback's answer set the session and its hint before the frame page posted.
    document.cookie = 'mo_signed_in=1; Path=/';
    message(frame, { type: 'mo-sso-check', outcome: 'signed-in' });
    expect(document.body.contains(frame)).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-signed-in]')!.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-signed-out]')!.hidden).toBe(true);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-logged-in-as]')!.textContent).toBe('Ingelogd als jan.devries@example.nl'),
    );
    expect(fetchVisitor).toHaveBeenCalledOnce();
  });

  it('a check that never answers is given up after 15 s', () => {
    vi.useFakeTimers();
    const frame = startFrameCheck('/api/auth/check?callback_url=%2F');
    vi.advanceTimersByTime(14_999);
    expect(document.body.contains(frame)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.body.contains(frame)).toBe(false);
  });
});
