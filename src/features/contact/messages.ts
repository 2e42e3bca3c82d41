/**
 * Translating in the contact form's island: the pages pick {@link CONTACT_MESSAGE_KEYS} from the request's dictionary
 * and pass them as props; a violation code is translated through its own key, falling back to GENERIC-ERROR
 *.
 */
import { REQUEST_VIOLATION_CODES } from '../../lib/messages';
import { CONTACT_VIOLATIONS } from '../../shared/contact-codes';
import { FREE_TEXT_VIOLATIONS } from '../../shared/free-text-codes';

/** Every violation code the contact form may have to show. */
export const CONTACT_VIOLATION_CODES: readonly string[] = [
  ...Object.values(CONTACT_VIOLATIONS),
  ...Object.values(FREE_TEXT_VIOLATIONS),
  'TEXT_CONTROL_CHARACTER',
  ...REQUEST_VIOLATION_CODES,
];

/** The keys (and key prefixes ending in '.') the contact form's pages pass to the island. */
export const CONTACT_MESSAGE_KEYS: readonly string[] = [
  'contact.form.',
  'contact.confirmation.',
  'contact.category.',
  'contact.subTopic.',
  'ui.multiFileInput.',
  ...CONTACT_VIOLATION_CODES,
];
