/** The invitation schema and the shapes of ids and keys that island and server share. */
import { describe, expect, it } from 'vitest';
import { violationsOf } from './result';
import { INVITE_KEY_PATTERN, isUuid, sendInviteSchema } from './shared-access';

describe('the invitation form', () => {
  it('lower-cases and trims the address', () => {
    expect(sendInviteSchema.parse({ email: '  Noor.Hendriks@Example.NL ' })).toEqual({
      email: 'noor.hendriks@example.nl',
    });
  });

  it.each([
    ['', 'EMAIL_INVALID'],
    ['geen-adres', 'EMAIL_INVALID'],
    [`${'a'.repeat(250)}@example.nl`, 'EMAIL_INVALID'],
    [42, 'EMAIL_INVALID'],
    ['noor\u0000@example.nl', 'TEXT_CONTROL_CHARACTER'],
  ])('refuses %j with %s on the field', (email, code) => {
    const parsed = sendInviteSchema.safeParse({ email });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(violationsOf(parsed.error)).toEqual([{ code, field: 'email' }]);
  });
});

describe('ids and keys', () => {
  it('knows a UUID', () => {
    expect(isUuid('11111111-1111-4111-8111-111111111111')).toBe(true);
    expect(isUuid('1111')).toBe(false);
    expect(isUuid(null)).toBe(false);
  });

  it('knows the shape of an invitation key (256 bits in base64url)', () => {
    expect(INVITE_KEY_PATTERN.test(Buffer.alloc(32, 7).toString('base64url'))).toBe(true);
    expect(INVITE_KEY_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(INVITE_KEY_PATTERN.test(`${'a'.repeat(42)}/`)).toBe(false);
  });
});
