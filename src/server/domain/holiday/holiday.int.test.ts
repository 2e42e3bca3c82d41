/**
 * The holiday service against PGlite: a suspension or temporary address is planned only for the signed-in account's
 * own print subscriptions on the request's brand (another account's is answered as not found and nothing is
 * stored); every rule of docs/architecture.md refuses with its violation code, on the brand country's calendar (Koningsdag
 * in NL, 1 May in BE); the idempotency key makes a retried request answer the first event; cancelling is possible
 * until 3 working days before the start; once started only the end date comes forward. Then the same through
 * GraphQL as the islands send it, with the gates of the holiday manifest.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectOneOutcome } from '../../../../tests/fixtures/idempotency';
import { mailsTo } from '../../../../tests/fixtures/outbox';
import { buildAccount, buildSubscription, useTestDb } from '../../../../tests/fixtures/db';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import {
  BringHolidayEndDateForwardDocument,
  CancelDeliverySuspensionV2Document,
  CancelTemporaryDeliveryAddressV2Document,
  HolidayOptionsDocument,
  HolidayServicesOverviewDocument,
  SubmitTemporaryDeliveryAddressV2Document,
  SuspendDeliveryV2Document,
} from '../../../lib/graphql/generated/graphql';
import { addDays } from '../../../shared/dates';
import { HOLIDAY_VIOLATIONS as V } from '../../../shared/holiday';
import { holidayStartWindow } from '../../../shared/holiday-window';
import type { OwnerScope } from '../../../shared/owner';
import { holidayChanges } from '../../db/schema';
import {
  bringEndDateForward,
  cancelHolidayChange,
  holidayOptions,
  holidayOverview,
  submitTemporaryAddress,
  suspendDelivery,
  type SuspendDeliveryInput,
} from './index';

const testDb = useTestDb();

/** Thursday 2 April 2026: the earliest start is Tuesday 7 April (Sunday and Easter Monday do not count). */
const NOW = new Date('2026-04-02T10:00:00Z');
/** Thursday 23 April 2026: in NL Monday 27 April is Koningsdag, in BE a working day. */
const BEFORE_KINGS_DAY = new Date('2026-04-23T10:00:00Z');

async function subscriber(brandKey: 'ad' | 'hln' = 'ad') {
  const account = await buildAccount(testDb.db);
  const paper = await buildSubscription(testDb.db, account.id, { brandKey });
  const digital = await buildSubscription(testDb.db, account.id, {
    brandKey,
    productType: 'digital',
    title: 'Digitaal',
    deliveryDays: [],
  });
  const owner: OwnerScope = { accountId: account.id, brandKey, country: brandKey === 'hln' ? 'be' : 'nl' };
  return { account, paper, digital, owner };
}

function input(subscriptionId: string, overrides: Partial<SuspendDeliveryInput> = {}): SuspendDeliveryInput {
  return {
    subscriptionId,
    startDate: '2026-04-07',
    endDate: '2026-04-20',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

const NL_ADDRESS = {
  postcode: '2042ad',
  houseNumber: '9',
  suffix: null,
  street: 'Boulevard Paulus Loot',
  city: 'Zandvoort',
  countryCode: 'NL',
};

async function eventsOf(accountId: string) {
  return testDb.db.select().from(holidayChanges).where(eq(holidayChanges.accountId, accountId));
}

describe('planning a suspension or a temporary address', () => {
  it('stores a suspension and shows it as planned, with its cancel deadline', async () => {
    const { account, paper, owner } = await subscriber();
    const result = await suspendDelivery(testDb.db, owner, input(paper.id), { now: NOW });
    expect(result).toMatchObject({
      ok: true,
      change: {
        kind: 'suspension',
        startDate: '2026-04-07',
        endDate: '2026-04-20',
        status: 'planned',
        // 3 working days before Tuesday 7 April: Thursday 2 April (Easter Monday and Sunday do not count).
        cancelDeadline: '2026-04-02',
        cancellable: true,
        subscription: { id: paper.id, title: paper.title },
        // Tuesday 7 to Monday 20 April on a Monday–Saturday paper: 14 days less 2 Sundays.
        extensionDays: 12,
      },
    });
    expect(await eventsOf(account.id)).toHaveLength(1);
    const overview = await holidayOverview(testDb.db, owner, NOW);
    expect(overview.planned.map((event) => event.startDate)).toEqual(['2026-04-07']);
    expect(overview.subscriptions.map((subscription) => subscription.id)).toEqual([paper.id]);
  });

  it('stores a temporary address in the brand’s country, normalised, and mails a confirmation', async () => {
    const { account, paper, owner } = await subscriber();
    const mail = { to: account.email, brandName: 'AD', t: (key: string) => key };
    const result = await submitTemporaryAddress(
      testDb.db,
      owner,
      { ...input(paper.id), address: NL_ADDRESS },
      { now: NOW, mail },
    );
    expect(result).toMatchObject({
      ok: true,
      change: {
        kind: 'temporary_address',
        address: { street: 'Boulevard Paulus Loot', houseNumber: '9', zipCode: '2042 AD', city: 'Zandvoort' },
      },
    });
    const mails = await mailsTo(testDb.db, account.email, 'ad');
    expect(mails.map((row) => row.subject)).toEqual(['holiday.mail.temporaryAddress.subject']);
    const belgian = await submitTemporaryAddress(
      testDb.db,
      owner,
      {
        ...input(paper.id, { startDate: '2026-06-01', endDate: '2026-06-02' }),
        address: { ...NL_ADDRESS, postcode: '8400', countryCode: 'BE' },
      },
      { now: NOW },
    );
    expect(belgian.violations).toContainEqual({ code: V.countryNotDelivered, field: 'countryCode' });
    const badAddress = await submitTemporaryAddress(
      testDb.db,
      owner,
      {
        ...input(paper.id, { startDate: '2026-06-01', endDate: '2026-06-02' }),
        address: { ...NL_ADDRESS, postcode: '0123 AB', street: 'Straat <b>', city: '' },
      },
      { now: NOW },
    );
    expect(badAddress.violations).toEqual(
      expect.arrayContaining([
        { code: 'POSTCODE_INVALID', field: 'postcode' },
        expect.objectContaining({ field: 'street' }),
        { code: V.cityRequired, field: 'city' },
      ]),
    );
    expect(await eventsOf(account.id)).toHaveLength(1);
  });

  it('answers the same idempotency key with the first event and stores no second one', async () => {
    const { account, paper, owner } = await subscriber();
    const once = input(paper.id);
    await expectOneOutcome(
      () => suspendDelivery(testDb.db, owner, once, { now: NOW }),
      (result) => (result.ok ? result.change.changeId : undefined),
    );
    expect(await eventsOf(account.id)).toHaveLength(1);
  });

  it("answers another account's subscription as not found, and a digital one as not print", async () => {
    const me = await subscriber();
    const other = await subscriber();
    const result = await suspendDelivery(testDb.db, me.owner, input(other.paper.id), { now: NOW });
    expect(result).toEqual({ ok: false, violations: [{ code: 'NOT_FOUND', field: 'subscriptionId' }] });
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect(await suspendDelivery(testDb.db, me.owner, input(id), { now: NOW })).toEqual(result);
    }
    // The same account on another brand does not see its AD subscription.
    const elsewhere = { ...me.owner, brandKey: 'vk' };
    expect(await suspendDelivery(testDb.db, elsewhere, input(me.paper.id), { now: NOW })).toEqual(result);
    expect(await suspendDelivery(testDb.db, me.owner, input(me.digital.id), { now: NOW })).toEqual({
      ok: false,
      violations: [{ code: V.notPrint, field: 'subscriptionId' }],
    });
    expect(await eventsOf(me.account.id)).toHaveLength(0);
    expect(await eventsOf(other.account.id)).toHaveLength(0);
    // The overview and the options never show another account's events.
    await suspendDelivery(testDb.db, other.owner, input(other.paper.id), { now: NOW });
    expect((await holidayOverview(testDb.db, me.owner, NOW)).planned).toEqual([]);
    expect((await holidayOptions(testDb.db, me.owner, NOW)).subscriptions[0]?.taken).toEqual([]);
  });

  it.each([
    [
      'a start less than 3 working days ahead',
      { startDate: '2026-04-06' },
      { code: V.startTooSoon, field: 'startDate' },
    ],
    [
      'a start more than a year ahead',
      { startDate: '2027-04-03', endDate: '2027-04-05' },
      { code: V.startTooLate, field: 'startDate' },
    ],
    ['no start', { startDate: 'morgen' }, { code: V.startInvalid, field: 'startDate' }],
    ['an end before the start', { endDate: '2026-04-06' }, { code: V.periodTooShort, field: 'endDate' }],
    ['91 days', { startDate: '2026-05-01', endDate: '2026-07-30' }, { code: V.periodTooLong, field: 'endDate' }],
    ['a bad idempotency key', { idempotencyKey: 'x' }, { code: V.idempotencyKeyInvalid, field: 'idempotencyKey' }],
  ] as const)('refuses %s with its code and stores nothing', async (_name, overrides, violation) => {
    const { account, paper, owner } = await subscriber();
    const result = await suspendDelivery(testDb.db, owner, input(paper.id, overrides), { now: NOW });
    expect(result.ok).toBe(false);
    expect(result.violations).toContainEqual(violation);
    expect(await eventsOf(account.id)).toHaveLength(0);
  });

  it('accepts exactly 1 and 90 days, refuses overlap, and caps the days per calendar year at 90', async () => {
    const { paper, owner } = await subscriber();
    const ninety = await suspendDelivery(
      testDb.db,
      owner,
      input(paper.id, { startDate: '2026-05-01', endDate: '2026-07-29' }),
      { now: NOW },
    );
    expect(ninety.ok).toBe(true);
    const overlap = await submitTemporaryAddress(
      testDb.db,
      owner,
      { ...input(paper.id, { startDate: '2026-07-29', endDate: '2026-08-02' }), address: NL_ADDRESS },
      { now: NOW },
    );
    expect(overlap).toEqual({ ok: false, violations: [{ code: V.overlap, field: 'startDate' }] });
    // 90 days used in 2026: one more day that year is refused, also as the first day of a period over New Year.
    for (const period of [
      { startDate: '2026-08-01', endDate: '2026-08-01' },
      { startDate: '2026-12-31', endDate: '2027-01-05' },
    ]) {
      const capped = await suspendDelivery(testDb.db, owner, input(paper.id, period), { now: NOW });
      expect(capped).toEqual({ ok: false, violations: [{ code: V.yearLimitExceeded, field: 'endDate' }] });
    }
    const nextYear = await suspendDelivery(
      testDb.db,
      owner,
      input(paper.id, { startDate: '2027-01-02', endDate: '2027-01-02' }),
      { now: NOW },
    );
    expect(nextYear.ok).toBe(true);
    const options = await holidayOptions(testDb.db, owner, NOW);
    expect(options).toMatchObject({ earliestStart: '2026-04-07', latestStart: '2027-04-02' });
    expect(options.subscriptions[0]).toMatchObject({
      taken: [
        { startDate: '2026-05-01', endDate: '2026-07-29' },
        { startDate: '2027-01-02', endDate: '2027-01-02' },
      ],
      usedDays: [
        { year: 2026, days: 90 },
        { year: 2027, days: 1 },
      ],
    });
    // A cancelled period frees its days.
    if (ninety.ok) await cancelHolidayChange(testDb.db, owner, 'suspension', ninety.change.changeId, NOW);
    const free = await suspendDelivery(
      testDb.db,
      owner,
      input(paper.id, { startDate: '2026-08-01', endDate: '2026-08-01' }),
      { now: NOW },
    );
    expect(free.ok).toBe(true);
  });

  it('counts working days on the brand country’s calendar: Koningsdag in NL, not in BE', async () => {
    const nl = await subscriber('ad');
    const be = await subscriber('hln');
    const monday = { startDate: '2026-04-27', endDate: '2026-04-30' };
    const refused = await suspendDelivery(testDb.db, nl.owner, input(nl.paper.id, monday), { now: BEFORE_KINGS_DAY });
    expect(refused).toEqual({ ok: false, violations: [{ code: V.startTooSoon, field: 'startDate' }] });
    const accepted = await suspendDelivery(testDb.db, be.owner, input(be.paper.id, monday), { now: BEFORE_KINGS_DAY });
    expect(accepted.ok).toBe(true);
    expect((await holidayOptions(testDb.db, nl.owner, BEFORE_KINGS_DAY)).earliestStart).toBe('2026-04-28');
    expect((await holidayOptions(testDb.db, be.owner, BEFORE_KINGS_DAY)).earliestStart).toBe('2026-04-27');
    // In BE, 1 May is a public holiday: from Tuesday 28 April the earliest start is Saturday 2 May (NL: Friday 1 May).
    const tuesday = new Date('2026-04-28T10:00:00Z');
    expect((await holidayOptions(testDb.db, be.owner, tuesday)).earliestStart).toBe('2026-05-02');
    expect((await holidayOptions(testDb.db, nl.owner, tuesday)).earliestStart).toBe('2026-05-01');
  });
});

describe('cancelling and bringing the end date forward', () => {
  it('cancels until 3 working days before the start, then refuses in words', async () => {
    const { paper, owner } = await subscriber();
    // Starts Tuesday 28 April: the last day to cancel is Thursday 23 April (Koningsdag and Sunday do not count).
    const made = await suspendDelivery(
      testDb.db,
      owner,
      input(paper.id, { startDate: '2026-04-28', endDate: '2026-05-02' }),
      { now: BEFORE_KINGS_DAY },
    );
    const late = await submitTemporaryAddress(
      testDb.db,
      owner,
      { ...input(paper.id, { startDate: '2026-05-04', endDate: '2026-05-05' }), address: NL_ADDRESS },
      { now: BEFORE_KINGS_DAY },
    );
    if (!made.ok || !late.ok) throw new Error('setup');
    expect(made.change).toMatchObject({ cancelDeadline: '2026-04-23', cancellable: true });
    const friday = new Date('2026-04-24T10:00:00Z');
    expect(await cancelHolidayChange(testDb.db, owner, 'suspension', made.change.changeId, friday)).toEqual({
      ok: false,
      violations: [{ code: V.cancelTooLate, field: 'changeId' }],
    });
    const cancelled = await cancelHolidayChange(testDb.db, owner, 'suspension', made.change.changeId, BEFORE_KINGS_DAY);
    expect(cancelled).toMatchObject({ ok: true, change: { status: 'cancelled', cancellable: false } });
    // Again (a retried request): answered as it is.
    expect(
      await cancelHolidayChange(testDb.db, owner, 'suspension', made.change.changeId, BEFORE_KINGS_DAY),
    ).toMatchObject({ ok: true, change: { status: 'cancelled' } });
    // The kind must match: a temporary address is not cancelled as a suspension.
    expect(await cancelHolidayChange(testDb.db, owner, 'suspension', late.change.changeId, friday)).toEqual({
      ok: false,
      violations: [{ code: 'NOT_FOUND', field: 'changeId' }],
    });
    expect(
      await cancelHolidayChange(testDb.db, owner, 'temporary_address', late.change.changeId, friday),
    ).toMatchObject({ ok: true, change: { status: 'cancelled' } });
    const overview = await holidayOverview(testDb.db, owner, friday);
    expect(overview.past.map((event) => event.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('refuses to cancel another account’s event, a started one and a past one', async () => {
    const me = await subscriber();
    const other = await subscriber();
    const theirs = await suspendDelivery(testDb.db, other.owner, input(other.paper.id), { now: NOW });
    const mine = await suspendDelivery(testDb.db, me.owner, input(me.paper.id), { now: NOW });
    if (!theirs.ok || !mine.ok) throw new Error('setup');
    expect(await cancelHolidayChange(testDb.db, me.owner, 'suspension', theirs.change.changeId, NOW)).toEqual({
      ok: false,
      violations: [{ code: 'NOT_FOUND', field: 'changeId' }],
    });
    expect(
      await bringEndDateForward(
        testDb.db,
        me.owner,
        { changeId: theirs.change.changeId, endDate: '2026-04-10' },
        new Date('2026-04-08T10:00:00Z'),
      ),
    ).toEqual({ ok: false, violations: [{ code: 'NOT_FOUND', field: 'changeId' }] });
    const running = new Date('2026-04-08T10:00:00Z');
    expect(await cancelHolidayChange(testDb.db, me.owner, 'suspension', mine.change.changeId, running)).toEqual({
      ok: false,
      violations: [{ code: V.notActive, field: 'changeId' }],
    });
    const over = new Date('2026-04-21T10:00:00Z');
    expect(await cancelHolidayChange(testDb.db, me.owner, 'suspension', mine.change.changeId, over)).toEqual({
      ok: false,
      violations: [{ code: V.notActive, field: 'changeId' }],
    });
    const { endDate } = (await eventsOf(other.account.id))[0]!;
    expect(endDate).toBe('2026-04-20');
  });

  it('brings the end of a started period forward, to today at the earliest, and nothing else', async () => {
    const { paper, owner } = await subscriber();
    const made = await suspendDelivery(testDb.db, owner, input(paper.id), { now: NOW });
    if (!made.ok) throw new Error('setup');
    const changeId = made.change.changeId;
    expect(
      await bringEndDateForward(testDb.db, owner, { changeId, endDate: '2026-04-10' }, new Date('2026-04-03T10:00Z')),
    ).toEqual({ ok: false, violations: [{ code: V.notStarted, field: 'endDate' }] });
    const running = new Date('2026-04-10T10:00:00Z');
    const current = (await holidayOverview(testDb.db, owner, running)).current[0];
    expect(current).toMatchObject({ status: 'current', endDateChangeable: true, earliestEndDate: '2026-04-10' });
    expect(await bringEndDateForward(testDb.db, owner, { changeId, endDate: '2026-04-09' }, running)).toEqual({
      ok: false,
      violations: [{ code: V.endInPast, field: 'endDate' }],
    });
    expect(await bringEndDateForward(testDb.db, owner, { changeId, endDate: '2026-04-25' }, running)).toEqual({
      ok: false,
      violations: [{ code: V.endNotEarlier, field: 'endDate' }],
    });
    expect(await bringEndDateForward(testDb.db, owner, { changeId, endDate: '10-04-2026' }, running)).toEqual({
      ok: false,
      violations: [{ code: V.endInvalid, field: 'endDate' }],
    });
    const shorter = await bringEndDateForward(testDb.db, owner, { changeId, endDate: '2026-04-12' }, running);
    // The extension shrinks with the period: Tuesday 7 to Sunday 12 April leaves out 5 delivery days.
    expect(shorter).toMatchObject({
      ok: true,
      change: { startDate: '2026-04-07', endDate: '2026-04-12', extensionDays: 5 },
    });
    // The freed days can be taken again.
    expect((await holidayOptions(testDb.db, owner, running)).subscriptions[0]?.usedDays).toEqual([
      { year: 2026, days: 6 },
    ]);
  });
});

describe('the holiday operations through GraphQL (trusted documents, the browser client)', () => {
  it('suspends once for a retried request, shows it in the overview and cancels it by changeId', async () => {
    const me = await subscriber();
    const other = await subscriber();
    const client = graphqlClientAs(testDb.db, me.account);
    const { earliest } = holidayStartWindow('nl');
    // Far enough ahead that the cancel window is open whatever today is.
    const start = addDays(earliest, 14);
    const variables = { input: input(me.paper.id, { startDate: start, endDate: addDays(start, 6) }) };
    const first = await client.request(SuspendDeliveryV2Document, variables);
    const again = await client.request(SuspendDeliveryV2Document, variables);
    expect(first.suspendDeliveryV2).toMatchObject({ ok: true, change: { startDate: start, status: 'planned' } });
    const changeId = first.suspendDeliveryV2.change!.changeId;
    expect(again.suspendDeliveryV2.change?.changeId).toBe(changeId);
    const overview = await client.request(HolidayServicesOverviewDocument, {});
    expect(overview.holidayServicesOverview.plannedSuspensions.map((event) => event.changeId)).toEqual([changeId]);

    const options = await client.request(HolidayOptionsDocument, {});
    expect(options.holidayOptions).toMatchObject({
      earliestStart: earliest,
      maxDays: 90,
      yearLimitDays: 90,
      subscriptions: [{ subscription: { id: me.paper.id }, taken: [{ startDate: start }] }],
    });

    const foreign = await client.request(SuspendDeliveryV2Document, {
      input: input(other.paper.id, { startDate: start, endDate: start }),
    });
    expect(foreign.suspendDeliveryV2).toEqual({
      ok: false,
      violations: [{ code: 'NOT_FOUND', field: 'subscriptionId' }],
      change: null,
    });
    const tooSoon = await client.request(SuspendDeliveryV2Document, {
      input: input(me.paper.id, { startDate: addDays(earliest, -1), endDate: earliest }),
    });
    expect(tooSoon.suspendDeliveryV2.violations).toContainEqual({ code: V.startTooSoon, field: 'startDate' });

    const cancelled = await client.request(CancelDeliverySuspensionV2Document, { changeId });
    expect(cancelled.cancelDeliverySuspensionV2).toMatchObject({ ok: true, change: { changeId, status: 'cancelled' } });
    const theirs = await graphqlClientAs(testDb.db, other.account).request(CancelDeliverySuspensionV2Document, {
      changeId,
    });
    expect(theirs.cancelDeliverySuspensionV2).toMatchObject({ ok: false, violations: [{ code: 'NOT_FOUND' }] });
  });

  it('submits a temporary address, cancels it, and brings nothing forward that has not started', async () => {
    const me = await subscriber();
    const client = graphqlClientAs(testDb.db, me.account);
    const start = addDays(holidayStartWindow('nl').earliest, 20);
    const made = await client.request(SubmitTemporaryDeliveryAddressV2Document, {
      input: { ...input(me.paper.id, { startDate: start, endDate: addDays(start, 2) }), address: NL_ADDRESS },
    });
    expect(made.submitTemporaryDeliveryAddressV2).toMatchObject({
      ok: true,
      change: { address: { zipCode: '2042 AD', city: 'Zandvoort' } },
    });
    const changeId = made.submitTemporaryDeliveryAddressV2.change!.changeId;
    const forward = await client.request(BringHolidayEndDateForwardDocument, { changeId, endDate: start });
    expect(forward.bringHolidayEndDateForward).toMatchObject({ ok: false, violations: [{ code: V.notStarted }] });
    const cancelled = await client.request(CancelTemporaryDeliveryAddressV2Document, { changeId });
    expect(cancelled.cancelTemporaryDeliveryAddressV2.change?.status).toBe('cancelled');
  });

  it('refuses while the brand has the service off, cancelling while the general flag is off, and the list without its flag', async () => {
    const me = await subscriber();
    const off = graphqlClientAs(testDb.db, me.account, { flags: { isSubscriptionHolidayEnabled: false } });
    const start = addDays(holidayStartWindow('nl').earliest, 7);
    const refused = await off.request(SuspendDeliveryV2Document, {
      input: input(me.paper.id, { startDate: start, endDate: start }),
    });
    expect(refused.suspendDeliveryV2).toMatchObject({ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] });
    expect(await eventsOf(me.account.id)).toHaveLength(0);

    const made = await graphqlClientAs(testDb.db, me.account).request(SuspendDeliveryV2Document, {
      input: input(me.paper.id, { startDate: start, endDate: start }),
    });
    const noCancel = graphqlClientAs(testDb.db, me.account, { flags: { isHolidayCancellationEnabled: false } });
    const kept = await noCancel.request(CancelDeliverySuspensionV2Document, {
      changeId: made.suspendDeliveryV2.change!.changeId,
    });
    expect(kept.cancelDeliverySuspensionV2).toMatchObject({ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] });
    expect((await eventsOf(me.account.id))[0]?.cancelledAt).toBeNull();

    const noList = graphqlClientAs(testDb.db, me.account, {
      flags: { isSubscriptionHolidayEventsOverviewEnabled: false },
    });
    await expect(noList.request(HolidayServicesOverviewDocument, {})).rejects.toMatchObject({
      graphQLErrors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'FEATURE_DISABLED' }) })],
    });
  });
});
