import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_MS, signWebhookBody, verifyWebhookSignature } from './webhook';

const secret = 'webhook-secret-for-tests';
const body = JSON.stringify({ _id: 'brand.ad', _type: 'brand', key: 'ad', seoTitle: 'AD' });
const now = 1_750_000_000_000;

describe('Sanity webhook signature', () => {
  it('matches the format of @sanity/webhook: t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">', async () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('base64url');
    expect(await signWebhookBody(body, secret, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('accepts a fresh, correct signature (also with a space after the comma)', async () => {
    const header = await signWebhookBody(body, secret, now);
    expect(await verifyWebhookSignature(header, body, secret, now + 1000)).toEqual({ ok: true });
    expect(await verifyWebhookSignature(header.replace(',', ', '), body, secret, now)).toEqual({ ok: true });
  });

  it('refuses a missing or malformed header', async () => {
    expect(await verifyWebhookSignature(undefined, body, secret, now)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyWebhookSignature('', body, secret, now)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyWebhookSignature('v1=abc', body, secret, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyWebhookSignature(`t=${now}`, body, secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses another secret, an altered body and an altered timestamp', async () => {
    const header = await signWebhookBody(body, secret, now);
    expect(
      await verifyWebhookSignature(await signWebhookBody(body, 'other-secret', now), body, secret, now),
    ).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
    expect(await verifyWebhookSignature(header, body.replace('AD', 'XX'), secret, now)).toMatchObject({ ok: false });
    expect(await verifyWebhookSignature(header.replace(`t=${now}`, `t=${now + 1}`), body, secret, now)).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a signature more than five minutes old or ahead', async () => {
    const old = await signWebhookBody(body, secret, now - SIGNATURE_TOLERANCE_MS - 1);
    const ahead = await signWebhookBody(body, secret, now + SIGNATURE_TOLERANCE_MS + 1);
    const edge = await signWebhookBody(body, secret, now - SIGNATURE_TOLERANCE_MS);
    expect(await verifyWebhookSignature(old, body, secret, now)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyWebhookSignature(ahead, body, secret, now)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyWebhookSignature(edge, body, secret, now)).toEqual({ ok: true });
  });
});
