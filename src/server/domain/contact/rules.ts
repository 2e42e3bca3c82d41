/**
 * The pure contact-form rules: upload links (a random 256-bit token, only its SHA-256 stored, valid
 * UPLOAD_LINK_TTL_SECONDS, used once), a file judged by its content (PNG, JPEG, GIF or PDF, never by name or
 * declared type) and its size, the attachments a form may carry, readable case numbers and when an upload counts as
 * abandoned. No database here; the queries are ./storage.ts.
 */
import { randomInt } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_MIME_TYPES,
  CONTACT_VIOLATIONS as V,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  UPLOAD_LINK_TTL_SECONDS,
} from '../../../shared/contact';
import { calendarDate, type Country } from '../../../shared/dates';
import type { Violation } from '../../../shared/result';
import { isRowId } from '../kit/ownership';

/** When an upload link made at `now` stops working. */
export function uploadLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + UPLOAD_LINK_TTL_SECONDS * 1000);
}

/** True while an upload link can still take its file: not used and not expired. */
export function isUploadLinkOpen(link: { uploadedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return link.uploadedAt === null && link.expiresAt.getTime() > now.getTime();
}

/** Why a file's size is refused (empty, over 5 MB), or null when it may be stored. */
export function fileSizeRefusal(size: number): Violation | null {
  if (size === 0) return { code: V.attachmentEmpty, field: 'file' };
  if (size > MAX_ATTACHMENT_BYTES) return { code: V.attachmentTooLarge, field: 'file' };
  return null;
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

/**
 * Why a form's attachments (ids, doubles already removed) are refused before the database is asked, or null: any
 * while attachments are off, more than MAX_ATTACHMENTS, an id that cannot be one.
 */
export function attachmentsRefusal(attachmentIds: readonly string[], attachmentsEnabled: boolean): Violation | null {
  if (attachmentIds.length > 0 && !attachmentsEnabled) return { code: V.attachmentsDisabled, field: 'attachmentIds' };
  if (attachmentIds.length > MAX_ATTACHMENTS) return { code: V.tooManyAttachments, field: 'attachmentIds' };
  if (attachmentIds.some((id) => !isRowId(id))) {
    return { code: V.attachmentUnknown, field: 'attachmentIds' };
  }
  return null;
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

/**
 * An uploaded file that no sent form took within this many hours of its upload is abandoned: a form is sent
 * minutes after its files are added, and an upload nobody sends should not hold disk space for long.
 */
export const ABANDONED_UPLOAD_HOURS = 1;

/** The window of the hourly upload caps. */
export const UPLOAD_CAP_WINDOW_MS = 60 * 60 * 1000;

/** The per-account upload caps (CONTACT_UPLOADS_PER_HOUR, CONTACT_UPLOAD_BYTES_PER_HOUR, CONTACT_UPLOADS_PENDING). */
export interface UploadCaps {
  linksPerHour: number;
  bytesPerHour: number;
  pending: number;
}

/** What an account used of its caps at a moment: links made and bytes uploaded in the last hour, files waiting. */
export interface UploadUsage {
  linksLastHour: number;
  bytesLastHour: number;
  pending: number;
}

/**
 * Why a new upload link (for a file of `size` bytes, as declared) is refused by the caps, or null: the hour's links
 * or bytes are used up (CONTACT_UPLOAD_HOURLY_LIMIT), or as many files wait unsent as may (CONTACT_UPLOADS_PENDING_LIMIT).
 */
export function uploadLinkCapRefusal(usage: UploadUsage, caps: UploadCaps, size: number): Violation | null {
  if (usage.pending >= caps.pending) return { code: V.uploadsPendingLimit, field: 'file' };
  if (usage.linksLastHour >= caps.linksPerHour || usage.bytesLastHour + size > caps.bytesPerHour) {
    return { code: V.uploadHourlyLimit, field: 'file' };
  }
  return null;
}

/** Why an arriving file of `size` bytes is refused by the hour's byte cap, or null. */
export function uploadBytesCapRefusal(usage: UploadUsage, caps: UploadCaps, size: number): Violation | null {
  return usage.bytesLastHour + size > caps.bytesPerHour ? { code: V.uploadHourlyLimit, field: 'file' } : null;
}

/**
 * A link never used is abandoned this long after it expired: an upload that passed the expiry check just before
 * (its bytes still on their way to the store) has long finished by then, so no file appears after the purge.
 */
export const UNUSED_LINK_GRACE_MS = 60 * 60 * 1000;

/**
 * The moments before which an upload not tied to a case is abandoned at `now`: a link never used that expired
 * before `unusedExpiredBefore`, a file uploaded before `uploadedBefore`.
 */
export function abandonedBefore(now: Date): { unusedExpiredBefore: Date; uploadedBefore: Date } {
  return {
    unusedExpiredBefore: new Date(now.getTime() - UNUSED_LINK_GRACE_MS),
    uploadedBefore: new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 60 * 60 * 1000),
  };
}
