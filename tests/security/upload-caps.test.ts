/**
 * Disk filling through contact uploads: an account makes at most CONTACT_UPLOADS_PER_HOUR upload links and uploads
 * at most CONTACT_UPLOAD_BYTES_PER_HOUR bytes in an hour, and has at most CONTACT_UPLOADS_PENDING files waiting
 * unsent at once (an open link or an uploaded file not sent with a form). Past a cap the link or the upload is
 * refused with a Dutch message and stores nothing, also when many requests arrive at once; another account is not
 * held back, and the caps free up as the hour passes or the files are sent. An uploaded file that is not sent is
 * removed by the housekeeping an hour after its upload. Clocks are fixed moments passed in, never the machine's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, createTestDb, type TestDb } from '../fixtures/db';
import { graphqlClientAs } from '../fixtures/graphql-client';
import { CreateContactFormUploadLinkDocument } from '../../src/lib/graphql/generated/graphql';
import { TRANSLATIONS } from '../../src/content/dataset/source/translations';
import { config } from '../../src/server/config';
import { contactAttachments } from '../../src/server/db/schema';
import {
  attachmentStorageKey,
  createUploadLink,
  receiveUpload,
  submitContactForm,
  type ContactOwner,
} from '../../src/server/domain/contact';
import type { UploadCaps } from '../../src/server/domain/contact/rules';
import { runHousekeeping } from '../../src/server/housekeeping';
import type { FileStorage } from '../../src/server/ports/file-storage';
import { embeddedFileStorage } from '../../src/server/ports/file-storage/embedded';

let testDb: TestDb;
let storage: FileStorage;
let uploadsDir: string;

beforeAll(async () => {
  testDb = await createTestDb();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'upload-caps-'));
  storage = embeddedFileStorage(uploadsDir);
});

afterAll(async () => {
  await testDb?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** A PNG of `size` bytes: a real 1×1 PNG's bytes, padded (the type is judged by the first bytes). */
function png(size = 68): Uint8Array {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const bytes = new Uint8Array(Math.max(size, head.byteLength));
  bytes.set(head);
  return bytes;
}

const HOUR_MS = 60 * 60 * 1000;
const BIG = 1_000_000_000;
const START = new Date('2026-05-04T09:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

async function owner(): Promise<ContactOwner> {
  const account = await buildAccount(testDb.db);
  await buildSubscription(testDb.db, account.id, { brandKey: 'ad' });
  return { accountId: account.id, brandKey: 'ad', country: 'nl' };
}

async function rowsOf(accountId: string) {
  return testDb.db.select().from(contactAttachments).where(eq(contactAttachments.accountId, accountId));
}

const tokenOf = (uploadUrl: string) => uploadUrl.split('/').at(-1)!;

/** A link and an upload of `bytes` to it, at `now`, under `caps`: the upload's result. */
async function upload(who: ContactOwner, bytes: Uint8Array, now: Date, caps: UploadCaps) {
  const link = await createUploadLink(testDb.db, who, { fileName: 'foto.png', size: bytes.byteLength }, now, caps);
  if (!link.ok) throw new Error(JSON.stringify(link.violations));
  return receiveUpload(testDb.db, storage, who, tokenOf(link.link.uploadUrl), bytes, now, caps);
}

describe('upload links per hour', () => {
  it('refuses the link after the hourly number, stores nothing, and allows it again an hour later', async () => {
    const who = await owner();
    const caps = { linksPerHour: 3, bytesPerHour: BIG, pending: BIG };
    for (let i = 0; i < 3; i += 1) {
      const link = await createUploadLink(testDb.db, who, { fileName: `f${i}.png`, size: 100 }, at(i), caps);
      expect(link.ok).toBe(true);
    }
    const refused = await createUploadLink(testDb.db, who, { fileName: 'extra.png', size: 100 }, at(10), caps);
    expect(refused).toEqual({ ok: false, violations: [{ code: 'CONTACT_UPLOAD_HOURLY_LIMIT', field: 'file' }] });
    expect(await rowsOf(who.accountId)).toHaveLength(3);

    // Another account has its own caps.
    const other = await owner();
    expect((await createUploadLink(testDb.db, other, { fileName: 'a.png', size: 100 }, at(10), caps)).ok).toBe(true);

    // An hour after the first link it may make one again.
    const later = await createUploadLink(testDb.db, who, { fileName: 'later.png', size: 100 }, at(61), caps);
    expect(later.ok).toBe(true);
  });

  it('holds under many links asked at once: exactly the cap is made', async () => {
    const who = await owner();
    const caps = { linksPerHour: 5, bytesPerHour: BIG, pending: BIG };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createUploadLink(testDb.db, who, { fileName: `p${i}.png`, size: 100 }, at(1), caps),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(await rowsOf(who.accountId)).toHaveLength(5);
  });
});

describe('bytes per hour', () => {
  it('refuses a link whose declared size and an upload whose real size pass the hour’s bytes, and keeps no file', async () => {
    const who = await owner();
    const caps = { linksPerHour: BIG, bytesPerHour: 3000, pending: BIG };
    expect(await upload(who, png(2000), at(0), caps)).toMatchObject({ ok: true });
    const declared = await createUploadLink(testDb.db, who, { fileName: 'groot.png', size: 1500 }, at(1), caps);
    expect(declared).toEqual({ ok: false, violations: [{ code: 'CONTACT_UPLOAD_HOURLY_LIMIT', field: 'file' }] });

    // A link asked for a small file, then a larger one sent to it: judged by the bytes that arrive.
    const link = await createUploadLink(testDb.db, who, { fileName: 'klein.png', size: 500 }, at(2), caps);
    if (!link.ok) throw new Error(JSON.stringify(link.violations));
    const received = await receiveUpload(testDb.db, storage, who, tokenOf(link.link.uploadUrl), png(1500), at(2), caps);
    expect(received).toEqual({ ok: false, violations: [{ code: 'CONTACT_UPLOAD_HOURLY_LIMIT', field: 'file' }] });
    expect(await storage.get(attachmentStorageKey(who.accountId, link.link.attachmentId))).toBeNull();
    const [row] = (await rowsOf(who.accountId)).filter((r) => r.id === link.link.attachmentId);
    expect(row).toMatchObject({ uploadedAt: null, size: null });

    // The same size fits once the first upload is more than an hour old.
    const next = await createUploadLink(testDb.db, who, { fileName: 'klein.png', size: 1500 }, at(61), caps);
    if (!next.ok) throw new Error(JSON.stringify(next.violations));
    const fits = await receiveUpload(testDb.db, storage, who, tokenOf(next.link.uploadUrl), png(1500), at(61), caps);
    expect(fits).toMatchObject({ ok: true });
  });

  it('holds under many uploads at once: no more bytes are stored than the cap', async () => {
    const who = await owner();
    const caps = { linksPerHour: BIG, bytesPerHour: 5000, pending: BIG };
    const links = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createUploadLink(testDb.db, who, { fileName: `c${i}.png`, size: 10 }, at(0), caps),
      ),
    );
    const received = await Promise.all(
      links.map((link) => {
        if (!link.ok) throw new Error(JSON.stringify(link.violations));
        return receiveUpload(testDb.db, storage, who, tokenOf(link.link.uploadUrl), png(1000), at(1), caps);
      }),
    );
    expect(received.filter((result) => result.ok)).toHaveLength(5);
    const stored = (await rowsOf(who.accountId)).filter((row) => row.uploadedAt !== null);
    expect(stored.reduce((sum, row) => sum + (row.size ?? 0), 0)).toBe(5000);
  });
});

describe('files waiting unsent', () => {
  it('refuses a new link while the cap of waiting files is reached, and allows it once they are sent', async () => {
    const who = await owner();
    const caps = { linksPerHour: BIG, bytesPerHour: BIG, pending: 2 };
    const first = await upload(who, png(), at(0), caps);
    const open = await createUploadLink(testDb.db, who, { fileName: 'open.png', size: 68 }, at(1), caps);
    if (!first.ok || !open.ok) throw new Error('not made');
    const refused = await createUploadLink(testDb.db, who, { fileName: 'derde.png', size: 68 }, at(2), caps);
    expect(refused).toEqual({ ok: false, violations: [{ code: 'CONTACT_UPLOADS_PENDING_LIMIT', field: 'file' }] });

    // The open link expires unused after 15 minutes and no longer waits; the uploaded file still does.
    const afterExpiry = await createUploadLink(testDb.db, who, { fileName: 'na.png', size: 68 }, at(17), caps);
    expect(afterExpiry.ok).toBe(true);
    expect((await createUploadLink(testDb.db, who, { fileName: 'x.png', size: 68 }, at(18), caps)).ok).toBe(false);

    // Sending the uploaded file with a form frees its place.
    const sent = await submitContactForm(
      testDb.db,
      who,
      {
        category: 'delivery',
        subTopic: 'delivery_complaint',
        message: 'De krant was nat.',
        attachmentIds: [first.attachment.id],
        idempotencyKey: crypto.randomUUID(),
      },
      { attachmentsEnabled: true, now: at(19) },
    );
    expect(sent.ok).toBe(true);
    expect((await createUploadLink(testDb.db, who, { fileName: 'y.png', size: 68 }, at(20), caps)).ok).toBe(true);
  });

  it('through GraphQL with the configured caps: the link past CONTACT_UPLOADS_PENDING is refused in Dutch', async () => {
    const account = await buildAccount(testDb.db);
    const client = graphqlClientAs(testDb.db, account);
    const pending = config().CONTACT_UPLOADS_PENDING;
    for (let i = 0; i < pending; i += 1) {
      const link = await client.request(CreateContactFormUploadLinkDocument, {
        input: { fileName: `f${i}.png`, size: 1000 },
      });
      expect(link.createContactFormUploadLink.ok).toBe(true);
    }
    const refused = await client.request(CreateContactFormUploadLinkDocument, {
      input: { fileName: 'teveel.png', size: 1000 },
    });
    expect(refused.createContactFormUploadLink).toMatchObject({
      ok: false,
      violations: [{ code: 'CONTACT_UPLOADS_PENDING_LIMIT' }],
    });
    expect(await rowsOf(account.id)).toHaveLength(pending);
    for (const code of ['CONTACT_UPLOADS_PENDING_LIMIT', 'CONTACT_UPLOAD_HOURLY_LIMIT'] as const) {
      expect(TRANSLATIONS[code]?.nl).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('defaults keep an account well under the disk the attack filled (300 MB in 25 s)', () => {
    const settings = config();
    expect(settings.CONTACT_UPLOAD_BYTES_PER_HOUR).toBeLessThanOrEqual(50 * 1024 * 1024);
    expect(settings.CONTACT_UPLOADS_PENDING).toBeGreaterThanOrEqual(3);
    expect(settings.CONTACT_UPLOADS_PER_HOUR).toBeLessThan(60);
  });
});

describe('unsent uploads are purged within the hour', () => {
  it('the housekeeping removes a file not sent an hour after its upload, and keeps one uploaded later', async () => {
    const who = await owner();
    const caps = { linksPerHour: BIG, bytesPerHour: BIG, pending: BIG };
    const old = await upload(who, png(), at(0), caps);
    const recent = await upload(who, png(), at(30), caps);
    if (!old.ok || !recent.ok) throw new Error('not uploaded');
    const file = (id: string) => storage.get(attachmentStorageKey(who.accountId, id));

    await runHousekeeping(testDb.db, storage, new Date(START.getTime() + HOUR_MS + 60_000));
    expect(await file(old.attachment.id)).toBeNull();
    expect(await file(recent.attachment.id)).not.toBeNull();
    expect((await rowsOf(who.accountId)).map((row) => row.id)).toEqual([recent.attachment.id]);
  });
});
