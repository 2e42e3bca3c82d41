/**
 * Passkeys (WebAuthn) of the built-in account host, through @simplewebauthn/server:
 *
 * - the relying party is the account host's own domain (`login.ad.nl`; locally `login.ad.localhost`), the origin its
 *   own origin: a passkey made on one brand's host signs in only there (docs/security.md says which brands share one);
 * - every challenge is stored server-side (`passkey_challenges`), bound to what it was issued for (the account that
 *   adds a passkey, the OIDC interaction that signs in), used once — it is deleted by the check that reads it — and
 *   valid for {@link PASSKEY_CHALLENGE_TTL_MS}: a replayed answer finds no challenge and is refused;
 * - a sign-in names the account through the passkey alone (a discoverable credential): the passkey must be stored,
 *   its user handle must be the account it belongs to, its signature must verify with the stored public key and its
 *   counter must have moved on (an authenticator that keeps no counter always says 0);
 * - a passkey is listed, named and removed only by its own account; removing one makes it useless at once.
 */
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { passkeyChallenges, passkeys } from '../../db/schema';
import { log } from '../../log';
import { removeExpired } from '../kit/expiry';
import { firstRow } from '../kit/rows';

/** How long a challenge may be answered: long enough to find the phone, short enough to be useless later. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** At most this many passkeys per account. */
export const MAX_PASSKEYS_PER_ACCOUNT = 10;
/** A passkey's name: what the subscriber recognises it by ("iPhone van Sanne"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
export const passkeyNameSchema = z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH);

/** The relying party of one account host. */
export interface RelyingParty {
  /** The account host's hostname. */
  id: string;
  /** Shown by the browser and the authenticator. */
  name: string;
  /** The account host's origin, e.g. `https://login.ad.nl`. */
  origin: string;
}

type ChallengePurpose = 'register' | 'sign-in';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'not base64url');
const transports = z.array(z.string().max(20)).max(10).optional();

/** The browser's answer to navigator.credentials.create, as @simplewebauthn/browser sends it. */
export const registrationResponseSchema = z.object({
  id: base64url.max(1400),
  rawId: base64url.max(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url.max(4000),
    attestationObject: base64url.max(20000),
    authenticatorData: base64url.max(20000).optional(),
    transports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.max(4000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** The browser's answer to navigator.credentials.get. */
export const authenticationResponseSchema = z.object({
  id: base64url.max(1400),
  rawId: base64url.max(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url.max(4000),
    authenticatorData: base64url.max(20000),
    // Room for every algorithm the options offer: an ML-DSA-44 signature (-48) is 2420 bytes, 3227 characters.
    signature: base64url.max(8000),
    userHandle: base64url.max(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** A passkey as its account sees it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** Synced between the account holder's devices (a passkey in iCloud or Google Password Manager). */
  synced: boolean;
}

/** Stores a new challenge for `purpose` and `subject`. */
async function storeChallenge(db: Db, purpose: ChallengePurpose, subject: string, challenge: string) {
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    subject,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/** The challenge an answer signed (from its client data), if it can be read. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the challenge an answer signed: deleted in the same statement that finds it, so it is good once. */
async function takeChallenge(
  db: Db,
  purpose: ChallengePurpose,
  subject: string,
  clientDataJSON: string,
): Promise<string | undefined> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) return undefined;
  const [taken] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        eq(passkeyChallenges.subject, subject),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return taken?.challenge;
}

/** Deletes the challenges that expired unanswered (housekeeping); answers how many. */
export async function purgeExpiredPasskeyChallenges(db: Db, now: Date = new Date()): Promise<number> {
  return removeExpired(db, passkeyChallenges, passkeyChallenges.expiresAt, now);
}

/** The WebAuthn user handle of an account: its id's bytes (no e-mail address or name). */
function userHandleOf(accountId: string): Uint8Array<ArrayBuffer> {
  return isoUint8Array.fromUTF8String(accountId) as Uint8Array<ArrayBuffer>;
}

/** The passkeys of an account for one relying party (the account host it was made on), oldest first. */
export async function listPasskeys(db: Db, rp: RelyingParty, accountId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      deviceType: passkeys.deviceType,
    })
    .from(passkeys)
    .where(and(eq(passkeys.accountId, accountId), eq(passkeys.rpId, rp.id)))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(({ deviceType, ...row }) => ({ ...row, synced: deviceType === 'multiDevice' }));
}

/** Removes one passkey of the account; its name, or undefined when the account has no such passkey here. */
export async function removePasskey(
  db: Db,
  rp: RelyingParty,
  accountId: string,
  passkeyId: string,
): Promise<{ name: string } | undefined> {
  if (!z.uuid().safeParse(passkeyId).success) return undefined;
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.accountId, accountId), eq(passkeys.rpId, rp.id)))
    .returning({ name: passkeys.name });
  return removed;
}

/** The options for adding a passkey to `account`; its challenge is stored for {@link registerPasskey}. */
export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  account: { id: string; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.accountId, account.id), eq(passkeys.rpId, rp.id)));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(account.id),
    userName: account.email,
    userDisplayName: account.email,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    // One passkey per authenticator: the browser says so instead of making a second.
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(db, 'register', account.id, options.challenge);
  return options;
}

export type RegisterPasskeyResult =
  { ok: true; passkey: PasskeySummary } | { ok: false; reason: 'challenge' | 'invalid' | 'duplicate' | 'too-many' };

/** Verifies the browser's answer to {@link passkeyRegistrationOptions} and stores the passkey under `name`. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  accountId: string,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<RegisterPasskeyResult> {
  const challenge = await takeChallenge(db, 'register', accountId, input.response.response.clientDataJSON);
  if (!challenge) return { ok: false, reason: 'challenge' };
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(passkeys)
    .where(and(eq(passkeys.accountId, accountId), eq(passkeys.rpId, rp.id)));
  if (total >= MAX_PASSKEYS_PER_ACCOUNT) return { ok: false, reason: 'too-many' };
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    log.info({ err: error }, '[passkeys] registration refused');
    return { ok: false, reason: 'invalid' };
  }
  if (!verification.verified) return { ok: false, reason: 'invalid' };
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const [stored] = await db
    .insert(passkeys)
    .values({
      accountId,
      rpId: rp.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? input.response.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: input.name,
    })
    .onConflictDoNothing()
    .returning();
  if (!stored) return { ok: false, reason: 'duplicate' };
  return {
    ok: true,
    passkey: {
      id: stored.id,
      name: stored.name,
      createdAt: stored.createdAt,
      lastUsedAt: null,
      synced: stored.deviceType === 'multiDevice',
    },
  };
}

/**
 * The options for signing in with a passkey during the OIDC interaction `interactionUid`: no list of credentials
 * (the browser offers the passkeys it has for this relying party), the challenge stored for that interaction.
 */
export async function passkeySignInOptions(
  db: Db,
  rp: RelyingParty,
  interactionUid: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    challenge: randomBytes(32),
  });
  await storeChallenge(db, 'sign-in', interactionUid, options.challenge);
  return options;
}

export type PasskeySignInResult =
  { ok: true; accountId: string } | { ok: false; reason: 'challenge' | 'unknown' | 'invalid' };

/** Verifies a sign-in answer for the interaction `interactionUid`; on success the passkey's account signs in. */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  interactionUid: string,
  response: AuthenticationResponseJSON,
): Promise<PasskeySignInResult> {
  const challenge = await takeChallenge(db, 'sign-in', interactionUid, response.response.clientDataJSON);
  if (!challenge) return { ok: false, reason: 'challenge' };
  const passkey = await firstRow(db, passkeys, eq(passkeys.credentialId, response.id), eq(passkeys.rpId, rp.id));
  if (!passkey) return { ok: false, reason: 'unknown' };
  // The authenticator says whose passkey it is; it must be the account the passkey was added to.
  const userHandle = response.response.userHandle;
  if (userHandle !== undefined && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.accountId))) {
    return { ok: false, reason: 'invalid' };
  }
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch (error) {
    log.info({ err: error }, '[passkeys] sign-in refused');
    return { ok: false, reason: 'invalid' };
  }
  if (!verification.verified) return { ok: false, reason: 'invalid' };
  const { newCounter } = verification.authenticationInfo;
  // The counter moves only forward: of two uses of one signature at the same moment, one updates and one is refused.
  const [updated] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, passkey.id), newCounter === 0 ? sql`true` : lt(passkeys.counter, newCounter)))
    .returning({ accountId: passkeys.accountId });
  if (!updated) return { ok: false, reason: 'invalid' };
  return { ok: true, accountId: updated.accountId };
}
