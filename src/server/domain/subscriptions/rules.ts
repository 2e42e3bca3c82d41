/**
 * The pure subscription rules: linking one of the publisher's records by its number and the postcode of its
 * delivery address (with a lock against trying numbers out in bulk), and what a change of the subscription's e-mail
 * address or holder writes. No database here; the queries are ./storage.ts.
 */
import type { Violation } from '../../../shared/result';
import { SUBSCRIPTION_VIOLATIONS, type SubscriptionPersonalia } from '../../../shared/subscriptions';
import type { Subscription } from '../../db/schema';
import type { RateLimitPolicy } from '../../ports/rate-limit';

/** The code of an id the account may not see (another account's, unknown or malformed). */
export const NOT_FOUND = 'NOT_FOUND';

/**
 * Linking: the 10th refused attempt of an account within an hour locks linking for an hour, so subscription numbers
 * and postcodes cannot be tried out in bulk (the refusals tell an unknown number from a wrong postcode).
 */
export const LINK_POLICY: RateLimitPolicy = {
  name: 'subscription-link',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  lockoutMs: 60 * 60 * 1000,
};

/** Refused link attempts are counted per account. */
export function linkLimitKey(accountId: string): string {
  return accountId;
}

/** A postcode compared without case and spaces. */
export function samePostcode(a: string | null, b: string): boolean {
  const plain = (value: string) => value.replace(/\s/g, '').toUpperCase();
  return a !== null && plain(a) === plain(b);
}

/**
 * Why the brand's record with the asked number (`found`, undefined when there is none) cannot be linked with this
 * postcode, or null when it can: an unknown number, a postcode that is not its delivery address's, or a record that
 * already has an account (this one or another: alike).
 */
export function linkRefusal(
  found: Pick<Subscription, 'zipCode' | 'accountId'> | undefined,
  zipCode: string,
): Violation | null {
  if (!found) return { code: SUBSCRIPTION_VIOLATIONS.numberUnknown, field: 'subscription_number' };
  if (!samePostcode(found.zipCode, zipCode))
    return { code: SUBSCRIPTION_VIOLATIONS.postcodeMismatch, field: 'zip_code' };
  if (found.accountId !== null) return { code: SUBSCRIPTION_VIOLATIONS.alreadyLinked, field: 'subscription_number' };
  return null;
}

/** True when the (lower-cased) new address is the one the subscription already has, compared without case. */
export function isSameSubscriptionEmail(current: string | null, newEmail: string): boolean {
  return current?.toLowerCase() === newEmail;
}

/** The columns a change of the holder's name and phone number writes. */
export function personaliaValues(input: SubscriptionPersonalia): Partial<Subscription> {
  return {
    holderFirstName: input.first_name,
    holderLastName: input.last_name,
    holderPhoneNumber: input.phone_number,
  };
}
