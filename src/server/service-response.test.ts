import { describe, expect, it } from 'vitest';
import { shortTraceId } from '../lib/service-client/errors';
import { TRACE_ID_HEADER } from '../shared/trace-id';
import { newTraceId, serviceAnswer, withTraceId } from './service-response';

describe('the trace id header of the service routes', () => {
  it('is named once, x-trace-id, and new ids are 16 hex characters', () => {
    expect(TRACE_ID_HEADER).toBe('x-trace-id');
    expect(newTraceId()).toMatch(/^[0-9a-f]{16}$/);
    expect(newTraceId()).not.toBe(newTraceId());
  });

  it('is added to an answer whose headers cannot change (a redirect), keeping status, cookies and body', async () => {
    const redirect = Response.redirect('https://mijn.ad.nl/', 303);
    const traced = withTraceId(redirect, '0123456789abcdef');
    expect(traced.status).toBe(303);
    expect(traced.headers.get('location')).toBe('https://mijn.ad.nl/');
    expect(traced.headers.get(TRACE_ID_HEADER)).toBe('0123456789abcdef');
    expect(shortTraceId(traced.headers.get(TRACE_ID_HEADER))).toBe('TR01234567');

    const headers = new Headers({ 'content-type': 'text/plain' });
    headers.append('set-cookie', 'a=1; Path=/');
    headers.append('set-cookie', 'b=2; Path=/');
    const page = withTraceId(new Response('Niet toegestaan', { status: 405, headers }));
    expect(page.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(page.headers.get(TRACE_ID_HEADER)).toMatch(/^[0-9a-f]{16}$/);
    expect(await page.text()).toBe('Niet toegestaan');
  });

  it('answers JSON or nothing, never cached, with the trace id', async () => {
    const refused = serviceAnswer(422, 'abcdefabcdefabcd', { violations: [{ code: 'GENERIC-ERROR', field: null }] });
    expect(refused.status).toBe(422);
    expect(refused.headers.get(TRACE_ID_HEADER)).toBe('abcdefabcdefabcd');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await refused.json()).toEqual({ violations: [{ code: 'GENERIC-ERROR', field: null }] });
    const done = serviceAnswer(204, 'abcdefabcdefabcd');
    expect(done.headers.get('content-type')).toBeNull();
    expect(await done.text()).toBe('');
  });

  it('keeps a trace id the answer already has', () => {
    const answer = new Response(null, { status: 204, headers: { [TRACE_ID_HEADER]: 'fedcba9876543210' } });
    expect(withTraceId(answer).headers.get(TRACE_ID_HEADER)).toBe('fedcba9876543210');
  });
});
