/**
 * The translations the delivery pages pass to their islands (picked from the request's dictionary) and how the
 * islands write what they show: texts with `{name}` placeholders, calendar dates in the request's language.
 */
import { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from '../../lib/messages';
import { DELIVERY_VIOLATIONS } from '../../shared/delivery-codes';
import { FREE_TEXT_VIOLATIONS } from '../../shared/free-text-codes';

/** The keys (and key prefixes ending in '.') the delivery pages pass to their islands. */
export const DELIVERY_MESSAGE_KEYS: readonly string[] = [
  'delivery.',
  ...PAGE_STATE_KEYS,
  ...REQUEST_VIOLATION_CODES,
  ...Object.values(DELIVERY_VIOLATIONS),
  ...Object.values(FREE_TEXT_VIOLATIONS),
];

export type Messages = Readonly<Record<string, string>>;

/** Looks a key up and fills `{name}` placeholders; a missing key reads as empty. */
export function translate(messages: Messages, key: string, params: Record<string, string | number> = {}): string {
  return (messages[key] ?? '').replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The message of a violation code; an unknown code reads as GENERIC-ERROR. */
export function violationMessage(messages: Messages, code: string): string {
  return messages[code] || translate(messages, 'GENERIC-ERROR');
}
