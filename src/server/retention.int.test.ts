/**
 * docs/security.md's "What is kept how long", enforced: for each kind of data the housekeeping removes, one pass of
 * `runHousekeeping` just before its time keeps it and one at its time removes it, on a fresh migrated PGlite per test
 * with the clock given to every step. Codes and link tokens, sessions, abandoned uploads, passkey challenges, data
 * exports, and a deleted account (erased once by two passes at the same time: sessions on every brand ended,
 * co-readers and invitations revoked, bookkeeping kept without name or address, one last mail), then its invoices at
 * the end of the statutory period.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, createTestDb, type TestDb } from '../../tests/fixtures/db';
import { removed } from '../../tests/fixtures/housekeeping';
import { TRANSLATIONS } from '../content/dataset/source/translations';
import { committedTranslations } from '../content/queries/translations';
import { createTranslator } from '../i18n/translate';
import type { Db } from './db/client';
import {
  accountDeletions,
  accounts,
  contactAttachments,
  dataExports,
  endedProviderSessions,
  invoices,
  outbox,
  passkeyChallenges,
  sessions,
  sharedAccessCoReaders,
  sharedAccessInvites,
  subscriptions,
  verificationCodes,
} from './db/schema';
import { attachmentStorageKey, createUploadLink, receiveUpload } from './domain/contact';
import { CODE_TTL_MS, issueCode, issueLinkToken } from './domain/identity/codes';
import { hashPassword } from './domain/identity';
import { PASSKEY_CHALLENGE_TTL_MS, passkeySignInOptions } from './domain/identity/passkeys';
import { isProviderSessionEnded, rememberEnded } from './domain/identity/storage';
import { dataExportStatus, exportTexts, prepareDataExport, requestDataExport } from './domain/privacy';
import { DELETION_WAIT_DAYS, INVOICE_RETENTION_YEARS, requestDeletion } from './domain/privacy/deletion';
import { createSession, SESSION_TTL_MS } from './domain/sessions';
import type { FileStorage } from './ports/file-storage';
import { embeddedFileStorage } from './ports/file-storage/embedded';
import { runHousekeeping } from './housekeeping';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = new Date('2027-03-01T09:00:00Z');
const at = (ms: number) => new Date(START.getTime() + ms);
const PASSWORD = 'Welkom-bij-Mijn-Omgeving-1';

/** A real 1×1 PNG. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

let testDb: TestDb;
let db: Db;
let storage: FileStorage;
let uploadsDir: string;
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

beforeEach(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'retention-'));
  storage = embeddedFileStorage(uploadsDir);
});

afterEach(async () => {
  await testDb.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('what the housekeeping pass removes, and when (PGlite, a given clock)', () => {
  it('codes and link tokens: removed once expired, used or not; open ones stay', async () => {
    const code = await issueCode(db, { purpose: 'login-code', subject: 'a@example.nl', now: START });
    expect(code.ok).toBe(true);
    await issueLinkToken(db, { purpose: 'password-reset', subject: 'account-1', ttlMs: HOUR, now: START });
    await issueLinkToken(db, { purpose: 'email-change', subject: 'account-1', ttlMs: DAY, now: START });

    expect(await runHousekeeping(db, storage, at(CODE_TTL_MS - 1000))).toEqual(removed());
    expect(await runHousekeeping(db, storage, at(CODE_TTL_MS))).toEqual(removed({ expiredCodes: 1 }));
    expect(await runHousekeeping(db, storage, at(HOUR))).toEqual(removed({ expiredCodes: 1 }));
    const left = await db.select({ purpose: verificationCodes.purpose }).from(verificationCodes);
    expect(left).toEqual([{ purpose: 'email-change' }]);
    expect(await runHousekeeping(db, storage, at(DAY))).toEqual(removed({ expiredCodes: 1 }));
    expect(await db.select().from(verificationCodes)).toEqual([]);
  });

  it('ended provider sessions: remembered 30 days (the silent check never signs them in again), then removed', async () => {
    await rememberEnded(db, ['sid-old'], START);
    await rememberEnded(db, ['sid-recent'], at(10 * DAY));

    expect(await isProviderSessionEnded(db, 'sid-old', at(SESSION_TTL_MS - 1000))).toBe(true);
    expect(await runHousekeeping(db, storage, at(SESSION_TTL_MS))).toEqual(removed());
    expect(await runHousekeeping(db, storage, at(SESSION_TTL_MS + 1000))).toEqual(
      removed({ expiredProviderSessions: 1 }),
    );
    const left = await db.select({ sid: endedProviderSessions.sid }).from(endedProviderSessions);
    expect(left).toEqual([{ sid: 'sid-recent' }]);
    expect(await isProviderSessionEnded(db, 'sid-recent', at(SESSION_TTL_MS + 1000))).toBe(true);
  });

  it('sessions: removed 30 days after their last use; one still valid stays', async () => {
    const account = await buildAccount(db);
    const input = { accountId: account.id, brandKey: 'ad' as const, subject: account.id };
    const old = await createSession(db, input, START);
    const recent = await createSession(db, input, at(10 * DAY));
    expect(old.expiresAt).toEqual(at(SESSION_TTL_MS));

    expect(await runHousekeeping(db, storage, old.expiresAt)).toEqual(removed());
    expect(await runHousekeeping(db, storage, at(SESSION_TTL_MS + 1000))).toEqual(removed({ expiredSessions: 1 }));
    const left = await db.select({ id: sessions.id }).from(sessions);
    expect(left).toEqual([{ id: recent.sessionId }]);
  });

  it('an uploaded attachment never sent with a case: file and row removed after its time', async () => {
    const account = await buildAccount(db);
    const owner = { accountId: account.id, brandKey: 'ad', country: 'nl' as const };
    const link = await createUploadLink(db, owner, { fileName: 'vergeten.png', size: PNG.byteLength }, START);
    if (!link.ok) throw new Error('no upload link');
    const token = link.link.uploadUrl.split('/').at(-1)!;
    expect((await receiveUpload(db, storage, owner, token, PNG, START)).ok).toBe(true);
    const key = attachmentStorageKey(account.id, link.link.attachmentId);

    expect(await runHousekeeping(db, storage, at(HOUR - MINUTE))).toEqual(removed());
    expect(await storage.get(key)).not.toBeNull();
    expect(await runHousekeeping(db, storage, at(HOUR))).toEqual(removed({ abandonedUploads: 1 }));
    expect(await storage.get(key)).toBeNull();
    expect(await db.select().from(contactAttachments)).toEqual([]);
  });

  it('a passkey challenge never answered: removed once it expired', async () => {
    const rp = { id: 'login.ad.localhost', name: 'AD', origin: 'http://login.ad.localhost:4323' };
    // The challenge is stored with the real clock: the passes are given moments after it.
    const issued = Date.now();
    await passkeySignInOptions(db, rp, 'interaction-1');
    const [challenge] = await db.select().from(passkeyChallenges);
    expect(challenge!.expiresAt.getTime()).toBeGreaterThanOrEqual(issued + PASSKEY_CHALLENGE_TTL_MS);

    expect(await runHousekeeping(db, storage, challenge!.expiresAt)).toEqual(removed());
    const after = new Date(challenge!.expiresAt.getTime() + 1000);
    expect(await runHousekeeping(db, storage, after)).toEqual(removed({ expiredPasskeyChallenges: 1 }));
    expect(await db.select().from(passkeyChallenges)).toEqual([]);
  });

  it('a data export: downloadable 24 hours after it is ready, then ZIP and row removed', async () => {
    const account = await buildAccount(db);
    const texts = exportTexts(Object.fromEntries(Object.entries(TRANSLATIONS).map(([k, value]) => [k, value.nl])));
    const queued: string[] = [];
    const request = { accountId: account.id, brandKey: 'ad', texts, origin: 'http://ad.localhost:4321' };
    const enqueue = async (_queue: string, id: string) => void queued.push(id);
    expect(await requestDataExport(db, request, { storage, enqueue, now: START })).toMatchObject({ ok: true });
    await prepareDataExport(db, queued[0]!, { storage, now: () => START });
    const [row] = await db.select().from(dataExports);
    expect(row).toMatchObject({ status: 'ready', expiresAt: at(DAY) });
    expect(await storage.get(row!.storageKey!)).not.toBeNull();

    expect(await runHousekeeping(db, storage, at(DAY - 1000))).toEqual(removed());
    expect((await dataExportStatus(db, account.id, at(DAY - 1000))).state).toBe('ready');
    expect(await runHousekeeping(db, storage, at(DAY))).toEqual(removed({ expiredExports: 1 }));
    expect(await storage.get(row!.storageKey!)).toBeNull();
    expect(await db.select().from(dataExports)).toEqual([]);
  });

  it('a deleted account: erased once by two passes at the same time after the wait, its invoices kept without name or address; those go after 7 years', async () => {
    const t = createTranslator(committedTranslations('nl'));
    const account = await buildAccount(db, { passwordHash });
    for (const brandKey of ['ad', 'hln'] as const) {
      await createSession(db, { accountId: account.id, brandKey, subject: account.id }, START);
    }
    const reader = await buildAccount(db);
    const own = await buildSubscription(db, account.id, {
      status: 'ended',
      endDate: '2027-01-31',
      productType: 'digital',
      digitalAccess: true,
      holderFirstName: 'Test',
      holderLastName: 'Gebruiker',
      street: 'Damrak',
      zipCode: '1012 LG',
      city: 'Amsterdam',
    });
    await db.insert(sharedAccessCoReaders).values({ subscriptionId: own.id, accountId: reader.id });
    await db.insert(sharedAccessInvites).values({
      subscriptionId: own.id,
      ownerAccountId: account.id,
      email: 'vriend@example.nl',
      keyHash: `hash-${account.id}`,
      expiresAt: at(20 * DAY),
    });
    await db.insert(invoices).values({
      accountId: account.id,
      subscriptionId: own.id,
      brandKey: 'ad',
      invoiceNumber: 'F-2027-0001',
      issueDate: '2027-01-01',
      dueDate: '2027-01-15',
      periodStart: '2027-01-01',
      periodEnd: '2027-01-31',
      status: 'paid',
      lines: [{ description: 'AD Digitaal', quantity: 1, amountCents: 1500, vatRate: 9 }],
      totalCents: 1500,
    });
    const context = { brandKey: 'ad', brandName: 'AD', t, country: 'nl' as const };
    const requested = await requestDeletion(
      db,
      { accountId: account.id, brandKey: 'ad' },
      { password: PASSWORD },
      context,
      {
        now: START,
      },
    );
    expect(requested).toMatchObject({ ok: true, eraseAfter: at(DELETION_WAIT_DAYS * DAY) });

    // Nothing happens during the wait.
    expect(await runHousekeeping(db, storage, at(DELETION_WAIT_DAYS * DAY - 1000))).toEqual(removed());
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toHaveLength(2);

    // Then two instances pass at the same moment: one erases it, the other finds nothing left to do.
    const due = at(DELETION_WAIT_DAYS * DAY);
    const passes = await Promise.all([runHousekeeping(db, storage, due), runHousekeeping(db, storage, due)]);
    expect(passes.map((pass) => pass.erasedAccounts).sort()).toEqual([0, 1]);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, account.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Je account bij AD wordt verwijderd',
      'Je account bij AD is verwijderd',
    ]);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
    const readers = await db
      .select()
      .from(sharedAccessCoReaders)
      .where(and(eq(sharedAccessCoReaders.subscriptionId, own.id), isNull(sharedAccessCoReaders.revokedAt)));
    expect(readers).toEqual([]);
    expect(await db.select().from(sharedAccessInvites)).toEqual([]);
    // The bookkeeping stays, without name or address.
    expect(await db.select({ n: invoices.invoiceNumber }).from(invoices)).toEqual([{ n: 'F-2027-0001' }]);
    const [anonymous] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(anonymous).toMatchObject({ firstName: null, lastName: null, street: null, zipCode: null, city: null });
    expect(anonymous!.email).not.toBe(account.email);
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, own.id));
    expect(subscription).toMatchObject({ accountId: null, holderLastName: null, street: null, zipCode: null });

    // A later pass erases nothing more and sends nothing more.
    expect(await runHousekeeping(db, storage, at(DELETION_WAIT_DAYS * DAY + HOUR))).toEqual(removed());

    // The statutory period: the invoice goes the day after it ends, and the anonymous account with its last one.
    const kept = new Date(`${2027 + INVOICE_RETENTION_YEARS}-01-01T09:00:00Z`);
    expect(await runHousekeeping(db, storage, kept)).toEqual(removed());
    const ends = new Date(`${2027 + INVOICE_RETENTION_YEARS}-01-02T09:00:00Z`);
    expect(await runHousekeeping(db, storage, ends)).toEqual(removed({ expiredInvoices: 1 }));
    expect(await db.select().from(invoices)).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([]);
    expect(await db.select().from(accountDeletions)).toEqual([]);
  });
});
