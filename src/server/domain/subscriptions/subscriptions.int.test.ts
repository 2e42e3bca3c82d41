/**
 * The subscriptions area's operations across accounts: another account's subscriptionId is
 * answered as not found and changes nothing; every refusal of linking and of the changes carries its violation code.
 * First the domain services on PGlite, then the same through GraphQL as the islands send them (persisted documents,
 * the browser client), including the feature gates of the subscriptions manifest.
 */
import { eq } from 'drizzle-orm';
import type { FeatureFlags } from '../../../shared/feature-flags';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import { describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, useTestDb, type TestDb } from '../../../../tests/fixtures/db';
import {
  ChangeSubscriptionEmailDocument,
  LinkedSubscriptionDocument,
  LinkedSubscriptionsDocument,
  LinkSubscriptionDocument,
  UnlinkSubscriptionDocument,
  UpdateSubscriptionPersonaliaDocument,
} from '../../../lib/graphql/generated/graphql';
import { subscriptions, type Subscription } from '../../db/schema';
import { createMemoryRateLimitStore } from '../../ports/rate-limit';
import {
  confirmSubscriptionEmailChange,
  findLinkedSubscription,
  LINK_POLICY,
  linkSubscription,
  listLinkedSubscriptions,
  unlinkSubscription,
  requestSubscriptionEmailChange,
  updateSubscriptionPersonalia,
} from './index';

const testDb = useTestDb();

/** The confirmation mail's context, with a translator that writes the key and its parameters. */
const mail = () => ({
  brandKey: 'ad',
  brandName: 'AD',
  origin: 'http://ad.localhost:4321',
  t: (key: string, params?: Record<string, string | number>) => `${key} ${JSON.stringify(params ?? {})}`,
  limiter: createMemoryRateLimitStore(),
});
const changeSubscriptionEmail = (db: TestDb['db'], accountId: string, subscriptionId: string, input: unknown) =>
  requestSubscriptionEmailChange(db, accountId, subscriptionId, input, mail());

let numberSeed = 300_000_000 + Math.floor(Math.random() * 100_000_000);
/** A fresh 9-digit number, unique within this database. */
function nextNumber(): string {
  numberSeed += 1;
  return String(numberSeed);
}

async function stored(id: string): Promise<Subscription> {
  const [row] = await testDb.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

async function twoAccounts() {
  const me = await buildAccount(testDb.db);
  const other = await buildAccount(testDb.db);
  const mine = await buildSubscription(testDb.db, me.id, { email: 'mijn@example.nl' });
  const theirs = await buildSubscription(testDb.db, other.id, {
    email: 'hun@example.nl',
    holderFirstName: 'Ander',
    holderLastName: 'Account',
    zipCode: '1012 LG',
  });
  return { me, other, mine, theirs };
}

/** An unlinked AD subscription with a known number and postcode. */
async function unlinked(overrides: Partial<Subscription> = {}) {
  const row = await buildSubscription(testDb.db, null as unknown as string, {
    subscriptionNumber: nextNumber(),
    zipCode: '3015 BH',
    ...overrides,
  });
  return row;
}

const NOT_FOUND = { ok: false, violations: [{ code: 'NOT_FOUND', field: null }] };

describe('reading is scoped to the signed-in account', () => {
  it("lists only the account's own subscriptions, the request's brand first", async () => {
    const { me, mine, theirs } = await twoAccounts();
    const onHln = await buildSubscription(testDb.db, me.id, { brandKey: 'hln', startDate: '2020-01-01' });
    const listedOnAd = await listLinkedSubscriptions(testDb.db, me.id, 'ad');
    expect(listedOnAd.map((s) => s.id)).toEqual([mine.id, onHln.id]);
    const listedOnHln = await listLinkedSubscriptions(testDb.db, me.id, 'hln');
    expect(listedOnHln.map((s) => s.id)).toEqual([onHln.id, mine.id]);
    expect(listedOnAd.map((s) => s.id)).not.toContain(theirs.id);
  });

  it("answers another account's subscription, an unknown and a malformed id alike: not found", async () => {
    const { me, theirs } = await twoAccounts();
    expect(await findLinkedSubscription(testDb.db, me.id, theirs.id)).toBeNull();
    expect(await findLinkedSubscription(testDb.db, me.id, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await findLinkedSubscription(testDb.db, me.id, "1' or '1'='1")).toBeNull();
  });
});

describe('changes to another account’s subscription answer NOT_FOUND and change nothing', () => {
  it('unlinking', async () => {
    const { me, other, theirs } = await twoAccounts();
    expect(await unlinkSubscription(testDb.db, me.id, theirs.id)).toEqual(NOT_FOUND);
    expect((await stored(theirs.id)).accountId).toBe(other.id);
  });

  it('the e-mail address', async () => {
    const { me, theirs } = await twoAccounts();
    expect(await changeSubscriptionEmail(testDb.db, me.id, theirs.id, { email: 'kaper@example.nl' })).toEqual(
      NOT_FOUND,
    );
    expect((await stored(theirs.id)).email).toBe('hun@example.nl');
  });

  it('the personal details', async () => {
    const { me, theirs } = await twoAccounts();
    const input = { first_name: 'Kaper', last_name: 'Kaat', phone_number: '' };
    expect(await updateSubscriptionPersonalia(testDb.db, me.id, theirs.id, input)).toEqual(NOT_FOUND);
    expect(await stored(theirs.id)).toMatchObject({ holderFirstName: 'Ander', holderLastName: 'Account' });
  });
});

describe('linking a subscription by number and postcode', () => {
  const context = (accountId: string) => ({
    accountId,
    brandKey: 'ad',
    country: 'nl' as const,
    limiter: createMemoryRateLimitStore(),
  });

  it('links an unlinked subscription of the brand whose postcode matches (case and space do not matter)', async () => {
    const me = await buildAccount(testDb.db);
    const record = await unlinked();
    const result = await linkSubscription(testDb.db, context(me.id), {
      subscription_number: `${record.subscriptionNumber.slice(0, 3)} ${record.subscriptionNumber.slice(3)}`,
      zip_code: '3015bh',
    });
    expect(result).toMatchObject({ ok: true, subscription: { id: record.id, accountId: me.id } });
    expect((await stored(record.id)).accountId).toBe(me.id);
  });

  it('refuses with a violation code per case and links nothing', async () => {
    const me = await buildAccount(testDb.db);
    const { other, theirs } = await twoAccounts();
    const record = await unlinked();
    const onHln = await unlinked({ brandKey: 'hln', zipCode: '2000' });
    const link = (input: unknown) => linkSubscription(testDb.db, context(me.id), input);
    const refusal = (code: string, field: string | null) => ({ ok: false, violations: [{ code, field }] });

    expect(await link({ subscription_number: '12345', zip_code: '3015 BH' })).toEqual(
      refusal('SUBSCRIPTION_NUMBER_INVALID', 'subscription_number'),
    );
    expect(await link({ subscription_number: record.subscriptionNumber, zip_code: '0123 AB' })).toEqual(
      refusal('POSTCODE_INVALID', 'zip_code'),
    );
    expect(await link({ subscription_number: nextNumber(), zip_code: '3015 BH' })).toEqual(
      refusal('SUBSCRIPTION_NUMBER_UNKNOWN', 'subscription_number'),
    );
    // A number of another brand is unknown on this one.
    expect(await link({ subscription_number: onHln.subscriptionNumber, zip_code: '3015 BH' })).toEqual(
      refusal('SUBSCRIPTION_NUMBER_UNKNOWN', 'subscription_number'),
    );
    expect(await link({ subscription_number: record.subscriptionNumber, zip_code: '1012 LG' })).toEqual(
      refusal('SUBSCRIPTION_POSTCODE_MISMATCH', 'zip_code'),
    );
    expect(await link({ subscription_number: theirs.subscriptionNumber, zip_code: '1012 LG' })).toEqual(
      refusal('SUBSCRIPTION_ALREADY_LINKED', 'subscription_number'),
    );
    expect(await link({ subscription_number: 'abc\u0000', zip_code: '3015 BH' })).toMatchObject({ ok: false });
    expect((await stored(record.id)).accountId).toBeNull();
    expect((await stored(onHln.id)).accountId).toBeNull();
    expect((await stored(theirs.id)).accountId).toBe(other.id);

    // Linked once, a second try says it is linked already.
    expect(await link({ subscription_number: record.subscriptionNumber, zip_code: '3015 BH' })).toMatchObject({
      ok: true,
    });
    expect(await link({ subscription_number: record.subscriptionNumber, zip_code: '3015 BH' })).toEqual(
      refusal('SUBSCRIPTION_ALREADY_LINKED', 'subscription_number'),
    );
  });

  it(`locks linking after ${LINK_POLICY.limit} refused attempts`, async () => {
    const me = await buildAccount(testDb.db);
    const record = await unlinked();
    const ctx = context(me.id);
    for (let attempt = 0; attempt < LINK_POLICY.limit; attempt++) {
      const result = await linkSubscription(testDb.db, ctx, { subscription_number: nextNumber(), zip_code: '3015 BH' });
      expect(result.ok).toBe(false);
    }
    const locked = await linkSubscription(testDb.db, ctx, {
      subscription_number: record.subscriptionNumber,
      zip_code: '3015 BH',
    });
    expect(locked).toEqual({ ok: false, violations: [{ code: 'RATE_LIMITED', field: null }] });
    expect((await stored(record.id)).accountId).toBeNull();
  });

  it('unlinks the own subscription, which can then be linked again', async () => {
    const me = await buildAccount(testDb.db);
    const record = await unlinked();
    const ctx = context(me.id);
    const input = { subscription_number: record.subscriptionNumber, zip_code: '3015 BH' };
    expect((await linkSubscription(testDb.db, ctx, input)).ok).toBe(true);
    expect(await unlinkSubscription(testDb.db, me.id, record.id)).toEqual({
      ok: true,
      violations: [],
      subscriptionId: record.id,
    });
    expect((await stored(record.id)).accountId).toBeNull();
    expect(await unlinkSubscription(testDb.db, me.id, record.id)).toEqual(NOT_FOUND);
    expect((await linkSubscription(testDb.db, ctx, input)).ok).toBe(true);
  });
});

describe('changing the own subscription', () => {
  it('changes the e-mail address, refusing an invalid and an unchanged one', async () => {
    const { me, mine } = await twoAccounts();
    const change = (email: string) => changeSubscriptionEmail(testDb.db, me.id, mine.id, { email });
    expect(await change('geen-adres')).toEqual({ ok: false, violations: [{ code: 'EMAIL_INVALID', field: 'email' }] });
    expect(await change('MIJN@example.nl')).toEqual({
      ok: false,
      violations: [{ code: 'SUBSCRIPTION_EMAIL_UNCHANGED', field: 'email' }],
    });
    // The address changes only once the link sent to it is confirmed (tests/security/subscription-email.test.ts).
    expect(await change(' Nieuw@Example.nl ')).toMatchObject({ ok: true, pendingEmail: 'nieuw@example.nl' });
    expect((await stored(mine.id)).email).toBe('mijn@example.nl');
    expect(await confirmSubscriptionEmailChange(testDb.db, me.id, 'x'.repeat(43))).toMatchObject({ ok: false });
  });

  it('changes the holder’s details, refusing missing names and a bad phone number', async () => {
    const { me, mine } = await twoAccounts();
    const update = (input: unknown) => updateSubscriptionPersonalia(testDb.db, me.id, mine.id, input);
    expect(await update({ first_name: ' ', last_name: '', phone_number: '12' })).toEqual({
      ok: false,
      violations: [
        { code: 'FIRST_NAME_REQUIRED', field: 'first_name' },
        { code: 'LAST_NAME_REQUIRED', field: 'last_name' },
        { code: 'PHONE_INVALID', field: 'phone_number' },
      ],
    });
    expect(await update({ first_name: 'Jan<', last_name: 'Vries', phone_number: '' })).toEqual({
      ok: false,
      violations: [{ code: 'FREE_TEXT_FORBIDDEN_CHARACTER', field: 'first_name' }],
    });
    expect(await update({ first_name: 'Anna', last_name: 'de Wit', phone_number: '+31 6 12345678' })).toMatchObject({
      ok: true,
      subscription: { holderFirstName: 'Anna', holderLastName: 'de Wit', holderPhoneNumber: '+31612345678' },
    });
  });
});

describe('the subscriptions operations through GraphQL (trusted documents, the browser client)', () => {
  function clientFor(account: { id: string; email: string }, overrides: Partial<FeatureFlags> = {}) {
    return graphqlClientAs(testDb.db, account, {
      sessionId: 'session',
      flags: {
        isBrandSubscriptionsEnabled: true,
        isBrandSubscriptionsLinkingEnabled: true,
        isBrandSubscriptionsEmailEditingEnabled: true,
        isBrandSubscriptionsPersonaliaEditingEnabled: true,
        ...overrides,
      },
    });
  }

  /** The answers to unlinking `subscriptionId` and to changing its e-mail address to `email`. */
  async function unlinkAndChangeEmail(client: ReturnType<typeof clientFor>, subscriptionId: string, email: string) {
    const unlinked = await client.request(UnlinkSubscriptionDocument, { subscriptionId });
    const changed = await client.request(ChangeSubscriptionEmailDocument, { subscriptionId, email });
    return [unlinked.unlinkSubscription, changed.changeSubscriptionEmail];
  }

  it("answers another account's subscriptionId as not found in every operation", async () => {
    const { me, other, theirs } = await twoAccounts();
    const client = clientFor(me);
    const subscriptionId = theirs.id;
    expect((await client.request(LinkedSubscriptionDocument, { subscriptionId })).linkedSubscription).toBeNull();
    const list = await client.request(LinkedSubscriptionsDocument, {});
    expect(list.linkedSubscriptions.map((s) => s.subscriptionId)).not.toContain(theirs.id);
    const notFound = { ok: false, violations: [{ code: 'NOT_FOUND', field: null }] };
    expect(await unlinkAndChangeEmail(client, subscriptionId, 'x@example.nl')).toMatchObject([notFound, notFound]);
    expect(
      (
        await client.request(UpdateSubscriptionPersonaliaDocument, {
          subscriptionId,
          input: { first_name: 'X', last_name: 'Y' },
        })
      ).updateSubscriptionPersonalia,
    ).toMatchObject(notFound);
    expect(await stored(theirs.id)).toMatchObject({ accountId: other.id, email: 'hun@example.nl' });
  });

  it('shows the subscription with its status, price and address, and links one with its refusals', async () => {
    const me = await buildAccount(testDb.db);
    const client = clientFor(me);
    const record = await unlinked({ endDate: '2099-12-31', billingPeriod: 'quarter', paymentMethod: 'direct_debit' });
    const refused = await client.request(LinkSubscriptionDocument, {
      input: { subscription_number: record.subscriptionNumber, zip_code: '9999 ZZ' },
    });
    expect(refused.linkSubscription).toMatchObject({
      ok: false,
      violations: [{ code: 'SUBSCRIPTION_POSTCODE_MISMATCH', field: 'zip_code' }],
      subscription: null,
    });
    const linked = await client.request(LinkSubscriptionDocument, {
      input: { subscription_number: record.subscriptionNumber, zip_code: '3015 BH' },
    });
    expect(linked.linkSubscription.subscription).toMatchObject({
      subscriptionId: record.id,
      brandName: 'AD',
      state: 'ENDING',
      endDate: '2099-12-31',
      billingPeriod: 'QUARTER',
      paymentMethod: 'DIRECT_DEBIT',
      productType: 'NEWSPAPER',
      deliveryAddress: { zipCode: '3015 BH' },
    });
  });

  it('refuses the mutations with FEATURE_DISABLED while their flag is off', async () => {
    const { me, mine } = await twoAccounts();
    const client = clientFor(me, {
      isBrandSubscriptionsLinkingEnabled: false,
      isBrandSubscriptionsEmailEditingEnabled: false,
      isBrandSubscriptionsPersonaliaEditingEnabled: false,
    });
    const disabled = { ok: false, violations: [{ code: 'FEATURE_DISABLED', field: null }] };
    const subscriptionId = mine.id;
    expect(
      (await client.request(LinkSubscriptionDocument, { input: { subscription_number: '1', zip_code: '1' } }))
        .linkSubscription,
    ).toMatchObject(disabled);
    expect(await unlinkAndChangeEmail(client, subscriptionId, 'n@example.nl')).toMatchObject([disabled, disabled]);
    expect(await stored(mine.id)).toMatchObject({ accountId: me.id, email: 'mijn@example.nl' });
  });
});
