import { describe, expect, it } from 'vitest';
import {
  authorizationsOf,
  BASE_LOCKOUT_MS,
  clientIdFor,
  emailAddressSchema,
  lockStatusOf,
  MAX_FAILURES,
  newPasswordViolation,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  providerSessionRefs,
  providerSessionShape,
  throttleKey,
} from './rules';

describe('newPasswordViolation', () => {
  it('accepts PASSWORD_MIN_LENGTH up to PASSWORD_MAX_LENGTH characters, with no composition rules', () => {
    expect(newPasswordViolation('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('PASSWORD_TOO_SHORT');
    expect(newPasswordViolation('a'.repeat(PASSWORD_MIN_LENGTH))).toBeUndefined();
    expect(newPasswordViolation('a'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(newPasswordViolation('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('PASSWORD_TOO_LONG');
  });
});

describe('emailAddressSchema', () => {
  it('trims and lower-cases an address and refuses what is not one', () => {
    expect(emailAddressSchema.parse('  Jan.DeVries@Example.NL ')).toBe('jan.devries@example.nl');
    expect(emailAddressSchema.safeParse('geen-adres').success).toBe(false);
    expect(emailAddressSchema.safeParse(`${'a'.repeat(250)}@x.nl`).success).toBe(false);
  });
});

describe('clientIdFor', () => {
  it("is the brand's portal client: mijn-{key}", () => {
    expect(clientIdFor('ad')).toBe('mijn-ad');
    expect(clientIdFor('hln')).toBe('mijn-hln');
  });
});

describe('throttleKey', () => {
  it('counts an address alike whatever its case or surrounding spaces', () => {
    expect(throttleKey('  Jan@Example.NL ')).toBe('jan@example.nl');
    expect(throttleKey('jan@example.nl')).toBe(throttleKey('JAN@EXAMPLE.NL'));
  });
});

describe('lockStatusOf', () => {
  it('is unlocked with no wait when the limiter allows, locked with its wait when it does not', () => {
    expect(lockStatusOf({ allowed: true, retryAfterSeconds: 99 })).toEqual({ locked: false, retryAfterSeconds: 0 });
    expect(lockStatusOf({ allowed: false, retryAfterSeconds: 600 })).toEqual({ locked: true, retryAfterSeconds: 600 });
  });
});

describe('the sign-in lockout', () => {
  it('locks on the 8th wrong password for 10 minutes', () => {
    expect(MAX_FAILURES).toBe(8);
    expect(BASE_LOCKOUT_MS).toBe(10 * 60 * 1000);
  });
});

describe('provider sessions', () => {
  it("finds a portal's session at the provider by the sid under its client id", () => {
    expect(providerSessionShape({ brandKey: 'ad', sid: 'sid-1' })).toEqual({
      authorizations: { 'mijn-ad': { sid: 'sid-1' } },
    });
  });

  it('collects the sids and grants of every client of the stored sessions', () => {
    const found = authorizationsOf([
      { accountId: 'a', authorizations: { 'mijn-ad': { sid: 's1', grantId: 'g1' }, 'mijn-hln': { sid: 's2' } } },
      { accountId: 'a' },
      { authorizations: { 'mijn-ad': { grantId: 'g3' } } },
    ]);
    expect(found).toEqual({ sids: ['s1', 's2'], grantIds: ['g1', 'g3'] });
  });

  it('takes only the portal sessions that carry a sid', () => {
    expect(
      providerSessionRefs([
        { sid: 's1', brandKey: 'ad' },
        { sid: null, brandKey: 'hln' },
      ]),
    ).toEqual([{ brandKey: 'ad', sid: 's1' }]);
  });
});
