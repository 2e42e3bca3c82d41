import { describe, expect, it } from 'vitest';
import { allowedMethods, isFinal, isProviderPaymentId, providerLocale, providerUrls } from './rules';

const ALL_ON = {
  isChangePaymentDirectDebitNLEnabled: true,
  isChangePaymentDirectDebitBEEnabled: true,
  isChangePaymentCreditCardEnabled: true,
  isChangePaymentIdealThroughWalletEnabled: true,
};

describe('the payment rules', () => {
  it("offer the methods the general flags allow, direct debit by the brand's country", () => {
    expect(allowedMethods(ALL_ON, 'nl')).toEqual(['direct_debit', 'credit_card', 'ideal']);
    expect(allowedMethods({ ...ALL_ON, isChangePaymentDirectDebitNLEnabled: false }, 'nl')).toEqual([
      'credit_card',
      'ideal',
    ]);
    expect(allowedMethods({ ...ALL_ON, isChangePaymentDirectDebitNLEnabled: false }, 'be')).toContain('direct_debit');
    expect(allowedMethods({}, 'nl')).toEqual([]);
  });

  it('apply paid, failed, canceled and expired once; open and pending are not final', () => {
    for (const status of ['paid', 'failed', 'canceled', 'expired'] as const) expect(isFinal(status)).toBe(true);
    for (const status of ['open', 'pending'] as const) expect(isFinal(status)).toBe(false);
  });

  it('send the user back to the status page and the callbacks to the webhook', () => {
    expect(providerUrls('https://www.ad.nl/', 'c1')).toEqual({
      redirectUrl: 'https://www.ad.nl/betaalservice/wijzigen/status/terug/c1',
      webhookUrl: 'https://www.ad.nl/api/payments/webhook',
    });
    expect(providerLocale('be')).toBe('nl_BE');
    expect(providerLocale('nl')).toBe('nl_NL');
  });

  it('know a provider payment id by its form', () => {
    expect(isProviderPaymentId('tr_WDqYK6vllg')).toBe(true);
    for (const bad of ['', 'abc', 'a'.repeat(65), 'tr_\u0000x', 42]) expect(isProviderPaymentId(bad)).toBe(false);
  });
});
