/**
 * The pure shared-access rules: a subscription may be shared while it has digital access and has not ended; at most
 * MAX_CO_READERS places, taken by co-readers and open invitations together; an invitation key is 256 random bits,
 * only its SHA-256 stored, valid 14 days and usable once, and accepting it needs an account other than the owner's.
 * No database here; the queries are ./storage.ts.
 */
import {
  INVITE_ACCEPT_PATH,
  INVITE_TTL_MS,
  MAX_CO_READERS,
  SHARED_ACCESS_VIOLATIONS as V,
} from '../../../shared/shared-access';
import { coReaderLimit, type ProductType } from '../../../shared/product';
import type { Subscription } from '../../db/schema';

/** The rate-limit key prefix of invitation mails (per receiving address). */
export const INVITE_SEND_PURPOSE = 'shared-access-invite';

/** Invitation mails are counted per receiving address: nobody can flood someone else's mailbox with links. */
export function inviteLimitKey(email: string): string {
  return `${INVITE_SEND_PURPOSE}:${email}`;
}

/** When an invitation sent at `now` expires: 14 days later. */
export function inviteExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITE_TTL_MS);
}

/** The accept page's link of an invitation key on the brand's portal origin. */
export function inviteLink(origin: string, key: string): string {
  return new URL(`${INVITE_ACCEPT_PATH}/${key}`, origin).href;
}

/** A person's name from first and last name, or null when neither is known. */
export function fullName(first: string | null, last: string | null): string | null {
  return [first, last].filter(Boolean).join(' ') || null;
}

/** A subscription may be shared while it has digital access and has not ended. */
export function isShareable(subscription: Pick<Subscription, 'digitalAccess' | 'status'>): boolean {
  return subscription.digitalAccess && subscription.status !== 'ended';
}

/** The places left on a subscription with this many co-readers and open invitations (never below 0). */
export function placesLeft(taken: number, limit: number = MAX_CO_READERS): number {
  return Math.max(0, limit - taken);
}

/** How many co-readers and open invitations a subscription may have: its brand's and product type's number. */
export function coReaderPlaces(subscription: { brandKey: string; productType: ProductType }): number {
  return coReaderLimit(subscription.brandKey, subscription.productType);
}

/** True when the owner tries to invite their own address (compared without case). */
export function isOwnEmail(ownerEmail: string, email: string): boolean {
  return ownerEmail.toLowerCase() === email;
}

/** What judging an invitation looks at. */
export interface InviteState {
  invite: { ownerAccountId: string; acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date };
  subscription: Pick<Subscription, 'accountId' | 'digitalAccess' | 'status'>;
}

/**
 * Why the account `askerId` cannot accept an invitation (a violation code), or null when it can as far as the
 * invitation itself goes: used, revoked, expired, a subscription that changed hands or can no longer be shared since
 * it was sent, or the owner's own invitation.
 */
export function inviteRefusal({ invite, subscription }: InviteState, askerId: string, now: Date): string | null {
  if (invite.acceptedAt) return V.inviteUsed;
  if (invite.revokedAt) return V.inviteRevoked;
  if (invite.expiresAt.getTime() <= now.getTime()) return V.inviteExpired;
  if (subscription.accountId !== invite.ownerAccountId || !isShareable(subscription)) return V.notShareable;
  if (invite.ownerAccountId === askerId) return V.inviteOwn;
  return null;
}
