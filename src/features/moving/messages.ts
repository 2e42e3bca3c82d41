/**
 * Translating in the moving islands: the pages pick {@link MOVING_MESSAGE_KEYS} from the request's dictionary and
 * pass them as props; the islands translate through the same lookup the server uses, and a violation code through
 * its own key, falling back to GENERIC-ERROR. Dates are written in the request's language.
 */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
import { MOVING_VIOLATIONS } from '../../shared/moving-codes';

/** Every violation code a moving island may have to show. */
export const MOVING_VIOLATION_CODES: readonly string[] = [
  ...new Set(Object.values(MOVING_VIOLATIONS)),
  'TEXT_CONTROL_CHARACTER',
  ...REQUEST_VIOLATION_CODES,
];

/** The keys (and key prefixes ending in '.') the moving pages pass to their islands. */
export const MOVING_MESSAGE_KEYS: readonly string[] = ['moving.', ...PAGE_STATE_KEYS, ...MOVING_VIOLATION_CODES];

/** One line of an address: "Coolsingel 40 A, 3011 AD Rotterdam" (the shared address display). */
export { addressLine } from '../../shared/address';
