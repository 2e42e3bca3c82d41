/**
 * Sanity's signed webhooks (the format of `@sanity/webhook`): the header `sanity-webhook-signature` reads
 * `t=<unix time in ms>,v1=<signature>`, where the signature is the base64url HMAC-SHA256, keyed with the webhook's
 * secret, of `<t>.<raw request body>`. We also refuse a signature older (or further in the future) than five
 * minutes, so a captured request cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Sanity puts the signature in. */
export const SIGNATURE_HEADER = 'sanity-webhook-signature';
/** How far a signature's time may lie from ours. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

const HEADER_PATTERN = /^t=(\d+)[, ]+v1=([^, ]+)$/;

function signature(body: string, timestamp: number, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest();
}

/** The header value Sanity would send for `body` at `timestamp` (ms); used by tests and tools that call us. */
export function signWebhookBody(body: string, secret: string, timestamp: number = Date.now()): string {
  return `t=${timestamp},v1=${signature(body, timestamp, secret).toString('base64url')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

/** Checks a webhook request's signature header against its raw body. */
export function verifyWebhookSignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  now: number = Date.now(),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const match = HEADER_PATTERN.exec(header.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  const timestamp = Number(match[1]);
  if (!Number.isSafeInteger(timestamp)) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(body, timestamp, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'expired' };
  return { ok: true };
}
