/**
 * The one idempotency rule of every mutation that must not act twice (a double click, a retried request): the client
 * makes one key per journey or form and sends it with every attempt; the server answers the result of the first
 * attempt with that key instead of acting again.
 *
 * A key is 8 to 64 characters from A–Z, a–z, 0–9, "-" and "_" (a UUID fits). Anything else — a control character
 * such as NUL, a space, an empty or overlong value, no string at all — is refused by validation with the area's own
 * violation code, so no such key ever reaches a database query. Its zod schema is in ./idempotency-schema.ts: the
 * browser makes keys with this file on the first screen, where zod is not loaded.
 */

/** The shortest and longest key accepted. */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 64 } as const;

export const IDEMPOTENCY_KEY = new RegExp(
  `^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_LENGTH.min},${IDEMPOTENCY_KEY_LENGTH.max}}$`,
);

/** Whether `value` is an acceptable idempotency key (the check without zod, for the server's early lookup). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value);
}

/**
 * A new key for one journey or form, made in the browser (or on the server in tests): a random UUID (version 4).
 * `crypto.randomUUID` exists only in secure contexts; elsewhere (a plain-http preview host) the same UUID is built
 * from `crypto.getRandomValues`, which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
