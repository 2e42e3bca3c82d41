import { describe, expect, it } from 'vitest';
import { CONTACT_VIOLATIONS as V, MAX_ATTACHMENT_BYTES, UPLOAD_LINK_TTL_SECONDS } from '../../../shared/contact';
import {
  ABANDONED_UPLOAD_HOURS,
  abandonedBefore,
  attachmentsRefusal,
  attachmentStorageKey,
  fileSizeRefusal,
  formatCaseNumber,
  isUploadLinkOpen,
  newCaseNumber,
  sniffAttachmentType,
  UNUSED_LINK_GRACE_MS,
  uploadLinkExpiry,
} from './rules';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe('upload links', () => {
  it('open a link for UPLOAD_LINK_TTL_SECONDS, once', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const expiresAt = uploadLinkExpiry(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(UPLOAD_LINK_TTL_SECONDS * 1000);
    expect(isUploadLinkOpen({ uploadedAt: null, expiresAt }, now)).toBe(true);
    expect(isUploadLinkOpen({ uploadedAt: null, expiresAt }, expiresAt)).toBe(false);
    expect(isUploadLinkOpen({ uploadedAt: now, expiresAt }, now)).toBe(false);
  });
});

describe('a file', () => {
  it('is refused when empty or over 5 MB', () => {
    expect(fileSizeRefusal(0)).toEqual({ code: V.attachmentEmpty, field: 'file' });
    expect(fileSizeRefusal(MAX_ATTACHMENT_BYTES)).toBeNull();
    expect(fileSizeRefusal(MAX_ATTACHMENT_BYTES + 1)).toEqual({ code: V.attachmentTooLarge, field: 'file' });
  });

  it('is judged by its content, not its name', async () => {
    expect(await sniffAttachmentType(PNG)).toBe('image/png');
    expect(await sniffAttachmentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(await sniffAttachmentType(new TextEncoder().encode('MZ fake.exe renamed to .png'))).toBeNull();
  });

  it('is stored under ids only, never under its own name', () => {
    expect(attachmentStorageKey(ID(1), ID(2))).toBe(`contact/${ID(1)}/${ID(2)}`);
  });
});

describe('attachmentsRefusal', () => {
  it('refuses attachments while they are off, more than 3, and an id that cannot be one', () => {
    expect(attachmentsRefusal([], false)).toBeNull();
    expect(attachmentsRefusal([ID(1)], false)).toEqual({ code: V.attachmentsDisabled, field: 'attachmentIds' });
    expect(attachmentsRefusal([ID(1), ID(2), ID(3)], true)).toBeNull();
    expect(attachmentsRefusal([ID(1), ID(2), ID(3), ID(4)], true)).toEqual({
      code: V.tooManyAttachments,
      field: 'attachmentIds',
    });
    expect(attachmentsRefusal(['../etc/passwd'], true)).toEqual({ code: V.attachmentUnknown, field: 'attachmentIds' });
  });
});

describe('case numbers', () => {
  it("are CS-, the date in the brand's country and 6 digits", () => {
    // 23:30 UTC on 31 March is 1 April in Amsterdam and Brussels.
    expect(formatCaseNumber('nl', new Date('2026-03-31T23:30:00Z'), 42)).toBe('CS-260401-000042');
    expect(formatCaseNumber('be', new Date('2026-03-31T12:00:00Z'), 1_234_567)).toBe('CS-260331-234567');
    expect(newCaseNumber('nl', new Date('2026-03-31T12:00:00Z'))).toMatch(/^CS-260331-\d{6}$/);
  });
});

describe('abandonedBefore', () => {
  it('abandons an unused link an hour after it expired and an unsent file an hour after its upload', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(UNUSED_LINK_GRACE_MS).toBe(60 * 60 * 1000);
    expect(ABANDONED_UPLOAD_HOURS).toBe(1);
    expect(abandonedBefore(now)).toEqual({
      unusedExpiredBefore: new Date('2026-03-02T09:00:00Z'),
      uploadedBefore: new Date('2026-03-02T09:00:00Z'),
    });
  });
});
