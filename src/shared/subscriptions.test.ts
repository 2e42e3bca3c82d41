import { describe, expect, it } from 'vitest';
import { violationsOf } from './result';
import {
  linkSubscriptionSchema,
  subscriptionEmailSchema,
  subscriptionPersonaliaSchema,
  subscriptionState,
} from './subscriptions';

describe('linkSubscriptionSchema', () => {
  it('ignores spaces, dots and dashes in the number and normalises the postcode of the brand’s country', () => {
    expect(linkSubscriptionSchema('NL').parse({ subscription_number: '100 000.00-1', zip_code: '3015bh' })).toEqual({
      subscription_number: '100000001',
      zip_code: '3015 BH',
    });
    expect(linkSubscriptionSchema('BE').parse({ subscription_number: '200000001', zip_code: ' 2000 ' })).toEqual({
      subscription_number: '200000001',
      zip_code: '2000',
    });
  });

  it('answers a violation code per field', () => {
    const nl = linkSubscriptionSchema('NL').safeParse({ subscription_number: '1234', zip_code: '2000' });
    expect(nl.success ? [] : violationsOf(nl.error)).toEqual([
      { code: 'SUBSCRIPTION_NUMBER_INVALID', field: 'subscription_number' },
      { code: 'POSTCODE_INVALID', field: 'zip_code' },
    ]);
    const be = linkSubscriptionSchema('BE').safeParse({ subscription_number: '12345678901', zip_code: '3015 BH' });
    expect(be.success ? [] : violationsOf(be.error).map((v) => v.code)).toEqual([
      'SUBSCRIPTION_NUMBER_INVALID',
      'POSTCODE_INVALID',
    ]);
  });
});

describe('subscriptionEmailSchema and subscriptionPersonaliaSchema', () => {
  it('lower-cases a valid address and refuses another', () => {
    expect(subscriptionEmailSchema.parse({ email: ' An@Example.BE ' })).toEqual({ email: 'an@example.be' });
    expect(subscriptionEmailSchema.safeParse({ email: 'an@' }).error?.issues[0]?.message).toBe('EMAIL_INVALID');
  });

  it('needs both names and takes an optional international phone number', () => {
    expect(
      subscriptionPersonaliaSchema.parse({
        first_name: ' An ',
        last_name: 'Peeters',
        phone_number: '+32 470 12 34 56',
      }),
    ).toEqual({ first_name: 'An', last_name: 'Peeters', phone_number: '+32470123456' });
    expect(subscriptionPersonaliaSchema.parse({ first_name: 'An', last_name: 'Peeters', phone_number: '' })).toEqual({
      first_name: 'An',
      last_name: 'Peeters',
      phone_number: null,
    });
    const refused = subscriptionPersonaliaSchema.safeParse({ first_name: '', last_name: 'x'.repeat(61) });
    expect(refused.success ? [] : violationsOf(refused.error).map((v) => v.code)).toEqual([
      'FIRST_NAME_REQUIRED',
      'NAME_TOO_LONG',
    ]);
  });
});

describe('subscriptionState', () => {
  const today = '2026-11-23';
  it('is active, ending, ended or suspended as the issue defines them', () => {
    expect(subscriptionState({ status: 'active', endDate: null }, today)).toBe('active');
    expect(subscriptionState({ status: 'active', endDate: '2026-11-23' }, today)).toBe('ending');
    expect(subscriptionState({ status: 'active', endDate: '2027-01-01' }, today)).toBe('ending');
    expect(subscriptionState({ status: 'active', endDate: '2026-11-22' }, today)).toBe('ended');
    expect(subscriptionState({ status: 'ended', endDate: null }, today)).toBe('ended');
    expect(subscriptionState({ status: 'suspended', endDate: null }, today)).toBe('suspended');
    expect(subscriptionState({ status: 'suspended', endDate: '2020-01-01' }, today)).toBe('ended');
  });
});
