/**
 * The limits and violation codes of shared access (./shared-access.ts), without its zod schema: the screens that only
 * show the overview and the accept page's refusals import these and stay free of zod.
 */
import { coReaderLimit } from './product';

export { coReaderLimit } from './product';

/**
 * At most this many co-readers and open invitations together, per subscription: the capability table's default
 * (./product.ts). A brand may set its own limit there, which only `coReaderLimit(brandKey)` knows: the services should
 * ask it with the request's brand instead of reading this default.
 */
export const MAX_CO_READERS = coReaderLimit();
/** How long an invitation link is valid: 14 days. */
export const INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** The shape of an invitation key in a link: anything else is an unknown invitation without asking the database. */
export const INVITE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The accept page; the key is the last path segment. */
export const INVITE_ACCEPT_PATH = '/abonnementen/uitnodiging';

/** Violation codes of shared access. */
export const SHARED_ACCESS_VIOLATIONS = {
  /** Defined in the core translations. */
  emailInvalid: 'EMAIL_INVALID',
  /** An id (subscription, invitation, co-reader) that is not the account's own: the same answer as a missing one. */
  notFound: 'NOT_FOUND',
  /** The subscription has no digital access or has ended: nothing to share. */
  notShareable: 'SAS_NOT_SHAREABLE',
  /** Co-readers and open invitations already fill every place. */
  noPlacesLeft: 'SAS_NO_PLACES_LEFT',
  /** The owner invited their own address. */
  ownEmail: 'SAS_INVITE_OWN_EMAIL',
  /** The address has an open invitation for this subscription already. */
  alreadyInvited: 'SAS_ALREADY_INVITED',
  /** The link's key is unknown (never issued, mistyped, or for another brand). */
  inviteInvalid: 'SAS_INVITE_INVALID',
  /** The invitation is older than 14 days. */
  inviteExpired: 'SAS_INVITE_EXPIRED',
  /** The invitation was accepted already (single use). */
  inviteUsed: 'SAS_INVITE_USED',
  /** The owner withdrew the invitation. */
  inviteRevoked: 'SAS_INVITE_REVOKED',
  /** The owner opened their own invitation. */
  inviteOwn: 'SAS_INVITE_OWN_SUBSCRIPTION',
  /** The account reads along on this subscription already. */
  alreadyCoReader: 'SAS_ALREADY_CO_READER',
  /** The account sent as many invitations in the last 24 hours as it may (SHARED_ACCESS_INVITES_PER_DAY). */
  dailyLimit: 'SAS_INVITE_DAILY_LIMIT',
  /** Too many invitations to one address in a short time. */
  rateLimited: 'RATE_LIMITED',
} as const;

export type SharedAccessViolation = (typeof SHARED_ACCESS_VIOLATIONS)[keyof typeof SHARED_ACCESS_VIOLATIONS];

/** The refusals of the accept page, each shown as its own Dutch page. */
export const INVITE_REFUSALS: readonly SharedAccessViolation[] = [
  SHARED_ACCESS_VIOLATIONS.inviteInvalid,
  SHARED_ACCESS_VIOLATIONS.inviteExpired,
  SHARED_ACCESS_VIOLATIONS.inviteUsed,
  SHARED_ACCESS_VIOLATIONS.inviteRevoked,
  SHARED_ACCESS_VIOLATIONS.inviteOwn,
  SHARED_ACCESS_VIOLATIONS.alreadyCoReader,
  SHARED_ACCESS_VIOLATIONS.noPlacesLeft,
  SHARED_ACCESS_VIOLATIONS.notShareable,
];
