/**
 * The one shape of an expected business failure, shared by every layer that refuses something: the
 * domain services, the GraphQL results (`… implements MutationResult`), the REST adapters (422 `{ violations }`)
 * and the browser's service client. A refusal carries violation codes that the UI translates through translation
 * keys, instead of throwing.
 */
import type { z } from 'zod';

/** One reason a request was refused; `code` has a translation key (e.g. HOLIDAY_START_TOO_SOON). */
export interface Violation {
  code: string;
  /** The input field it belongs to (the form shows the message beside that field); null/absent for the whole input. */
  field?: string | null;
}

/** Success, with the fields the result adds. `violations` is always there (empty), as the GraphQL type has it. */
export type Ok<T extends object = object> = { ok: true; violations: [] } & T;

/** A refusal with at least one violation, plus what the caller needs besides (e.g. `retryAfterSeconds`). */
export type Refusal<E extends object = object> = { ok: false; violations: Violation[] } & E;

/** Success with `T`'s fields, or a refusal (with `E`'s extra fields). */
export type Result<T extends object = object, E extends object = object> = Ok<T> | Refusal<E>;

/** A successful result with the fields the result type adds. */
export function ok<T extends object = object>(fields?: T): Ok<T> {
  return { ...(fields ?? ({} as T)), ok: true, violations: [] };
}

/** A refusal. Throws when given no violation, since a failure without a reason cannot be shown. */
export function refused(...violations: Violation[]): Refusal {
  if (violations.length === 0) throw new Error('A refused result needs at least one violation.');
  return { ok: false, violations };
}

/**
 * The violations of a failed zod parse whose issue messages are violation codes: one per field (its first issue),
 * in the order of the issues, with the field name from the issue's path (null for an issue about the whole input).
 */
export function violationsOf(error: z.ZodError): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : null;
    const key = field ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push({ code: issue.message, field });
  }
  return violations;
}
