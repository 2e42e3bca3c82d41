/** The zod schema of an idempotency key (the rule is in ./idempotency.ts); loaded with a form's validation. */
import { z } from 'zod';
import { IDEMPOTENCY_KEY } from './idempotency';

/**
 * The zod schema of the key, refusing every bad value with `code` (the area's violation code, which has a
 * translation key).
 * @example idempotencyKeySchema(HOLIDAY_VIOLATIONS.idempotencyKeyInvalid)
 */
export function idempotencyKeySchema(code: string) {
  return z.string({ error: code }).regex(IDEMPOTENCY_KEY, { error: code });
}
