/**
 * The payment service against PGlite: a change to direct debit checks the IBAN for the brand's country and the
 * holder's name, is applied at once with a mandate reference and mailed; a card change goes through the provider's
 * hosted page and is applied only when the status callback — re-fetched from the provider — says paid, once,
 * whatever the number and order of callbacks. Every operation is scoped to the account (another account's
 * subscription or change is not found) and every method is behind its general flag. Then the same through GraphQL.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/fixtures/outbox';
import { buildAccount, buildSubscription, useTestDb } from '../../../../tests/fixtures/db';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import {
  ChangePaymentDirectDebitDocument,
  PaymentOverviewDocument,
  StartPaymentChangeDocument,
} from '../../../lib/graphql/generated/graphql';
import { PAYMENT_VIOLATIONS as V } from '../../../shared/payment';
import { paymentChanges, subscriptions } from '../../db/schema';
import { setPaymentProvider } from '../../ports/payments';
import { completeTestPayment, testProvider } from '../../ports/payments/test-provider';
import {
  allowedMethods,
  applyPaymentStatus,
  settleReturnedPaymentChange,
  changePaymentDirectDebit,
  findPaymentChange,
  paymentOverview,
  startPaymentChange,
  type PaymentFlags,
} from './index';

const testDb = useTestDb();

afterEach(() => setPaymentProvider(undefined));

const ALL_ON: PaymentFlags = {
  isChangePaymentDirectDebitNLEnabled: true,
  isChangePaymentDirectDebitBEEnabled: true,
  isChangePaymentCreditCardEnabled: true,
  isChangePaymentIdealThroughWalletEnabled: false,
};
const NL_IBAN = 'NL91 ABNA 0417 1643 00';
const BE_IBAN = 'BE68 5390 0754 7034';
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${Object.values(params).join(' | ')}` : key;

let keys = 0;
const key = () => `key-${Date.now()}-${++keys}`;

async function subscriber(brandKey: 'ad' | 'hln' = 'ad') {
  const account = await buildAccount(testDb.db);
  const subscription = await buildSubscription(testDb.db, account.id, { brandKey });
  return {
    account,
    subscription,
    owner: { accountId: account.id, brandKey, country: brandKey === 'hln' ? ('be' as const) : ('nl' as const) },
  };
}

type Owner = Awaited<ReturnType<typeof subscriber>>['owner'];

async function subscriptionRow(id: string) {
  const [row] = await testDb.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

async function changesOf(accountId: string) {
  return testDb.db.select().from(paymentChanges).where(eq(paymentChanges.accountId, accountId));
}

describe('the methods a brand offers', () => {
  it('follow the general flags and the brand’s country', () => {
    expect(allowedMethods(ALL_ON, 'nl')).toEqual(['direct_debit', 'credit_card']);
    expect(allowedMethods({ ...ALL_ON, isChangePaymentDirectDebitBEEnabled: false }, 'be')).toEqual(['credit_card']);
    expect(allowedMethods({ ...ALL_ON, isChangePaymentIdealThroughWalletEnabled: true }, 'be')).toEqual([
      'direct_debit',
      'credit_card',
      'ideal',
    ]);
    expect(allowedMethods({}, 'nl')).toEqual([]);
  });
});

describe('changing to direct debit', () => {
  it('applies an NL IBAN at once with a mandate reference, once per idempotency key, and mails a confirmation', async () => {
    const me = await subscriber();
    const input = {
      subscriptionId: me.subscription.id,
      iban: NL_IBAN,
      accountHolder: 'J. de Vries',
      idempotencyKey: key(),
    };
    const mail = { to: me.account.email, brandName: 'AD', t };
    const first = await changePaymentDirectDebit(testDb.db, me.owner, input, { flags: ALL_ON, mail });
    const again = await changePaymentDirectDebit(testDb.db, me.owner, input, { flags: ALL_ON, mail });
    expect(first).toMatchObject({
      ok: true,
      change: { method: 'direct_debit', accountMasked: 'NL91 **** 00', applied: true },
    });
    expect(again.ok && first.ok && again.change.id).toBe(first.ok && first.change.id);
    expect(await changesOf(me.account.id)).toHaveLength(1);
    const row = await subscriptionRow(me.subscription.id);
    expect(row).toMatchObject({ paymentMethod: 'direct_debit', paymentAccountMasked: 'NL91 **** 00' });
    expect(row.mandateReference).toMatch(new RegExp(`^MO${me.subscription.subscriptionNumber}[0-9A-F]{8}$`));
    const mails = await mailsTo(testDb.db, me.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(row.mandateReference!);
    const overview = await paymentOverview(testDb.db, me.owner, ALL_ON);
    expect(overview.subscriptions[0]).toMatchObject({ paymentMethod: 'direct_debit', accountMasked: 'NL91 **** 00' });
  });

  it('refuses an invalid IBAN, an IBAN of the other country, a bad name and a switched-off method, changing nothing', async () => {
    const me = await subscriber('hln');
    const base = {
      subscriptionId: me.subscription.id,
      iban: BE_IBAN,
      accountHolder: 'An Peeters',
      idempotencyKey: key(),
    };
    const cases: Array<[Partial<typeof base>, string, string]> = [
      [{ iban: 'BE68 5390 0754 7035' }, 'iban', V.ibanInvalid],
      [{ iban: NL_IBAN }, 'iban', V.ibanCountry],
      [{ iban: 'BE68\u00005390' }, 'iban', 'TEXT_CONTROL_CHARACTER'],
      [{ accountHolder: ' ' }, 'accountHolder', V.holderInvalid],
      [{ accountHolder: '<script>' }, 'accountHolder', V.holderInvalid],
      [{ idempotencyKey: 'x' }, 'idempotencyKey', V.requestInvalid],
    ];
    for (const [change, field, code] of cases) {
      const result = await changePaymentDirectDebit(testDb.db, me.owner, { ...base, ...change }, { flags: ALL_ON });
      expect(result, code).toEqual({ ok: false, violations: [{ code, field }] });
    }
    const off = await changePaymentDirectDebit(testDb.db, me.owner, base, {
      flags: { ...ALL_ON, isChangePaymentDirectDebitBEEnabled: false },
    });
    expect(off).toEqual({ ok: false, violations: [{ code: V.methodUnavailable, field: 'method' }] });
    expect(await changesOf(me.account.id)).toHaveLength(0);
    expect((await subscriptionRow(me.subscription.id)).paymentMethod).toBe(me.subscription.paymentMethod);
    const ok = await changePaymentDirectDebit(testDb.db, me.owner, base, { flags: ALL_ON });
    expect(ok).toMatchObject({ ok: true, change: { accountMasked: 'BE68 **** 34' } });
  });

  it("answers another account's subscription, or one of another brand, as not found and stores nothing", async () => {
    const me = await subscriber();
    const other = await subscriber();
    const elsewhere = await buildSubscription(testDb.db, me.account.id, { brandKey: 'hln' });
    for (const subscriptionId of [other.subscription.id, elsewhere.id, 'not-a-uuid']) {
      const result = await changePaymentDirectDebit(
        testDb.db,
        me.owner,
        { subscriptionId, iban: NL_IBAN, accountHolder: 'J. de Vries', idempotencyKey: key() },
        { flags: ALL_ON },
      );
      expect(result).toEqual({ ok: false, violations: [{ code: 'NOT_FOUND', field: 'subscriptionId' }] });
    }
    expect(await changesOf(me.account.id)).toHaveLength(0);
    expect((await subscriptionRow(other.subscription.id)).paymentMethod).toBe(other.subscription.paymentMethod);
  });
});

describe('changing to a card through the hosted page', () => {
  /** Starts a change of `who`'s subscription `subscriptionId` to `method` with a fresh key, through `provider`. */
  const start = (who: Owner, subscriptionId: string, method: string, provider = testProvider()) =>
    startPaymentChange(
      testDb.db,
      who,
      { subscriptionId, method, idempotencyKey: key() },
      { flags: ALL_ON, provider, baseUrl: 'http://ad.localhost:4321', description: 'Betaalwijze wijzigen AD' },
    );

  it('applies a paid payment once, whatever the number of callbacks, and mails once', async () => {
    const me = await subscriber();
    const provider = testProvider();
    const started = await start(me.owner, me.subscription.id, 'credit_card', provider);
    if (!started.ok) throw new Error('not started');
    expect(started.checkoutUrl).toMatch(/^\/betaalservice\/testbetaling\/tr_/);
    const paymentId = started.checkoutUrl.split('/').pop()!;
    const mailFor = (to: string) => ({ to, brandName: 'AD', t });

    // A callback before the payment is done changes nothing on the subscription.
    expect(await applyPaymentStatus(testDb.db, provider, paymentId, mailFor)).toBe('updated');
    expect((await subscriptionRow(me.subscription.id)).paymentMethod).toBe(me.subscription.paymentMethod);

    completeTestPayment(paymentId, 'paid');
    const outcomes = await Promise.all([
      applyPaymentStatus(testDb.db, provider, paymentId, mailFor),
      applyPaymentStatus(testDb.db, provider, paymentId, mailFor),
    ]);
    expect(outcomes.sort()).toEqual(['already-applied', 'applied']);
    expect(await applyPaymentStatus(testDb.db, provider, paymentId, mailFor)).toBe('already-applied');
    // A late "failed" after paid changes nothing either.
    completeTestPayment(paymentId, 'failed');
    expect(await applyPaymentStatus(testDb.db, provider, paymentId, mailFor)).toBe('already-applied');

    expect(await subscriptionRow(me.subscription.id)).toMatchObject({
      paymentMethod: 'credit_card',
      paymentAccountMasked: '**** **** **** 4242',
    });
    const change = await findPaymentChange(testDb.db, me.owner, started.change.id);
    expect(change).toMatchObject({ status: 'paid', applied: true });
    const mails = await mailsTo(testDb.db, me.account.email);
    expect(mails).toHaveLength(1);
  });

  it('settles a change when the user comes back before the callback, and only for its own account', async () => {
    const me = await subscriber();
    const other = await subscriber();
    const provider = testProvider();
    const started = await start(me.owner, me.subscription.id, 'credit_card', provider);
    if (!started.ok) throw new Error('not started');
    const paymentId = started.checkoutUrl.split('/').pop()!;
    const mailFor = (to: string) => ({ to, brandName: 'AD', t });
    completeTestPayment(paymentId, 'paid');

    // Another account's return link finds nothing and settles nothing.
    expect(
      await settleReturnedPaymentChange(testDb.db, provider, other.owner, started.change.id, mailFor),
    ).toBeUndefined();
    expect((await subscriptionRow(me.subscription.id)).paymentMethod).toBe(me.subscription.paymentMethod);

    const settled = await settleReturnedPaymentChange(testDb.db, provider, me.owner, started.change.id, mailFor);
    expect(settled).toMatchObject({ status: 'paid', applied: true });
    expect((await subscriptionRow(me.subscription.id)).paymentMethod).toBe('credit_card');
    // The callback that arrives afterwards changes nothing.
    expect(await applyPaymentStatus(testDb.db, provider, paymentId, mailFor)).toBe('already-applied');
  });

  it('leaves the subscription as it was after a failed or canceled payment', async () => {
    for (const outcome of ['failed', 'canceled'] as const) {
      const me = await subscriber('hln');
      const provider = testProvider();
      const started = await start(me.owner, me.subscription.id, 'credit_card', provider);
      if (!started.ok) throw new Error('not started');
      const paymentId = started.checkoutUrl.split('/').pop()!;
      completeTestPayment(paymentId, outcome);
      expect(await applyPaymentStatus(testDb.db, provider, paymentId)).toBe('applied');
      expect((await subscriptionRow(me.subscription.id)).paymentMethod).toBe(me.subscription.paymentMethod);
      expect(await findPaymentChange(testDb.db, me.owner, started.change.id)).toMatchObject({ status: outcome });
    }
  });

  it('refuses a switched-off method, answers others’ ids as not found, and ignores unknown payment ids', async () => {
    const me = await subscriber();
    const other = await subscriber();
    const ideal = await start(me.owner, me.subscription.id, 'ideal');
    expect(ideal).toEqual({ ok: false, violations: [{ code: V.methodUnavailable, field: 'method' }] });
    const bogus = await start(me.owner, me.subscription.id, 'invoice');
    expect(bogus).toEqual({ ok: false, violations: [{ code: V.methodUnavailable, field: 'method' }] });
    const foreign = await start(me.owner, other.subscription.id, 'credit_card');
    expect(foreign).toEqual({ ok: false, violations: [{ code: 'NOT_FOUND', field: 'subscriptionId' }] });
    const unavailable = await start(me.owner, me.subscription.id, 'credit_card', {
      ...testProvider(),
      name: 'test',
      createPayment: async () => null,
    });
    expect(unavailable).toEqual({ ok: false, violations: [{ code: V.providerUnavailable, field: null }] });

    const theirs = await start(other.owner, other.subscription.id, 'credit_card');
    if (!theirs.ok) throw new Error('not started');
    expect(await findPaymentChange(testDb.db, me.owner, theirs.change.id)).toBeUndefined();
    expect(await applyPaymentStatus(testDb.db, testProvider(), 'tr_unknown')).toBe('unknown');
    expect(await applyPaymentStatus(testDb.db, testProvider(), '../x')).toBe('unknown');
  });
});

describe('the payment operations through GraphQL', () => {
  it('changes to direct debit, reads the change and the overview; refusals carry their codes', async () => {
    const me = await subscriber();
    const other = await subscriber();
    const client = graphqlClientAs(testDb.db, me.account);
    const input = {
      subscriptionId: me.subscription.id,
      iban: NL_IBAN,
      accountHolder: 'J. de Vries',
      idempotencyKey: key(),
    };
    const done = await client.request(ChangePaymentDirectDebitDocument, { input });
    expect(done.changePaymentDirectDebit).toMatchObject({
      ok: true,
      change: { method: 'direct_debit', applied: true },
    });
    expect(done.changePaymentDirectDebit.change?.accountMasked).toBe('NL91 **** 00');
    const overview = await client.request(PaymentOverviewDocument, {});
    expect(overview.paymentOverview.subscriptions).toEqual([
      expect.objectContaining({ id: me.subscription.id, paymentMethod: 'direct_debit' }),
    ]);
    expect(overview.paymentOverview.methods).toContain('direct_debit');

    const invalid = await client.request(ChangePaymentDirectDebitDocument, {
      input: { ...input, iban: 'NL00 ABNA 0000 0000 00', idempotencyKey: key() },
    });
    expect(invalid.changePaymentDirectDebit).toEqual({
      ok: false,
      violations: [{ code: V.ibanInvalid, field: 'iban' }],
      change: null,
    });
    const foreign = await client.request(ChangePaymentDirectDebitDocument, {
      input: { ...input, subscriptionId: other.subscription.id, idempotencyKey: key() },
    });
    expect(foreign.changePaymentDirectDebit.violations).toEqual([{ code: 'NOT_FOUND', field: 'subscriptionId' }]);
    expect((await subscriptionRow(other.subscription.id)).paymentMethod).toBe(other.subscription.paymentMethod);

    setPaymentProvider(testProvider());
    const started = await client.request(StartPaymentChangeDocument, {
      input: { subscriptionId: me.subscription.id, method: 'credit_card', idempotencyKey: key() },
    });
    expect(started.startPaymentChange).toMatchObject({ ok: true, change: { status: 'open', applied: false } });
    expect(started.startPaymentChange.checkoutUrl).toMatch(/^\/betaalservice\/testbetaling\/tr_/);
  });

  it('refuses every operation while the brand has the payment service off', async () => {
    const me = await subscriber();
    const off = graphqlClientAs(testDb.db, me.account, { flags: { isChangePaymentEnabled: false } });
    const refused = await off.request(ChangePaymentDirectDebitDocument, {
      input: { subscriptionId: me.subscription.id, iban: NL_IBAN, accountHolder: 'J. de Vries', idempotencyKey: key() },
    });
    expect(refused.changePaymentDirectDebit).toMatchObject({ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] });
    await expect(off.request(PaymentOverviewDocument, {})).rejects.toMatchObject({
      graphQLErrors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'FEATURE_DISABLED' }) })],
    });
    expect(await changesOf(me.account.id)).toHaveLength(0);
  });

  it('refuses direct debit through GraphQL while its general flag is off', async () => {
    const me = await subscriber();
    const off = graphqlClientAs(testDb.db, me.account, { flags: { isChangePaymentDirectDebitNLEnabled: false } });
    const refused = await off.request(ChangePaymentDirectDebitDocument, {
      input: { subscriptionId: me.subscription.id, iban: NL_IBAN, accountHolder: 'J. de Vries', idempotencyKey: key() },
    });
    expect(refused.changePaymentDirectDebit.violations).toEqual([{ code: V.methodUnavailable, field: 'method' }]);
  });
});
