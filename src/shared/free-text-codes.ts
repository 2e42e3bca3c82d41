/**
 * The names of the free-text rule (./free-text.ts), without the rule itself: islands that only show its messages
 * import these and stay free of zod.
 */

/** The characters free text may not contain (specification §5). */
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
