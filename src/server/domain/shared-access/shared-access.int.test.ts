/**
 * Shared access against PGlite: the overview, invitations, revoking and accepting, each scoped to the
 * asking account and brand — another account's ids are answered as not found and change nothing — and every refusal
 * with its violation code. Then the same through GraphQL as the islands send it (trusted documents, the browser
 * client), including the manifest's feature gate, and the demo seed in every state.
 */
import { and, desc, eq } from 'drizzle-orm';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import { describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, useTestDb } from '../../../../tests/fixtures/db';
import { withSeededDb } from '../../../../tests/fixtures/seeded-db';
import { mailsTo } from '../../../../tests/fixtures/outbox';
import {
  AcceptInviteDocument,
  RevokeCoReaderDocument,
  RevokeInviteDocument,
  SasInviteDocument,
  SasOverviewDocument,
  SendInviteDocument,
} from '../../../lib/graphql/generated/graphql';
import { INVITE_TTL_MS, MAX_CO_READERS } from '../../../shared/shared-access';
import type { Account } from '../../db/schema';
import { outbox, sharedAccessCoReaders, sharedAccessInvites, subscriptions } from '../../db/schema';
import { seedInviteKey, seedSharedAccess, seedSubscriptionId } from '../../db/seed-shared-access';
import { seedAccountId } from '../../db/seed';
import { hashSecretToken } from '../kit/secret-token';
import {
  acceptInvite,
  getSharedAccessOverview,
  previewInvite,
  revokeCoReader,
  revokeInvite,
  sendInvite,
} from './index';

const testDb = useTestDb();

const context = { brandName: 'AD', origin: 'http://ad.localhost:4321', t: (key: string) => key };
const mailContext = {
  ...context,
  t: (key: string, params?: Record<string, string | number>) => `${key} ${JSON.stringify(params ?? {})}`,
};
const NOT_FOUND = { ok: false, violations: [{ code: 'NOT_FOUND', field: null }] };

function refusal(code: string, field: string | null = null) {
  return { ok: false, violations: [{ code, field }] };
}

/** An owner with a shareable AD subscription, and a stranger with one of their own. */
async function setUp() {
  const owner = await buildAccount(testDb.db, { firstName: 'Olga', lastName: 'Eigenaar' });
  const reader = await buildAccount(testDb.db, { firstName: 'Ruud', lastName: 'Meelezer' });
  const stranger = await buildAccount(testDb.db);
  const shared = await buildSubscription(testDb.db, owner.id, { digitalAccess: true, title: 'AD Digitaal' });
  const printOnly = await buildSubscription(testDb.db, owner.id, { title: 'AD Zaterdag' });
  const onHln = await buildSubscription(testDb.db, owner.id, { brandKey: 'hln', digitalAccess: true });
  const theirs = await buildSubscription(testDb.db, stranger.id, { digitalAccess: true });
  return {
    owner,
    reader,
    stranger,
    shared,
    printOnly,
    onHln,
    theirs,
    as: (account: Account, brandKey = 'ad') => ({ accountId: account.id, brandKey }),
  };
}

/** The key of the newest invitation mailed to `email` (from the link in the outbox). */
async function mailedKey(email: string): Promise<string> {
  const [mail] = await testDb.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const key = /\/abonnementen\/uitnodiging\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!key) throw new Error(`No invitation mailed to ${email}`);
  return key;
}

async function invite(owner: { accountId: string; brandKey: string }, subscriptionId: string, email: string) {
  const result = await sendInvite(testDb.db, owner, subscriptionId, { email }, mailContext);
  if (!result.ok) throw new Error(`sendInvite refused: ${JSON.stringify(result.violations)}`);
  return { invite: result.invite, key: await mailedKey(email) };
}

async function inviteRow(id: string) {
  const [row] = await testDb.db.select().from(sharedAccessInvites).where(eq(sharedAccessInvites.id, id));
  return row;
}

describe('the overview', () => {
  it('lists the shareable subscriptions of the brand with co-readers, open invitations and places left', async () => {
    const { owner, reader, shared, as } = await setUp();
    const empty = await getSharedAccessOverview(testDb.db, as(owner));
    expect(empty.subscriptions.map((s) => [s.subscriptionId, s.placesLeft, s.maxCoReaders])).toEqual([
      [shared.id, MAX_CO_READERS, MAX_CO_READERS],
    ]);
    expect(empty.sharedWithMe).toEqual([]);

    const { key } = await invite(as(owner), shared.id, `a-${reader.email}`);
    const second = await invite(as(owner), shared.id, reader.email);
    expect((await acceptInvite(testDb.db, as(reader), second.key)).ok).toBe(true);
    const overview = await getSharedAccessOverview(testDb.db, as(owner));
    const [entry] = overview.subscriptions;
    expect(entry?.placesLeft).toBe(1);
    expect(entry?.coReaders.map((c) => [c.name, c.email])).toEqual([['Ruud Meelezer', reader.email]]);
    expect(entry?.invites.map((i) => i.email)).toEqual([`a-${reader.email}`]);
    // The overview shows the invitation's row id, never its secret key.
    expect(JSON.stringify(overview)).not.toContain(key);

    // The co-reader sees, read-only, whose subscription they read along on — only on that brand.
    const readerView = await getSharedAccessOverview(testDb.db, as(reader));
    expect(readerView.sharedWithMe).toEqual([
      expect.objectContaining({ subscriptionId: shared.id, title: 'AD Digitaal', ownerName: 'Olga Eigenaar' }),
    ]);
    expect(readerView.subscriptions).toEqual([]);
    expect((await getSharedAccessOverview(testDb.db, as(reader, 'hln'))).sharedWithMe).toEqual([]);
  });

  it('leaves out expired, accepted and revoked invitations and revoked co-readers', async () => {
    const { owner, shared, as } = await setUp();
    const sent = await invite(as(owner), shared.id, 'later@example.nl');
    const later = new Date(Date.now() + INVITE_TTL_MS + 1000);
    const overview = await getSharedAccessOverview(testDb.db, as(owner), later);
    expect(overview.subscriptions[0]?.invites).toEqual([]);
    expect(overview.subscriptions[0]?.placesLeft).toBe(MAX_CO_READERS);
    expect(await revokeInvite(testDb.db, as(owner), shared.id, sent.invite.id)).toEqual({ ok: true, violations: [] });
    expect((await getSharedAccessOverview(testDb.db, as(owner))).subscriptions[0]?.invites).toEqual([]);
  });
});

describe('sending an invitation', () => {
  it('stores only the hash of a random 256-bit key, valid 14 days, and mails the link', async () => {
    const { owner, shared, as } = await setUp();
    const now = new Date();
    const result = await sendInvite(
      testDb.db,
      as(owner),
      shared.id,
      { email: '  Nieuwe.Lezer@Example.NL ' },
      { ...mailContext, now },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.invite.email).toBe('nieuwe.lezer@example.nl');
    expect(result.invite.expiresAt.getTime() - now.getTime()).toBe(INVITE_TTL_MS);
    const key = await mailedKey('nieuwe.lezer@example.nl');
    const row = await inviteRow(result.invite.id);
    expect(row?.keyHash).toBe(hashSecretToken(key));
    expect(row?.keyHash).not.toContain(key);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    const [mail] = await mailsTo(testDb.db, 'nieuwe.lezer@example.nl');
    expect(mail?.subject).toContain('sharedAccess.mail.subject');
    expect(mail?.text).toContain(`http://ad.localhost:4321/abonnementen/uitnodiging/${key}`);
    expect(mail?.text).toContain('Olga Eigenaar');
  });

  it("answers another account's, another brand's and unknown subscriptions as not found, and sends nothing", async () => {
    const { owner, theirs, onHln, as } = await setUp();
    for (const id of [theirs.id, onHln.id, crypto.randomUUID(), 'not-an-id', null]) {
      expect(await sendInvite(testDb.db, as(owner), id, { email: 'x@example.nl' }, mailContext)).toEqual(NOT_FOUND);
    }
    expect(
      await testDb.db.select().from(sharedAccessInvites).where(eq(sharedAccessInvites.subscriptionId, theirs.id)),
    ).toEqual([]);
    expect(await mailsTo(testDb.db, 'x@example.nl')).toEqual([]);
  });

  it('refuses each rule with its violation code', async () => {
    const { owner, shared, printOnly, as } = await setUp();
    const send = (subscriptionId: string, email: unknown) =>
      sendInvite(testDb.db, as(owner), subscriptionId, { email }, mailContext);
    expect(await send(printOnly.id, 'a@example.nl')).toEqual(refusal('SAS_NOT_SHAREABLE'));
    expect(await send(shared.id, 'geen-adres')).toEqual(refusal('EMAIL_INVALID', 'email'));
    expect(await send(shared.id, 42)).toEqual(refusal('EMAIL_INVALID', 'email'));
    expect(await send(shared.id, 'a\u0000@example.nl')).toEqual(refusal('TEXT_CONTROL_CHARACTER', 'email'));
    expect(await send(shared.id, owner.email.toUpperCase())).toEqual(refusal('SAS_INVITE_OWN_EMAIL', 'email'));
    expect((await send(shared.id, 'een@example.nl')).ok).toBe(true);
    expect(await send(shared.id, 'EEN@example.nl')).toEqual(refusal('SAS_ALREADY_INVITED', 'email'));
    expect((await send(shared.id, 'twee@example.nl')).ok).toBe(true);
    expect((await send(shared.id, 'drie@example.nl')).ok).toBe(true);
    expect(await send(shared.id, 'vier@example.nl')).toEqual(refusal('SAS_NO_PLACES_LEFT'));
    expect(await mailsTo(testDb.db, 'vier@example.nl')).toEqual([]);

    // An ended subscription is not shareable any more.
    await testDb.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.id, shared.id));
    expect(await send(shared.id, 'vijf@example.nl')).toEqual(refusal('SAS_NOT_SHAREABLE'));
  });

  it('limits the invitations to one address (RATE_LIMITED)', async () => {
    const { owner, shared, as } = await setUp();
    const email = `vaak-${crypto.randomUUID().slice(0, 8)}@example.nl`;
    for (let i = 0; i < 5; i += 1) {
      const sent = await invite(as(owner), shared.id, email);
      await revokeInvite(testDb.db, as(owner), shared.id, sent.invite.id);
    }
    expect(await sendInvite(testDb.db, as(owner), shared.id, { email }, mailContext)).toEqual(refusal('RATE_LIMITED'));
  });
});

describe('revoking', () => {
  it("answers another account's invitations and co-readers as not found and changes nothing", async () => {
    const { owner, reader, stranger, shared, theirs, as } = await setUp();
    const strangers = await invite(as(stranger), theirs.id, 'van-een-ander@example.nl');
    const accepted = await invite(as(stranger), theirs.id, reader.email);
    expect((await acceptInvite(testDb.db, as(reader), accepted.key)).ok).toBe(true);
    const [coReader] = await testDb.db
      .select()
      .from(sharedAccessCoReaders)
      .where(eq(sharedAccessCoReaders.subscriptionId, theirs.id));

    // Their subscription with their ids: not found (field null), like an unknown subscription.
    expect(await revokeInvite(testDb.db, as(owner), theirs.id, strangers.invite.id)).toEqual(NOT_FOUND);
    expect(await revokeCoReader(testDb.db, as(owner), theirs.id, coReader!.id)).toEqual(NOT_FOUND);
    expect(await revokeInvite(testDb.db, as(owner), crypto.randomUUID(), strangers.invite.id)).toEqual(NOT_FOUND);
    // Own subscription, their ids: not found on the id.
    expect(await revokeInvite(testDb.db, as(owner), shared.id, strangers.invite.id)).toEqual(
      refusal('NOT_FOUND', 'key'),
    );
    expect(await revokeCoReader(testDb.db, as(owner), shared.id, coReader!.id)).toEqual(refusal('NOT_FOUND', 'id'));
    expect(await revokeInvite(testDb.db, as(owner), shared.id, 'x')).toEqual(refusal('NOT_FOUND', 'key'));
    expect(await revokeCoReader(testDb.db, as(owner), 'x', 'y')).toEqual(NOT_FOUND);

    expect((await inviteRow(strangers.invite.id))?.revokedAt).toBeNull();
    const [still] = await testDb.db
      .select()
      .from(sharedAccessCoReaders)
      .where(eq(sharedAccessCoReaders.id, coReader!.id));
    expect(still?.revokedAt).toBeNull();
  });

  it('revokes an open invitation (its link stops working) and a co-reader (who no longer reads along)', async () => {
    const { owner, reader, shared, as } = await setUp();
    const open = await invite(as(owner), shared.id, 'open@example.nl');
    expect(await revokeInvite(testDb.db, as(owner), shared.id, open.invite.id)).toEqual({ ok: true, violations: [] });
    expect(await revokeInvite(testDb.db, as(owner), shared.id, open.invite.id)).toEqual(refusal('NOT_FOUND', 'key'));
    expect(await previewInvite(testDb.db, as(reader), open.key)).toEqual(refusal('SAS_INVITE_REVOKED'));

    const accepted = await invite(as(owner), shared.id, reader.email);
    expect((await acceptInvite(testDb.db, as(reader), accepted.key)).ok).toBe(true);
    const id = (await getSharedAccessOverview(testDb.db, as(owner))).subscriptions[0]!.coReaders[0]!.id;
    // A co-reader manages nothing: the owner's subscription is not theirs.
    expect(await revokeCoReader(testDb.db, as(reader), shared.id, id)).toEqual(NOT_FOUND);
    expect(await revokeCoReader(testDb.db, as(owner), shared.id, id)).toEqual({ ok: true, violations: [] });
    expect((await getSharedAccessOverview(testDb.db, as(reader))).sharedWithMe).toEqual([]);
    expect((await getSharedAccessOverview(testDb.db, as(owner))).subscriptions[0]?.placesLeft).toBe(MAX_CO_READERS);
  });
});

describe('accepting an invitation', () => {
  it('needs another account than the owner, on the brand of the subscription, and works once', async () => {
    const { owner, reader, stranger, shared, as } = await setUp();
    const { key, invite: sent } = await invite(as(owner), shared.id, 'wie-dan-ook@example.nl');
    expect(await acceptInvite(testDb.db, as(owner), key)).toEqual(refusal('SAS_INVITE_OWN_SUBSCRIPTION'));
    expect(await acceptInvite(testDb.db, as(reader, 'hln'), key)).toEqual(refusal('SAS_INVITE_INVALID'));
    expect(await previewInvite(testDb.db, as(reader), key)).toMatchObject({
      ok: true,
      invite: { title: 'AD Digitaal', ownerName: 'Olga Eigenaar' },
    });
    const accepted = await acceptInvite(testDb.db, as(reader), key);
    expect(accepted).toMatchObject({ ok: true, shared: { subscriptionId: shared.id, ownerName: 'Olga Eigenaar' } });
    expect((await inviteRow(sent.id))?.acceptedAt).not.toBeNull();
    expect(await acceptInvite(testDb.db, as(stranger), key)).toEqual(refusal('SAS_INVITE_USED'));
    expect(await acceptInvite(testDb.db, as(reader), key)).toEqual(refusal('SAS_INVITE_USED'));
  });

  it('refuses unknown, expired and malformed keys, a second invitation of a co-reader, and a full or ended subscription', async () => {
    const { owner, reader, shared, as } = await setUp();
    expect(await acceptInvite(testDb.db, as(reader), 'a'.repeat(43))).toEqual(refusal('SAS_INVITE_INVALID'));
    expect(await acceptInvite(testDb.db, as(reader), 'te-kort')).toEqual(refusal('SAS_INVITE_INVALID'));
    expect(await previewInvite(testDb.db, as(reader), null)).toEqual(refusal('SAS_INVITE_INVALID'));

    const old = await invite(as(owner), shared.id, 'oud@example.nl');
    const later = new Date(Date.now() + INVITE_TTL_MS + 1000);
    expect(await acceptInvite(testDb.db, as(reader), old.key, later)).toEqual(refusal('SAS_INVITE_EXPIRED'));

    const first = await invite(as(owner), shared.id, 'eerste@example.nl');
    expect((await acceptInvite(testDb.db, as(reader), first.key)).ok).toBe(true);
    const again = await invite(as(owner), shared.id, 'tweede@example.nl');
    expect(await acceptInvite(testDb.db, as(reader), again.key)).toEqual(refusal('SAS_ALREADY_CO_READER'));

    // More co-readers than places (data from before a lower limit): an open invitation cannot be accepted.
    for (let i = 0; i < MAX_CO_READERS; i += 1) {
      const extra = await buildAccount(testDb.db);
      await testDb.db.insert(sharedAccessCoReaders).values({ subscriptionId: shared.id, accountId: extra.id });
    }
    const late = await buildAccount(testDb.db);
    expect(await acceptInvite(testDb.db, as(late), again.key)).toEqual(refusal('SAS_NO_PLACES_LEFT'));

    await testDb.db.update(subscriptions).set({ digitalAccess: false }).where(eq(subscriptions.id, shared.id));
    expect(await acceptInvite(testDb.db, as(late), again.key)).toEqual(refusal('SAS_NOT_SHAREABLE'));
    expect(
      await testDb.db
        .select()
        .from(sharedAccessCoReaders)
        .where(and(eq(sharedAccessCoReaders.subscriptionId, shared.id), eq(sharedAccessCoReaders.accountId, late.id))),
    ).toEqual([]);
  });
});

describe('the shared-access operations through GraphQL (trusted documents, the browser client)', () => {
  function clientFor(account: Account, enabled = true) {
    // The mail's text carries its parameters, the link among them.
    return graphqlClientAs(testDb.db, account, { t: mailContext.t, flags: { isSharedAccessEnabled: enabled } });
  }

  it('invites, accepts, lists and revokes; foreign ids are not found', async () => {
    const { owner, reader, stranger, shared, theirs } = await setUp();
    const client = clientFor(owner);
    const sent = await client.request(SendInviteDocument, { subscriptionId: shared.id, email: reader.email });
    expect(sent.sendInvite).toMatchObject({ ok: true, violations: [], invite: { email: reader.email } });
    const foreign = await client.request(SendInviteDocument, { subscriptionId: theirs.id, email: 'x@example.nl' });
    expect(foreign.sendInvite).toEqual({ ...NOT_FOUND, invite: null });

    const key = await mailedKey(reader.email);
    const readerClient = clientFor(reader);
    const check = await readerClient.request(SasInviteDocument, { key });
    expect(check.sasInvite).toMatchObject({ ok: true, title: 'AD Digitaal', ownerName: 'Olga Eigenaar' });
    const ownCheck = await client.request(SasInviteDocument, { key });
    expect(ownCheck.sasInvite).toMatchObject({ ok: false, violations: [{ code: 'SAS_INVITE_OWN_SUBSCRIPTION' }] });
    const accepted = await readerClient.request(AcceptInviteDocument, { key });
    expect(accepted.acceptInvite).toMatchObject({ ok: true, title: 'AD Digitaal' });

    const { sasOverview } = await client.request(SasOverviewDocument, {});
    const entry = sasOverview.subscriptions.find((s) => s.subscriptionId === shared.id);
    expect(entry?.coReaders.map((c) => c.email)).toEqual([reader.email]);
    expect(entry?.placesLeft).toBe(MAX_CO_READERS - 1);
    const strangerClient = clientFor(stranger);
    const revokeForeign = await strangerClient.request(RevokeCoReaderDocument, {
      subscriptionId: shared.id,
      id: entry!.coReaders[0]!.id,
    });
    expect(revokeForeign.revokeCoReader).toEqual(NOT_FOUND);
    const revoked = await client.request(RevokeCoReaderDocument, {
      subscriptionId: shared.id,
      id: entry!.coReaders[0]!.id,
    });
    expect(revoked.revokeCoReader).toEqual({ ok: true, violations: [] });
    const missingInvite = await client.request(RevokeInviteDocument, {
      subscriptionId: shared.id,
      key: crypto.randomUUID(),
    });
    expect(missingInvite.revokeInvite).toEqual(refusal('NOT_FOUND', 'key'));
  });

  it('refuses every operation with FEATURE_DISABLED while the brand has shared access off', async () => {
    const { owner, shared } = await setUp();
    const client = clientFor(owner, false);
    const refused = await client.request(SendInviteDocument, { subscriptionId: shared.id, email: 'x@example.nl' });
    expect(refused.sendInvite).toMatchObject({ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] });
    await expect(client.request(SasOverviewDocument, {})).rejects.toMatchObject({
      graphQLErrors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'FEATURE_DISABLED' }) })],
    });
    expect(
      await testDb.db.select().from(sharedAccessInvites).where(eq(sharedAccessInvites.subscriptionId, shared.id)),
    ).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('gives shared access in every state, idempotently', () =>
    withSeededDb(async (db) => {
      expect(await seedSharedAccess(db)).toBe(0);
      const as = (email: string, brandKey: string) => ({ accountId: seedAccountId(email), brandKey });

      const pieter = await getSharedAccessOverview(db, as('pieter.bakker@example.nl', 'wdg'));
      expect(pieter.subscriptions).toHaveLength(1);
      expect(pieter.subscriptions[0]).toMatchObject({ placesLeft: 1 });
      expect(pieter.subscriptions[0]?.coReaders.map((c) => c.email)).toEqual(['noor.hendriks@example.nl']);
      expect(pieter.subscriptions[0]?.invites.map((i) => i.email)).toEqual(['sophie.devos@example.nl']);
      const anneke = await getSharedAccessOverview(db, as('anneke.jansen@example.nl', 'par'));
      expect(anneke.subscriptions[0]?.placesLeft).toBe(0);
      const noor = await getSharedAccessOverview(db, as('noor.hendriks@example.nl', 'wdg'));
      expect(noor.sharedWithMe).toEqual([expect.objectContaining({ ownerName: 'Pieter Bakker' })]);
      const els = await getSharedAccessOverview(db, as('els.maes@example.be', 'dm'));
      expect(els.sharedWithMe).toHaveLength(1);

      // The journeys' owners start with every place free; their closed invitations show the refusal pages.
      for (const [email, brandKey] of [
        ['jan.devries@example.nl', 'ad'],
        ['an.peeters@example.be', 'hln'],
      ] as const) {
        const overview = await getSharedAccessOverview(db, as(email, brandKey));
        expect(overview.subscriptions.map((s) => [s.subscriptionId, s.placesLeft])).toEqual([
          [seedSubscriptionId(email, brandKey), MAX_CO_READERS],
        ]);
        const reader = as('noor.hendriks@example.nl', brandKey);
        expect(await previewInvite(db, reader, seedInviteKey(`${brandKey}-expired`))).toEqual(
          refusal('SAS_INVITE_EXPIRED'),
        );
        expect(await previewInvite(db, reader, seedInviteKey(`${brandKey}-revoked`))).toEqual(
          refusal('SAS_INVITE_REVOKED'),
        );
      }
      expect(await previewInvite(db, as('daan.smit@example.nl', 'wdg'), seedInviteKey('wdg-noor'))).toEqual(
        refusal('SAS_INVITE_USED'),
      );
    }));
});
