/**
 * The contact form against PGlite: upload links and uploads judged by content (a PNG renamed .pdf passes as PNG, an
 * .exe renamed .png is refused, 5 MB + 1 byte is refused), single-use and own-account links, at most 3 attachments,
 * another account's upload refused, the free-text rule on the message, the idempotent send with its case number and
 * confirmation mail. Then the same through GraphQL as the island sends it, with the gate of the contact manifest.
 * And the purge of abandoned uploads on a fixed clock (in 2024, before every other test's rows, so it sees only its
 * own): an unused link an hour past its expiry and a file not sent within an hour go, file and row; a fresh upload,
 * a fresh link and a sent case's attachment stay.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/fixtures/outbox';
import { buildAccount, buildSubscription, useTestDb } from '../../../../tests/fixtures/db';
import { useTestFileStorage } from '../../../../tests/fixtures/file-storage';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import { CreateContactFormUploadLinkDocument, SubmitContactFormDocument } from '../../../lib/graphql/generated/graphql';
import { CONTACT_VIOLATIONS as V, MAX_ATTACHMENT_BYTES } from '../../../shared/contact';
import { FREE_TEXT_VIOLATIONS } from '../../../shared/free-text';
import { contactAttachments, contactCases } from '../../db/schema';
import type { FileStorage } from '../../ports/file-storage';
import {
  attachmentStorageKey,
  createUploadLink,
  purgeAbandonedUploads,
  receiveUpload,
  submitContactForm,
  type ContactOwner,
} from './index';

const testDb = useTestDb();
const files = useTestFileStorage('contact-uploads-');

/** A real 1×1 PNG. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const GIF = new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
/** The start of a Windows executable (MZ header with the PE signature). */
function exe(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([0x4d, 0x5a]);
  bytes.set([0x80, 0, 0, 0], 0x3c);
  bytes.set([0x50, 0x45, 0, 0], 0x80);
  return bytes;
}

async function subscriber() {
  const account = await buildAccount(testDb.db);
  const paper = await buildSubscription(testDb.db, account.id, { brandKey: 'ad' });
  const owner: ContactOwner = { accountId: account.id, brandKey: 'ad', country: 'nl' };
  return { account, paper, owner };
}

function tokenOf(uploadUrl: string): string {
  return uploadUrl.split('/').at(-1)!;
}

/** Makes a link and uploads `bytes` to it (at `now`); the link's result and the upload's. */
async function upload(owner: ContactOwner, fileName: string, bytes: Uint8Array, now?: Date) {
  const link = await createUploadLink(testDb.db, owner, { fileName, size: bytes.byteLength }, now);
  if (!link.ok) throw new Error(JSON.stringify(link.violations));
  const received = await receiveUpload(testDb.db, files.storage, owner, tokenOf(link.link.uploadUrl), bytes, now);
  return { link: link.link, received };
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    category: 'delivery',
    subTopic: 'delivery_complaint',
    message: 'De krant van zaterdag was nat en gescheurd.',
    attachmentIds: [],
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

describe('uploads', () => {
  it('judges a file by its content: a PNG named .pdf is stored as PNG', async () => {
    const { owner } = await subscriber();
    const { link, received } = await upload(owner, 'scan.pdf', PNG);
    expect(link.uploadUrl).toMatch(/^\/api\/contact\/upload\/[A-Za-z0-9_-]{43}$/);
    expect(received).toMatchObject({ ok: true, attachment: { fileName: 'scan.pdf', mimeType: 'image/png' } });
    const stored = await files.storage.get(`contact/${owner.accountId}/${link.attachmentId}`);
    expect(stored).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect((await upload(owner, 'a.pdf', PDF)).received).toMatchObject({ attachment: { mimeType: 'application/pdf' } });
    expect((await upload(owner, 'a.gif', GIF)).received).toMatchObject({ attachment: { mimeType: 'image/gif' } });
  });

  it('refuses an .exe named .png, an empty file and text, and keeps nothing', async () => {
    const { owner } = await subscriber();
    for (const bytes of [exe(), new TextEncoder().encode('gewoon tekst')]) {
      const { link, received } = await upload(owner, 'foto.png', bytes);
      expect(received).toEqual({ ok: false, violations: [{ code: V.attachmentType, field: 'file' }] });
      expect(await files.storage.get(`contact/${owner.accountId}/${link.attachmentId}`)).toBeNull();
    }
    const empty = await createUploadLink(testDb.db, owner, { fileName: 'leeg.png', size: 0 });
    expect(empty).toEqual({ ok: false, violations: [{ code: V.attachmentEmpty, field: 'size' }] });
  });

  it('refuses a file of 5 MB + 1 byte, on the link and on the upload', async () => {
    const { owner } = await subscriber();
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(PNG);
    expect(await createUploadLink(testDb.db, owner, { fileName: 'groot.png', size: big.byteLength })).toEqual({
      ok: false,
      violations: [{ code: V.attachmentTooLarge, field: 'size' }],
    });
    // A browser that declared a smaller size still cannot send more.
    const link = await createUploadLink(testDb.db, owner, { fileName: 'groot.png', size: 10 });
    if (!link.ok) throw new Error('no link');
    expect(await receiveUpload(testDb.db, files.storage, owner, tokenOf(link.link.uploadUrl), big)).toEqual({
      ok: false,
      violations: [{ code: V.attachmentTooLarge, field: 'file' }],
    });
    // Exactly 5 MB passes.
    const exact = big.slice(0, MAX_ATTACHMENT_BYTES);
    expect((await upload(owner, 'precies.png', exact)).received.ok).toBe(true);
  });

  it('uses a link once, only before it expires and only for its own account', async () => {
    const me = await subscriber();
    const other = await subscriber();
    const link = await createUploadLink(testDb.db, me.owner, { fileName: 'a.png', size: PNG.byteLength });
    if (!link.ok) throw new Error('no link');
    const token = tokenOf(link.link.uploadUrl);
    const invalid = { ok: false, violations: [{ code: V.uploadLinkInvalid, field: 'file' }] };
    expect(await receiveUpload(testDb.db, files.storage, other.owner, token, PNG)).toEqual(invalid);
    // The link is the account's on the brand it was made on.
    expect(await receiveUpload(testDb.db, files.storage, { ...me.owner, brandKey: 'hln' }, token, PNG)).toEqual(
      invalid,
    );
    expect((await receiveUpload(testDb.db, files.storage, me.owner, token, PNG)).ok).toBe(true);
    expect(await receiveUpload(testDb.db, files.storage, me.owner, token, PNG)).toEqual(invalid);
    const late = await createUploadLink(
      testDb.db,
      me.owner,
      { fileName: 'b.png', size: 10 },
      new Date(Date.now() - 3600_000),
    );
    if (!late.ok) throw new Error('no link');
    expect(await receiveUpload(testDb.db, files.storage, me.owner, tokenOf(late.link.uploadUrl), PNG)).toEqual(invalid);
    expect(await receiveUpload(testDb.db, files.storage, me.owner, 'not-a-token', PNG)).toEqual(invalid);
  });
});

describe('sending the form', () => {
  it('makes a case with a case number and its attachments, mails a confirmation, and answers a retry with it', async () => {
    const { account, paper, owner } = await subscriber();
    const a = (await upload(owner, 'foto.png', PNG)).link.attachmentId;
    const b = (await upload(owner, 'bon.pdf', PDF)).link.attachmentId;
    const input = form({ subscriptionId: paper.id, attachmentIds: [a, b] });
    const t = (key: string, params?: Record<string, string | number>) => `${key} ${JSON.stringify(params ?? {})}`;
    const mail = { email: account.email, brandName: 'AD', t };
    const [first, second] = await Promise.all([
      submitContactForm(testDb.db, owner, input, { attachmentsEnabled: true, mail }),
      submitContactForm(testDb.db, owner, input, { attachmentsEnabled: true, mail }),
    ]);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.contactCase.caseNumber).toMatch(/^CS-\d{6}-\d{6}$/);
    expect(second.contactCase.id).toBe(first.contactCase.id);
    expect(first.contactCase.attachments.map((attachment) => attachment.fileName).sort()).toEqual([
      'bon.pdf',
      'foto.png',
    ]);
    const cases = await testDb.db.select().from(contactCases).where(eq(contactCases.accountId, account.id));
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ category: 'delivery', subTopic: 'delivery_complaint', subscriptionId: paper.id });
    const mails = await mailsTo(testDb.db, account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(first.contactCase.caseNumber);
    // The attachments are used now: a new form cannot take them again.
    expect(
      await submitContactForm(testDb.db, owner, form({ attachmentIds: [a] }), { attachmentsEnabled: true }),
    ).toEqual({
      ok: false,
      violations: [{ code: V.attachmentUnknown, field: 'attachmentIds' }],
    });
  });

  it("refuses another account's upload and subscription, and stores no case", async () => {
    const me = await subscriber();
    const other = await subscriber();
    const theirs = (await upload(other.owner, 'foto.png', PNG)).link.attachmentId;
    expect(
      await submitContactForm(testDb.db, me.owner, form({ attachmentIds: [theirs] }), { attachmentsEnabled: true }),
    ).toEqual({ ok: false, violations: [{ code: V.attachmentUnknown, field: 'attachmentIds' }] });
    expect(
      await submitContactForm(testDb.db, me.owner, form({ subscriptionId: other.paper.id }), {
        attachmentsEnabled: true,
      }),
    ).toEqual({ ok: false, violations: [{ code: V.subscriptionUnknown, field: 'subscriptionId' }] });
    // An upload link that was made but never filled is no attachment either.
    const open = await createUploadLink(testDb.db, me.owner, { fileName: 'a.png', size: 10 });
    if (!open.ok) throw new Error('no link');
    expect(
      await submitContactForm(testDb.db, me.owner, form({ attachmentIds: [open.link.attachmentId] }), {
        attachmentsEnabled: true,
      }),
    ).toMatchObject({ ok: false, violations: [{ code: V.attachmentUnknown }] });
    expect(await testDb.db.select().from(contactCases).where(eq(contactCases.accountId, me.account.id))).toEqual([]);
    const [row] = await testDb.db.select().from(contactAttachments).where(eq(contactAttachments.id, theirs));
    expect(row?.caseId).toBeNull();
  });

  it('refuses a 4th attachment, and attachments while they are switched off', async () => {
    const { owner } = await subscriber();
    const ids = [];
    for (let index = 0; index < 4; index += 1) ids.push((await upload(owner, `f${index}.png`, PNG)).link.attachmentId);
    expect(
      await submitContactForm(testDb.db, owner, form({ attachmentIds: ids }), { attachmentsEnabled: true }),
    ).toEqual({
      ok: false,
      violations: [{ code: V.tooManyAttachments, field: 'attachmentIds' }],
    });
    expect(
      await submitContactForm(testDb.db, owner, form({ attachmentIds: ids.slice(0, 1) }), {
        attachmentsEnabled: false,
      }),
    ).toEqual({ ok: false, violations: [{ code: V.attachmentsDisabled, field: 'attachmentIds' }] });
    const three = await submitContactForm(testDb.db, owner, form({ attachmentIds: ids.slice(0, 3) }), {
      attachmentsEnabled: true,
    });
    expect(three.ok && three.contactCase.attachments).toHaveLength(3);
  });

  it.each([
    ['an empty message', { message: '   ' }, { code: FREE_TEXT_VIOLATIONS.empty, field: 'message' }],
    ['a forbidden character', { message: 'Zie <script>' }, { code: FREE_TEXT_VIOLATIONS.forbidden, field: 'message' }],
    ['a control character', { message: 'Hallo\u0000' }, { code: FREE_TEXT_VIOLATIONS.forbidden, field: 'message' }],
    ['2501 characters', { message: 'a'.repeat(2501) }, { code: V.messageTooLong, field: 'message' }],
    ['a sub-topic of another category', { category: 'payment' }, { code: V.subTopicMismatch, field: 'subTopic' }],
    ['an unknown sub-topic', { subTopic: 'free_beer' }, { code: V.subTopicRequired, field: 'subTopic' }],
  ])('refuses %s', async (_name, overrides, violation) => {
    const { owner } = await subscriber();
    const result = await submitContactForm(testDb.db, owner, form(overrides), { attachmentsEnabled: true });
    expect(result.ok).toBe(false);
    expect(result.violations).toContainEqual(violation);
  });

  it('takes a message of exactly 2500 characters with line breaks', async () => {
    const { owner } = await subscriber();
    const message = `${'a'.repeat(1000)}\n\n${'b'.repeat(1498)}`;
    const result = await submitContactForm(testDb.db, owner, form({ message }), { attachmentsEnabled: true });
    expect(result.ok).toBe(true);
  });
});

describe('through GraphQL', () => {
  it('makes an upload link and sends the form once for a retried request', async () => {
    const { account, owner } = await subscriber();
    const client = graphqlClientAs(testDb.db, account);
    const linked = await client.request(CreateContactFormUploadLinkDocument, {
      input: { fileName: 'foto.png', size: PNG.byteLength },
    });
    expect(linked.createContactFormUploadLink).toMatchObject({ ok: true, violations: [] });
    const { uploadUrl, attachmentId, expiresAt } = linked.createContactFormUploadLink;
    expect(new Date(expiresAt!).getTime()).toBeGreaterThan(Date.now());
    expect((await receiveUpload(testDb.db, files.storage, owner, tokenOf(uploadUrl!), PNG)).ok).toBe(true);
    const variables = { input: form({ attachmentIds: [attachmentId!] }) as never };
    const first = await client.request(SubmitContactFormDocument, variables);
    const again = await client.request(SubmitContactFormDocument, variables);
    expect(first.submitContactForm).toMatchObject({
      ok: true,
      contactCase: { subTopic: 'delivery_complaint', attachments: [{ fileName: 'foto.png', mimeType: 'image/png' }] },
    });
    expect(again.submitContactForm.contactCase?.caseNumber).toBe(first.submitContactForm.contactCase?.caseNumber);
    const tooBig = await client.request(CreateContactFormUploadLinkDocument, {
      input: { fileName: 'groot.pdf', size: MAX_ATTACHMENT_BYTES + 1 },
    });
    expect(tooBig.createContactFormUploadLink).toMatchObject({
      ok: false,
      violations: [{ code: V.attachmentTooLarge }],
      uploadUrl: null,
    });
  });

  it('refuses while the brand has the contact form off, and upload links while attachments are off', async () => {
    const { account } = await subscriber();
    const off = graphqlClientAs(testDb.db, account, { flags: { isContactFormEnabled: false } });
    const refused = await off.request(SubmitContactFormDocument, { input: form() as never });
    expect(refused.submitContactForm).toMatchObject({ ok: false, violations: [{ code: 'FEATURE_DISABLED' }] });
    const noFiles = graphqlClientAs(testDb.db, account, { flags: { isContactFormAttachmentEnabled: false } });
    const link = await noFiles.request(CreateContactFormUploadLinkDocument, { input: { fileName: 'a.png', size: 10 } });
    expect(link.createContactFormUploadLink).toMatchObject({
      ok: false,
      violations: [{ code: V.attachmentsDisabled }],
    });
    expect(await testDb.db.select().from(contactCases).where(eq(contactCases.accountId, account.id))).toEqual([]);
  });
});

describe('abandoned uploads', () => {
  /** The fixed clock: a Tuesday morning in 2024, before every row the other tests make at the real time. */
  const START = new Date('2024-03-05T09:00:00Z');
  const hoursAfterStart = (hours: number) => new Date(START.getTime() + hours * 3600_000);
  const rowsOf = async (ids: string[]) =>
    (await testDb.db.select().from(contactAttachments).where(inArray(contactAttachments.id, ids))).map((row) => row.id);

  it('removes an unused expired link and a file not sent within an hour; keeps fresh uploads and sent ones', async () => {
    const { owner } = await subscriber();
    const file = (id: string) => files.storage.get(attachmentStorageKey(owner.accountId, id));
    // Uploaded at the start and never sent.
    const abandoned = (await upload(owner, 'vergeten.png', PNG, START)).link.attachmentId;
    // A link made at the start and never used (it expired 15 minutes later).
    const unused = await createUploadLink(testDb.db, owner, { fileName: 'nooit.png', size: 10 }, START);
    if (!unused.ok) throw new Error('no link');
    // Uploaded at the start and sent half an hour later.
    const sentId = (await upload(owner, 'bon.pdf', PDF, START)).link.attachmentId;
    const sent = await submitContactForm(testDb.db, owner, form({ attachmentIds: [sentId] }), {
      attachmentsEnabled: true,
      now: hoursAfterStart(0.5),
    });
    expect(sent.ok).toBe(true);
    // Uploaded half an hour before the purge (its link expired meanwhile): the sender may still be writing.
    const fresh = (await upload(owner, 'vers.png', PNG, hoursAfterStart(1.5))).link.attachmentId;
    // A link made six minutes before the purge, still valid.
    const open = await createUploadLink(testDb.db, owner, { fileName: 'zo.png', size: 10 }, hoursAfterStart(1.9));
    if (!open.ok) throw new Error('no link');
    expect(await file(abandoned)).not.toBeNull();

    const now = hoursAfterStart(2);
    expect(await purgeAbandonedUploads(testDb.db, files.storage, now)).toBe(2);
    expect(await file(abandoned)).toBeNull();
    const ids = [abandoned, unused.link.attachmentId, sentId, fresh, open.link.attachmentId];
    expect((await rowsOf(ids)).sort()).toEqual([sentId, fresh, open.link.attachmentId].sort());
    expect(await file(sentId)).toEqual({ bytes: PDF, contentType: 'application/pdf' });
    expect(await file(fresh)).toEqual({ bytes: PNG, contentType: 'image/png' });
    // Nothing is left to remove at that time; two hours later the fresh upload and the link have been abandoned too.
    expect(await purgeAbandonedUploads(testDb.db, files.storage, now)).toBe(0);
    expect(await purgeAbandonedUploads(testDb.db, files.storage, hoursAfterStart(4))).toBe(2);
    expect(await rowsOf(ids)).toEqual([sentId]);
    expect(await file(fresh)).toBeNull();
    expect(await file(sentId)).not.toBeNull();
  });

  it('keeps the rows when the file store fails, and removes them on the next run', async () => {
    const { owner } = await subscriber();
    const id = (await upload(owner, 'vergeten.png', PNG, START)).link.attachmentId;
    const failing: FileStorage = {
      ...files.storage,
      delete: () => Promise.reject(new Error('store unavailable')),
    };
    await expect(purgeAbandonedUploads(testDb.db, failing, hoursAfterStart(25))).rejects.toThrow(/unavailable/);
    expect(await rowsOf([id])).toEqual([id]);
    expect(await purgeAbandonedUploads(testDb.db, files.storage, hoursAfterStart(25))).toBe(1);
    expect(await rowsOf([id])).toEqual([]);
    expect(await files.storage.get(attachmentStorageKey(owner.accountId, id))).toBeNull();
  });

  it('never leaves a sent case without its file when a send and a purge meet', async () => {
    const { owner } = await subscriber();
    const id = (await upload(owner, 'laat.png', PNG, START)).link.attachmentId;
    const now = hoursAfterStart(25);
    const [sent] = await Promise.all([
      submitContactForm(testDb.db, owner, form({ attachmentIds: [id] }), { attachmentsEnabled: true, now }),
      purgeAbandonedUploads(testDb.db, files.storage, now),
    ]);
    const stored = await files.storage.get(attachmentStorageKey(owner.accountId, id));
    if (sent.ok) {
      expect(sent.contactCase.attachments.map((attachment) => attachment.id)).toEqual([id]);
      expect(stored).not.toBeNull();
    } else {
      expect(sent.violations).toEqual([{ code: V.attachmentUnknown, field: 'attachmentIds' }]);
      expect(stored).toBeNull();
      expect(await rowsOf([id])).toEqual([]);
    }
  });
});
