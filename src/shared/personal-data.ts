/**
 * The one definition of personal data that must never leave the process in monitoring or logs: the names of
 * fields whose value is personal whatever it looks like, and the patterns of personal data in free text. Sentry's
 * scrubbing (src/lib/monitoring/sentry-options.ts) and the server's log (src/server/log.ts) both use it, so adding a
 * field here removes it from both.
 */

/**
 * Names of fields whose value is personal data whatever it looks like (a Belgian postcode, a lone house number, a
 * first name or an account id cannot be told from other values): form fields, GraphQL variables and their inputs,
 * query parameters, database columns. A regular-expression alternation, matched case-insensitively against a whole
 * key or the last part of a dotted, dashed or underscored one.
 */
export const PERSONAL_FIELD_NAMES =
  'e-?mail|new_?email|username|phone(?:_?number)?|telefoon(?:nummer)?|iban|postcode|zip_?code|' +
  'house_?number(?:_?suffix)?|huisnummer|toevoeging|street|straat|city|woonplaats|first_?name|last_?name|' +
  'voornaam|achternaam|gender|geslacht|date_?of_?birth|geboortedatum|account_?id|password|wachtwoord|token';

/** A key (or the last part of a dotted, dashed or underscored key) with a personal name. */
const PERSONAL_KEY = new RegExp(`(^|[._-])(${PERSONAL_FIELD_NAMES})$`, 'i');

/** True when a field of this name holds personal data ({@link PERSONAL_FIELD_NAMES}). */
export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEY.test(key);
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b/g;
/** International (+31 6 12345678, 0032 470 12 34 56) and national (06-12345678, 0470 12 34 56, 02 123 45 67). */
const PHONE = /(?:\+|\b00)\d{2}(?:[\s()-]*\d){8,10}\b|\b0\d(?:[\s-]?\d){7,8}\b/g;
/** A Dutch postcode (1012 LG, 1012LG), with the house number and suffix that often follow it (1012 LG 15-2). */
const POSTCODE_NL = /\b[1-9]\d{3}\s?[A-Z]{2}\b(?:[\s,]+\d{1,5}(?:-?[A-Za-z0-9]{1,4})?\b)?/g;
/** A query parameter with a personal name in a text (`huisnummer=15`, a span description of a request). */
const PERSONAL_PARAMETER = new RegExp(`\\b(${PERSONAL_FIELD_NAMES})=[^&\\s#"']+`, 'gi');

/** Replaces personal data in a text: e-mail addresses, IBANs, phone numbers, Dutch postcodes, personal parameters. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[e-mail]')
    .replace(IBAN, '[iban]')
    .replace(PHONE, '[telefoon]')
    .replace(POSTCODE_NL, '[postcode]')
    .replace(PERSONAL_PARAMETER, '$1=[verwijderd]');
}
