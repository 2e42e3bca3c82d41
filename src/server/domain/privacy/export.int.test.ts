/**
 * "Download mijn gegevens" against PGlite with the demo data: Jan's export holds a JSON file per kind, each parsing
 * and holding Jan's data only (no other account's id, every subscription number his), his invoice PDFs, his contact
 * photo and the summary PDF, and a mail says it is ready; another account sees and downloads nothing; one export at a
 * time per account (also two requests at once), the daily limit; the download ends after 24 hours and the
 * housekeeping pass then removes file and row (on a fixed clock). Then the same through GraphQL as the island asks
 * it, prepared by the in-process background queue.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, ne } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/fixtures/outbox';
import { buildAccount, useTestDb } from '../../../../tests/fixtures/db';
import { useTestFileStorage } from '../../../../tests/fixtures/file-storage';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import { TRANSLATIONS } from '../../../content/dataset/source/translations';
import { DataExportDocument, RequestDataExportDocument } from '../../../lib/graphql/generated/graphql';
import { EXPORT_KINDS, PRIVACY_VIOLATIONS } from '../../../shared/privacy-codes';
import { seed } from '../../db/seed';
import { accounts, contactAttachments, dataExports, invoices, subscriptions } from '../../db/schema';
import { workJobs } from '../../ports/background-jobs';
import { setFileStorage } from '../../ports/file-storage';
import { runHousekeeping } from '../../housekeeping';
import {
  DATA_EXPORT_QUEUE,
  dataExportStatus,
  exportTexts,
  openDataExport,
  prepareDataExport,
  requestDataExport,
  type ExportRequest,
} from './index';

const testDb = useTestDb();
const files = useTestFileStorage('export-uploads-');
const queued: string[] = [];
const enqueue = async (_queue: string, id: string) => {
  queued.push(id);
};
/** The Dutch texts as an NL brand's request carries them. */
const texts = exportTexts(Object.fromEntries(Object.entries(TRANSLATIONS).map(([key, value]) => [key, value.nl])));

beforeAll(async () => {
  await seed(testDb.db, { storage: files.storage });
});

afterAll(() => setFileStorage(undefined));

async function accountOf(email: string) {
  const [row] = await testDb.db.select().from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`no demo account ${email}`);
  return row;
}

function requestOf(accountId: string): ExportRequest {
  return { accountId, brandKey: 'ad', texts, origin: 'http://ad.localhost:4321' };
}

/** Asks for an export and prepares it as the job would; answers the export's id. */
async function exportFor(accountId: string, now = new Date()): Promise<string> {
  const result = await requestDataExport(testDb.db, requestOf(accountId), { storage: files.storage, enqueue, now });
  expect(result).toMatchObject({ ok: true });
  const id = queued.at(-1)!;
  await prepareDataExport(testDb.db, id, { storage: files.storage, now: () => now });
  return id;
}

describe('a demo account’s data export', () => {
  it('holds a JSON file per kind with the account’s data only, its invoice PDFs, attachments and a summary', async () => {
    const jan = await accountOf('jan.devries@example.nl');
    const started = performance.now();
    await exportFor(jan.id);
    const seconds = (performance.now() - started) / 1000;
    const file = await openDataExport(testDb.db, files.storage, jan.id);
    expect(file).not.toBeNull();
    expect(file!.fileName).toMatch(/^mijn-gegevens-ad-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(file!.bytes);
    console.info(
      `[export] Jan: ${file!.bytes.byteLength} bytes, ${Object.keys(zip).length} files in ${seconds.toFixed(2)} s`,
    );

    const parsed = Object.fromEntries(EXPORT_KINDS.map((kind) => [kind, JSON.parse(strFromU8(zip[`${kind}.json`]!))]));
    expect(parsed['profile']).toMatchObject({ id: jan.id, email: jan.email, firstName: jan.firstName });
    expect(JSON.stringify(parsed)).not.toContain('passwordHash');

    // Every subscription number in the files is one of Jan's; no other account's id appears anywhere.
    const own = await testDb.db.select().from(subscriptions).where(eq(subscriptions.accountId, jan.id));
    const numbers = new Set(own.map((s) => s.subscriptionNumber));
    expect(parsed['subscriptions'].map((s: { subscriptionNumber: string }) => s.subscriptionNumber).sort()).toEqual(
      [...numbers].sort(),
    );
    const all = JSON.stringify(parsed);
    for (const match of all.matchAll(/"subscriptionNumbers?":\s*(\[[^\]]*\]|"[^"]*")/g)) {
      for (const number of JSON.parse(`[${match[1]!.replace(/^\[|\]$/g, '')}]`) as Array<string | null>) {
        if (number !== null) expect(numbers.has(number), number).toBe(true);
      }
    }
    const others = await testDb.db.select({ id: accounts.id }).from(accounts).where(ne(accounts.id, jan.id));
    for (const other of others) expect(all).not.toContain(other.id);

    // The invoices: one PDF per invoice of Jan's, each a PDF.
    const janInvoices = await testDb.db.select().from(invoices).where(eq(invoices.accountId, jan.id));
    expect(janInvoices.length).toBeGreaterThan(0);
    expect(parsed['invoices']).toHaveLength(janInvoices.length);
    for (const invoice of janInvoices) {
      const pdf = zip[`facturen/${invoice.invoiceNumber}.pdf`];
      expect(pdf, invoice.invoiceNumber).toBeDefined();
      expect(strFromU8(pdf!.slice(0, 5))).toBe('%PDF-');
    }
    // The demo seed gives Jan a holiday event, a contact case with a photo, sessions-free newsletters list etc.
    expect(parsed['holidayEvents'].length).toBeGreaterThan(0);
    expect(parsed['contactCases'].length).toBeGreaterThan(0);
    const [photo] = await testDb.db.select().from(contactAttachments).where(eq(contactAttachments.accountId, jan.id));
    const attachmentFiles = Object.keys(zip).filter((name) => name.startsWith('contact/'));
    expect(attachmentFiles).toHaveLength(1);
    expect(zip[attachmentFiles[0]!]!.byteLength).toBe(photo!.size);
    expect(parsed['sharedAccess']).toHaveProperty('asOwner');
    expect(parsed['sharedAccess']).toHaveProperty('asCoReader');
    expect(
      parsed['paymentMethods'].every((m: { account: string | null }) => !m.account || !/\d{6,}/.test(m.account)),
    ).toBe(true);
    expect(strFromU8(zip['overzicht.pdf']!.slice(0, 5))).toBe('%PDF-');

    const mails = await mailsTo(testDb.db, jan.email);
    const ready = mails.find((mail) => mail.subject === 'Je gegevens van AD staan klaar');
    expect(ready?.text).toContain('http://ad.localhost:4321/account/mijn-gegevens');
  });

  it('is never reachable by another account, and another account sees none', async () => {
    const jan = await accountOf('jan.devries@example.nl');
    const sanne = await accountOf('sanne.visser@example.nl');
    expect((await dataExportStatus(testDb.db, jan.id)).state).toBe('ready');
    expect(await openDataExport(testDb.db, files.storage, sanne.id)).toBeNull();
    expect((await dataExportStatus(testDb.db, sanne.id)).state).toBe('none');
    expect(await openDataExport(testDb.db, files.storage, 'not-an-id')).toBeNull();
    const sanneSees = await graphqlClientAs(testDb.db, sanne).request(DataExportDocument, {});
    expect(sanneSees.dataExport).toMatchObject({ state: 'NONE', size: null });
  });

  it('is one at a time per account: refused while pending or ready, also for two requests at once', async () => {
    const jan = await accountOf('jan.devries@example.nl');
    const before = await testDb.db.select().from(dataExports).where(eq(dataExports.accountId, jan.id));
    const again = await requestDataExport(testDb.db, requestOf(jan.id), { storage: files.storage, enqueue });
    expect(again).toEqual({ ok: false, violations: [{ code: PRIVACY_VIOLATIONS.exportOpen, field: null }] });
    expect(await testDb.db.select().from(dataExports).where(eq(dataExports.accountId, jan.id))).toEqual(before);

    const other = await buildAccount(testDb.db);
    const both = await Promise.all([
      requestDataExport(testDb.db, requestOf(other.id), { storage: files.storage, enqueue }),
      requestDataExport(testDb.db, requestOf(other.id), { storage: files.storage, enqueue }),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)?.violations[0]?.code).toBe(PRIVACY_VIOLATIONS.exportOpen);
    expect((await dataExportStatus(testDb.db, other.id)).state).toBe('pending');
    const pending = await requestDataExport(testDb.db, requestOf(other.id), { storage: files.storage, enqueue });
    expect(pending.violations[0]?.code).toBe(PRIVACY_VIOLATIONS.exportOpen);
  });

  it('can be downloaded for 24 hours; the housekeeping pass then removes file and row', async () => {
    const account = await buildAccount(testDb.db);
    const readyAt = new Date('2031-03-01T10:00:00Z');
    const id = await exportFor(account.id, readyAt);
    const [row] = await testDb.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'ready', expiresAt: new Date('2031-03-02T10:00:00Z') });
    const justBefore = new Date('2031-03-02T09:59:59Z');
    const atExpiry = new Date('2031-03-02T10:00:00Z');
    expect(await openDataExport(testDb.db, files.storage, account.id, justBefore)).not.toBeNull();
    // A pass just before keeps it (it removes only what has had its time: other tests' exports, years earlier).
    await runHousekeeping(testDb.db, files.storage, justBefore);
    expect(await testDb.db.select().from(dataExports).where(eq(dataExports.id, id))).toHaveLength(1);
    expect(await openDataExport(testDb.db, files.storage, account.id, atExpiry)).toBeNull();
    expect((await dataExportStatus(testDb.db, account.id, atExpiry)).state).toBe('none');
    expect(await files.storage.get(row!.storageKey!)).not.toBeNull();
    expect((await runHousekeeping(testDb.db, files.storage, atExpiry)).expiredExports).toBeGreaterThanOrEqual(1);
    expect(await files.storage.get(row!.storageKey!)).toBeNull();
    expect(await testDb.db.select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
  });

  it('allows 3 exports a day per account', async () => {
    const account = await buildAccount(testDb.db);
    const day = 24 * 60 * 60 * 1000;
    // Each earlier export has expired by the next request (a later clock), so only the daily limit is left to refuse.
    for (let index = 0; index < 3; index += 1) await exportFor(account.id, new Date(Date.now() + index * 2 * day));
    const fourth = await requestDataExport(testDb.db, requestOf(account.id), {
      storage: files.storage,
      enqueue,
      now: new Date(Date.now() + 6 * day),
    });
    expect(fourth).toEqual({ ok: false, violations: [{ code: PRIVACY_VIOLATIONS.dailyLimit, field: null }] });
  });

  it('is asked for through GraphQL and prepared by the in-process background queue', async () => {
    setFileStorage(files.storage);
    const account = await buildAccount(testDb.db);
    const worker = await workJobs(DATA_EXPORT_QUEUE, (id) =>
      prepareDataExport(testDb.db, id, { storage: files.storage }),
    );
    try {
      const client = graphqlClientAs(testDb.db, account);
      const asked = await client.request(RequestDataExportDocument, {});
      expect(asked.requestDataExport).toMatchObject({ ok: true, dataExport: { state: 'PENDING' } });
      let state = asked.requestDataExport.dataExport!.state;
      for (let tries = 0; state !== 'READY' && tries < 600; tries += 1) {
        await sleep(100);
        state = (await client.request(DataExportDocument, {})).dataExport.state;
      }
      expect(state).toBe('READY');
      const refused = await client.request(RequestDataExportDocument, {});
      expect(refused.requestDataExport).toMatchObject({
        ok: false,
        violations: [{ code: PRIVACY_VIOLATIONS.exportOpen }],
      });
    } finally {
      await worker.close();
    }
  });
});
