/**
 * Changing the password of the signed-in account (`POST /api/pass`): the current password must be right, the new one
 * follows the shared passwordChangeSchema; it is stored as an argon2id hash (src/server/auth/password.ts). A wrong
 * current password is a password guess like a wrong sign-in, so it counts towards the same lockout (8 wrong
 * passwords lock the address, answered with 429 and Retry-After).
 */
import { eq } from 'drizzle-orm';
import { passwordChangeSchema, violationsOf, type FieldViolation } from '../../features/account/schemas';
import { lockStatus, recordFailure, recordSuccess } from '../auth/account-host/login-throttle';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { findAccount } from './account';
import { TRACE_ID_HEADER } from '../../lib/service-client/errors';
import { newTraceId, serviceAnswer } from '../service-response';

/** The current password is not the account's password. */
export const PASSWORD_INCORRECT = 'PASSWORD_INCORRECT';

export type PasswordChangeResult =
  { ok: true } | { ok: false; violations: FieldViolation[]; notFound?: boolean; retryAfterSeconds?: number };

/**
 * Checks the current password and stores the new one. The input is parsed here (the server is the authority);
 * a wrong current password is the violation PASSWORD_INCORRECT on `current_password`.
 * @param accountId the session's account id.
 */
export async function changePassword(db: Db, accountId: string, input: unknown): Promise<PasswordChangeResult> {
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, violations: violationsOf(parsed.error) };
  const account = await findAccount(db, accountId);
  if (!account) return { ok: false, violations: [{ code: 'NOT_FOUND', field: null }], notFound: true };
  const email = account.email.toLowerCase();
  const lock = await lockStatus(db, email);
  if (lock.locked) {
    return {
      ok: false,
      violations: [{ code: 'RATE_LIMITED', field: null }],
      retryAfterSeconds: lock.retryAfterSeconds,
    };
  }
  if (!(await verifyPassword(account.passwordHash, parsed.data.current_password))) {
    await recordFailure(db, email);
    return { ok: false, violations: [{ code: PASSWORD_INCORRECT, field: 'current_password' }] };
  }
  await recordSuccess(db, email);
  const passwordHash = await hashPassword(parsed.data.new_password);
  await db.update(accounts).set({ passwordHash, updatedAt: new Date() }).where(eq(accounts.id, accountId));
  return { ok: true };
}

/** The response header that carries a request's trace id: one name for the routes and the service client. */
export { TRACE_ID_HEADER };

/**
 * The HTTP side of `POST /api/pass`. Body (JSON): `{ current_password, new_password }`.
 * - 204: changed;
 * - 401 `{ violations: [{ code: "UNAUTHENTICATED" }] }` without a session;
 * - 415 for anything but `application/json` (a foreign page cannot send JSON without a CORS preflight);
 * - 422 `{ violations: [{ code, field }] }` when refused (PASSWORD_INCORRECT, PASSWORD_TOO_SHORT, …);
 * - 429 `{ violations: [{ code: "RATE_LIMITED" }] }` with Retry-After while wrong passwords locked the address;
 * - 405 for any other method.
 * Every answer carries the `x-trace-id` header.
 */
export async function handlePasswordChange(
  request: Request,
  context: { db: Db; account: { id: string } | undefined },
): Promise<Response> {
  const traceId = newTraceId();
  if (request.method !== 'POST') {
    const response = serviceAnswer(405, traceId, { violations: [{ code: 'GENERIC-ERROR', field: null }] });
    response.headers.set('allow', 'POST');
    return response;
  }
  if (!context.account) return serviceAnswer(401, traceId, { violations: [{ code: 'UNAUTHENTICATED', field: null }] });
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') {
    return serviceAnswer(415, traceId, { violations: [{ code: 'GENERIC-ERROR', field: null }] });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = {};
  }
  const result = await changePassword(context.db, context.account.id, body);
  if (result.ok) return serviceAnswer(204, traceId);
  if (result.retryAfterSeconds !== undefined) {
    const response = serviceAnswer(429, traceId, { violations: result.violations });
    response.headers.set('retry-after', String(result.retryAfterSeconds));
    return response;
  }
  return serviceAnswer(result.notFound ? 404 : 422, traceId, { violations: result.violations });
}
