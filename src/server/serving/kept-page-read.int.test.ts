/**
 * Kept signed-in pages as the front answers them without Astro (./kept-page-read.ts), against a migrated PGlite with
 * real sessions: the visitor's own address and id in the kept page, the headers the middleware gives it, the session's
 * cookies, gzip for a browser; and every request it must leave to the middleware, untouched.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import { buildAccount, createTestDb, type TestDb } from '../../../tests/fixtures/db';
import { createSession, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../auth/session';
import { PRIVATE_NO_STORE } from '../cache-control';
import { accountDeletions, type Account } from '../db/schema';
import { pageShells, SHELL_ACCOUNT_ID, SHELL_EMAIL, shellKey } from '../page-shell';
import { PREBUILD_HEADER } from '../prebuilt/paths';
import { PREVIEW_COOKIE } from '../preview/preview';
import type { SiteContext } from '../site-context';
import { createKeptPageRead, type KeptPageRead } from './kept-page-read';

const SITE: SiteContext = { flags: { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad') }, translations: {} };
const PAGE = `<!doctype html><html lang="nl-NL"><header title="Ingelogd als ${SHELL_EMAIL}"><span>${SHELL_EMAIL}</span></header><div data-context="{&quot;accountId&quot;:&quot;${SHELL_ACCOUNT_ID}&quot;}"></div></html>`;

let testDb: TestDb;
let anna: Account;
let dirk: Account;
let annaToken: string;
let dirkToken: string;
let read: KeptPageRead;

/** Keeps the page of `path` as the middleware would have, for the default web context. */
function keep(path: string, language = 'nl', brandKey = 'ad'): void {
  const key = shellKey({
    brandKey,
    language,
    origin: 'WEB',
    clientSettings: { showLogoutButton: true, hasWebviewLimitation: false },
    url: path,
    content: [SITE.translations, SITE.flags, SITE.brandDocument],
  });
  pageShells.set(key, { status: 200, headers: [['content-type', 'text/html; charset=utf-8']], html: PAGE });
}

function request(
  path: string,
  cookie: string | undefined,
  init: { method?: string; host?: string; headers?: Record<string, string> } = {},
): Request {
  const host = init.host ?? 'ad.localhost:4321';
  return new Request(`http://${host}${path}`, {
    method: init.method ?? 'GET',
    headers: { host, ...(cookie ? { cookie } : {}), ...init.headers },
  });
}

const pathOf = (each: Request) => new URL(each.url).pathname;

beforeAll(async () => {
  testDb = await createTestDb();
  anna = await buildAccount(testDb.db, { email: "anna.o'kept@example.nl" });
  dirk = await buildAccount(testDb.db, { email: 'dirk.kept@example.nl' });
  ({ token: annaToken } = await createSession(testDb.db, { accountId: anna.id, brandKey: 'ad', subject: anna.id }));
  ({ token: dirkToken } = await createSession(testDb.db, { accountId: dirk.id, brandKey: 'ad', subject: dirk.id }));
  await testDb.db
    .insert(accountDeletions)
    .values({ accountId: dirk.id, brandKey: 'ad', requestedAt: new Date(), eraseAfter: new Date(Date.now() + 1e9) });
  read = createKeptPageRead({ db: async () => testDb.db, site: () => SITE });
});

beforeEach(() => {
  pageShells.clear();
});

afterAll(async () => {
  pageShells.clear();
  await testDb.close();
});

describe('the front’s kept page', () => {
  const cookie = () => `${SESSION_COOKIE}=${annaToken}; ${SIGNED_IN_HINT_COOKIE}=1`;

  it("answers a signed-in subscriber the kept page with their own address and id, as the middleware's answer", async () => {
    keep('/facturen');
    const each = request('/facturen', cookie());
    const answer = await read(each, pathOf(each));
    expect(answer).toBeDefined();
    const { response, setCookies } = answer!;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-mo-shell')).toBe('kept');
    expect(response.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(setCookies).toEqual([]);
    const html = await response.text();
    expect(html).toContain(`<span>anna.o&#39;kept@example.nl</span>`);
    expect(html).toContain(`&quot;accountId&quot;:&quot;${anna.id}&quot;`);
    expect(html).not.toMatch(/mo-shell-/);
  });

  it('sends it gzip-compressed to a browser, and sets the signed-in hint a session lacks', async () => {
    keep('/facturen');
    const each = request('/facturen', `${SESSION_COOKIE}=${annaToken}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    const answer = await read(each, pathOf(each));
    expect(answer!.response.headers.get('content-encoding')).toBe('gzip');
    expect(answer!.response.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = gunzipSync(Buffer.from(await answer!.response.arrayBuffer())).toString();
    expect(html).toContain(`<span>anna.o&#39;kept@example.nl</span>`);
    expect(answer!.setCookies).toHaveLength(1);
    expect(answer!.setCookies[0]).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1; `));
  });

  it('leaves to the middleware, untouched, every request it does not answer exactly as the middleware would', async () => {
    keep('/facturen');
    keep('/account/nieuwsbrieven');
    const readWithoutSite = createKeptPageRead({ db: async () => testDb.db, site: () => undefined });
    const declined: Array<[string, Request, KeptPageRead?]> = [
      ['no session', request('/facturen', undefined)],
      ['a session that is not one', request('/facturen', `${SESSION_COOKIE}=not-a-session`)],
      ['a session of another brand', request('/facturen', cookie(), { host: 'hln.localhost:4321' })],
      ['an open deletion request', request('/facturen', `${SESSION_COOKIE}=${dirkToken}`)],
      ['a page not kept yet', request('/facturen?jaar=2025', cookie())],
      ['a route that is not shared', request('/account/nieuwsbrieven', cookie())],
      ['another language, whose page is not kept', request('/facturen', `${cookie()}; mo-site-language=be`)],
      ['a HEAD', request('/facturen', cookie(), { method: 'HEAD' })],
      ['an unknown host', request('/facturen', cookie(), { host: 'evil.example' })],
      ['a prebuild render', request('/facturen', cookie(), { headers: { [PREBUILD_HEADER]: 'x' } })],
      ['a preview cookie', request('/facturen', `${cookie()}; ${PREVIEW_COOKIE}=anything`)],
      ['the locale debug view', request('/facturen?debug=locale', cookie())],
      ['a switch to the app’s webview', request('/facturen?platform=webview', cookie())],
      ['no fresh site context', request('/facturen', cookie()), readWithoutSite],
    ];
    for (const [what, each, reader] of declined) {
      expect(await (reader ?? read)(each, pathOf(each)), what).toBeUndefined();
    }
  });
});
