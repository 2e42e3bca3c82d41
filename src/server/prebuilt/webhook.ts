/**
 * Sanity's signed webhooks, checked with Sanity's own `@sanity/webhook`: the header `sanity-webhook-signature` reads
 * `t=<unix time in ms>,v1=<signature>`, where the signature is the base64url HMAC-SHA256, keyed with the webhook's
 * secret, of `<t>.<raw request body>`.
 *
 * Hand-written on top of it, because the library does neither: a signature older (or further in the future) than five
 * minutes is refused, so a captured request cannot be replayed later; and the signatures are compared in constant
 * time (the library's `isValidSignature` compares the header strings with `!==`).
 */
import { timingSafeEqual } from 'node:crypto';
import { decodeSignatureHeader, encodeSignatureHeader, isSignatureError, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

/** The header Sanity puts the signature in. */
export const SIGNATURE_HEADER = SIGNATURE_HEADER_NAME;
/** How far a signature's time may lie from ours. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** The header value Sanity would send for `body` at `timestamp` (ms); used by tests and tools that call us. */
export function signWebhookBody(body: string, secret: string, timestamp: number = Date.now()): Promise<string> {
  return encodeSignatureHeader(body, timestamp, secret);
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

/** Checks a webhook request's signature header against its raw body. */
export async function verifyWebhookSignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  now: number = Date.now(),
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'missing' };
  let timestamp: number;
  let given: string;
  let expected: string;
  try {
    const decoded = decodeSignatureHeader(header);
    timestamp = decoded.timestamp;
    // The canonical form: Sanity may put a space after the comma.
    given = `t=${timestamp},v1=${decoded.hashedPayload}`;
    expected = await encodeSignatureHeader(body, timestamp, secret);
  } catch (error) {
    // A header that does not parse, a timestamp before 2021 or an empty body: nothing Sanity sends.
    if (isSignatureError(error)) return { ok: false, reason: 'malformed' };
    throw error;
  }
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'expired' };
  return { ok: true };
}
