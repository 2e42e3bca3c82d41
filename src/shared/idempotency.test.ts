import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, newIdempotencyKey } from './idempotency';
import { idempotencyKeySchema } from './idempotency-schema';
import { violationsOf } from './result';

describe('the idempotency key rule', () => {
  const schema = idempotencyKeySchema('AREA_KEY_INVALID');

  it('accepts 8 to 64 letters, digits, "-" and "_" (a UUID)', () => {
    for (const key of ['abcdefgh', 'A'.repeat(64), 'seed_holiday-1', newIdempotencyKey()]) {
      expect(schema.safeParse(key).success, key).toBe(true);
      expect(isIdempotencyKey(key)).toBe(true);
    }
  });

  it('refuses control characters, spaces, bad lengths and non-strings with the area code', () => {
    const refusals: unknown[] = [
      'abcd\u0000efgh',
      'abcd\u001befgh',
      'abcd\u007fefgh',
      'abcd\u0085efgh',
      'abcd efgh',
      'abcdefg',
      'a'.repeat(65),
      '',
      42,
      null,
    ];
    for (const key of refusals) {
      const parsed = schema.safeParse(key);
      expect(parsed.success, JSON.stringify(key)).toBe(false);
      expect(violationsOf(parsed.error!)).toEqual([{ code: 'AREA_KEY_INVALID', field: null }]);
      expect(isIdempotencyKey(key)).toBe(false);
    }
  });

  it('makes a new random UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('newIdempotencyKey without crypto.randomUUID (an insecure context)', () => {
  it('builds a version-4 UUID from crypto.getRandomValues', () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isIdempotencyKey(key)).toBe(true);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
