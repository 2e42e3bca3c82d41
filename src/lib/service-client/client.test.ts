import { describe, expect, it, vi } from 'vitest';
import { buildRequest, createServiceClient, endpoint } from './client';
import { commercialOfferingService, logoutService, newsletterService, passService } from './endpoints';
import { GENERIC_ERROR, ServiceError, shortTraceId } from './errors';
import { violationMessages } from './messages';

const BASE = 'https://mijn.ad.nl';

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function clientWith(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const report = vi.fn();
  const client = createServiceClient({
    baseUrl: BASE,
    report,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as typeof fetch,
  });
  return { client, calls, report };
}

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

const item = endpoint<{ brand: string; id: number; sort?: string; tags?: string[] }, unknown>(
  'GET',
  '/api/items/{brand}/{id}',
);

describe('requests', () => {
  it('fills {param} placeholders from the payload, URL-encoded, and sends the rest as query for GET', () => {
    const { url, init } = buildRequest(item, { brand: 'a d', id: 7, sort: 'asc', tags: ['x', 'y'] }, BASE);
    expect(url).toBe('https://mijn.ad.nl/api/items/a%20d/7?sort=asc&tags=x&tags=y');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });

  it('refuses a payload that lacks a path parameter', () => {
    expect(() => buildRequest(item, { brand: 'ad' }, BASE)).toThrow(/"id"/);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends the rest as a JSON body for %s', (method) => {
    const target = endpoint<{ id: string; name: string }, unknown>(method, '/api/things/{id}');
    const { url, init } = buildRequest(target, { id: 'k1', name: 'Jan' }, BASE);
    expect(url).toBe('https://mijn.ad.nl/api/things/k1');
    expect(init.method).toBe(method);
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Jan' });
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('passes FormData through untouched, without a JSON content type', () => {
    const form = new FormData();
    form.set('id', '42');
    form.set('file', new Blob(['%PDF']), 'a.pdf');
    const { url, init } = buildRequest(endpoint<FormData, unknown>('POST', '/api/upload/{id}'), form, BASE);
    expect(url).toBe('https://mijn.ad.nl/api/upload/42');
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });

  it('describes the four own services with their paths and methods', () => {
    expect(newsletterService.list).toEqual({ method: 'GET', path: '/api/newsletter' });
    expect(newsletterService.change).toEqual({ method: 'PUT', path: '/api/newsletter' });
    expect(commercialOfferingService.get).toEqual({ method: 'GET', path: '/api/commercial-offerings' });
    expect(commercialOfferingService.change).toEqual({ method: 'PUT', path: '/api/commercial-offerings' });
    expect(passService.change).toEqual({ method: 'POST', path: '/api/pass' });
    expect(logoutService.logout).toEqual({ method: 'POST', path: '/api/logout' });
  });
});

describe('answers', () => {
  it('gives nothing for 204', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(
      client.call(passService.change, { current_password: 'a', new_password: 'b' }),
    ).resolves.toBeUndefined();
  });

  it('parses JSON', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ newsletters: [] }));
    await expect(client.call(newsletterService.list)).resolves.toEqual({ newsletters: [] });
    expect(calls[0]!.url).toBe('https://mijn.ad.nl/api/newsletter');
  });

  it('reads any other content type as text', async () => {
    const { client } = clientWith(() => new Response('ok', { headers: { 'content-type': 'text/plain' } }));
    await expect(client.call(logoutService.logout)).resolves.toBe('ok');
  });

  it('shortens the trace id header to TR plus 8 characters', () => {
    expect(shortTraceId('3f2a9c1b-77aa-4e1f-9d0c-0123456789ab')).toBe('TR3f2a9c1b');
    expect(shortTraceId('')).toBeUndefined();
    expect(shortTraceId(null)).toBeUndefined();
  });
});

describe('error catalogue', () => {
  it('HTTP 422: rejected with violations, status and trace id, not reported', async () => {
    const { client, report } = clientWith(() =>
      jsonResponse({ violations: [{ code: 'NEWSLETTER_UNKNOWN', field: 'slug' }] }, 422, {
        'x-trace-id': 'abcdef0123456789',
      }),
    );
    const error = await rejection(client.call(newsletterService.change, { slug: 'x', subscribed: true }));
    expect(error.violations).toEqual([{ code: 'NEWSLETTER_UNKNOWN', field: 'slug' }]);
    expect(error.status).toBe(422);
    expect(error.traceId).toBe('TRabcdef01');
    expect(report).not.toHaveBeenCalled();
  });

  it('other HTTP error: reported to monitoring, rejected with GENERIC-ERROR plus status', async () => {
    const { client, report } = clientWith(() =>
      jsonResponse({ violations: [{ code: 'IGNORED' }] }, 503, { 'x-trace-id': '0123456789' }),
    );
    const error = await rejection(client.call(newsletterService.list));
    expect(error.violations).toEqual([{ code: GENERIC_ERROR }]);
    expect(error.status).toBe(503);
    expect(error.traceId).toBe('TR01234567');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![1]).toMatchObject({ status: 503, path: '/api/newsletter' });
  });

  it.each([
    ['aborted', Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' })],
    ['Failed to fetch', new TypeError('Failed to fetch')],
    ['Load failed', new TypeError('Load failed')],
  ])('network failure (%s): not reported, GENERIC-ERROR with status 500', async (_name, thrown) => {
    const { client, report } = clientWith(() => Promise.reject(thrown));
    const error = await rejection(client.call(newsletterService.list));
    expect(error.violations).toEqual([{ code: GENERIC_ERROR }]);
    expect(error.status).toBe(500);
    expect(error.network).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('unknown violation code: logged, shown with the GENERIC-ERROR message', async () => {
    const { client } = clientWith(() => jsonResponse({ violations: [{ code: 'NO_SUCH_CODE' }] }, 422));
    const error = await rejection(client.call(newsletterService.list));
    const log = vi.fn();
    const dictionary = { 'GENERIC-ERROR': 'Er is iets misgegaan.', KNOWN: 'Bekend.' };
    expect(violationMessages(error, dictionary, log)).toEqual(['Er is iets misgegaan.']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('NO_SUCH_CODE'));
    const known = new ServiceError({ violations: [{ code: 'KNOWN' }], status: 422 });
    expect(violationMessages(known, dictionary, log)).toEqual(['Bekend.']);
  });
});
