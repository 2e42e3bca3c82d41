import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canFill,
  fillShell,
  gzipShell,
  isPageAnswer,
  keepShell,
  keptHeaders,
  pageShells,
  SHELL_ACCOUNT_ID,
  SHELL_EMAIL,
  shellAccount,
  shellAnswer,
  requestShellKey,
  shellKey,
} from './page-shell';

const visitor = { id: '5d0c6a1e-0f4b-4d7e-9a55-2c3e6f1b7a90', sessionId: 's', email: "o'brien&co@example.nl" };
const translations = {};
const flags = {};
const base = { brandKey: 'ad', language: 'nl', origin: 'WEB', clientSettings: { a: 1 }, url: '/facturen' };

afterEach(() => {
  pageShells.clear();
});

describe('the stand-in account', () => {
  it('carries only the markers: no session, no account record, no deletion request', () => {
    expect(shellAccount()).toEqual({
      id: SHELL_ACCOUNT_ID,
      sessionId: SHELL_ACCOUNT_ID,
      email: SHELL_EMAIL,
      deletionPending: false,
    });
  });
});

describe('filling a kept page in for a visitor', () => {
  it('puts the address where the marker was, escaped as HTML, and the id in the page context', () => {
    const html = `<span title="Ingelogd als ${SHELL_EMAIL}">${SHELL_EMAIL}</span><div data-context="{&quot;accountId&quot;:&quot;${SHELL_ACCOUNT_ID}&quot;}"></div>`;
    expect(fillShell(html, visitor)).toBe(
      `<span title="Ingelogd als o&#39;brien&amp;co@example.nl">o&#39;brien&amp;co@example.nl</span><div data-context="{&quot;accountId&quot;:&quot;${visitor.id}&quot;}"></div>`,
    );
  });

  it('is refused for an id that would need escaping, or an address that would need more than HTML escaping', () => {
    expect(canFill(visitor)).toBe(true);
    expect(canFill({ ...visitor, id: '1" onload="x' })).toBe(false);
    expect(canFill({ ...visitor, email: '"quoted"@example.nl' })).toBe(false);
    expect(canFill({ ...visitor, email: 'back\\slash@example.nl' })).toBe(false);
  });

  it('answers with the kept status and headers', async () => {
    const answer = shellAnswer(
      { status: 200, headers: [['content-type', 'text/html']], html: `<p>${SHELL_EMAIL}</p>` },
      visitor,
      'kept',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-mo-shell')).toBe('kept');
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(await answer.text()).toBe('<p>o&#39;brien&amp;co@example.nl</p>');
  });
});

describe('the gzip answer of a kept page', () => {
  const page = (html: string) => ({
    status: 200,
    headers: [['content-type', 'text/html']] as [string, string][],
    html,
  });
  const html = `<!doctype html><title>Overzicht – één</title><p title="${SHELL_EMAIL}">Ingelogd als ${SHELL_EMAIL}</p>${'<li>Abonnement op de krant</li>'.repeat(400)}<script type="application/json">{"accountId":"${SHELL_ACCOUNT_ID}"}</script><footer>${SHELL_EMAIL}</footer>`;

  it('decompresses, with gzip’s own checks, to the page filled in for the visitor', () => {
    expect(gunzipSync(gzipShell(page(html), visitor)).toString()).toBe(fillShell(html, visitor));
    const other = { id: 'b7a9', email: 'an.peeters@example.be' };
    expect(gunzipSync(gzipShell(page(html), other)).toString()).toBe(fillShell(html, other));
  });

  it('holds for a page without markers, one that starts or ends with one, and a value longer than a stored block', () => {
    const long = { id: 'x', email: `${'a'.repeat(70_000)}@example.nl` };
    for (const text of ['<p>geen</p>', `${SHELL_EMAIL}<p>${SHELL_ACCOUNT_ID}</p>${SHELL_EMAIL}`, '']) {
      expect(gunzipSync(gzipShell(page(text), long)).toString()).toBe(fillShell(text, long));
    }
  });

  it('is much smaller than the page', () => {
    expect(gzipShell(page(html), visitor).length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('is given when the request accepts gzip, and the answer varies on Accept-Encoding either way', async () => {
    const gzip = shellAnswer(page(html), visitor, 'kept', 'gzip, deflate, br, zstd');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(fillShell(html, visitor));
    for (const header of [null, 'identity', 'br', 'gzip;q=0, br']) {
      const plain = shellAnswer(page(html), visitor, 'kept', header);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(fillShell(html, visitor));
    }
  });

  it('adds Accept-Encoding to a Vary the page already has', () => {
    const answer = shellAnswer({ ...page(html), headers: [['vary', 'Cookie']] }, visitor, 'kept', 'gzip');
    expect(answer.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});

describe('the key of a kept page', () => {
  it('differs with the brand, the language, the app context, the URL and the content read', () => {
    const key = shellKey({ ...base, content: [translations, flags] });
    expect(shellKey({ ...base, content: [translations, flags] })).toBe(key);
    const others = [
      { ...base, brandKey: 'hln' },
      { ...base, language: 'be' },
      { ...base, origin: 'WEBVIEW' },
      { ...base, clientSettings: { a: 2 } },
      { ...base, url: '/facturen?jaar=2025' },
    ].map((parts) => shellKey({ ...parts, content: [translations, flags] }));
    // New content is a new object: a new key.
    others.push(shellKey({ ...base, content: [{}, flags] }));
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });
});

describe('the key of the page a request gets', () => {
  it('is the key of its brand, language, app context, path with query and site context', () => {
    const site = { translations, flags };
    const url = new URL('http://ad.localhost:4321/facturen?jaar=2025');
    const client = { origin: 'WEB', clientSettings: { a: 1 } };
    expect(requestShellKey({ brandKey: 'ad', language: 'nl', client, url, site })).toBe(
      shellKey({ ...base, url: '/facturen?jaar=2025', content: [translations, flags, undefined] }),
    );
  });
});

describe('keeping a page', () => {
  const shell = { status: 200, headers: [], html: '<p></p>' };

  it('keeps it for as long as content is kept', () => {
    keepShell('k', shell, 15_000);
    expect(pageShells.get('k')).toBe(shell);
    expect(pageShells.getRemainingTTL('k')).toBeGreaterThan(14_000);
    expect(pageShells.getRemainingTTL('k')).toBeLessThanOrEqual(15_000);
  });

  it('keeps nothing while content is not kept (CONTENT_CACHE_MS=0)', () => {
    keepShell('k', shell, 0);
    expect(pageShells.has('k')).toBe(false);
  });
});

describe('what is kept of an answer', () => {
  it('is a page: HTML with a body', () => {
    expect(isPageAnswer(new Response('<p></p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }))).toBe(
      true,
    );
    expect(isPageAnswer(new Response(null, { status: 302, headers: { location: '/' } }))).toBe(false);
    expect(isPageAnswer(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });

  it("is every header but the cookies, which belong to the request, and the stand-in's length", () => {
    const headers = new Headers({ 'content-type': 'text/html', 'cache-control': 'no-store', 'content-length': '9' });
    headers.append('set-cookie', 'mo_session=abc');
    expect(keptHeaders(new Response('', { headers }))).toEqual([
      ['cache-control', 'no-store'],
      ['content-type', 'text/html'],
    ]);
  });

  it("answers a visitor's page with no length but the one of their own body", async () => {
    const html = `<p>${SHELL_EMAIL}</p>`;
    const rendered = new Response(html, {
      headers: { 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(html)) },
    });
    const answer = shellAnswer({ status: 200, headers: keptHeaders(rendered), html }, visitor, 'kept');
    const body = await answer.text();
    expect(body).toBe('<p>o&#39;brien&amp;co@example.nl</p>');
    expect(answer.headers.get('content-length') ?? String(Buffer.byteLength(body))).toBe(
      String(Buffer.byteLength(body)),
    );
  });
});
