/**
 * The contact form's services: upload links, uploads and the case a sent form makes.
 *
 * - An upload link (ContactFormUploadLinkResult) is made for one file of the signed-in account: a random 256-bit
 *   token (only its SHA-256 stored) in the URL of the upload endpoint, valid UPLOAD_LINK_TTL_SECONDS seconds, used
 *   once.
 * - The upload is judged by its content, never by its name or declared type: `file-type` reads the magic bytes, and
 *   only PNG, JPEG, GIF and PDF of at most 5 MB pass; the bytes go to the file-storage port.
 * - Sending the form creates the case with a readable case number, ties the account's own uploaded attachments to
 *   it (at most 3; another account's upload is answered as unknown) and mails a confirmation. The client's
 *   idempotency key makes a retried or double-clicked send answer the case it already made (the kit's actOnce).
 * - The question may be about any subscription linked to the account, of whichever brand (the form lists them all),
 *   so that check is the subscriptions area's account-wide one, not the kit's brand-scoped findOwned.
 * - An upload that never joins a case is abandoned and removed, bytes and row ({@link purgeAbandonedUploads}, run
 *   by the portal's housekeeping): a link never used once it expired (plus an hour), an uploaded file not sent
 *   within ABANDONED_UPLOAD_HOURS hours of its upload.
 * - So that no account fills the disk, each has upload caps (config CONTACT_UPLOADS_PER_HOUR,
 *   CONTACT_UPLOAD_BYTES_PER_HOUR, CONTACT_UPLOADS_PENDING): links made and bytes uploaded per hour, and files
 *   waiting unsent at once. They are counted under the account's row lock, so parallel requests cannot overrun them.
 */
import {
  CONTACT_UPLOAD_PATH,
  CONTACT_VIOLATIONS as V,
  contactFormSchema,
  MAX_ATTACHMENT_BYTES,
  uploadLinkRequestSchema,
} from '../../../shared/contact';
import type { OwnerScope } from '../../../shared/owner';
import { ok, refused, violationsOf, type Result } from '../../../shared/result';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { contactCases, type ContactCase } from '../../db/schema';
import { fileStorage, type FileStorage } from '../../ports/file-storage';
import { actOnce, findByIdempotencyKey, KEY_TAKEN } from '../kit/idempotency';
import { isRowId } from '../kit/ownership';
import { isSecretToken, newSecretToken } from '../kit/secret-token';
import { findLinkedSubscription } from '../subscriptions';
import { sendCaseConfirmation, type ContactMailContext } from './notifications';
import {
  attachmentsRefusal,
  attachmentStorageKey,
  fileSizeRefusal,
  isUploadLinkOpen,
  sniffAttachmentType,
  uploadBytesCapRefusal,
  uploadLinkCapRefusal,
  uploadLinkExpiry,
  type UploadCaps,
} from './rules';
import {
  attachmentByToken,
  insertCase,
  insertUploadLink,
  keyTaken,
  recordUpload,
  toCaseView,
  uploadUsage,
  withUploadLock,
  type AttachmentView,
  type ContactCaseView,
  type StoredAttachmentFile,
} from './storage';

export type { ContactMailContext } from './notifications';
export {
  ABANDONED_UPLOAD_HOURS,
  attachmentStorageKey,
  formatCaseNumber,
  newCaseNumber,
  sniffAttachmentType,
  UNUSED_LINK_GRACE_MS,
} from './rules';
export { purgeAbandonedUploads, type AttachmentView, type ContactCaseView, type StoredAttachmentFile } from './storage';

/** Who sends: the session's account on the request's brand (the one owner scope). */
export type ContactOwner = OwnerScope;

/** An upload link as ContactFormUploadLinkResult carries it. */
export interface UploadLink {
  attachmentId: string;
  /** Same-origin path with the single-use token: PUT the file's bytes there. */
  uploadUrl: string;
  expiresAt: Date;
}

/** The upload caps of the configuration (CONTACT_UPLOADS_PER_HOUR, CONTACT_UPLOAD_BYTES_PER_HOUR, CONTACT_UPLOADS_PENDING). */
export function configuredUploadCaps(): UploadCaps {
  const settings = config();
  return {
    linksPerHour: settings.CONTACT_UPLOADS_PER_HOUR,
    bytesPerHour: settings.CONTACT_UPLOAD_BYTES_PER_HOUR,
    pending: settings.CONTACT_UPLOADS_PENDING,
  };
}

/**
 * A new upload link for one file. The name and size the browser declares are checked here only so that a file the
 * server would refuse anyway (too large, empty, past the account's upload caps) is refused before it is sent; the
 * upload is judged again by content and its real size. A link refused by the caps stores nothing.
 */
export async function createUploadLink(
  db: Db,
  owner: ContactOwner,
  input: unknown,
  now: Date = new Date(),
  caps: UploadCaps = configuredUploadCaps(),
): Promise<Result<{ link: UploadLink }>> {
  const parsed = uploadLinkRequestSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  if (parsed.data.size > MAX_ATTACHMENT_BYTES) return refused({ code: V.attachmentTooLarge, field: 'size' });
  if (!isRowId(owner.accountId)) return refused({ code: V.uploadLinkInvalid });
  const token = newSecretToken();
  const expiresAt = uploadLinkExpiry(now);
  return withUploadLock(db, owner.accountId, async (tx) => {
    const capRefusal = uploadLinkCapRefusal(await uploadUsage(tx, owner.accountId, now), caps, parsed.data.size);
    if (capRefusal) return refused(capRefusal);
    const attachmentId = await insertUploadLink(tx, {
      accountId: owner.accountId,
      brandKey: owner.brandKey,
      fileName: parsed.data.fileName,
      token,
      expiresAt,
      now,
    });
    return ok({ link: { attachmentId, uploadUrl: `${CONTACT_UPLOAD_PATH}/${token}`, expiresAt } });
  });
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
 * Receives the bytes of an upload link's file. Refused: an unknown, expired, used or another account's (or brand's)
 * token (CONTACT_UPLOAD_LINK_INVALID, alike), an empty file, one over 5 MB, one whose content is not PNG, JPEG, GIF or
 * PDF, one that would take the account past the bytes it may upload in an hour (CONTACT_UPLOAD_HOURLY_LIMIT, nothing
 * stored). A refused file leaves the link unused.
 */
export async function receiveUpload(
  db: Db,
  storage: FileStorage,
  owner: Pick<OwnerScope, 'accountId' | 'brandKey'>,
  token: string,
  bytes: Uint8Array,
  now: Date = new Date(),
  caps: UploadCaps = configuredUploadCaps(),
): Promise<Result<{ attachment: AttachmentView }>> {
  const invalid = refused({ code: V.uploadLinkInvalid, field: 'file' });
  if (!isSecretToken(token) || !isRowId(owner.accountId)) return invalid;
  const row = await attachmentByToken(db, owner, token);
  if (!row || !isUploadLinkOpen(row, now)) return invalid;
  const accountId = row.accountId;
  const sizeRefusal = fileSizeRefusal(bytes.byteLength);
  if (sizeRefusal) return refused(sizeRefusal);
  return withUploadLock(db, accountId, async (tx) => {
    const capRefusal = uploadBytesCapRefusal(await uploadUsage(tx, accountId, now), caps, bytes.byteLength);
    if (capRefusal) return refused(capRefusal);
    const file = await storeAttachmentFile(accountId, row.id, bytes, storage);
    if (!file) return refused({ code: V.attachmentType, field: 'file' });
    const stored = await recordUpload(tx, row.id, file, now);
    if (!stored) return invalid;
    return ok({ attachment: { id: stored.id, fileName: stored.fileName, mimeType: file.mimeType, size: file.size } });
  });
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
  if (!isRowId(owner.accountId)) return refused({ code: V.subscriptionUnknown });

  return actOnce<ContactCase, Result<{ contactCase: ContactCaseView }>>({
    key: data.idempotencyKey,
    earlier: (key) => findByIdempotencyKey(db, contactCases, owner, key),
    replay: async (earlier) => ok({ contactCase: await toCaseView(db, earlier) }),
    // The key was used by this account on another brand: nothing to answer with here.
    conflict: () => refused({ code: 'GENERIC-ERROR' }),
    act: async () => {
      if (data.subscriptionId !== null && !(await findLinkedSubscription(db, owner.accountId, data.subscriptionId))) {
        return refused({ code: V.subscriptionUnknown, field: 'subscriptionId' });
      }
      const attachmentIds = [...new Set(data.attachmentIds)];
      const attachmentRefusal = attachmentsRefusal(attachmentIds, options.attachmentsEnabled);
      if (attachmentRefusal) return refused(attachmentRefusal);

      const outcome = await insertCase(db, owner, data, attachmentIds, now);
      // An attachment that is gone may have gone to the case a concurrent send with the same key made.
      if ('refused' in outcome) {
        return (await keyTaken(db, owner.accountId, data.idempotencyKey))
          ? KEY_TAKEN
          : refused({ code: V.attachmentUnknown, field: 'attachmentIds' });
      }
      if ('raced' in outcome) return KEY_TAKEN;
      const contactCase = await toCaseView(db, outcome.inserted);
      if (options.mail) await sendCaseConfirmation(db, owner.brandKey, options.mail, contactCase);
      return ok({ contactCase });
    },
  });
}
