/**
 * The free-text rule, the one definition for client forms and server schemas: at least one
 * non-whitespace character, and none of the characters < > ^ # = / : (they are refused rather than escaped).
 *
 * Beyond the specification, control characters are refused too (NUL, ESC, DEL, the C1 range …): no user types
 * them, a NUL byte cannot even be stored in PostgreSQL text, and the others only serve to hide or break what
 * customer service reads. They count as forbidden characters, so the rule keeps one violation code for them. Tab and
 * line breaks are text in a multi-line field; a single-line field (`singleLine`) refuses them as well.
 *
 * The control-character half is the rule of EVERY text a user sends, not only free text: {@link plainText} is the
 * start of each text schema in src/shared/ that is not free text (e-mail address, phone number, postcode, house
 * number, date, code), refusing them with CONTROL_CHARACTER_VIOLATION before any other check looks at the value.
 */
import { z } from 'zod';

import {
  CONTROL_CHARACTER_VIOLATION,
  FREE_TEXT_VIOLATIONS,
  hasControlCharacter,
  hasForbiddenCharacter,
  type FreeTextRuleOptions,
} from './free-text-codes';

export {
  CONTROL_CHARACTER_VIOLATION,
  FORBIDDEN_FREE_TEXT_CHARACTERS,
  FREE_TEXT_VIOLATIONS,
  freeTextViolation,
  hasControlCharacter,
  type FreeTextRuleOptions,
  type FreeTextViolationCode,
} from './free-text-codes';

/**
 * A zod string under the control-character rule, for every text field that is not free text: a single line unless
 * `multiLine`, refused with CONTROL_CHARACTER_VIOLATION — and nothing else checked — when it has a control character,
 * so no such value gets further than validation. `error` is the code of a value that is not a string at all.
 * @example plainText({ error: 'EMAIL_INVALID' }).trim().pipe(z.email({ error: 'EMAIL_INVALID' }))
 */
export function plainText(options: { error?: string; multiLine?: boolean } = {}) {
  const base = options.error === undefined ? z.string() : z.string({ error: options.error });
  // Leading and trailing line breaks are whitespace that the field trims (a pasted value often ends in one).
  return base.refine((value) => !hasControlCharacter(value.trim(), { singleLine: options.multiLine !== true }), {
    error: CONTROL_CHARACTER_VIOLATION,
    abort: true,
  });
}

export interface FreeTextOptions extends FreeTextRuleOptions {
  /** The code of an empty (or whitespace-only) value, e.g. FIRST_NAME_REQUIRED; default FREE_TEXT_EMPTY. */
  requiredCode?: string;
  /** The longest text (after trimming) and the code of a longer one. */
  tooLong?: { max: number; code: string };
}

/**
 * A zod schema for required free text: trimmed, not empty (`requiredCode`), at most `tooLong.max` characters, and
 * free of forbidden and control characters (FREE_TEXT_FORBIDDEN_CHARACTER). Issue messages are violation codes.
 */
export function freeText(options: FreeTextOptions = {}) {
  const requiredCode = options.requiredCode ?? FREE_TEXT_VIOLATIONS.empty;
  // Control characters are forbidden characters here (one code for the user), so the refine below covers them.
  let text = z.string({ error: requiredCode }).trim().min(1, { error: requiredCode });
  if (options.tooLong) text = text.max(options.tooLong.max, { error: options.tooLong.code });
  return text.refine((value) => !hasForbiddenCharacter(value, options), { error: FREE_TEXT_VIOLATIONS.forbidden });
}

/**
 * A zod schema for optional free text: trimmed, empty (or absent) becomes null, otherwise the rule's characters as
 * in {@link freeText}.
 */
export function optionalFreeText(options: Omit<FreeTextOptions, 'requiredCode'> = {}) {
  let text = z.string().trim();
  if (options.tooLong) text = text.max(options.tooLong.max, { error: options.tooLong.code });
  return text
    .refine((value) => !hasForbiddenCharacter(value, options), { error: FREE_TEXT_VIOLATIONS.forbidden })
    .nullish()
    .transform((value) => (value ? value : null));
}
