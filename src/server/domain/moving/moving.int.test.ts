/**
 * The moving service against PGlite: a move is planned only for the signed-in account's own print subscriptions on
 * the request's brand (another account's subscription is answered as not found and nothing is stored), every rule's
 * refusal carries its violation code, the idempotency key makes a retried request answer the first move, and the
 * overview shows the move with its address. Then the same through GraphQL as the island sends it, with the gates of
 * the moving manifest.
 */
import { eq } from 'drizzle-orm';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import { describe, expect, it } from 'vitest';
import { MEIR } from '../../../../tests/fixtures/addresses';
import { expectOneOutcome } from '../../../../tests/fixtures/idempotency';
import { mailsTo } from '../../../../tests/fixtures/outbox';
import { buildAccount, buildSubscription, useTestDb } from '../../../../tests/fixtures/db';
import {
  LookupAddressDocument,
  MovingHouseOptionsDocument,
  MovingHouseServicesOverviewDocument,
  SubmitMovingHouseV2Document,
} from '../../../lib/graphql/generated/graphql';
import { MOVING_VIOLATIONS as V } from '../../../shared/moving';
import { movingDateWindow } from '../../../shared/moving-window';
import { addDays } from '../../../shared/dates';
import { movingHouseChanges } from '../../db/schema';
import { embeddedAddressLookup } from '../../ports/address-lookup/embedded';
import { lookupMovingAddress, movingOverview, submitMovingHouse, type SubmitMovingHouseInput } from './index';

const testDb = useTestDb();

const lookup = embeddedAddressLookup();
/** Thursday 2 April 2026, noon: the earliest date is Tuesday 7 April (Easter Monday does not count). */
const NOW = new Date('2026-04-02T10:00:00Z');
const ROTTERDAM = {
  street: 'Nieuwe Binnenweg',
  houseNumber: '152',
  zipCode: '3015 BH',
  city: 'Rotterdam',
  countryCode: 'NL',
};

async function subscriber(brandKey: 'ad' | 'hln' = 'ad') {
  const account = await buildAccount(testDb.db);
  const at = brandKey === 'hln' ? MEIR : ROTTERDAM;
  const paper = await buildSubscription(testDb.db, account.id, { brandKey, ...at });
  const digital = await buildSubscription(testDb.db, account.id, {
    brandKey,
    productType: 'digital',
    title: 'Digitaal',
    deliveryDays: [],
  });
  return {
    account,
    paper,
    digital,
    owner: { accountId: account.id, brandKey, country: brandKey === 'hln' ? ('be' as const) : ('nl' as const) },
  };
}

function input(subscriptionIds: string[], overrides: Partial<SubmitMovingHouseInput> = {}): SubmitMovingHouseInput {
  return {
    address: { postcode: '3011 AD', houseNumber: '40', suffix: null, countryCode: 'NL' },
    subscriptionIds,
    confirmAllAtAddress: true,
    effectiveDate: '2026-04-07',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

async function movesOf(accountId: string) {
  return testDb.db.select().from(movingHouseChanges).where(eq(movingHouseChanges.accountId, accountId));
}

describe('planning a move', () => {
  it('stores the move with the address the lookup found, and shows it in the overview', async () => {
    const { account, paper, owner } = await subscriber();
    const result = await submitMovingHouse(testDb.db, owner, input([paper.id]), { lookup, now: NOW });
    expect(result).toMatchObject({
      ok: true,
      move: {
        effectiveDate: '2026-04-07',
        address: { street: 'Coolsingel', houseNumber: '40', zipCode: '3011 AD', city: 'Rotterdam', countryCode: 'NL' },
        subscriptions: [{ id: paper.id, title: paper.title }],
      },
    });
    expect(await movesOf(account.id)).toHaveLength(1);
    const overview = await movingOverview(testDb.db, owner, NOW);
    expect(overview.planned.map((move) => move.address.street)).toEqual(['Coolsingel']);
    expect(overview.subscriptions.map((subscription) => subscription.id)).toEqual([paper.id]);
    expect(overview.earliestDate).toBe('2026-04-07');
  });

  it('answers the same idempotency key with the first move and stores no second one', async () => {
    const { account, paper, owner } = await subscriber();
    const once = input([paper.id]);
    await expectOneOutcome(
      () => submitMovingHouse(testDb.db, owner, once, { lookup, now: NOW }),
      (result) => (result.ok ? result.move.id : undefined),
    );
    expect(await movesOf(account.id)).toHaveLength(1);
  });

  it("answers another account's subscription as not found and stores nothing", async () => {
    const me = await subscriber();
    const other = await subscriber();
    const result = await submitMovingHouse(testDb.db, me.owner, input([other.paper.id]), { lookup, now: NOW });
    expect(result).toEqual({ ok: false, violations: [{ code: 'NOT_FOUND', field: 'subscriptionIds' }] });
    // Mixed with an own one, and a malformed or unknown id, alike.
    for (const ids of [[me.paper.id, other.paper.id], ['not-a-uuid'], [crypto.randomUUID()]]) {
      expect(await submitMovingHouse(testDb.db, me.owner, input(ids), { lookup, now: NOW })).toEqual(result);
    }
    // A digital subscription and one of another brand are not movable either.
    expect(await submitMovingHouse(testDb.db, me.owner, input([me.digital.id]), { lookup, now: NOW })).toEqual(result);
    expect(await movesOf(me.account.id)).toHaveLength(0);
    expect(await movesOf(other.account.id)).toHaveLength(0);
    // And the overview never shows another account's move.
    await submitMovingHouse(testDb.db, other.owner, input([other.paper.id]), { lookup, now: NOW });
    expect((await movingOverview(testDb.db, me.owner, NOW)).planned).toEqual([]);
  });

  it.each([
    [
      'a date less than 3 working days ahead',
      { effectiveDate: '2026-04-06' },
      { code: V.dateTooSoon, field: 'effectiveDate' },
    ],
    [
      'a date more than 6 months ahead',
      { effectiveDate: '2026-10-03' },
      { code: V.dateTooLate, field: 'effectiveDate' },
    ],
    ['no date', { effectiveDate: 'morgen' }, { code: V.dateInvalid, field: 'effectiveDate' }],
    ['no confirmation', { confirmAllAtAddress: false }, { code: V.notConfirmed, field: 'confirmAllAtAddress' }],
    ['no subscription', { subscriptionIds: [] }, { code: V.noSubscriptions, field: 'subscriptionIds' }],
    [
      'a postcode of the wrong form',
      { address: { postcode: '3011', houseNumber: '40', countryCode: 'NL' } },
      { code: 'POSTCODE_INVALID', field: 'postcode' },
    ],
    [
      'an address in Belgium',
      { address: { postcode: '3011 AD', houseNumber: '40', countryCode: 'BE' } },
      { code: V.countryNotDelivered, field: 'countryCode' },
    ],
    [
      'an address the lookup does not know',
      { address: { postcode: '3011 AD', houseNumber: '41', countryCode: 'NL' } },
      { code: V.addressNotFound, field: 'postcode' },
    ],
    [
      'the current address',
      { address: { postcode: '3015BH', houseNumber: '152', countryCode: 'NL' } },
      { code: V.sameAddress, field: 'postcode' },
    ],
    ['a bad idempotency key', { idempotencyKey: '' }, { code: V.idempotencyKeyInvalid, field: 'idempotencyKey' }],
  ] as const)('refuses %s with its code and stores nothing', async (_name, overrides, violation) => {
    const { account, paper, owner } = await subscriber();
    const result = await submitMovingHouse(
      testDb.db,
      owner,
      input([paper.id], overrides as unknown as Partial<SubmitMovingHouseInput>),
      { lookup, now: NOW },
    );
    expect(result.ok).toBe(false);
    expect(result.violations).toContainEqual(violation);
    expect(await movesOf(account.id)).toHaveLength(0);
  });

  it('needs every print subscription at the old address', async () => {
    const { account, paper, owner } = await subscriber();
    const second = await buildSubscription(testDb.db, account.id, { ...ROTTERDAM, title: 'AD Zaterdag' });
    const partial = await submitMovingHouse(testDb.db, owner, input([paper.id]), { lookup, now: NOW });
    expect(partial).toEqual({ ok: false, violations: [{ code: V.subscriptionsIncomplete, field: 'subscriptionIds' }] });
    const all = await submitMovingHouse(testDb.db, owner, input([paper.id, second.id]), { lookup, now: NOW });
    expect(all.ok).toBe(true);
  });

  it('takes a Belgian address as typed, checked for form, on a Belgian brand, and mails a confirmation', async () => {
    const { account, paper, owner } = await subscriber('hln');
    const address = {
      postcode: '9000',
      houseNumber: '56',
      suffix: 'b2',
      street: 'Veldstraat',
      city: 'Gent',
      countryCode: 'BE',
    };
    const mail = { to: account.email, brandName: 'HLN', t: (key: string) => key };
    const result = await submitMovingHouse(testDb.db, owner, input([paper.id], { address }), {
      lookup,
      now: NOW,
      mail,
    });
    expect(result).toMatchObject({
      ok: true,
      move: { address: { street: 'Veldstraat', houseNumberSuffix: 'b2', zipCode: '9000' } },
    });
    const mails = await mailsTo(testDb.db, account.email, 'hln');
    expect(mails.map((row) => row.subject)).toEqual(['moving.mail.subject']);
    const nl = await submitMovingHouse(
      testDb.db,
      owner,
      input([paper.id], { address: { postcode: '3011 AD', houseNumber: '40', countryCode: 'NL' } }),
      { lookup, now: NOW },
    );
    expect(nl.violations).toContainEqual({ code: V.countryNotDelivered, field: 'countryCode' });
    // The current address, its box written without "bus".
    const current = {
      postcode: '2000',
      houseNumber: '78',
      suffix: '3',
      street: 'Meir',
      city: 'Antwerpen',
      countryCode: 'BE',
    };
    const same = await submitMovingHouse(testDb.db, owner, input([paper.id], { address: current }), {
      lookup,
      now: NOW,
    });
    expect(same).toEqual({ ok: false, violations: [{ code: V.sameAddress, field: 'postcode' }] });
    // Belgian holidays: on 17 July the earliest date is 22 July (21 July is the national holiday).
    const july = await submitMovingHouse(
      testDb.db,
      owner,
      input([paper.id], { address, effectiveDate: '2026-07-21' }),
      { lookup, now: new Date('2026-07-17T10:00:00Z') },
    );
    expect(july.violations).toContainEqual({ code: V.dateTooSoon, field: 'effectiveDate' });
  });

  it('looks an NL address up and refuses a lookup on a Belgian brand', async () => {
    await expect(
      lookupMovingAddress(lookup, { country: 'nl' }, { postcode: '3011ad', houseNumber: '40' }),
    ).resolves.toMatchObject({
      ok: true,
      address: { street: 'Coolsingel', city: 'Rotterdam', zipCode: '3011 AD' },
    });
    await expect(
      lookupMovingAddress(lookup, { country: 'nl' }, { postcode: '3011 AD', houseNumber: '41' }),
    ).resolves.toEqual({
      ok: false,
      violations: [{ code: V.addressNotFound, field: 'postcode' }],
    });
    await expect(
      lookupMovingAddress(
        { lookup: () => Promise.resolve({ status: 'unavailable' }) },
        { country: 'nl' },
        { postcode: '3011 AD', houseNumber: '40' },
      ),
    ).resolves.toEqual({ ok: false, violations: [{ code: V.lookupUnavailable, field: null }] });
    await expect(
      lookupMovingAddress(lookup, { country: 'be' }, { postcode: '9000', houseNumber: '1' }),
    ).resolves.toMatchObject({ ok: false });
  });
});

describe('the moving operations through GraphQL (trusted documents, the browser client)', () => {
  it('submits a move once for a retried request and refreshes the overview; another account’s subscription is not found', async () => {
    const me = await subscriber();
    const other = await subscriber();
    const client = graphqlClientAs(testDb.db, me.account);
    const { earliest } = movingDateWindow('nl');
    const variables = { input: { ...input([me.paper.id]), effectiveDate: earliest } };
    const first = await client.request(SubmitMovingHouseV2Document, variables);
    const again = await client.request(SubmitMovingHouseV2Document, variables);
    expect(first.submitMovingHouseV2).toMatchObject({ ok: true, move: { effectiveDate: earliest } });
    expect(again.submitMovingHouseV2.move?.id).toBe(first.submitMovingHouseV2.move?.id);
    const overview = await client.request(MovingHouseServicesOverviewDocument, {});
    expect(overview.movingHouseServicesOverview.planned.map((move) => move.id)).toEqual([
      first.submitMovingHouseV2.move?.id,
    ]);
    expect(overview.movingHouseServicesOverview.planned[0]?.address).toMatchObject({
      street: 'Coolsingel',
      city: 'Rotterdam',
    });

    const foreign = await client.request(SubmitMovingHouseV2Document, {
      input: { ...input([other.paper.id]), effectiveDate: earliest },
    });
    expect(foreign.submitMovingHouseV2).toEqual({
      ok: false,
      violations: [{ code: 'NOT_FOUND', field: 'subscriptionIds' }],
      move: null,
    });
    const tooSoon = await client.request(SubmitMovingHouseV2Document, {
      input: { ...input([me.paper.id]), effectiveDate: addDays(earliest, -1) },
    });
    expect(tooSoon.submitMovingHouseV2.violations).toContainEqual({ code: V.dateTooSoon, field: 'effectiveDate' });
    expect(await movesOf(other.account.id)).toHaveLength(0);

    const found = await client.request(LookupAddressDocument, { postcode: '3011 AD', houseNumber: '40' });
    expect(found.lookupAddress.address?.street).toBe('Coolsingel');
    const options = await client.request(MovingHouseOptionsDocument, {});
    expect(options.movingHouseOptions).toMatchObject({ planned: [], subscriptions: [{ id: me.paper.id }] });
  });

  it('refuses the journey while the brand has the moving service off, and the list while its overview flag is off', async () => {
    const me = await subscriber();
    const off = graphqlClientAs(testDb.db, me.account, { flags: { isSubscriptionMovingHouseEnabled: false } });
    const refused = await off.request(SubmitMovingHouseV2Document, {
      input: { ...input([me.paper.id]), effectiveDate: movingDateWindow('nl').earliest },
    });
    expect(refused.submitMovingHouseV2).toMatchObject({ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] });
    expect(await movesOf(me.account.id)).toHaveLength(0);
    const noList = graphqlClientAs(testDb.db, me.account, {
      flags: { isSubscriptionMovingHouseEventsOverviewEnabled: false },
    });
    await expect(noList.request(MovingHouseServicesOverviewDocument, {})).rejects.toMatchObject({
      graphQLErrors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'FEATURE_DISABLED' }) })],
    });
  });
});
