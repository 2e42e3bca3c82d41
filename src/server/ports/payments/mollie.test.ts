import { describe, expect, it, vi } from 'vitest';
import open from './fixtures/mollie-payment-open.json';
import paid from './fixtures/mollie-payment-paid.json';
import type { CreatePaymentRequest } from './index';
import { mollieProvider, molliePaymentParameters, mollieState, type MollieClientLike } from './mollie';

const request: CreatePaymentRequest = {
  method: 'credit_card',
  description: 'Betaalwijze wijzigen AD 123456789',
  redirectUrl: 'https://www.ad.nl/betaalservice/wijzigen/status/terug',
  webhookUrl: 'https://www.ad.nl/api/payments/webhook',
  reference: '7d0f0c52-0000-4000-8000-000000000001',
  locale: 'nl_NL',
};

function stub(answers: { create?: unknown; get?: unknown; fail?: boolean }) {
  const client = {
    payments: {
      create: vi.fn(async () => {
        if (answers.fail) throw new Error('503');
        return answers.create;
      }),
      get: vi.fn(async () => {
        if (answers.fail) throw new Error('503');
        return answers.get;
      }),
    },
  };
  return client as typeof client & MollieClientLike;
}

describe('the Mollie adapter', () => {
  it('asks a first payment of one cent with the method, the return and webhook URLs and our reference', () => {
    expect(molliePaymentParameters(request)).toEqual({
      amount: { currency: 'EUR', value: '0.01' },
      description: 'Betaalwijze wijzigen AD 123456789',
      method: 'creditcard',
      sequenceType: 'first',
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl,
      locale: 'nl_NL',
      metadata: { paymentChangeId: request.reference },
    });
    expect(molliePaymentParameters({ ...request, method: 'ideal', locale: 'nl_BE' })).toMatchObject({
      method: 'ideal',
      locale: 'nl_BE',
    });
  });

  it('answers the checkout URL of a created payment (recorded answer)', async () => {
    const client = stub({ create: open });
    const created = await mollieProvider({ client }).createPayment(request);
    expect(created).toEqual({ id: 'tr_WDqYK6vllg', checkoutUrl: open._links.checkout.href });
    expect(client.payments.create).toHaveBeenCalledWith(molliePaymentParameters(request));
  });

  it('reads status, card and mandate of a paid payment, and nothing of an open one', async () => {
    expect(await mollieProvider({ client: stub({ get: paid }) }).getPayment('tr_WDqYK6vllg')).toEqual({
      status: 'paid',
      accountMasked: '**** **** **** 6787',
      mandateReference: 'mdt_pWUnw6pkBN',
      checkoutUrl: null,
    });
    expect(mollieState(open)).toEqual({
      status: 'open',
      accountMasked: null,
      mandateReference: null,
      checkoutUrl: open._links.checkout.href,
    });
    expect(
      mollieState({ id: 'tr_x', status: 'paid', details: { consumerAccount: 'NL91ABNA0417164300' } }),
    ).toMatchObject({
      accountMasked: 'NL91 **** 00',
    });
  });

  it('answers null when Mollie fails or the id is not a payment id', async () => {
    const client = stub({ fail: true });
    expect(await mollieProvider({ client }).createPayment(request)).toBeNull();
    expect(await mollieProvider({ client }).getPayment('tr_WDqYK6vllg')).toBeNull();
    expect(await mollieProvider({ client }).getPayment('../etc')).toBeNull();
    expect(client.payments.get).toHaveBeenCalledTimes(1);
  });
});
