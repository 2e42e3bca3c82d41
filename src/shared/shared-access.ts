/**
 * Shared access: what the invitation form and the server both hold — the limits, the violation codes
 * (each has a translation key in translations-shared-access.ts) and the zod schema of an invitation. The island parses
 * with the same schema before it sends, the domain (src/server/domain/shared-access/) before it stores.
 */
import { z } from 'zod';
import { plainText } from './free-text';
import { SHARED_ACCESS_VIOLATIONS } from './shared-access-codes';
export * from './shared-access-codes';

/** The invitation form: the address of the person who may read along (lower-cased). */
export const sendInviteSchema = z.object({
  email: plainText({ error: SHARED_ACCESS_VIOLATIONS.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: SHARED_ACCESS_VIOLATIONS.emailInvalid })
        .max(254, { error: SHARED_ACCESS_VIOLATIONS.emailInvalid }),
    ),
});

export type SendInviteInput = z.output<typeof sendInviteSchema>;

/** True for a string shaped like a UUID (the ids of subscriptions, invitations and co-readers). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
