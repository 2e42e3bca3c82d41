/**
 * Invitation mail flooding: an account sends at most SHARED_ACCESS_INVITES_PER_DAY invitations in 24 hours, across
 * its subscriptions, however many it revokes again. Sending and revoking through GraphQL as the overview does, the
 * next invitation is refused with SAS_INVITE_DAILY_LIMIT and mails nothing (the test mailbox, the outbox table);
 * another account is not held back by it, and 24 hours after the first invitation the owner may send again.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, useTestDb } from '../fixtures/db';
import { graphqlClientAs } from '../fixtures/graphql-client';
import { RevokeInviteDocument, SendInviteDocument } from '../../src/lib/graphql/generated/graphql';
import { config } from '../../src/server/config';
import { outbox, sharedAccessInvites } from '../../src/server/db/schema';
import { sendInvite } from '../../src/server/domain/shared-access';

const testDb = useTestDb();

const t = (key: string, params?: Record<string, string | number>) => `${key} ${JSON.stringify(params ?? {})}`;
const DAY_MS = 24 * 60 * 60 * 1000;

async function mailsTo(addresses: string[]) {
  return testDb.db.select().from(outbox).where(inArray(outbox.recipient, addresses));
}

describe('invitations per account per day', () => {
  it('refuses the invitation after the daily number, revoked ones counted, and mails nothing', async () => {
    const perDay = config().SHARED_ACCESS_INVITES_PER_DAY;
    const owner = await buildAccount(testDb.db);
    const first = await buildSubscription(testDb.db, owner.id, { digitalAccess: true });
    const second = await buildSubscription(testDb.db, owner.id, { digitalAccess: true });
    const client = graphqlClientAs(testDb.db, owner, { t, flags: { isSharedAccessEnabled: true } });
    const tag = owner.id.slice(0, 8);
    const addresses = Array.from({ length: perDay }, (_, i) => `flood-${tag}-${i}@example.nl`);

    // Alternating between two subscriptions: the limit is the account's, not a subscription's.
    for (const [i, email] of addresses.entries()) {
      const subscriptionId = (i % 2 === 0 ? first : second).id;
      const sent = await client.request(SendInviteDocument, { subscriptionId, email });
      expect(sent.sendInvite).toMatchObject({ ok: true, violations: [] });
      const revoked = await client.request(RevokeInviteDocument, { subscriptionId, key: sent.sendInvite.invite!.key });
      expect(revoked.revokeInvite).toEqual({ ok: true, violations: [] });
    }
    expect(await mailsTo(addresses)).toHaveLength(perDay);

    const extra = `flood-${tag}-extra@example.nl`;
    const refused = await client.request(SendInviteDocument, { subscriptionId: first.id, email: extra });
    expect(refused.sendInvite).toEqual({
      ok: false,
      violations: [{ code: 'SAS_INVITE_DAILY_LIMIT', field: null }],
      invite: null,
    });
    expect(await mailsTo([extra])).toEqual([]);
    expect(
      await testDb.db.select().from(sharedAccessInvites).where(eq(sharedAccessInvites.ownerAccountId, owner.id)),
    ).toHaveLength(perDay);

    // Another account's invitations are its own count.
    const neighbour = await buildAccount(testDb.db);
    const theirs = await buildSubscription(testDb.db, neighbour.id, { digitalAccess: true });
    const neighbourClient = graphqlClientAs(testDb.db, neighbour, { t, flags: { isSharedAccessEnabled: true } });
    const allowed = await neighbourClient.request(SendInviteDocument, { subscriptionId: theirs.id, email: extra });
    expect(allowed.sendInvite).toMatchObject({ ok: true, violations: [] });

    // A full day after the first invitation the owner may send again.
    const [oldest] = await testDb.db
      .select({ createdAt: sharedAccessInvites.createdAt })
      .from(sharedAccessInvites)
      .where(eq(sharedAccessInvites.ownerAccountId, owner.id))
      .orderBy(sharedAccessInvites.createdAt)
      .limit(1);
    const later = `flood-${tag}-later@example.nl`;
    const context = { brandName: 'AD', origin: 'http://ad.localhost:4321', t };
    const justBefore = await sendInvite(
      testDb.db,
      { accountId: owner.id, brandKey: 'ad' },
      first.id,
      { email: later },
      { ...context, now: new Date(oldest!.createdAt.getTime() + DAY_MS - 1000) },
    );
    expect(justBefore).toEqual({ ok: false, violations: [{ code: 'SAS_INVITE_DAILY_LIMIT', field: null }] });
    const nextDay = await sendInvite(
      testDb.db,
      { accountId: owner.id, brandKey: 'ad' },
      first.id,
      { email: later },
      { ...context, now: new Date(oldest!.createdAt.getTime() + DAY_MS) },
    );
    expect(nextDay).toMatchObject({ ok: true });
    expect(await mailsTo([later])).toHaveLength(1);
  });
});
