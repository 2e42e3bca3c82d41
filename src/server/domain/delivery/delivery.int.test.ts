/**
 * The delivery complaints against PGlite: the options a subscription allows (reasons per product type,
 * the dates of the window on its delivery days, outside a suspension, without a complaint yet), every refusal with
 * its violation code at the rule's edge, idempotency (a retried or concurrent request makes one complaint and one
 * mail), the flag on the third complaint within 30 days, and the history — each scoped to the account, so another
 * account's subscription is answered exactly like an unknown one. Then the operations through GraphQL as the island
 * sends them, including the manifest's feature gate.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/fixtures/outbox';
import { buildAccount, buildSubscription, useTestDb } from '../../../../tests/fixtures/db';
import {
  ComplaintOptionsDocument,
  DeliveryComplaintsDocument,
  DeliveryComplaintSubscriptionsDocument,
  SubmitDeliveryComplaintDocument,
} from '../../../lib/graphql/generated/graphql';
import type { Account, Subscription } from '../../db/schema';
import { deliveryComplaints, holidayChanges } from '../../db/schema';
import { complaintOptions, listComplaintSubscriptions, listDeliveryComplaints, submitDeliveryComplaint } from './index';
import type { ComplaintMailContext } from './index';

const testDb = useTestDb();

/** Wednesday 12 March 2025, 10:00 UTC: the same date in Amsterdam and Brussels. */
const NOW = new Date('2025-03-12T10:00:00Z');

function mailFor(account: Account): ComplaintMailContext {
  return {
    brandKey: 'ad',
    email: account.email,
    t: (key, params) => `${key} ${JSON.stringify(params ?? {})}`,
    formatDate: (date) => date,
  };
}

/** A suspension of the AD subscription `subscription` of `account`, from `startDate` to `endDate`. */
function suspension(account: Account, subscription: Subscription, startDate: string, endDate: string) {
  const owner = { accountId: account.id, subscriptionId: subscription.id, brandKey: 'ad' };
  return { ...owner, kind: 'suspension' as const, startDate, endDate };
}

async function subscriber() {
  const me = await buildAccount(testDb.db);
  const newspaper = await buildSubscription(testDb.db, me.id, { brandKey: 'ad', startDate: '2024-01-01' });
  const magazine = await buildSubscription(testDb.db, me.id, {
    brandKey: 'mar',
    productType: 'magazine',
    title: 'Margriet',
    deliveryDays: [2],
  });
  const digital = await buildSubscription(testDb.db, me.id, {
    brandKey: 'vk',
    productType: 'digital',
    title: 'de Volkskrant Digitaal',
    deliveryDays: [],
  });
  const belgian = await buildSubscription(testDb.db, me.id, { brandKey: 'hln', title: 'HLN Krant' });
  const other = await buildAccount(testDb.db);
  const theirs = await buildSubscription(testDb.db, other.id, { brandKey: 'ad' });
  return { me, newspaper, magazine, digital, belgian, other, theirs };
}

let keys = 0;
function input(subscriptionId: string, deliveryDate: string, fields: Record<string, unknown> = {}) {
  keys += 1;
  return {
    subscriptionId,
    reason: 'NOT_DELIVERED',
    deliveryDate,
    remark: null,
    idempotencyKey: `test-key-${keys}-${randomUUID()}`,
    ...fields,
  };
}

describe('complaint options', () => {
  it('lists print subscriptions only, with the reasons of their product type', async () => {
    const { me } = await subscriber();
    const list = await listComplaintSubscriptions(testDb.db, me.id, 'ad');
    expect(list.map((s) => s.brandKey)).toEqual(['ad', 'hln', 'mar']);
    expect(list.find((s) => s.brandKey === 'ad')!.reasons).toEqual([
      'DAMAGED',
      'NOT_DELIVERED',
      'INCOMPLETE',
      'WRONG_PRODUCT',
      'RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED',
    ]);
    expect(list.find((s) => s.brandKey === 'mar')!.reasons).toEqual(['DAMAGED', 'NOT_DELIVERED', 'INCOMPLETE']);
  });

  it('offers the delivery days of the last 14 days, today included, without Sundays for Monday–Saturday', async () => {
    const { me, newspaper, magazine } = await subscriber();
    const options = await complaintOptions(testDb.db, me.id, newspaper.id, NOW);
    expect(options!.dates[0]).toBe('2025-03-12');
    expect(options!.dates.at(-1)).toBe('2025-02-26');
    expect(options!.dates).not.toContain('2025-03-09');
    expect(options!.dates).not.toContain('2025-03-02');
    expect(options!.dates).toHaveLength(13);
    const weekly = await complaintOptions(testDb.db, me.id, magazine.id, NOW);
    expect(weekly!.dates).toEqual(['2025-03-11', '2025-03-04']);
  });

  it('leaves out suspended days (not cancelled ones) and dates already complained about', async () => {
    const { me, newspaper } = await subscriber();
    await testDb.db
      .insert(holidayChanges)
      .values([
        suspension(me, newspaper, '2025-03-05', '2025-03-07'),
        { ...suspension(me, newspaper, '2025-03-10', '2025-03-10'), cancelledAt: new Date('2025-03-01T10:00:00Z') },
      ]);
    expect((await submitDeliveryComplaint(testDb.db, me.id, input(newspaper.id, '2025-03-11'), null, NOW)).ok).toBe(
      true,
    );
    const { dates } = (await complaintOptions(testDb.db, me.id, newspaper.id, NOW))!;
    expect(dates).not.toContain('2025-03-05');
    expect(dates).not.toContain('2025-03-06');
    expect(dates).not.toContain('2025-03-07');
    expect(dates).toContain('2025-03-04');
    expect(dates).toContain('2025-03-08');
    expect(dates).toContain('2025-03-10');
    expect(dates).not.toContain('2025-03-11');
  });

  it("answers another account's, an unknown, a malformed and a digital subscription alike: null", async () => {
    const { me, theirs, digital } = await subscriber();
    expect(await complaintOptions(testDb.db, me.id, theirs.id, NOW)).toBeNull();
    expect(await complaintOptions(testDb.db, me.id, randomUUID(), NOW)).toBeNull();
    expect(await complaintOptions(testDb.db, me.id, 'not-an-id', NOW)).toBeNull();
    expect(await complaintOptions(testDb.db, me.id, digital.id, NOW)).toBeNull();
  });

  it("uses the brand country's calendar date: 23:30 UTC is already tomorrow in Brussels", async () => {
    const { me, belgian } = await subscriber();
    const late = new Date('2025-03-12T23:30:00Z');
    expect((await complaintOptions(testDb.db, me.id, belgian.id, late))!.dates[0]).toBe('2025-03-13');
  });
});

describe('submitting a complaint', () => {
  it('accepts today and the 14th day back, and refuses the 15th and tomorrow', async () => {
    const { me, newspaper } = await subscriber();
    const submit = (date: string) => submitDeliveryComplaint(testDb.db, me.id, input(newspaper.id, date), null, NOW);
    expect((await submit('2025-03-12')).ok).toBe(true);
    expect((await submit('2025-02-26')).ok).toBe(true);
    expect(await submit('2025-02-25')).toMatchObject({
      ok: false,
      violations: [{ code: 'DELIVERY_DATE_TOO_OLD', field: 'deliveryDate' }],
    });
    expect(await submit('2025-03-13')).toMatchObject({
      ok: false,
      violations: [{ code: 'DELIVERY_DATE_IN_FUTURE', field: 'deliveryDate' }],
    });
  });

  it('refuses a day without delivery, a suspended day, a day before the subscription and a second complaint', async () => {
    const { me, newspaper } = await subscriber();
    const late = await buildSubscription(testDb.db, me.id, { startDate: '2025-03-10' });
    await testDb.db.insert(holidayChanges).values(suspension(me, newspaper, '2025-03-05', '2025-03-07'));
    const code = async (subscriptionId: string, date: string) => {
      const result = await submitDeliveryComplaint(testDb.db, me.id, input(subscriptionId, date), null, NOW);
      return result.ok ? 'ok' : result.violations[0]!.code;
    };
    expect(await code(newspaper.id, '2025-03-09')).toBe('DELIVERY_DATE_NOT_DELIVERY_DAY');
    expect(await code(newspaper.id, '2025-03-05')).toBe('DELIVERY_DATE_SUSPENDED');
    expect(await code(newspaper.id, '2025-03-07')).toBe('DELIVERY_DATE_SUSPENDED');
    expect(await code(newspaper.id, '2025-03-08')).toBe('ok');
    expect(await code(newspaper.id, '2025-03-08')).toBe('DELIVERY_COMPLAINT_DUPLICATE');
    expect(await code(late.id, '2025-03-08')).toBe('DELIVERY_DATE_OUTSIDE_SUBSCRIPTION');
    expect(await code(late.id, '2025-03-10')).toBe('ok');
  });

  it('refuses a reason the product type does not have, and bad input with the schema codes', async () => {
    const { me, magazine, newspaper } = await subscriber();
    const refusal = async (fields: Record<string, unknown>, subscriptionId = newspaper.id) => {
      const result = await submitDeliveryComplaint(
        testDb.db,
        me.id,
        input(subscriptionId, '2025-03-11', fields),
        null,
        NOW,
      );
      return result.ok ? 'ok' : result.violations[0];
    };
    expect(await refusal({ reason: 'WRONG_PRODUCT' }, magazine.id)).toEqual({
      code: 'DELIVERY_REASON_NOT_ALLOWED',
      field: 'reason',
    });
    expect(await refusal({ reason: 'LOST' })).toEqual({ code: 'DELIVERY_REASON_REQUIRED', field: 'reason' });
    expect(await refusal({ deliveryDate: '2025-02-30' })).toEqual({
      code: 'DELIVERY_DATE_REQUIRED',
      field: 'deliveryDate',
    });
    expect(await refusal({ remark: 'Zie https://example.nl' })).toEqual({
      code: 'FREE_TEXT_FORBIDDEN_CHARACTER',
      field: 'remark',
    });
    expect(await refusal({ remark: 'a'.repeat(501) })).toEqual({ code: 'DELIVERY_REMARK_TOO_LONG', field: 'remark' });
    expect(await refusal({ idempotencyKey: 'x' })).toEqual({
      code: 'DELIVERY_IDEMPOTENCY_KEY_INVALID',
      field: 'idempotencyKey',
    });
    expect(await refusal({ remark: 'a'.repeat(500) })).toBe('ok');
    const rows = await testDb.db.select().from(deliveryComplaints).where(eq(deliveryComplaints.accountId, me.id));
    expect(rows).toHaveLength(1);
  });

  it("answers another account's subscription as NOT_FOUND, like an unknown one, and stores nothing", async () => {
    const { me, theirs, other } = await subscriber();
    const foreign = await submitDeliveryComplaint(testDb.db, me.id, input(theirs.id, '2025-03-11'), null, NOW);
    const unknown = await submitDeliveryComplaint(testDb.db, me.id, input(randomUUID(), '2025-03-11'), null, NOW);
    expect(foreign).toEqual(unknown);
    expect(foreign).toMatchObject({ ok: false, violations: [{ code: 'NOT_FOUND', field: 'subscriptionId' }] });
    expect(await listDeliveryComplaints(testDb.db, other.id)).toEqual([]);
  });

  it('makes one complaint and one mail for a retried and for a concurrent request with the same key', async () => {
    const { me, newspaper } = await subscriber();
    const same = input(newspaper.id, '2025-03-10', { reason: 'DAMAGED', remark: 'Nat' });
    const first = await submitDeliveryComplaint(testDb.db, me.id, same, mailFor(me), NOW);
    const again = await submitDeliveryComplaint(testDb.db, me.id, same, mailFor(me), NOW);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.complaint.id).toBe(first.complaint.id);
    expect(first.complaint).toMatchObject({ compensation: 'extra_delivery_day', remark: 'Nat', flagged: false });

    const parallel = input(newspaper.id, '2025-03-08');
    const results = await Promise.all(
      [1, 2, 3].map(() => submitDeliveryComplaint(testDb.db, me.id, parallel, mailFor(me), NOW)),
    );
    const ids = new Set(results.map((result) => (result.ok ? result.complaint.id : result.violations[0]!.code)));
    expect(ids.size).toBe(1);
    const rows = await testDb.db.select().from(deliveryComplaints).where(eq(deliveryComplaints.accountId, me.id));
    expect(rows).toHaveLength(2);
    const mails = await mailsTo(testDb.db, me.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toContain('delivery.mail.subject');
    expect(mails.map((mail) => mail.text).join()).toContain('2025-03-10');
  });

  it('flags the third complaint of a subscription within 30 days for customer service', async () => {
    const { me, newspaper, magazine } = await subscriber();
    const flagged = async (subscriptionId: string, date: string) => {
      const result = await submitDeliveryComplaint(testDb.db, me.id, input(subscriptionId, date), null, NOW);
      return result.ok ? result.complaint.flagged : result.violations[0]!.code;
    };
    expect(await flagged(newspaper.id, '2025-03-03')).toBe(false);
    expect(await flagged(magazine.id, '2025-03-04')).toBe(false);
    expect(await flagged(newspaper.id, '2025-03-04')).toBe(false);
    expect(await flagged(newspaper.id, '2025-03-05')).toBe(true);
    expect(await flagged(magazine.id, '2025-03-11')).toBe(false);
  });

  it('lists only the account’s own complaints, newest delivery date first', async () => {
    const { me, newspaper, other, theirs } = await subscriber();
    await submitDeliveryComplaint(testDb.db, me.id, input(newspaper.id, '2025-03-03'), null, NOW);
    await submitDeliveryComplaint(testDb.db, me.id, input(newspaper.id, '2025-03-10'), null, NOW);
    await submitDeliveryComplaint(testDb.db, other.id, input(theirs.id, '2025-03-10'), null, NOW);
    const mine = await listDeliveryComplaints(testDb.db, me.id);
    expect(mine.map((c) => c.deliveryDate)).toEqual(['2025-03-10', '2025-03-03']);
    expect(mine[0]).toMatchObject({ brandName: 'AD', subscriptionTitle: newspaper.title, reason: 'NOT_DELIVERED' });
  });
});

describe('the delivery operations through GraphQL (trusted documents, the browser client)', () => {
  function clientFor(account: Account, enabled = true) {
    return graphqlClientAs(testDb.db, account, { flags: { isSubscriptionComplaintsEnabled: enabled } });
  }

  it('lists, gives options and submits; another account’s subscription answers like an unknown one', async () => {
    const { me, newspaper, theirs } = await subscriber();
    const client = clientFor(me);
    const subscriptions = await client.request(DeliveryComplaintSubscriptionsDocument, {});
    expect(subscriptions.deliveryComplaintSubscriptions.map((s) => s.subscriptionId)).toContain(newspaper.id);
    const options = await client.request(ComplaintOptionsDocument, { subscriptionId: newspaper.id });
    const date = options.complaintOptions!.dates[0]!;
    const foreign = await client.request(ComplaintOptionsDocument, { subscriptionId: theirs.id });
    const unknown = await client.request(ComplaintOptionsDocument, { subscriptionId: randomUUID() });
    expect(foreign).toEqual(unknown);
    expect(foreign.complaintOptions).toBeNull();

    // The same complaint twice, with one idempotency key.
    const complaint = {
      subscriptionId: newspaper.id,
      reason: 'DAMAGED' as const,
      deliveryDate: date,
      remark: 'Gescheurd',
      idempotencyKey: randomUUID(),
    };
    const submitted = await client.request(SubmitDeliveryComplaintDocument, { input: complaint });
    expect(submitted.submitDeliveryComplaint).toMatchObject({
      ok: true,
      complaint: { reason: 'DAMAGED', deliveryDate: date },
    });
    const retried = await client.request(SubmitDeliveryComplaintDocument, { input: complaint });
    expect(retried.submitDeliveryComplaint.complaint!.id).toBe(submitted.submitDeliveryComplaint.complaint!.id);

    const foreignSubmit = await client.request(SubmitDeliveryComplaintDocument, {
      input: { subscriptionId: theirs.id, reason: 'DAMAGED', deliveryDate: date, idempotencyKey: randomUUID() },
    });
    const unknownSubmit = await client.request(SubmitDeliveryComplaintDocument, {
      input: { subscriptionId: randomUUID(), reason: 'DAMAGED', deliveryDate: date, idempotencyKey: randomUUID() },
    });
    expect(foreignSubmit).toEqual(unknownSubmit);
    expect(foreignSubmit.submitDeliveryComplaint.violations).toEqual([{ code: 'NOT_FOUND', field: 'subscriptionId' }]);

    const history = await client.request(DeliveryComplaintsDocument, {});
    expect(history.deliveryComplaints).toHaveLength(1);
  });

  it('refuses every operation with FEATURE_DISABLED while the brand has complaints off', async () => {
    const { me } = await subscriber();
    await expect(clientFor(me, false).request(DeliveryComplaintsDocument, {})).rejects.toMatchObject({
      graphQLErrors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'FEATURE_DISABLED' }) })],
    });
  });
});
