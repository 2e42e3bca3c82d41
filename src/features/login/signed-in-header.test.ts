// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasSignedInHint, startSignedInHeader } from './signed-in-header';

/** The header of a shared page as Header.astro renders it for the prebuild. */
const SHARED_HEADER = `
  <div data-signed-in hidden>
    <span data-logged-in-as data-template="Ingelogd als {email}"></span>
    <form method="post" action="/api/logout"><button type="submit">Uitloggen</button></form>
  </div>
  <a href="/api/auth/login" data-signed-out>Inloggen</a>`;

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const signedInBlock = () => document.querySelector<HTMLElement>('[data-signed-in]')!;
const loginLink = () => document.querySelector<HTMLElement>('[data-signed-out]')!;

beforeEach(() => {
  document.body.innerHTML = SHARED_HEADER;
});
afterEach(() => {
  document.cookie = 'mo_signed_in=; max-age=0';
});

describe('the signed-in header of a shared page', () => {
  it('shows "Inloggen" and asks nothing without the signed-in hint', async () => {
    let asked = false;
    await startSignedInHeader(document, () => {
      asked = true;
      return json({ signedIn: true, email: 'jan@example.nl' });
    });
    expect(asked).toBe(false);
    expect(signedInBlock().hidden).toBe(true);
    expect(loginLink().hidden).toBe(false);
  });

  it('shows the signed-in header at once with the hint, and fills in the address the server names', async () => {
    document.cookie = 'mo_signed_in=1';
    let resolveAnswer: (answer: Response) => void = () => {};
    const started = startSignedInHeader(document, () => new Promise((resolve) => (resolveAnswer = resolve)));
    expect(signedInBlock().hidden).toBe(false);
    expect(loginLink().hidden).toBe(true);
    resolveAnswer(new Response(JSON.stringify({ signedIn: true, email: 'jan.devries@example.nl' })));
    await started;
    const text = document.querySelector<HTMLElement>('[data-logged-in-as]')!;
    expect(text.textContent).toBe('Ingelogd als jan.devries@example.nl');
    expect(text.title).toBe('Ingelogd als jan.devries@example.nl');
    // As for a visitor's own page: the address in a span of its own, the words beside it only where there is room.
    expect([...text.children].map((span) => [span.textContent, span.className])).toEqual([
      ['Ingelogd als ', 'desktop:sr-only'],
      ['jan.devries@example.nl', ''],
    ]);
  });

  it('goes back to "Inloggen" when the session has ended', async () => {
    document.cookie = 'mo_signed_in=1';
    await startSignedInHeader(document, () => json({ signedIn: false }));
    expect(signedInBlock().hidden).toBe(true);
    expect(loginLink().hidden).toBe(false);
  });

  it('keeps the signed-in header, without an address, when the server gives no answer', async () => {
    document.cookie = 'mo_signed_in=1';
    await startSignedInHeader(document, () => json({ error: 'oops' }, 503));
    expect(signedInBlock().hidden).toBe(false);
    await startSignedInHeader(document, () => Promise.reject(new TypeError('offline')));
    expect(signedInBlock().hidden).toBe(false);
    expect(document.querySelector('[data-logged-in-as]')!.textContent).toBe('');
  });

  it('does nothing on a page rendered for the visitor (no shared header)', async () => {
    document.body.innerHTML = '<span data-logged-in-as>Ingelogd als jan@example.nl</span>';
    document.cookie = 'mo_signed_in=1';
    await startSignedInHeader(document, () => json({ signedIn: false }));
    expect(document.body.textContent).toBe('Ingelogd als jan@example.nl');
  });

  it('reads the hint as a whole cookie only', () => {
    expect(hasSignedInHint('a=1; mo_signed_in=1')).toBe(true);
    expect(hasSignedInHint('mo_signed_in=10; xmo_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
