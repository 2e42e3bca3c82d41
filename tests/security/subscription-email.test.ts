/**
 * A subscription's e-mail address changes only through a link sent to the new address: ChangeSubscriptionEmail
 * stores nothing on the subscription and mails a single-use link; the address changes when that link is confirmed
 * by the same account, signed in. Another account's session, a used or unknown link change nothing, and the mails an
 * account may have sent are limited (per account and per address), so nobody points a subscription's invoices at an
 * address they do not read or floods mailboxes with it. Through GraphQL as the detail screen sends it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, createTestDb, type TestDb } from '../fixtures/db';
import { graphqlClientAs } from '../fixtures/graphql-client';
import {
  ChangeSubscriptionEmailDocument,
  ConfirmSubscriptionEmailDocument,
} from '../../src/lib/graphql/generated/graphql';
import { outbox, subscriptions } from '../../src/server/db/schema';
import { SUBSCRIPTION_EMAIL_POLICY } from '../../src/server/domain/subscriptions';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.close();
});

const t = (key: string, params?: Record<string, string | number>) => `${key} ${JSON.stringify(params ?? {})}`;

async function storedEmail(id: string) {
  const [row] = await testDb.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!.email;
}

async function mailsTo(address: string) {
  return testDb.db.select().from(outbox).where(eq(outbox.recipient, address));
}

/** The confirmation link's token in the (only) mail to `address`. */
async function tokenSentTo(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link to ${address}`);
  return token;
}

async function holder() {
  const account = await buildAccount(testDb.db);
  const subscription = await buildSubscription(testDb.db, account.id, { email: 'oud@example.nl' });
  return { account, subscription, client: graphqlClientAs(testDb.db, account, { t }) };
}

describe('changing a subscription e-mail address', () => {
  it('sends a link to the new address and changes nothing until the same account confirms it', async () => {
    const { account, subscription, client } = await holder();
    const newEmail = `nieuw-${account.id.slice(0, 8)}@example.nl`;
    const asked = await client.request(ChangeSubscriptionEmailDocument, {
      subscriptionId: subscription.id,
      email: newEmail,
    });
    expect(asked.changeSubscriptionEmail).toMatchObject({
      ok: true,
      violations: [],
      pendingEmail: newEmail,
      subscription: { email: 'oud@example.nl' },
    });
    expect(await storedEmail(subscription.id)).toBe('oud@example.nl');
    const [mail] = await mailsTo(newEmail);
    // The subject's key (the one mail sender gives every text of a mail the same placeholders).
    expect(mail?.subject).toMatch(/^subscriptions\.email\.mail\.confirmSubject /);
    expect(mail?.text).toContain('/abonnementen/e-mail-bevestigen?token=');
    const token = await tokenSentTo(newEmail);

    // Another signed-in account holding the link changes nothing and is told the link does not work.
    const stranger = graphqlClientAs(testDb.db, await buildAccount(testDb.db), { t });
    const theirs = await stranger.request(ConfirmSubscriptionEmailDocument, { token });
    expect(theirs.confirmSubscriptionEmail).toEqual({
      ok: false,
      violations: [{ code: 'SUBSCRIPTION_EMAIL_LINK_INVALID', field: null }],
      subscription: null,
    });
    expect(await storedEmail(subscription.id)).toBe('oud@example.nl');

    const confirmed = await client.request(ConfirmSubscriptionEmailDocument, { token });
    expect(confirmed.confirmSubscriptionEmail).toMatchObject({ ok: true, subscription: { email: newEmail } });
    expect(await storedEmail(subscription.id)).toBe(newEmail);

    // Once only.
    const again = await client.request(ConfirmSubscriptionEmailDocument, { token });
    expect(again.confirmSubscriptionEmail.violations).toEqual([
      { code: 'SUBSCRIPTION_EMAIL_LINK_INVALID', field: null },
    ]);
  });

  it('refuses an unknown link and another account’s subscription, and mails nothing for it', async () => {
    const { client } = await holder();
    const other = await holder();
    const unknown = await client.request(ConfirmSubscriptionEmailDocument, { token: 'A'.repeat(43) });
    expect(unknown.confirmSubscriptionEmail.ok).toBe(false);
    const target = `kaper-${other.account.id.slice(0, 8)}@example.nl`;
    const foreign = await client.request(ChangeSubscriptionEmailDocument, {
      subscriptionId: other.subscription.id,
      email: target,
    });
    expect(foreign.changeSubscriptionEmail).toMatchObject({ ok: false, violations: [{ code: 'NOT_FOUND' }] });
    expect(await mailsTo(target)).toEqual([]);
    expect(await storedEmail(other.subscription.id)).toBe('oud@example.nl');
  });

  it('limits the confirmation mails per account, to ever new addresses too', async () => {
    const { account, subscription, client } = await holder();
    const tag = account.id.slice(0, 8);
    for (let i = 0; i < SUBSCRIPTION_EMAIL_POLICY.limit; i += 1) {
      const sent = await client.request(ChangeSubscriptionEmailDocument, {
        subscriptionId: subscription.id,
        email: `reeks-${tag}-${i}@example.nl`,
      });
      expect(sent.changeSubscriptionEmail.ok).toBe(true);
    }
    const extra = `reeks-${tag}-extra@example.nl`;
    const refused = await client.request(ChangeSubscriptionEmailDocument, {
      subscriptionId: subscription.id,
      email: extra,
    });
    expect(refused.changeSubscriptionEmail).toMatchObject({ ok: false, violations: [{ code: 'RATE_LIMITED' }] });
    expect(await mailsTo(extra)).toEqual([]);
  });
});
