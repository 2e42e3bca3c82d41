import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_VIOLATIONS } from '../../../shared/subscriptions';
import {
  isSameSubscriptionEmail,
  LINK_POLICY,
  linkLimitKey,
  linkRefusal,
  personaliaValues,
  samePostcode,
} from './rules';

const ACCOUNT = '00000000-0000-4000-8000-000000000001';

describe('samePostcode', () => {
  it('compares without case and spaces', () => {
    expect(samePostcode('1234 AB', '1234ab')).toBe(true);
    expect(samePostcode('1234AB', ' 1234 a b ')).toBe(true);
    expect(samePostcode('1000', '1000')).toBe(true);
    expect(samePostcode('1234 AB', '1234 AC')).toBe(false);
    expect(samePostcode(null, '1234 AB')).toBe(false);
  });
});

describe('linkRefusal', () => {
  it('refuses an unknown number, a wrong postcode and a record that has an account, in that order', () => {
    expect(linkRefusal(undefined, '1234 AB')).toEqual({
      code: SUBSCRIPTION_VIOLATIONS.numberUnknown,
      field: 'subscription_number',
    });
    expect(linkRefusal({ zipCode: '1234 AB', accountId: ACCOUNT }, '9999 ZZ')).toEqual({
      code: SUBSCRIPTION_VIOLATIONS.postcodeMismatch,
      field: 'zip_code',
    });
    expect(linkRefusal({ zipCode: '1234 AB', accountId: ACCOUNT }, '1234ab')).toEqual({
      code: SUBSCRIPTION_VIOLATIONS.alreadyLinked,
      field: 'subscription_number',
    });
  });

  it('lets a free record with the right postcode be linked', () => {
    expect(linkRefusal({ zipCode: '1234 AB', accountId: null }, '1234ab')).toBeNull();
  });
});

describe('the link lock', () => {
  it('locks an account for an hour after 10 refused attempts within an hour', () => {
    expect(LINK_POLICY).toMatchObject({ limit: 10, windowMs: 60 * 60 * 1000, lockoutMs: 60 * 60 * 1000 });
    expect(linkLimitKey(ACCOUNT)).toBe(ACCOUNT);
  });
});

describe('isSameSubscriptionEmail', () => {
  it('compares the stored address without case, and no stored address is never the same', () => {
    expect(isSameSubscriptionEmail('Anna@Example.NL', 'anna@example.nl')).toBe(true);
    expect(isSameSubscriptionEmail('anna@example.nl', 'bram@example.nl')).toBe(false);
    expect(isSameSubscriptionEmail(null, 'anna@example.nl')).toBe(false);
  });
});

describe('personaliaValues', () => {
  it("writes the holder's names and phone number", () => {
    expect(personaliaValues({ first_name: 'Anna', last_name: 'Jansen', phone_number: null })).toEqual({
      holderFirstName: 'Anna',
      holderLastName: 'Jansen',
      holderPhoneNumber: null,
    });
  });
});
