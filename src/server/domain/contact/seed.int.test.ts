/**
 * The demo contact cases against PGlite: the seed gives the demo accounts on ad and hln their cases, stores Jan's
 * photo through the file-storage port (a folder of this test's own), changes nothing when it runs again, and the
 * purge of abandoned uploads never takes the photo of a sent case.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../../../../tests/fixtures/db';
import { useTestFileStorage } from '../../../../tests/fixtures/file-storage';
import { attachmentStorageKey, purgeAbandonedUploads } from '../contact';
import { contactAttachments, contactCases } from '../../db/schema';
import { seed, seedAccountId } from '../../db/seed';
import { DEMO_ATTACHMENT_PNG } from './seed';

const testDb = useTestDb();
const files = useTestFileStorage('seed-uploads-');

beforeAll(async () => {
  await seed(testDb.db, { storage: files.storage });
});

const snapshot = async () => ({
  cases: await testDb.db.select().from(contactCases).orderBy(contactCases.id),
  attachments: await testDb.db.select().from(contactAttachments).orderBy(contactAttachments.id),
});

describe('the demo contact cases', () => {
  it('give Jan on ad and An on hln a sent case, Jan’s with its photo in the file store', async () => {
    const jan = await testDb.db
      .select()
      .from(contactCases)
      .where(eq(contactCases.accountId, seedAccountId('jan.devries@example.nl')));
    expect(jan).toHaveLength(1);
    expect(jan[0]).toMatchObject({ brandKey: 'ad', category: 'delivery', subTopic: 'delivery_complaint' });
    expect(jan[0]!.caseNumber).toMatch(/^CS-\d{6}-\d{6}$/);
    expect(jan[0]!.subscriptionId).not.toBeNull();
    const [photo] = await testDb.db.select().from(contactAttachments).where(eq(contactAttachments.caseId, jan[0]!.id));
    expect(photo).toMatchObject({
      fileName: 'natte-krant.png',
      mimeType: 'image/png',
      size: DEMO_ATTACHMENT_PNG.length,
    });
    expect(photo!.storageKey).toBe(attachmentStorageKey(photo!.accountId, photo!.id));
    expect(await files.storage.get(photo!.storageKey!)).toEqual({
      bytes: DEMO_ATTACHMENT_PNG,
      contentType: 'image/png',
    });

    const an = await testDb.db
      .select()
      .from(contactCases)
      .where(eq(contactCases.accountId, seedAccountId('an.peeters@example.be')));
    expect(an).toMatchObject([{ brandKey: 'hln', category: 'payment', subTopic: 'payment_invoice' }]);
    expect(new Set((await snapshot()).cases.map((row) => row.brandKey))).toEqual(new Set(['ad', 'hln']));
  });

  it('changes nothing when seeded again, and fills a wiped file store again', async () => {
    const before = await snapshot();
    const key = before.attachments[0]!.storageKey!;
    await files.storage.delete(key);
    await seed(testDb.db, { storage: files.storage });
    expect(await snapshot()).toEqual(before);
    expect(await files.storage.get(key)).toEqual({ bytes: DEMO_ATTACHMENT_PNG, contentType: 'image/png' });
  });

  it('keeps the photo of a sent case from the purge of abandoned uploads, however late', async () => {
    const before = await snapshot();
    const inAYear = new Date(Date.now() + 365 * 24 * 3600_000);
    expect(await purgeAbandonedUploads(testDb.db, files.storage, inAYear)).toBe(0);
    expect(await snapshot()).toEqual(before);
    expect(await files.storage.get(before.attachments[0]!.storageKey!)).not.toBeNull();
  });
});
