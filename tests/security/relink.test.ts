/**
 * Unlinking and linking again: nothing of a subscription's previous holder passes to the account that links it next.
 * A shares the subscription (a co-reader and an open invitation), plans holiday events and a move, and starts a
 * payment change the provider has not settled; A unlinks it and B links it with its number and postcode. B sees
 * none of A's co-readers, invitations, holiday days or payment changes, A's co-reader no longer reads along, and a
 * late status callback of A's payment writes nothing to B's subscription.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, useTestDb } from '../fixtures/db';
import {
  holidayChanges,
  movingHouseChanges,
  paymentChanges,
  sharedAccessCoReaders,
  sharedAccessInvites,
  subscriptions,
} from '../../src/server/db/schema';
import { holidayOptions } from '../../src/server/domain/holiday';
import { latestPaymentChange } from '../../src/server/domain/payment';
import { applyState } from '../../src/server/domain/payment/storage';
import { getSharedAccessOverview } from '../../src/server/domain/shared-access';
import { hashSecretToken } from '../../src/server/domain/kit/secret-token';
import { linkSubscription, unlinkSubscription } from '../../src/server/domain/subscriptions';
import { createMemoryRateLimitStore } from '../../src/server/ports/rate-limit';

const testDb = useTestDb();

/** 10 June 2026, noon in Amsterdam: "today" is 2026-06-10. */
const NOW = new Date('2026-06-10T10:00:00Z');
const WEEK = 7 * 24 * 3600 * 1000;

function scope(accountId: string) {
  return { accountId, brandKey: 'ad', country: 'nl' as const };
}

async function holderWithEverything() {
  const a = await buildAccount(testDb.db);
  const reader = await buildAccount(testDb.db);
  const number = String(400_000_000 + Math.floor(Math.random() * 100_000_000));
  const subscription = await buildSubscription(testDb.db, a.id, {
    subscriptionNumber: number,
    digitalAccess: true,
    zipCode: '1012 LG',
    street: 'Damrak',
    houseNumber: '1',
    city: 'Amsterdam',
  });
  const other = await buildSubscription(testDb.db, a.id, {
    digitalAccess: true,
  });
  const [invite] = await testDb.db
    .insert(sharedAccessInvites)
    .values({
      subscriptionId: subscription.id,
      ownerAccountId: a.id,
      email: 'buur@example.nl',
      keyHash: hashSecretToken(`relink-${number}`),
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + 2 * WEEK),
    })
    .returning();
  await testDb.db.insert(sharedAccessCoReaders).values({ subscriptionId: subscription.id, accountId: reader.id });
  const event = (startDate: string, endDate: string) => ({
    accountId: a.id,
    subscriptionId: subscription.id,
    brandKey: 'ad',
    kind: 'suspension' as const,
    startDate,
    endDate,
  });
  const [past, running, planned] = await testDb.db
    .insert(holidayChanges)
    .values([event('2026-03-02', '2026-03-15'), event('2026-06-08', '2026-06-20'), event('2026-07-06', '2026-07-19')])
    .returning();
  const move = (subscriptionIds: string[], effectiveDate: string) => ({
    accountId: a.id,
    brandKey: 'ad',
    effectiveDate,
    subscriptionIds,
    street: 'Coolsingel',
    houseNumber: '40',
    zipCode: '3011 AD',
    city: 'Rotterdam',
    countryCode: 'NL',
  });
  const [sharedMove, ownMove] = await testDb.db
    .insert(movingHouseChanges)
    .values([move([subscription.id, other.id], '2026-07-01'), move([subscription.id], '2026-07-15')])
    .returning();
  const [payment] = await testDb.db
    .insert(paymentChanges)
    .values({
      accountId: a.id,
      subscriptionId: subscription.id,
      brandKey: 'ad',
      method: 'ideal',
      status: 'open',
      provider: 'test',
      providerPaymentId: `tr_relink_${number}`,
    })
    .returning();
  return {
    a,
    reader,
    number,
    subscription,
    other,
    invite: invite!,
    past,
    running,
    planned,
    sharedMove,
    ownMove,
    payment: payment!,
  };
}

describe('a subscription unlinked and linked by another account', () => {
  it('passes none of the previous holder’s sharing, holiday days, moves or payment changes to the next', async () => {
    const held = await holderWithEverything();
    expect((await getSharedAccessOverview(testDb.db, scope(held.a.id), NOW)).subscriptions).toContainEqual(
      expect.objectContaining({
        subscriptionId: held.subscription.id,
        invites: [expect.anything()],
      }),
    );

    expect(await unlinkSubscription(testDb.db, held.a.id, held.subscription.id, NOW)).toMatchObject({ ok: true });
    const b = await buildAccount(testDb.db);
    const linked = await linkSubscription(
      testDb.db,
      { ...scope(b.id), limiter: createMemoryRateLimitStore() },
      { subscription_number: held.number, zip_code: '1012 LG' },
    );
    expect(linked).toMatchObject({ ok: true });

    const overview = await getSharedAccessOverview(testDb.db, scope(b.id), NOW);
    expect(overview.subscriptions).toEqual([
      expect.objectContaining({
        subscriptionId: held.subscription.id,
        coReaders: [],
        invites: [],
      }),
    ]);
    expect((await getSharedAccessOverview(testDb.db, scope(held.reader.id), NOW)).sharedWithMe).toEqual([]);
    const [invite] = await testDb.db
      .select()
      .from(sharedAccessInvites)
      .where(eq(sharedAccessInvites.id, held.invite.id));
    expect(invite?.revokedAt).not.toBeNull();

    const options = await holidayOptions(testDb.db, scope(b.id), NOW);
    const mine = options.subscriptions.find((row) => row.id === held.subscription.id);
    expect(mine?.taken).toEqual([]);
    expect(mine?.usedDays.every((year) => year.days === 0)).toBe(true);

    expect(await latestPaymentChange(testDb.db, scope(b.id))).toBeUndefined();
    expect(
      await applyState(testDb.db, held.payment.id, {
        status: 'paid',
        accountMasked: 'NL** **** 1234',
        mandateReference: null,
        checkoutUrl: null,
      }),
    ).toBeUndefined();
    const [stored] = await testDb.db.select().from(subscriptions).where(eq(subscriptions.id, held.subscription.id));
    expect(stored?.paymentAccountMasked).not.toBe('NL** **** 1234');
  });

  it('ends the previous holder’s own events and moves as of today and keeps its history', async () => {
    const held = await holderWithEverything();
    await unlinkSubscription(testDb.db, held.a.id, held.subscription.id, NOW);

    const events = new Map(
      (
        await testDb.db.select().from(holidayChanges).where(eq(holidayChanges.subscriptionId, held.subscription.id))
      ).map((row) => [row.id, row]),
    );
    expect(events.get(held.past!.id)).toMatchObject({
      endDate: '2026-03-15',
      cancelledAt: null,
    });
    expect(events.get(held.running!.id)).toMatchObject({
      endDate: '2026-06-10',
      cancelledAt: null,
    });
    expect(events.get(held.planned!.id)?.cancelledAt).not.toBeNull();

    const moves = new Map((await testDb.db.select().from(movingHouseChanges)).map((row) => [row.id, row]));
    expect(moves.get(held.sharedMove!.id)).toMatchObject({
      subscriptionIds: [held.other.id],
      cancelledAt: null,
    });
    expect(moves.get(held.ownMove!.id)?.cancelledAt).not.toBeNull();

    const [payment] = await testDb.db.select().from(paymentChanges).where(eq(paymentChanges.id, held.payment.id));
    expect(payment).toMatchObject({ status: 'canceled' });
    expect(payment?.appliedAt).not.toBeNull();
  });
});
