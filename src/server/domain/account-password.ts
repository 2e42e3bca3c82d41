/**
 * Changing the password of the signed-in account (the service behind `POST /api/pass`, src/pages/api/pass.ts): the
 * current password must be right, the new one follows the shared passwordChangeSchema. The identity rules are src/server/domain/identity.ts: a wrong current
 * password is a password guess like a wrong sign-in, so it counts towards the same lockout (8 wrong passwords lock
 * the address, answered with 429 and Retry-After), and a new password ends every other session of the account.
 */
import { passwordChangeSchema } from '../../shared/account';
import { ok, refused, violationsOf, type Result } from '../../shared/result';
import type { Db } from '../db/client';
import { findAccount } from './account';
import { checkThrottledPassword, replacePassword } from './identity';

/** The current password is not the account's password. */
export const PASSWORD_INCORRECT = 'PASSWORD_INCORRECT';

export type PasswordChangeResult = Result<object, { notFound?: boolean; retryAfterSeconds?: number }>;

/**
 * Checks the current password and stores the new one. The input is parsed here (the server is the authority);
 * a wrong current password is the violation PASSWORD_INCORRECT on `current_password`.
 * @param accountId the session's account id.
 * @param options.sessionId the session that asks: it stays signed in, every other session of the account ends.
 */
export async function changePassword(
  db: Db,
  accountId: string,
  input: unknown,
  options: { sessionId?: string | undefined } = {},
): Promise<PasswordChangeResult> {
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const account = await findAccount(db, accountId);
  if (!account) return { ...refused({ code: 'NOT_FOUND', field: null }), notFound: true };
  const check = await checkThrottledPassword(db, account.email, account.passwordHash, parsed.data.current_password);
  if (!check.ok && check.reason === 'locked') {
    return { ...refused({ code: 'RATE_LIMITED', field: null }), retryAfterSeconds: check.retryAfterSeconds };
  }
  if (!check.ok) return refused({ code: PASSWORD_INCORRECT, field: 'current_password' });
  // The session that changed the password stays; every other one ends.
  await replacePassword(db, accountId, parsed.data.new_password, { keepSessionId: options.sessionId });
  return ok();
}
