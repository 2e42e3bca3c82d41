import { describe, expect, it } from 'vitest';
import { violationsOf } from './result';
import {
  directDebitSchema,
  maskIban,
  normaliseIban,
  PAYMENT_VIOLATIONS as V,
  startPaymentChangeSchema,
  statusTypeOf,
} from './payment';

const valid = {
  subscriptionId: 's1',
  iban: 'nl91 abna 0417 1643 00',
  accountHolder: ' J. de Vries ',
  idempotencyKey: 'abcdef123456',
};

function codes(result: { success: boolean; error?: Parameters<typeof violationsOf>[0] }) {
  return result.success ? [] : violationsOf(result.error!);
}

describe('the direct-debit form', () => {
  it('normalises a valid IBAN of the brand’s country and trims the holder', () => {
    expect(directDebitSchema('NL').parse(valid)).toEqual({
      ...valid,
      iban: 'NL91ABNA0417164300',
      accountHolder: 'J. de Vries',
    });
    expect(directDebitSchema('BE').parse({ ...valid, iban: 'BE68539007547034' }).iban).toBe('BE68539007547034');
  });

  it('refuses a bad checksum, another country, a control character and a bad holder with their codes', () => {
    expect(codes(directDebitSchema('NL').safeParse({ ...valid, iban: 'NL91ABNA0417164301' }))).toEqual([
      { code: V.ibanInvalid, field: 'iban' },
    ]);
    expect(codes(directDebitSchema('NL').safeParse({ ...valid, iban: 'BE68539007547034' }))).toEqual([
      { code: V.ibanCountry, field: 'iban' },
    ]);
    expect(codes(directDebitSchema('BE').safeParse({ ...valid, iban: 'BE68\n5390' }))).toEqual([
      { code: 'TEXT_CONTROL_CHARACTER', field: 'iban' },
    ]);
    for (const accountHolder of ['', 'J', 'Jan <b>', 'x'.repeat(71)]) {
      expect(codes(directDebitSchema('NL').safeParse({ ...valid, accountHolder })), accountHolder).toEqual([
        { code: V.holderInvalid, field: 'accountHolder' },
      ]);
    }
  });

  it('masks and normalises IBANs', () => {
    expect(normaliseIban('NL91 ABNA 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normaliseIban('NL00 ABNA 0417 1643 00')).toBeNull();
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 **** 00');
  });
});

describe('the start of a hosted payment and the status page', () => {
  it('takes a card or iDEAL only', () => {
    expect(
      startPaymentChangeSchema.safeParse({ subscriptionId: 's', method: 'ideal', idempotencyKey: 'abcdefgh' }).success,
    ).toBe(true);
    expect(
      codes(startPaymentChangeSchema.safeParse({ subscriptionId: 's', method: 'invoice', idempotencyKey: 'abcdefgh' })),
    ).toEqual([{ code: V.methodUnavailable, field: 'method' }]);
  });

  it('maps the provider’s statuses to the three pages', () => {
    expect(statusTypeOf('paid')).toBe('gelukt');
    expect(['open', 'pending'].map(statusTypeOf)).toEqual(['in-behandeling', 'in-behandeling']);
    expect(['failed', 'canceled', 'expired'].map(statusTypeOf)).toEqual(['mislukt', 'mislukt', 'mislukt']);
  });
});
