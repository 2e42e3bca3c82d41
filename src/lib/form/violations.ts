/**
 * Server violations (`{ code, field }`) split the way a form shows them: the first code of each field the form has
 * goes beside that field, every other code (no field, or a field the form does not show) once into the summary.
 */
import type { Violation } from '../../shared/result';

/** The codes of a refusal per field of the form, and the form's own. */
export interface SplitViolations {
  byField: Record<string, string>;
  general: string[];
}

/** Splits `violations` over `fields` (the form's field names): see above. */
export function splitViolations(violations: readonly Violation[], fields: readonly string[]): SplitViolations {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const violation of violations) {
    if (violation.field && fields.includes(violation.field)) byField[violation.field] ??= violation.code;
    else if (!general.includes(violation.code)) general.push(violation.code);
  }
  return { byField, general };
}
