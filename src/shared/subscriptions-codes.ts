/**
 * The violation codes of the subscriptions area (./subscriptions.ts), without its zod schemas: the screens that only
 * show subscriptions and their messages import these and stay free of zod.
 */
import { ACCOUNT_VIOLATIONS } from './account-codes';
import { POSTCODE_INVALID } from './postcode';

/** Violation codes of the subscriptions area (each has a translation key). */
export const SUBSCRIPTION_VIOLATIONS = {
  /** Not 9 digits. */
  numberInvalid: 'SUBSCRIPTION_NUMBER_INVALID',
  /** No subscription of this brand has that number. */
  numberUnknown: 'SUBSCRIPTION_NUMBER_UNKNOWN',
  /** The number exists, but the postcode is not the subscription's. */
  postcodeMismatch: 'SUBSCRIPTION_POSTCODE_MISMATCH',
  /** The subscription is linked to an account already (this one or another). */
  alreadyLinked: 'SUBSCRIPTION_ALREADY_LINKED',
  /** The new e-mail address is the one the subscription has. */
  emailUnchanged: 'SUBSCRIPTION_EMAIL_UNCHANGED',
  /** A confirmation link of a subscription's new address that is unknown, used, expired or another account's. */
  emailLinkInvalid: 'SUBSCRIPTION_EMAIL_LINK_INVALID',
  postcodeInvalid: POSTCODE_INVALID,
  emailInvalid: ACCOUNT_VIOLATIONS.emailInvalid,
  firstNameRequired: ACCOUNT_VIOLATIONS.firstNameRequired,
  lastNameRequired: ACCOUNT_VIOLATIONS.lastNameRequired,
  nameTooLong: ACCOUNT_VIOLATIONS.nameTooLong,
  phoneInvalid: ACCOUNT_VIOLATIONS.phoneInvalid,
} as const;
