/**
 * Six-digit codes and single-use link tokens, shared by sign-in by e-mail code, the forgotten password
 * link and phone verification. Only an HMAC of a code is stored; a code is valid 10 minutes, one open code per
 * purpose and subject (a new one replaces the old), a new code at most every 30 seconds, and the 4th wrong code
 * locks the subject for an hour (the rate limiter's CODE_CHECK_POLICY, so every instance agrees).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { CODE_CHECK_POLICY, rateLimitStore, type RateLimitStore } from '../../ports/rate-limit';
import { hashingSecret } from '../../ports/secrets';
import { removeExpired } from '../kit/expiry';
import { firstRow } from '../kit/rows';

/** Digits in a code. */
export const CODE_LENGTH = 6;
/** A code is valid this long. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** A new code for the same purpose and subject at most this often. */
export const CODE_RESEND_INTERVAL_MS = 30 * 1000;
/** Wrong codes that lock the subject (for CODE_CHECK_POLICY.lockoutMs). */
export const MAX_CODE_ATTEMPTS = CODE_CHECK_POLICY.limit;

/** A uniformly random six-digit code, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** True for exactly six ASCII digits. */
export function isWellFormedCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}

function hash(purpose: string, subject: string, secretValue: string): string {
  return createHmac('sha256', hashingSecret()).update(`${purpose}\u0000${subject}\u0000${secretValue}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The codes and link tokens of a purpose and subject. */
function ofSubject(purpose: string, subject: string) {
  return and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.subject, subject));
}

/** The newest code of a purpose and subject that is not consumed yet, or undefined. */
async function newestOpen(db: Db, purpose: string, subject: string) {
  const [open] = await db
    .select()
    .from(verificationCodes)
    .where(and(ofSubject(purpose, subject), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return open;
}

/** Stores a code's (or link token's) hash as the one open code of its purpose and subject: any other one goes. */
async function replaceOpen(
  db: Db,
  code: { purpose: string; subject: string; data?: Record<string, unknown> },
  codeHash: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.delete(verificationCodes).where(ofSubject(code.purpose, code.subject));
  const { purpose, subject } = code;
  await db
    .insert(verificationCodes)
    .values({ purpose, subject, codeHash, data: code.data ?? null, createdAt, expiresAt });
}

export interface IssueOptions {
  purpose: string;
  /** Who the code is for (a lower-cased e-mail address, an account id…). */
  subject: string;
  /** Returned by a successful check (e.g. the phone number being verified). */
  data?: Record<string, unknown>;
  ttlMs?: number;
  now?: Date;
}

export type IssueResult =
  { ok: true; code: string; expiresAt: Date } | { ok: false; reason: 'too-soon'; retryAfterSeconds: number };

/** Issues a new code (replacing any open one), unless the previous one is younger than 30 seconds. */
export async function issueCode(db: Db, options: IssueOptions): Promise<IssueResult> {
  const now = options.now ?? new Date();
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(ofSubject(options.purpose, options.subject))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (latest) {
    const waited = now.getTime() - latest.createdAt.getTime();
    if (waited < CODE_RESEND_INTERVAL_MS) {
      return { ok: false, reason: 'too-soon', retryAfterSeconds: Math.ceil((CODE_RESEND_INTERVAL_MS - waited) / 1000) };
    }
  }
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + (options.ttlMs ?? CODE_TTL_MS));
  await replaceOpen(db, options, hash(options.purpose, options.subject, code), now, expiresAt);
  return { ok: true, code, expiresAt };
}

/** The data of the newest unconsumed code of a purpose and subject (e.g. to keep it on a resend). */
export async function openCodeData(
  db: Db,
  purpose: string,
  subject: string,
): Promise<Record<string, unknown> | undefined> {
  const open = await newestOpen(db, purpose, subject);
  return (open?.data as Record<string, unknown> | null | undefined) ?? undefined;
}

export type VerifyResult =
  | { ok: true; data: Record<string, unknown> | null }
  /** `invalid`: wrong or no open code (`attemptsLeft` before the lock); `locked`: too many wrong codes. */
  | { ok: false; reason: 'invalid'; attemptsLeft: number }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface VerifyOptions {
  purpose: string;
  subject: string;
  code: string;
  now?: Date;
  /** Default: the configured store (Redis or database). */
  limiter?: RateLimitStore;
}

/**
 * Checks a code. A right code is consumed (single use) and clears the wrong-code count; a wrong, expired or missing
 * code counts as a wrong try; the 4th wrong try locks the subject for an hour and throws the open code away.
 */
export async function verifyCode(db: Db, options: VerifyOptions): Promise<VerifyResult> {
  const now = options.now ?? new Date();
  const limiter = options.limiter ?? rateLimitStore(db);
  const limitKey = `${options.purpose}:${options.subject}`;
  const status = await limiter.check(CODE_CHECK_POLICY, limitKey);
  if (!status.allowed) return { ok: false, reason: 'locked', retryAfterSeconds: status.retryAfterSeconds };

  const open = await newestOpen(db, options.purpose, options.subject);
  const valid =
    open !== undefined &&
    open.expiresAt.getTime() > now.getTime() &&
    isWellFormedCode(options.code) &&
    sameHash(open.codeHash, hash(options.purpose, options.subject, options.code));
  if (valid) {
    // Consumed only if nobody else consumed it in the meantime (two tabs submitting the same code).
    const consumed = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, open.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (consumed.length === 1) {
      await limiter.reset(CODE_CHECK_POLICY, limitKey);
      return { ok: true, data: (open.data as Record<string, unknown> | null) ?? null };
    }
  }
  if (open) {
    await db
      .update(verificationCodes)
      .set({ attempts: open.attempts + 1 })
      .where(eq(verificationCodes.id, open.id));
  }
  const after = await limiter.hit(CODE_CHECK_POLICY, limitKey);
  if (!after.allowed) {
    await db.delete(verificationCodes).where(ofSubject(options.purpose, options.subject));
    return { ok: false, reason: 'locked', retryAfterSeconds: after.retryAfterSeconds };
  }
  return { ok: false, reason: 'invalid', attemptsLeft: after.remaining };
}

/** A single-use link token (≥ 256 bits) for `purpose`; the subject is found again from the token alone. */
export async function issueLinkToken(
  db: Db,
  options: { purpose: string; subject: string; data?: Record<string, unknown>; ttlMs: number; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + options.ttlMs);
  // The token's hash is the lookup key, so it does not depend on the subject.
  await replaceOpen(db, options, hash(options.purpose, '', token), now, expiresAt);
  return { token, expiresAt };
}

/** The open, unexpired link token's subject and data, without consuming it (to show the form). */
export async function findLinkToken(
  db: Db,
  options: { purpose: string; token: string; now?: Date },
): Promise<{ id: string; subject: string; data: Record<string, unknown> | null } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(options.token)) return undefined;
  const now = options.now ?? new Date();
  const row = await firstRow(
    db,
    verificationCodes,
    eq(verificationCodes.purpose, options.purpose),
    eq(verificationCodes.codeHash, hash(options.purpose, '', options.token)),
    isNull(verificationCodes.consumedAt),
  );
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return { id: row.id, subject: row.subject, data: (row.data as Record<string, unknown> | null) ?? null };
}

/** Consumes a link token once; undefined when unknown, expired or already used. */
export async function consumeLinkToken(
  db: Db,
  options: { purpose: string; token: string; now?: Date },
): Promise<{ subject: string; data: Record<string, unknown> | null } | undefined> {
  const found = await findLinkToken(db, options);
  if (!found) return undefined;
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: options.now ?? new Date() })
    .where(and(eq(verificationCodes.id, found.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return consumed.length === 1 ? { subject: found.subject, data: found.data } : undefined;
}

/**
 * Removes the codes and link tokens that expired, used or not (the housekeeping pass): an expired one is refused
 * anyway, as one that is not there. Open ones stay, so the 30 seconds between two codes still count.
 * @returns how many were removed.
 */
export async function purgeExpiredCodes(db: Db, now: Date = new Date()): Promise<number> {
  return removeExpired(db, verificationCodes, verificationCodes.expiresAt, now, { atNow: true });
}
