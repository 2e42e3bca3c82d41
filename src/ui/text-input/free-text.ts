/**
 * The free-text rule of SPEC §5, shared by client forms and server schemas: at least one non-whitespace character,
 * and none of the characters < > ^ # = / : (they are refused rather than escaped).
 */
import { z } from 'zod';

/** The characters free text may not contain. */
export const FORBIDDEN_FREE_TEXT_CHARACTERS = ['<', '>', '^', '#', '=', '/', ':'] as const;

const FORBIDDEN = /[<>^#=/:]/;

/** Violation codes (translated through translation keys by the caller). */
export const FREE_TEXT_VIOLATIONS = {
  empty: 'FREE_TEXT_EMPTY',
  forbidden: 'FREE_TEXT_FORBIDDEN_CHARACTER',
} as const;

/** Zod schema for free text; the issue messages are the violation codes above. */
export const freeText = z
  .string()
  .refine((value) => value.trim() !== '', { message: FREE_TEXT_VIOLATIONS.empty })
  .refine((value) => !FORBIDDEN.test(value), { message: FREE_TEXT_VIOLATIONS.forbidden });

/** Free text with a length range (e.g. the contact form's 1–2500 characters). */
export function freeTextOfLength(min: number, max: number) {
  return freeText.pipe(z.string().min(min).max(max));
}

/** The violation code for a value, or undefined when it is valid free text. */
export function freeTextViolation(
  value: string,
): (typeof FREE_TEXT_VIOLATIONS)[keyof typeof FREE_TEXT_VIOLATIONS] | undefined {
  if (value.trim() === '') return FREE_TEXT_VIOLATIONS.empty;
  if (FORBIDDEN.test(value)) return FREE_TEXT_VIOLATIONS.forbidden;
  return undefined;
}
