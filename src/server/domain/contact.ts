/**
 * The contact form (issue 12, DESIGN.md §5): upload links, uploads and the case a sent form makes.
 *
 * - An upload link (ContactFormUploadLinkResult) is made for one file of the signed-in account: a random 256-bit
 *   token (only its SHA-256 stored) in the URL of the upload endpoint, valid {@link UPLOAD_LINK_TTL_SECONDS}
 *   seconds, used once.
 * - The upload is judged by its content, never by its name or declared type: `file-type` reads the magic bytes, and
 *   only PNG, JPEG, GIF and PDF of at most 5 MB pass; the bytes go to the file-storage port.
 * - Sending the form creates the case with a readable case number, ties the account's own uploaded attachments to
 *   it (at most 3; another account's upload is answered as unknown) and mails a confirmation. The client's
 *   idempotency key makes a retried or double-clicked send answer the case it already made.
 * - An upload that never joins a case is abandoned and removed, bytes and row ({@link purgeAbandonedUploads}, run
 *   by the portal's housekeeping, src/server/housekeeping.ts): a link never used once it expired (plus an hour), an
 *   uploaded file not sent within {@link ABANDONED_UPLOAD_HOURS} hours of its upload.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, isNotNull, lte, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_MIME_TYPES,
  CONTACT_UPLOAD_PATH,
  CONTACT_VIOLATIONS as V,
  contactFormSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  UPLOAD_LINK_TTL_SECONDS,
  uploadLinkRequestSchema,
  type ContactCategory,
  type ContactSubTopic,
} from '../../shared/contact';
import { calendarDate, type Country } from '../../shared/dates';
import { ok, refused, violationsOf, type Result } from '../../shared/result';
import type { Db } from '../db/client';
import { contactAttachments, contactCases, subscriptions, type ContactCase } from '../db/schema';
import { fileStorage, type FileStorage } from '../ports/file-storage';
import { sendMail } from '../ports/mail';
import { idSchema } from './account';

/** Who sends: the session's account on the request's brand. */
export interface ContactOwner {
  accountId: string;
  brandKey: string;
  country: Country;
}

/** An upload link as ContactFormUploadLinkResult carries it. */
export interface UploadLink {
  attachmentId: string;
  /** Same-origin path with the single-use token: PUT the file's bytes there. */
  uploadUrl: string;
  expiresAt: Date;
}

/** An uploaded attachment. */
export interface AttachmentView {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** A stored case as the confirmation shows it. */
export interface ContactCaseView {
  id: string;
  caseNumber: string;
  category: ContactCategory;
  subTopic: ContactSubTopic;
  createdAt: Date;
  attachments: AttachmentView[];
}

/** What the confirmation mail needs. */
export interface ContactMailContext {
  email: string;
  brandName: string;
  t: (key: string, params?: Record<string, string | number>) => string;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A token as it may appear in an upload URL (43 base64url characters for 32 bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new upload link for one file. The name and size the browser declares are checked here only so that a file the
 * server would refuse anyway (too large, empty) is refused before it is sent; the upload is judged again by content.
 */
export async function createUploadLink(
  db: Db,
  owner: ContactOwner,
  input: unknown,
  now: Date = new Date(),
): Promise<Result<{ link: UploadLink }>> {
  const parsed = uploadLinkRequestSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  if (parsed.data.size > MAX_ATTACHMENT_BYTES) return refused({ code: V.attachmentTooLarge, field: 'size' });
  if (!idSchema.safeParse(owner.accountId).success) return refused({ code: V.uploadLinkInvalid });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + UPLOAD_LINK_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(contactAttachments)
    .values({
      accountId: owner.accountId,
      brandKey: owner.brandKey,
      fileName: parsed.data.fileName,
      tokenHash: sha256(token),
      expiresAt,
      createdAt: now,
    })
    .returning({ id: contactAttachments.id });
  if (!row) throw new Error('The attachment row was not stored.');
  return ok({ link: { attachmentId: row.id, uploadUrl: `${CONTACT_UPLOAD_PATH}/${token}`, expiresAt } });
}

/** The type of a file judged by its content, when it is one the form accepts; null otherwise. */
export async function sniffAttachmentType(bytes: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found && (ATTACHMENT_MIME_TYPES as readonly string[]).includes(found.mime) ? found.mime : null;
}

/** Where the file-storage port keeps an attachment's bytes: made from ids, never from the user's file name. */
export function attachmentStorageKey(accountId: string, attachmentId: string): string {
  return `contact/${accountId}/${attachmentId}`;
}

/** What the attachment's row records about its stored bytes. */
export interface StoredAttachmentFile {
  mimeType: string;
  size: number;
  storageKey: string;
}

/**
 * Keeps an attachment's bytes in the file-storage port under {@link attachmentStorageKey}, with the type judged by
 * content; null (and nothing stored) when the content is not a PNG, JPEG, GIF or PDF. The size limits are the
 * caller's (the upload refuses an empty file and one over 5 MB before this). Also the demo seed's way to store its
 * attachment, so it lands where an upload would.
 */
export async function storeAttachmentFile(
  accountId: string,
  attachmentId: string,
  bytes: Uint8Array,
  storage: FileStorage = fileStorage(),
): Promise<StoredAttachmentFile | null> {
  const mimeType = await sniffAttachmentType(bytes);
  if (!mimeType) return null;
  const storageKey = attachmentStorageKey(accountId, attachmentId);
  await storage.put(storageKey, bytes, mimeType);
  return { mimeType, size: bytes.byteLength, storageKey };
}

/**
 * Receives the bytes of an upload link's file. Refused: an unknown, expired, used or another account's token
 * (CONTACT_UPLOAD_LINK_INVALID, alike), an empty file, one over 5 MB, one whose content is not PNG, JPEG, GIF or
 * PDF. A refused file leaves the link unused.
 */
export async function receiveUpload(
  db: Db,
  storage: FileStorage,
  accountId: string,
  token: string,
  bytes: Uint8Array,
  now: Date = new Date(),
): Promise<Result<{ attachment: AttachmentView }>> {
  const invalid = refused({ code: V.uploadLinkInvalid, field: 'file' });
  if (!TOKEN.test(token) || !idSchema.safeParse(accountId).success) return invalid;
  const [row] = await db
    .select()
    .from(contactAttachments)
    .where(and(eq(contactAttachments.tokenHash, sha256(token)), eq(contactAttachments.accountId, accountId)))
    .limit(1);
  if (!row || row.uploadedAt !== null || row.expiresAt.getTime() <= now.getTime()) return invalid;
  if (bytes.byteLength === 0) return refused({ code: V.attachmentEmpty, field: 'file' });
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES) return refused({ code: V.attachmentTooLarge, field: 'file' });
  const file = await storeAttachmentFile(accountId, row.id, bytes, storage);
  if (!file) return refused({ code: V.attachmentType, field: 'file' });

  // Single use: only the first upload of a link fills it (a concurrent second one finds uploadedAt set).
  const [stored] = await db
    .update(contactAttachments)
    .set({ ...file, uploadedAt: now })
    .where(and(eq(contactAttachments.id, row.id), isNull(contactAttachments.uploadedAt)))
    .returning();
  if (!stored) return invalid;
  return ok({ attachment: { id: stored.id, fileName: stored.fileName, mimeType: file.mimeType, size: file.size } });
}

/** A case number: `CS-` + the date of `at` (YYMMDD, brand country) + `serial` as 6 digits (0 to 999999). */
export function formatCaseNumber(country: Country, at: Date, serial: number): string {
  const date = calendarDate(at, country).slice(2).replaceAll('-', '');
  return `CS-${date}-${String(serial % 1_000_000).padStart(6, '0')}`;
}

/** A readable case number: `CS-` + the date (YYMMDD, brand country) + 6 random digits. */
export function newCaseNumber(country: Country, now: Date = new Date()): string {
  return formatCaseNumber(country, now, randomInt(0, 1_000_000));
}

async function attachmentsOf(db: Db, caseId: string): Promise<AttachmentView[]> {
  const rows = await db
    .select()
    .from(contactAttachments)
    .where(eq(contactAttachments.caseId, caseId))
    .orderBy(contactAttachments.createdAt, contactAttachments.id);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType ?? 'application/octet-stream',
    size: row.size ?? 0,
  }));
}

async function toCaseView(db: Db, row: ContactCase): Promise<ContactCaseView> {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    category: row.category as ContactCategory,
    subTopic: row.subTopic as ContactSubTopic,
    createdAt: row.createdAt,
    attachments: await attachmentsOf(db, row.id),
  };
}

async function caseByKey(db: Db, accountId: string, key: string): Promise<ContactCase | undefined> {
  const [row] = await db
    .select()
    .from(contactCases)
    .where(and(eq(contactCases.accountId, accountId), eq(contactCases.idempotencyKey, key)))
    .limit(1);
  return row;
}

export interface SubmitContactOptions {
  /** isContactFormAttachmentEnabled: without it a form with attachments is refused. */
  attachmentsEnabled: boolean;
  mail?: ContactMailContext | undefined;
  now?: Date;
}

/**
 * Sends the contact form: creates the case and ties the attachments to it. Refused: the schema's codes, a
 * subscription that is not the account's (CONTACT_SUBSCRIPTION_UNKNOWN), attachments while they are off, an
 * attachment that is not the account's own finished, unused upload (CONTACT_ATTACHMENT_UNKNOWN).
 */
export async function submitContactForm(
  db: Db,
  owner: ContactOwner,
  input: unknown,
  options: SubmitContactOptions,
): Promise<Result<{ contactCase: ContactCaseView }>> {
  const now = options.now ?? new Date();
  const parsed = contactFormSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const data = parsed.data;
  if (!idSchema.safeParse(owner.accountId).success) return refused({ code: V.subscriptionUnknown });

  const again = await caseByKey(db, owner.accountId, data.idempotencyKey);
  if (again) return ok({ contactCase: await toCaseView(db, again) });

  if (data.subscriptionId !== null) {
    const valid = idSchema.safeParse(data.subscriptionId).success;
    const [subscription] = valid
      ? await db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.id, data.subscriptionId), eq(subscriptions.accountId, owner.accountId)))
          .limit(1)
      : [];
    if (!subscription) return refused({ code: V.subscriptionUnknown, field: 'subscriptionId' });
  }

  const attachmentIds = [...new Set(data.attachmentIds)];
  if (attachmentIds.length > 0 && !options.attachmentsEnabled) {
    return refused({ code: V.attachmentsDisabled, field: 'attachmentIds' });
  }
  if (attachmentIds.length > MAX_ATTACHMENTS) return refused({ code: V.tooManyAttachments, field: 'attachmentIds' });
  if (attachmentIds.some((id) => !idSchema.safeParse(id).success)) {
    return refused({ code: V.attachmentUnknown, field: 'attachmentIds' });
  }
  const unknownAttachment = refused({ code: V.attachmentUnknown, field: 'attachmentIds' });

  const outcome = await db
    .transaction(async (tx) => {
      if (attachmentIds.length > 0) {
        const usable = await tx
          .select({ id: contactAttachments.id })
          .from(contactAttachments)
          .where(
            and(
              inArray(contactAttachments.id, attachmentIds),
              eq(contactAttachments.accountId, owner.accountId),
              isNotNull(contactAttachments.uploadedAt),
              isNull(contactAttachments.caseId),
            ),
          );
        if (usable.length !== attachmentIds.length) return { refused: true as const };
      }
      let inserted: ContactCase | undefined;
      for (let attempt = 0; attempt < 5 && !inserted; attempt += 1) {
        const rows = await tx
          .insert(contactCases)
          .values({
            accountId: owner.accountId,
            brandKey: owner.brandKey,
            caseNumber: newCaseNumber(owner.country, now),
            category: data.category,
            subTopic: data.subTopic,
            subscriptionId: data.subscriptionId,
            message: data.message,
            idempotencyKey: data.idempotencyKey,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        inserted = rows[0];
        // A conflict on the idempotency key: a concurrent send with the same key made the case.
        if (!inserted && (await caseByKey(tx as unknown as Db, owner.accountId, data.idempotencyKey))) {
          return { raced: true as const };
        }
      }
      if (!inserted) throw new Error('No free case number.');
      if (attachmentIds.length > 0) {
        const tied = await tx
          .update(contactAttachments)
          .set({ caseId: inserted.id })
          .where(
            and(
              inArray(contactAttachments.id, attachmentIds),
              eq(contactAttachments.accountId, owner.accountId),
              isNull(contactAttachments.caseId),
            ),
          )
          .returning({ id: contactAttachments.id });
        if (tied.length !== attachmentIds.length) throw new ConcurrentAttachmentUse();
      }
      return { inserted };
    })
    .catch((error: unknown) => {
      if (error instanceof ConcurrentAttachmentUse) return { refused: true as const };
      throw error;
    });

  if ('refused' in outcome) {
    const raced = await caseByKey(db, owner.accountId, data.idempotencyKey);
    return raced ? ok({ contactCase: await toCaseView(db, raced) }) : unknownAttachment;
  }
  if ('raced' in outcome) {
    const raced = await caseByKey(db, owner.accountId, data.idempotencyKey);
    if (raced) return ok({ contactCase: await toCaseView(db, raced) });
    throw new Error('The concurrent case vanished.');
  }
  const contactCase = await toCaseView(db, outcome.inserted);
  if (options.mail) {
    const { t } = options.mail;
    await sendMail(db, {
      brandKey: owner.brandKey,
      to: options.mail.email,
      subject: t('contact.mail.subject', { brand: options.mail.brandName, caseNumber: contactCase.caseNumber }),
      text: t('contact.mail.text', {
        brand: options.mail.brandName,
        caseNumber: contactCase.caseNumber,
        subTopic: t(`contact.subTopic.${contactCase.subTopic}`),
        attachments: contactCase.attachments.length,
      }),
    });
  }
  return ok({ contactCase });
}

/** Thrown inside the transaction when an attachment was tied to another case meanwhile: nothing is stored. */
class ConcurrentAttachmentUse extends Error {}

/** An uploaded file that no sent form took within this many hours of its upload is abandoned. */
export const ABANDONED_UPLOAD_HOURS = 24;

/**
 * A link never used is abandoned this long after it expired: an upload that passed the expiry check just before
 * (its bytes still on their way to the store) has long finished by then, so no file appears after the purge.
 */
export const UNUSED_LINK_GRACE_MS = 60 * 60 * 1000;

/** Attachments removed per transaction (their rows stay locked while their files are deleted). */
const PURGE_BATCH = 50;

/**
 * Removes the uploads that never joined a case, from the file store and the database, and answers how many: a link
 * never used whose expiry lies more than an hour back ({@link UNUSED_LINK_GRACE_MS}), and an uploaded file not tied
 * to a case within {@link ABANDONED_UPLOAD_HOURS} hours of its upload. An attachment of a sent case is never touched.
 *
 * Safe beside sending and beside another purge: each batch locks its rows (`FOR UPDATE SKIP LOCKED`), deletes
 * their files and then the rows in one transaction. A send that ties one of them meanwhile waits for the lock and
 * then finds it gone (CONTACT_ATTACHMENT_UNKNOWN); a second purge skips the locked rows. A file store that fails
 * rolls the batch back, so the rows stay and the next run deletes their files again (deleting a missing file is
 * nothing).
 */
export async function purgeAbandonedUploads(db: Db, storage: FileStorage, now: Date = new Date()): Promise<number> {
  const unusedExpiredBefore = new Date(now.getTime() - UNUSED_LINK_GRACE_MS);
  const uploadedBefore = new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 60 * 60 * 1000);
  const abandoned = and(
    isNull(contactAttachments.caseId),
    or(
      and(isNull(contactAttachments.uploadedAt), lte(contactAttachments.expiresAt, unusedExpiredBefore)),
      lte(contactAttachments.uploadedAt, uploadedBefore),
    ),
  );
  let removed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: contactAttachments.id, accountId: contactAttachments.accountId })
        .from(contactAttachments)
        .where(abandoned)
        .orderBy(contactAttachments.createdAt)
        .limit(PURGE_BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      // An unused link has no file, unless an upload stored its bytes and then failed to record them: its key is
      // the same, so that file goes too.
      await Promise.all(rows.map((row) => storage.delete(attachmentStorageKey(row.accountId, row.id))));
      await tx.delete(contactAttachments).where(
        inArray(
          contactAttachments.id,
          rows.map((row) => row.id),
        ),
      );
      return rows.length;
    });
    removed += count;
    if (count < PURGE_BATCH) return removed;
  }
}
