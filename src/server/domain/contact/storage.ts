/**
 * The contact form's queries: attachment rows (upload links and uploaded files), cases with their attachments, and
 * the purge of abandoned uploads. Every attachment and case query is scoped to the asking account.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  UPLOAD_LINK_TTL_SECONDS,
  type ContactCategory,
  type ContactFormData,
  type ContactSubTopic,
} from '../../../shared/contact';
import type { OwnerScope } from '../../../shared/owner';
import type { Db } from '../../db/client';
import { accounts, contactAttachments, contactCases, type ContactAttachment, type ContactCase } from '../../db/schema';
import type { FileStorage } from '../../ports/file-storage';
import { ownedBy, type Queryable } from '../kit/ownership';
import { firstRow, updateRow } from '../kit/rows';
import { hashSecretToken } from '../kit/secret-token';
import { abandonedBefore, attachmentStorageKey, newCaseNumber, UPLOAD_CAP_WINDOW_MS, type UploadUsage } from './rules';

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

/** What the attachment's row records about its stored bytes. */
export interface StoredAttachmentFile {
  mimeType: string;
  size: number;
  storageKey: string;
}

/**
 * Runs `work` in a transaction that holds the account's row lock: the upload caps are counted and used by one link
 * or upload of the account at a time, so parallel requests cannot each find room under a cap.
 */
export async function withUploadLock<T>(db: Db, accountId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    return work(tx);
  });
}

/**
 * What the account used of its upload caps at `now`: links made and bytes uploaded in the last hour, and the files
 * waiting (an open link, or an uploaded file not sent and not yet abandoned). Only rows made within the hour plus a
 * link's lifetime can count, which bounds the rows read.
 */
export async function uploadUsage(db: Queryable, accountId: string, now: Date): Promise<UploadUsage> {
  const since = new Date(now.getTime() - UPLOAD_CAP_WINDOW_MS);
  const { uploadedBefore } = abandonedBefore(now);
  const a = contactAttachments;
  const [row] = await db
    .select({
      // Conditions through drizzle's operators, so the dates go to the driver as the columns map them (postgres.js
      // refuses a bare Date parameter in raw SQL).
      linksLastHour: sql<number>`count(*) filter (where ${gt(a.createdAt, since)})`.mapWith(Number),
      bytesLastHour: sql<number>`coalesce(sum(${a.size}) filter (where ${gt(a.uploadedAt, since)}), 0)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${and(
        isNull(a.caseId),
        or(and(isNull(a.uploadedAt), gt(a.expiresAt, now)), gt(a.uploadedAt, uploadedBefore)),
      )})`.mapWith(Number),
    })
    .from(a)
    .where(
      and(eq(a.accountId, accountId), gt(a.createdAt, new Date(since.getTime() - UPLOAD_LINK_TTL_SECONDS * 1000))),
    );
  return row ?? { linksLastHour: 0, bytesLastHour: 0, pending: 0 };
}

/** Stores an upload link's row (the token's hash, not the token); answers its id. */
export async function insertUploadLink(
  db: Queryable,
  values: { accountId: string; brandKey: string; fileName: string; token: string; expiresAt: Date; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(contactAttachments)
    .values({
      accountId: values.accountId,
      brandKey: values.brandKey,
      fileName: values.fileName,
      tokenHash: hashSecretToken(values.token),
      expiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .returning({ id: contactAttachments.id });
  if (!row) throw new Error('The attachment row was not stored.');
  return row.id;
}

/** The owner's attachment row of an upload token (the account's, on the brand), if any. */
export async function attachmentByToken(
  db: Db,
  owner: Pick<OwnerScope, 'accountId' | 'brandKey'>,
  token: string,
): Promise<ContactAttachment | undefined> {
  return firstRow(
    db,
    contactAttachments,
    eq(contactAttachments.tokenHash, hashSecretToken(token)),
    ownedBy(contactAttachments, owner),
  );
}

/** Records an upload's file on its row, only if no upload filled it first (single use); the row, or undefined. */
export async function recordUpload(
  db: Queryable,
  attachmentId: string,
  file: StoredAttachmentFile,
  now: Date,
): Promise<ContactAttachment | undefined> {
  return updateRow(
    db,
    contactAttachments,
    { ...file, uploadedAt: now },
    eq(contactAttachments.id, attachmentId),
    isNull(contactAttachments.uploadedAt),
  );
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

/** A stored case with its attachments, as the confirmation shows it. */
export async function toCaseView(db: Db, row: ContactCase): Promise<ContactCaseView> {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    category: row.category as ContactCategory,
    subTopic: row.subTopic as ContactSubTopic,
    createdAt: row.createdAt,
    attachments: await attachmentsOf(db, row.id),
  };
}

/**
 * True when the account has a case with this idempotency key on any brand: what the unique index on (account, key)
 * decides, so an insert that made no row can tell a taken key from a taken case number.
 */
export async function keyTaken(db: Queryable, accountId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contactCases.id })
    .from(contactCases)
    .where(and(eq(contactCases.accountId, accountId), eq(contactCases.idempotencyKey, key)))
    .limit(1);
  return row !== undefined;
}

/** Thrown inside the transaction when an attachment was tied to another case meanwhile: nothing is stored. */
class ConcurrentAttachmentUse extends Error {}

/** What {@link insertCase} did: made the case, found an attachment unusable, or lost to a send with the same key. */
export type InsertCaseOutcome = { inserted: ContactCase } | { refused: true } | { raced: true };

/**
 * Creates the case and ties the attachments to it, in one transaction: every attachment must be the account's own
 * finished upload, not yet part of a case. A fresh random case number is tried up to 5 times; a conflict on the
 * idempotency key means a concurrent send with the same key made the case.
 */
export async function insertCase(
  db: Db,
  owner: OwnerScope,
  data: ContactFormData,
  attachmentIds: readonly string[],
  now: Date,
): Promise<InsertCaseOutcome> {
  return db
    .transaction(async (tx): Promise<InsertCaseOutcome> => {
      if (attachmentIds.length > 0) {
        const usable = await tx
          .select({ id: contactAttachments.id })
          .from(contactAttachments)
          .where(
            and(
              inArray(contactAttachments.id, [...attachmentIds]),
              eq(contactAttachments.accountId, owner.accountId),
              isNotNull(contactAttachments.uploadedAt),
              isNull(contactAttachments.caseId),
            ),
          );
        if (usable.length !== attachmentIds.length) return { refused: true };
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
        if (!inserted && (await keyTaken(tx, owner.accountId, data.idempotencyKey))) {
          return { raced: true };
        }
      }
      if (!inserted) throw new Error('No free case number.');
      if (attachmentIds.length > 0) {
        const tied = await tx
          .update(contactAttachments)
          .set({ caseId: inserted.id })
          .where(
            and(
              inArray(contactAttachments.id, [...attachmentIds]),
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
}

/** Attachments removed per transaction (their rows stay locked while their files are deleted). */
const PURGE_BATCH = 50;

/**
 * Removes the uploads that never joined a case, from the file store and the database, and answers how many: a link
 * never used whose expiry lies more than an hour back, and an uploaded file not tied to a case within
 * ABANDONED_UPLOAD_HOURS hours of its upload (./rules.ts {@link abandonedBefore}). An attachment of a sent case is
 * never touched.
 *
 * Safe beside sending and beside another purge: each batch locks its rows (`FOR UPDATE SKIP LOCKED`), deletes
 * their files and then the rows in one transaction. A send that ties one of them meanwhile waits for the lock and
 * then finds it gone (CONTACT_ATTACHMENT_UNKNOWN); a second purge skips the locked rows. A file store that fails
 * rolls the batch back, so the rows stay and the next run deletes their files again (deleting a missing file is
 * nothing).
 */
export async function purgeAbandonedUploads(db: Db, storage: FileStorage, now: Date = new Date()): Promise<number> {
  const { unusedExpiredBefore, uploadedBefore } = abandonedBefore(now);
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
