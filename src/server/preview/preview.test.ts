import { describe, expect, it } from 'vitest';
import {
  createPreviewCookieValue,
  enterPreview,
  exitPreview,
  exitPreviewHref,
  PREVIEW_COOKIE,
  PREVIEW_EXIT_COOKIE,
  PREVIEW_TTL_SECONDS,
  safeRedirectPath,
  secretsMatch,
  verifyPreviewCookieValue,
} from './preview';
import { studioReturnTarget } from '../../shared/safe-path';

const secrets = { signingSecret: 's'.repeat(43), previewSecret: 'editors-preview-secret-1234' };
const now = new Date('2025-06-01T10:00:00Z');
const origins = ['http://ad.localhost:4321', 'http://hln.localhost:4321'];

function request(path: string, host = 'ad.localhost:4321'): Request {
  return new Request(`http://${host}${path}`, { headers: { host } });
}

describe('preview cookie', () => {
  it('is valid until it expires one hour later', async () => {
    const value = await createPreviewCookieValue(secrets, now);
    expect(await verifyPreviewCookieValue(secrets, value, now)).toBe(true);
    expect(await verifyPreviewCookieValue(secrets, value, new Date(now.getTime() + 59 * 60 * 1000))).toBe(true);
    expect(await verifyPreviewCookieValue(secrets, value, new Date(now.getTime() + PREVIEW_TTL_SECONDS * 1000))).toBe(
      false,
    );
  });

  it('is refused when altered, forged, or signed with another secret', async () => {
    const value = await createPreviewCookieValue(secrets, now);
    const [header, payload, signature] = value.split('.') as [string, string, string];
    const longer = Buffer.from(`v1:${Math.floor(now.getTime() / 1000) + 30 * 24 * 3600}`).toString('base64url');
    expect(await verifyPreviewCookieValue(secrets, `${header}.${longer}.${signature}`, now)).toBe(false);
    expect(await verifyPreviewCookieValue(secrets, `${header}.${payload}.${signature.slice(0, -2)}xx`, now)).toBe(
      false,
    );
    expect(await verifyPreviewCookieValue(secrets, Buffer.from('v1:9999999999').toString('base64url'), now)).toBe(
      false,
    );
    expect(await verifyPreviewCookieValue(secrets, 'true', now)).toBe(false);
    expect(await verifyPreviewCookieValue(secrets, undefined, now)).toBe(false);
    expect(await verifyPreviewCookieValue({ ...secrets, signingSecret: 't'.repeat(43) }, value, now)).toBe(false);
  });

  it('stops working when the preview secret changes', async () => {
    const value = await createPreviewCookieValue(secrets, now);
    expect(await verifyPreviewCookieValue({ ...secrets, previewSecret: 'rotated-preview-secret-99' }, value, now)).toBe(
      false,
    );
  });

  it('refuses a validly signed cookie that claims to last longer than a preview session', async () => {
    const value = await createPreviewCookieValue(secrets, now, PREVIEW_TTL_SECONDS * 24);
    expect(await verifyPreviewCookieValue(secrets, value, now)).toBe(false);
  });
});

describe('secretsMatch', () => {
  it('accepts only the exact secret', () => {
    expect(secretsMatch('editors-preview-secret-1234', secrets.previewSecret)).toBe(true);
    expect(secretsMatch('editors-preview-secret-123', secrets.previewSecret)).toBe(false);
    expect(secretsMatch('editors-preview-secret-12345', secrets.previewSecret)).toBe(false);
    expect(secretsMatch('', secrets.previewSecret)).toBe(false);
    expect(secretsMatch(null, secrets.previewSecret)).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/klantenservice/veelgestelde-vragen', '/klantenservice/veelgestelde-vragen'],
    ['/klantenservice/veelgestelde-vragen?q=x#top', '/klantenservice/veelgestelde-vragen?q=x#top'],
    ['/a/../b', '/b'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/a\nb', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });
});

describe('enterPreview', () => {
  it('sets a signed HttpOnly SameSite=Lax cookie for one hour and redirects to the path', async () => {
    const response = await enterPreview(
      request(`/api/preview?secret=${secrets.previewSecret}&redirect=/klantenservice/veelgestelde-vragen`),
      secrets,
      now,
      origins,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/klantenservice/veelgestelde-vragen');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${PREVIEW_TTL_SECONDS}`);
    expect(cookie).not.toContain('Secure');
    const value = decodeURIComponent(/^mo_preview=([^;]+)/.exec(cookie)![1]!);
    expect(await verifyPreviewCookieValue(secrets, value, now)).toBe(true);
  });

  it('marks the cookie Secure on a real host and never redirects to another site', async () => {
    const response = await enterPreview(
      request(`/api/preview?secret=${secrets.previewSecret}&redirect=//evil.example`, 'mijn.ad.nl'),
      secrets,
      now,
      origins,
    );
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('refuses a wrong or missing secret with 401 in Dutch and sets no cookie', async () => {
    for (const path of ['/api/preview?secret=wrong&redirect=/', '/api/preview?redirect=/']) {
      const response = await enterPreview(request(path), secrets, now, origins);
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toMatch(/previewlink is ongeldig/);
    }
  });
});

const STUDIO = 'http://ad.localhost:4321/studio/structure/merken;ad;faq;faqItem.krant-niet-bezorgd';

/** The Set-Cookie lines of a response, by cookie name. */
function cookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.split('=')[0]!, line]));
}

describe('studioReturnTarget', () => {
  it.each([
    [STUDIO, STUDIO],
    ['http://hln.localhost:4321/studio', 'http://hln.localhost:4321/studio'],
    ['http://evil.example/studio/structure', undefined],
    ['http://ad.localhost:4321/account', undefined],
    ['http://ad.localhost:4321/studiox', undefined],
    ['http://user:pw@ad.localhost:4321/studio', undefined],
    ['/studio/structure', undefined],
    ['javascript:alert(1)', undefined],
    [null, undefined],
  ])('%s → %s', (raw, expected) => {
    expect(studioReturnTarget(raw, origins)).toBe(expected);
  });
});

describe('a preview opened from the Studio', () => {
  it('remembers the Studio address for one hour, and the exit link goes back there', async () => {
    const response = await enterPreview(
      request(`/api/preview?secret=${secrets.previewSecret}&redirect=/&exit=${encodeURIComponent(STUDIO)}`),
      secrets,
      now,
      origins,
    );
    const exit = cookies(response).get(PREVIEW_EXIT_COOKIE) ?? '';
    expect(decodeURIComponent(/^mo_preview_exit=([^;]+)/.exec(exit)![1]!)).toBe(STUDIO);
    expect(exit).toContain(`Max-Age=${PREVIEW_TTL_SECONDS}`);
    expect(cookies(response).get(PREVIEW_COOKIE)).toContain(`Max-Age=${PREVIEW_TTL_SECONDS}`);
    expect(exitPreviewHref(STUDIO, origins)).toBe(`/api/preview/exit?redirect=${encodeURIComponent(STUDIO)}`);
  });

  it('never remembers another site, and a plain preview forgets an earlier Studio address', async () => {
    for (const exit of ['', `&exit=${encodeURIComponent('http://evil.example/studio')}`]) {
      const response = await enterPreview(
        request(`/api/preview?secret=${secrets.previewSecret}&redirect=/${exit}`),
        secrets,
        now,
        origins,
      );
      expect(cookies(response).get(PREVIEW_EXIT_COOKIE)).toMatch(/^mo_preview_exit=;.*Max-Age=0/);
    }
    expect(exitPreviewHref('http://evil.example/studio', origins)).toBe('/api/preview/exit');
    expect(exitPreviewHref(undefined, origins)).toBe('/api/preview/exit');
  });
});

describe('exitPreview', () => {
  it('goes back to the Studio it was opened from and deletes both cookies', () => {
    const response = exitPreview(request(exitPreviewHref(STUDIO, origins)), origins);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(STUDIO);
    expect(cookies(response).get(PREVIEW_COOKIE)).toMatch(/^mo_preview=;.*Max-Age=0/);
    expect(cookies(response).get(PREVIEW_EXIT_COOKIE)).toMatch(/^mo_preview_exit=;.*Max-Age=0/);
  });

  it('goes to a path on this site, and never to another site', () => {
    const to = (redirect: string) =>
      exitPreview(request(`/api/preview/exit?redirect=${encodeURIComponent(redirect)}`), origins).headers.get(
        'location',
      );
    expect(to('/klantenservice')).toBe('/klantenservice');
    expect(to('http://evil.example/studio')).toBe('/');
    expect(to('//evil.example')).toBe('/');
  });

  it('deletes the cookie and goes to the start page', () => {
    const response = exitPreview(request('/api/preview/exit'), origins);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const cookie = (response.headers.get('set-cookie') ?? '').split('; ');
    expect(cookie[0]).toBe('mo_preview=');
    expect(cookie).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']));
  });
});
