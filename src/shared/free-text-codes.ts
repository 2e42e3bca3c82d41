/**
 * The free-text rule without zod (./free-text.ts builds its zod schemas on it): its names, and the plain checks a field
 * runs as the user types. Islands that only show its messages or check a field import these and stay free of zod.
 */

/** The characters free text may not contain. */
export const FORBIDDEN_FREE_TEXT_CHARACTERS = ['<', '>', '^', '#', '=', '/', ':'] as const;

/** Violation codes of the rule; each has a translation key. */
export const FREE_TEXT_VIOLATIONS = {
  /** Nothing but whitespace. */
  empty: 'FREE_TEXT_EMPTY',
  /** One of < > ^ # = / : or a control character. */
  forbidden: 'FREE_TEXT_FORBIDDEN_CHARACTER',
} as const;

export type FreeTextViolationCode = (typeof FREE_TEXT_VIOLATIONS)[keyof typeof FREE_TEXT_VIOLATIONS];

/** The violation code of a control character in a text that is not free text (it has a translation key). */
export const CONTROL_CHARACTER_VIOLATION = 'TEXT_CONTROL_CHARACTER';

const FORBIDDEN = /[<>^#=/:]/;
/** A control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F) other than tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** What a single-line field refuses besides: tab and line breaks (also the Unicode line and paragraph separators). */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

export interface FreeTextRuleOptions {
  /** A single-line field (name, street, city): tab and line breaks are refused too. */
  singleLine?: boolean;
}

/**
 * The one control-character rule of every text a user sends: true when `value` contains a control character (NUL,
 * ESC, DEL, C1 …), or — in a single-line field — a tab or line break.
 */
export function hasControlCharacter(value: string, options: FreeTextRuleOptions = {}): boolean {
  return CONTROL.test(value) || (options.singleLine === true && LINE_BREAK.test(value));
}

/** True when the text contains a character the rule forbids (whitespace-only text is not checked here). */
export function hasForbiddenCharacter(value: string, options: FreeTextRuleOptions): boolean {
  return FORBIDDEN.test(value) || hasControlCharacter(value, options);
}

/** The violation code for a value, or undefined when it is valid free text. */
export function freeTextViolation(value: string, options: FreeTextRuleOptions = {}): FreeTextViolationCode | undefined {
  if (value.trim() === '') return FREE_TEXT_VIOLATIONS.empty;
  if (hasForbiddenCharacter(value, options)) return FREE_TEXT_VIOLATIONS.forbidden;
  return undefined;
}
