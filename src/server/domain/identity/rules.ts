/**
 * The pure identity rules: password rules, the e-mail address of an account, the sign-in throttle's key and answer,
 * the portal's client id at the OpenID provider and the shape of the provider's stored
 * sessions as far as ending them is concerned. No database here; the services are ./index.ts.
 */
import { z } from 'zod';
import type { BrandKey } from '../../../brands/registry';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/password';
import { SIGN_IN_POLICY } from '../../ports/rate-limit';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** The client_id of a brand's portal at the OpenID provider: `mijn-{key}`. */
export function clientIdFor(brandKey: BrandKey): string {
  return `mijn-${brandKey}`;
}

// ── Passwords ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A password as it may be hashed or checked: not empty, and bounded so that a huge body cannot make the server hash
 * megabytes. Wider than PASSWORD_MAX_LENGTH on purpose: a password chosen under an older, longer maximum must keep
 * verifying; the maximum applies to new passwords only ({@link newPasswordViolation}).
 */
export const plainPasswordSchema = z.string().min(1).max(1024);

/** Why a new password is refused; the same codes as the portal's password change (with translation keys). */
export type NewPasswordViolation = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG';

/** The violation of a new password, or undefined when it may be used. Length only: no composition rules. */
export function newPasswordViolation(password: string): NewPasswordViolation | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  return undefined;
}

// ── E-mail addresses ─────────────────────────────────────────────────────────────────────────────────────────────

/** An e-mail address as an account holds it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const emailAddressSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

// ── Sign-in throttling ───────────────────────────────────────────────────────────────────────────────────────────

/** Wrong passwords allowed before a lockout (the 8th locks). */
export const MAX_FAILURES = SIGN_IN_POLICY.limit;
/** The first lockout; each next one in a row doubles. */
export const BASE_LOCKOUT_MS = SIGN_IN_POLICY.lockoutMs!;

export interface LockStatus {
  locked: boolean;
  /** Seconds until sign-in is possible again (0 when not locked). */
  retryAfterSeconds: number;
}

/** The lock status a rate-limit answer means. */
export function lockStatusOf(result: { allowed: boolean; retryAfterSeconds: number }): LockStatus {
  return result.allowed
    ? { locked: false, retryAfterSeconds: 0 }
    : { locked: true, retryAfterSeconds: result.retryAfterSeconds };
}

/**
 * The throttle counts per address, compared trimmed and lower-cased, whether an account exists or not, so a lockout
 * reveals nothing about which addresses have one.
 */
export function throttleKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The outcome of a password check under the throttle. */
export type PasswordCheck =
  | { ok: true }
  /** Locked before this attempt: not even checked. */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  /** Wrong; `lockedForSeconds` when this very failure started a lockout (the 8th in a row). */
  | { ok: false; reason: 'wrong'; lockedForSeconds?: number };

// ── Provider sessions ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * What the built-in account host (oidc-provider) stores for a browser's session, as far as ending it is concerned:
 * per client the `sid` it put in the ID tokens and the grant the tokens were issued under. The portal reads the
 * provider's storage through the shared database only; it never imports the account host.
 */
export interface ProviderSessionPayload {
  accountId?: string;
  authorizations?: Record<string, { sid?: string; grantId?: string }>;
}

/** A provider session of the portal of `brandKey` (its client `mijn-{key}`) by its `sid`. */
export interface ProviderSessionRef {
  brandKey: BrandKey;
  sid: string;
}

/** The JSON a stored provider session that signed `ref` in contains (for a containment query). */
export function providerSessionShape(ref: ProviderSessionRef): ProviderSessionPayload {
  return { authorizations: { [clientIdFor(ref.brandKey)]: { sid: ref.sid } } };
}

/** The `sid`s and grant ids the stored provider sessions hold, over all their clients. */
export function authorizationsOf(payloads: readonly ProviderSessionPayload[]): { sids: string[]; grantIds: string[] } {
  const entries = payloads.flatMap((payload) => Object.values(payload.authorizations ?? {}));
  return {
    sids: entries.flatMap((entry) => (entry.sid ? [entry.sid] : [])),
    grantIds: entries.flatMap((entry) => (entry.grantId ? [entry.grantId] : [])),
  };
}

/** The provider sessions of portal sessions: those that carry a `sid`. */
export function providerSessionRefs(rows: readonly { sid: string | null; brandKey: string }[]): ProviderSessionRef[] {
  return rows.flatMap((row) => (row.sid ? [{ brandKey: row.brandKey as BrandKey, sid: row.sid }] : []));
}
