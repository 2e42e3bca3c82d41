/**
 * POST /api/pass — changes the signed-in subscriber's password (specification §7 own routes). The rules and the
 * answers (204, 401, 415, 422 with violations, every one with an `x-trace-id` header) are in
 * src/server/domain/account-password.ts.
 */
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/client';
import { handlePasswordChange } from '../../server/domain/account-password';

export const prerender = false;

const pass: APIRoute = async ({ request, locals }) =>
  handlePasswordChange(request, { db: await getDb(), account: locals.account });

export const POST = pass;
export const ALL = pass;
