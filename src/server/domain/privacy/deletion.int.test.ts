/**
 * Deleting an account, on a migrated PGlite with the clock given to every step: the request (password or mailed
 * code; a wrong one changes nothing), the 14 days in which nothing is erased, the cancel, and the housekeeping's
 * erasure — sessions on every brand ended, co-readers and invitations revoked, the invoices kept without name or
 * address, the last mail — and then the statutory period's end. On PostgreSQL two housekeeping instances on one
 * database erase an account once (skips, visibly, when no local PostgreSQL answers).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildSubscription,
  createPostgresTestDb,
  createTestDb,
  postgresTestUrl,
  type TestDb,
} from '../../../../tests/fixtures/db';
import { mailsTo } from '../../../../tests/fixtures/outbox';
import { committedTranslations } from '../../../content/queries/translations';
import { createTranslator } from '../../../i18n/translate';
import { closeDb, createDb, dbUrl, type Db } from '../../db/client';
import {
  accountDeletions,
  accounts,
  contactAttachments,
  contactCases,
  invoices,
  newsletterSubscriptions,
  oidcPayloads,
  sessions,
  sharedAccessCoReaders,
  sharedAccessInvites,
  subscriptions,
} from '../../db/schema';
import { embeddedFileStorage } from '../../ports/file-storage/embedded';
import { createMemoryRateLimitStore } from '../../ports/rate-limit';
import { hashPassword } from '../identity';
import { createSession, resolveSession } from '../sessions';
import { brandMessages, runHousekeeping } from '../../housekeeping';
import {
  cancelDeletion,
  DELETION_CODE_MAIL_POLICY,
  DELETION_WAIT_DAYS,
  eraseDueAccounts,
  erasedEmail,
  INVOICE_RETENTION_YEARS,
  pendingDeletion,
  purgeExpiredBookkeeping,
  requestDeletion,
  sendDeletionCode,
} from './deletion';

const PASSWORD = 'Welkom-bij-Mijn-Omgeving-1';
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-02T10:00:00Z');
const at = (days: number) => new Date(START.getTime() + days * DAY);

const t = createTranslator(committedTranslations('nl'));
const context = { brandKey: 'ad', brandName: 'AD', t, country: 'nl' as const };

let passwordHash: string;

/** An account with a password and a portal session on ad and on hln, and an account-host session. */
async function accountWithSessions(db: Db) {
  const account = await buildAccount(db, { passwordHash });
  for (const brandKey of ['ad', 'hln'] as const) {
    await createSession(db, { accountId: account.id, brandKey, subject: account.id }, START);
  }
  await db.insert(oidcPayloads).values({
    id: `session-${account.id}`,
    type: 'Session',
    payload: { accountId: account.id, uid: `uid-${account.id}`, authorizations: {} },
    uid: `uid-${account.id}`,
  });
  return account;
}

async function request(db: Db, accountId: string, input: unknown, now = START) {
  return requestDeletion(db, { accountId, brandKey: 'ad' }, input, context, { now });
}

describe('deleting an account (PGlite, a given clock)', () => {
  let testDb: TestDb;
  let db: Db;
  let uploadsDir: string;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    passwordHash = await hashPassword(PASSWORD);
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'deletion-'));
  });

  afterAll(async () => {
    await testDb?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('a wrong password changes nothing and says so; no password asks for one', async () => {
    const account = await accountWithSessions(db);
    const wrong = await request(db, account.id, { password: 'niet-het-wachtwoord' });
    expect(wrong).toMatchObject({
      ok: false,
      violations: [{ code: 'DELETION_PASSWORD_INCORRECT', field: 'password' }],
    });
    const missing = await request(db, account.id, {});
    expect(missing).toMatchObject({ ok: false, violations: [{ code: 'DELETION_PASSWORD_REQUIRED' }] });
    const bad = await request(db, account.id, { password: 'a\u0000b' });
    expect(bad.ok).toBe(false);
    expect(await pendingDeletion(db, account.id)).toBeUndefined();
    expect(await mailsTo(db, account.email)).toHaveLength(0);
  });

  it('request → nothing for 13 days → erased on day 14, once, with a last mail', async () => {
    const storage = embeddedFileStorage(uploadsDir);
    const account = await accountWithSessions(db);
    await db
      .insert(newsletterSubscriptions)
      .values({ accountId: account.id, brandKey: 'ad', newsletterSlug: 'ochtend' });
    const requested = await request(db, account.id, { password: PASSWORD });
    expect(requested.ok).toBe(true);
    if (!requested.ok) return;
    expect(requested.eraseAfter).toEqual(at(DELETION_WAIT_DAYS));
    const [confirmation] = await mailsTo(db, account.email);
    expect(confirmation?.subject).toBe('Je account bij AD wordt verwijderd');
    expect(confirmation?.text).toContain('16 maart 2026');
    // Asking again answers the open request.
    expect(await request(db, account.id, { password: PASSWORD }, at(1))).toMatchObject({ eraseAfter: at(14) });

    for (const day of [1, 7, 13]) await runHousekeeping(db, storage, at(day));
    const [before] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(before).toMatchObject({ email: account.email, firstName: 'Test', lastName: 'Gebruiker' });
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toHaveLength(2);

    const pass = await runHousekeeping(db, storage, at(14));
    expect(pass.erasedAccounts).toBe(1);
    // With no invoices to keep nothing of the account is left, not even its anonymous row.
    expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
    expect(
      await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.accountId, account.id)),
    ).toEqual([]);
    const mails = await mailsTo(db, account.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Je account bij AD wordt verwijderd',
      'Je account bij AD is verwijderd',
    ]);
    expect(await pendingDeletion(db, account.id)).toBeUndefined();
    // A later pass erases nothing more and sends nothing more.
    expect((await runHousekeeping(db, storage, at(15))).erasedAccounts).toBe(0);
    expect(await mailsTo(db, account.email)).toHaveLength(2);
  });

  it('anonymises the account and ends every session on every brand, at the portal and at the account host', async () => {
    const storage = embeddedFileStorage(uploadsDir);
    const account = await accountWithSessions(db);
    expect((await request(db, account.id, { password: PASSWORD })).ok).toBe(true);
    expect(await eraseDueAccounts(db, storage, brandMessages, at(14))).toBe(1);
    const [after] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(after).toMatchObject({
      email: erasedEmail(account.id),
      passwordHash: null,
      firstName: null,
      lastName: null,
      gender: null,
      dateOfBirth: null,
      street: null,
      zipCode: null,
      city: null,
      phoneNumber: null,
    });
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
    const hostSessions = await db
      .select()
      .from(oidcPayloads)
      .where(eq(oidcPayloads.id, `session-${account.id}`));
    expect(hostSessions).toEqual([]);
  });

  it('cancelling keeps the account: no erasure after the planned date', async () => {
    const storage = embeddedFileStorage(uploadsDir);
    const account = await accountWithSessions(db);
    expect((await request(db, account.id, { password: PASSWORD })).ok).toBe(true);
    expect(await cancelDeletion(db, account.id)).toBe(true);
    expect(await cancelDeletion(db, account.id)).toBe(false);
    expect(await eraseDueAccounts(db, storage, brandMessages, at(30))).toBe(0);
    const [kept] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(kept).toMatchObject({ email: account.email, firstName: 'Test' });
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toHaveLength(2);
  });

  it('the session read says whether a request is open, on every brand, from the request until it is withdrawn', async () => {
    const account = await accountWithSessions(db);
    const start = (brandKey: 'ad' | 'hln') =>
      createSession(db, { accountId: account.id, brandKey, subject: account.id }, START);
    const [onAd, onHln] = [await start('ad'), await start('hln')];
    const pending = async () => [
      (await resolveSession(db, onAd.token, 'ad', at(1)))?.deletionPending,
      (await resolveSession(db, onHln.token, 'hln', at(1)))?.deletionPending,
    ];
    expect(await pending()).toEqual([false, false]);
    expect((await request(db, account.id, { password: PASSWORD })).ok).toBe(true);
    expect(await pending()).toEqual([true, true]);
    expect(await cancelDeletion(db, account.id)).toBe(true);
    expect(await pending()).toEqual([false, false]);
  });

  it('an account without a password confirms with a mailed code; a wrong code changes nothing', async () => {
    const account = await buildAccount(db);
    const limiter = createMemoryRateLimitStore();
    const owner = { accountId: account.id, brandKey: 'ad' };
    expect(await request(db, account.id, { password: PASSWORD })).toMatchObject({
      ok: false,
      violations: [{ code: 'DELETION_CODE_INVALID' }],
    });
    const sent = await sendDeletionCode(db, owner, context, { now: START, limiter });
    expect(sent.ok).toBe(true);
    const [mail] = await mailsTo(db, account.email);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await requestDeletion(db, owner, { code: wrongCode }, context, { now: at(0), limiter });
    expect(wrong).toMatchObject({ ok: false, violations: [{ code: 'DELETION_CODE_INVALID', field: 'code' }] });
    expect(await pendingDeletion(db, account.id)).toBeUndefined();
    const right = await requestDeletion(db, owner, { code }, context, { now: at(0), limiter });
    expect(right.ok).toBe(true);
    expect(await pendingDeletion(db, account.id)).toMatchObject({ eraseAfter: at(14) });
  });

  it('an account with a password gets no code; codes are limited per account per day', async () => {
    const withPassword = await buildAccount(db, { passwordHash });
    const limiter = createMemoryRateLimitStore();
    expect(
      await sendDeletionCode(db, { accountId: withPassword.id, brandKey: 'ad' }, context, { now: START, limiter }),
    ).toMatchObject({ ok: false, violations: [{ code: 'DELETION_CODE_NOT_AVAILABLE' }] });

    const account = await buildAccount(db);
    const owner = { accountId: account.id, brandKey: 'ad' };
    const tooSoon = async (seconds: number) =>
      sendDeletionCode(db, owner, context, { now: new Date(START.getTime() + seconds * 1000), limiter });
    expect((await tooSoon(0)).ok).toBe(true);
    expect(await tooSoon(10)).toMatchObject({ ok: false, violations: [{ code: 'DELETION_CODE_TOO_SOON' }] });
    for (let index = 1; index < DELETION_CODE_MAIL_POLICY.limit; index += 1) {
      expect((await tooSoon(index * 31)).ok).toBe(true);
    }
    const over = await tooSoon(DELETION_CODE_MAIL_POLICY.limit * 31);
    expect(over).toMatchObject({ ok: false, violations: [{ code: 'DELETION_CODE_LIMIT' }] });
    expect(over.ok === false && over.retryAfterSeconds).toBeGreaterThan(0);
    expect(await mailsTo(db, account.email)).toHaveLength(DELETION_CODE_MAIL_POLICY.limit);
  });

  it('revokes the co-readers of its subscriptions, its own co-reading and its invitations', async () => {
    const storage = embeddedFileStorage(uploadsDir);
    const owner = await accountWithSessions(db);
    const reader = await buildAccount(db);
    const other = await buildAccount(db);
    const own = await buildSubscription(db, owner.id, { productType: 'digital', digitalAccess: true });
    const others = await buildSubscription(db, other.id, { productType: 'digital', digitalAccess: true });
    await db.insert(sharedAccessCoReaders).values([
      { subscriptionId: own.id, accountId: reader.id },
      { subscriptionId: others.id, accountId: owner.id },
    ]);
    await db.insert(sharedAccessInvites).values({
      subscriptionId: own.id,
      ownerAccountId: owner.id,
      email: 'vriend@example.nl',
      keyHash: `hash-${owner.id}`,
      expiresAt: at(20),
    });
    expect((await request(db, owner.id, { password: PASSWORD })).ok).toBe(true);
    await eraseDueAccounts(db, storage, brandMessages, at(14));
    const active = await db
      .select()
      .from(sharedAccessCoReaders)
      .where(and(isNull(sharedAccessCoReaders.revokedAt), eq(sharedAccessCoReaders.subscriptionId, own.id)));
    expect(active).toEqual([]);
    const asReader = await db.select().from(sharedAccessCoReaders).where(eq(sharedAccessCoReaders.accountId, owner.id));
    expect(asReader.map((row) => row.revokedAt)).toEqual([at(14)]);
    expect(await db.select().from(sharedAccessInvites).where(eq(sharedAccessInvites.ownerAccountId, owner.id))).toEqual(
      [],
    );
  });

  it('keeps the invoices without name or address, until the statutory period ends', async () => {
    const storage = embeddedFileStorage(uploadsDir);
    const account = await accountWithSessions(db);
    const running = await buildSubscription(db, account.id, {
      holderFirstName: 'Test',
      holderLastName: 'Gebruiker',
      street: 'Damrak',
      zipCode: '1012 LG',
      city: 'Amsterdam',
    });
    const ended = await buildSubscription(db, account.id, {
      status: 'ended',
      endDate: '2025-12-31',
      holderFirstName: 'Test',
      holderLastName: 'Gebruiker',
      street: 'Damrak',
      houseNumber: '1',
      zipCode: '1012 LG',
      city: 'Amsterdam',
      email: account.email,
      holderPhoneNumber: '+31611111111',
    });
    const invoice = (subscriptionId: string, number: string, issueDate: string) => ({
      accountId: account.id,
      subscriptionId,
      brandKey: 'ad',
      invoiceNumber: number,
      issueDate,
      dueDate: issueDate,
      periodStart: issueDate,
      periodEnd: issueDate,
      status: 'paid' as const,
      lines: [{ description: 'AD Krant', quantity: 1, amountCents: 3950, vatRate: 9 }],
      totalCents: 3950,
    });
    const suffix = account.id.slice(0, 8);
    await db
      .insert(invoices)
      .values([
        invoice(ended.id, `F-OLD-${suffix}`, '2025-01-01'),
        invoice(running.id, `F-NEW-${suffix}`, '2026-02-01'),
      ]);
    const [caseRow] = await db
      .insert(contactCases)
      .values({
        accountId: account.id,
        brandKey: 'ad',
        caseNumber: `CS-${suffix}`,
        category: 'subscription',
        subTopic: 'other',
        message: 'Mijn adres is Damrak 1',
        idempotencyKey: `case-${suffix}`,
      })
      .returning();
    const key = `contact/${account.id}/photo`;
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    await db.insert(contactAttachments).values({
      accountId: account.id,
      brandKey: 'ad',
      caseId: caseRow!.id,
      fileName: 'foto.png',
      tokenHash: `token-${suffix}`,
      expiresAt: at(1),
      storageKey: key,
    });

    expect((await request(db, account.id, { password: PASSWORD })).ok).toBe(true);
    await eraseDueAccounts(db, storage, brandMessages, at(14));

    const kept = await db.select().from(invoices).where(eq(invoices.accountId, account.id));
    expect(kept.map((row) => row.invoiceNumber).sort()).toEqual([`F-NEW-${suffix}`, `F-OLD-${suffix}`]);
    const [endedAfter] = await db.select().from(subscriptions).where(eq(subscriptions.id, ended.id));
    expect(endedAfter).toMatchObject({
      accountId: null,
      holderFirstName: null,
      holderLastName: null,
      street: null,
      houseNumber: null,
      zipCode: null,
      city: null,
      email: null,
      holderPhoneNumber: null,
    });
    // The running subscription is not ended: it leaves the account and stays as the publisher has it.
    const [runningAfter] = await db.select().from(subscriptions).where(eq(subscriptions.id, running.id));
    expect(runningAfter).toMatchObject({ accountId: null, status: 'active', zipCode: '1012 LG' });
    const [anonymous] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(anonymous).toMatchObject({ firstName: null, lastName: null, street: null, email: erasedEmail(account.id) });
    expect(await db.select().from(contactCases).where(eq(contactCases.accountId, account.id))).toEqual([]);
    expect(await storage.get(key)).toBeNull();

    // The statutory period: the older invoice goes first, then the last one and the account with it.
    const oldEnds = new Date(`${2025 + INVOICE_RETENTION_YEARS}-01-02T00:00:00Z`);
    expect(await purgeExpiredBookkeeping(db, oldEnds)).toBe(1);
    expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toHaveLength(1);
    const lastEnds = new Date(`${2026 + INVOICE_RETENTION_YEARS}-02-02T00:00:00Z`);
    expect(await purgeExpiredBookkeeping(db, lastEnds)).toBe(1);
    expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([]);
    expect(await db.select().from(accountDeletions).where(eq(accountDeletions.accountId, account.id))).toEqual([]);
    // The subscriptions stay in the publisher's records.
    expect(await db.select().from(subscriptions).where(eq(subscriptions.id, running.id))).toHaveLength(1);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.id, ended.id))).toHaveLength(1);
  });
});

const postgresUrl = await postgresTestUrl();

describe.skipIf(!postgresUrl)('two housekeeping instances on one PostgreSQL database', () => {
  let testDb: TestDb;
  let second: Db;
  let uploadsDir: string;

  beforeAll(async () => {
    testDb = await createPostgresTestDb();
    second = await createDb({ url: dbUrl(testDb.db)! });
    passwordHash ??= await hashPassword(PASSWORD);
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'deletion-pg-'));
  });

  afterAll(async () => {
    if (second) await closeDb(second);
    await testDb?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('erases each due account once, with one last mail, however the two instances race', async () => {
    const db = testDb.db;
    const storage = embeddedFileStorage(uploadsDir);
    const due = [];
    for (let index = 0; index < 6; index += 1) {
      const account = await accountWithSessions(db);
      expect((await request(db, account.id, { password: PASSWORD })).ok).toBe(true);
      due.push(account);
    }
    const [a, b] = await Promise.all([runHousekeeping(db, storage, at(14)), runHousekeeping(second, storage, at(14))]);
    expect(a.erasedAccounts + b.erasedAccounts).toBe(due.length);
    for (const account of due) {
      const mails = await mailsTo(db, account.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Je account bij AD wordt verwijderd',
        'Je account bij AD is verwijderd',
      ]);
      // Nothing to keep (no invoices): the pass removed the account entirely.
      expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([]);
    }
  });

  it('a request survives a restart: a new connection erases it when due', async () => {
    const account = await accountWithSessions(testDb.db);
    expect((await request(testDb.db, account.id, { password: PASSWORD })).ok).toBe(true);
    const restarted = await createDb({ url: dbUrl(testDb.db)! });
    try {
      expect(await pendingDeletion(restarted, account.id)).toMatchObject({ eraseAfter: at(14) });
      expect(await eraseDueAccounts(restarted, embeddedFileStorage(uploadsDir), brandMessages, at(14))).toBe(1);
    } finally {
      await closeDb(restarted);
    }
    const [row] = await testDb.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.email).toBe(erasedEmail(account.id));
  });
});
