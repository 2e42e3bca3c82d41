/**
 * Typed results for expected business failures (DESIGN.md §2): a mutation answers `{ ok: false, violations }` with
 * codes the UI translates, instead of throwing. Later areas build their `… implements MutationResult` results here.
 */

/** One reason a request was refused; `code` has a translation key (e.g. HOLIDAY_START_TOO_SOON). */
export interface Violation {
  code: string;
  /** The input field it belongs to, if any (the form shows the message beside that field). */
  field?: string | null;
}

/** Success with extra fields, or failure with at least one violation. */
export type MutationResult<T extends object = object> =
  ({ ok: true; violations: [] } & T) | { ok: false; violations: Violation[] };

/** A successful result, with the fields the result type adds. */
export function succeeded<T extends object>(fields: T = {} as T): MutationResult<T> {
  return { ok: true, violations: [], ...fields };
}

/** A refused result. Throws when given no violation, since a failure without a reason cannot be shown. */
export function refused(...violations: Violation[]): { ok: false; violations: Violation[] } {
  if (violations.length === 0) throw new Error('A refused result needs at least one violation.');
  return { ok: false, violations };
}
