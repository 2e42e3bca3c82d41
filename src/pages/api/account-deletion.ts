/**
 * POST /api/account-deletion — deleting the signed-in subscriber's account (the privacy area's
 * `/account/verwijderen`): a thin adapter over src/server/domain/privacy/deletion.ts. Body (JSON):
 * `{ action: "send-code" }` mails a code to an account without a password, `{ action: "request", password | code }`
 * marks the account for deletion after the wait, `{ action: "cancel" }` cancels it ("Verwijdering intrekken").
 * - 200 `{ pending: { eraseAfter, date } | null }`: the open request after the action;
 * - 401 `{ violations: [{ code: "UNAUTHENTICATED" }] }` without a session; 404 without a brand;
 * - 415 for anything but `application/json`; 413 for a body over 16 KiB;
 * - 422 `{ violations: [{ code, field }] }` when refused (wrong password or code, …): nothing changed;
 * - 429 with Retry-After when the sign-in lockout, the code lock or the daily number of code mails says wait;
 * - 405 for any other method.
 * Every answer carries the `x-trace-id` header.
 */
import type { APIRoute } from 'astro';
import type { BrandInfo } from '../../brands/registry';
import type { Translate } from '../../i18n/translate';
import type { AccountDeletionState } from '../../shared/account-deletion';
import type { PendingDeletion } from '../../server/domain/privacy/deletion';
import { plannedDateText } from '../../server/domain/privacy/deletion';
import { newTraceId, readJsonBody, refusedBody, serviceAnswer, serviceFailure } from '../../server/service-response';
import { services, type Services } from '../../server/services';

export const prerender = false;

/** What the adapter needs besides the request. */
export interface AccountDeletionRouteContext {
  services: Services;
  account: { id: string } | undefined;
  brand: BrandInfo | undefined;
  t: Translate;
}

/** The answer's state: the planned date, also as the reader writes it. */
export function deletionState(pending: PendingDeletion | undefined, country: 'nl' | 'be'): AccountDeletionState {
  return {
    pending: pending
      ? { eraseAfter: pending.eraseAfter.toISOString(), date: plannedDateText(pending.eraseAfter, country) }
      : null,
  };
}

export async function accountDeletionRoute(request: Request, context: AccountDeletionRouteContext): Promise<Response> {
  const traceId = newTraceId();
  if (request.method !== 'POST') return serviceFailure(405, traceId, 'GENERIC-ERROR', { allow: 'POST' });
  const { account, brand, t } = context;
  if (!brand) return serviceFailure(404, traceId, 'NOT_FOUND');
  if (!account) return serviceFailure(401, traceId, 'UNAUTHENTICATED');
  const input = await readJsonBody(request);
  if (!input.ok) return refusedBody(input, traceId);
  const body = (typeof input.body === 'object' && input.body !== null ? input.body : {}) as Record<string, unknown>;
  const { deletion } = context.services;
  const owner = { accountId: account.id, brandKey: brand.key };
  const messages = { brandKey: brand.key, brandName: brand.name, t, country: brand.country };
  const answer = async () =>
    serviceAnswer(200, traceId, deletionState(await deletion.pendingDeletion(account.id), brand.country));

  let result;
  switch (body['action']) {
    case 'send-code':
      result = await deletion.sendDeletionCode(owner, messages);
      break;
    case 'request':
      result = await deletion.requestDeletion(owner, { password: body['password'], code: body['code'] }, messages);
      break;
    case 'cancel':
      await deletion.cancelDeletion(account.id);
      return answer();
    default:
      return serviceAnswer(422, traceId, { violations: [{ code: 'GENERIC-ERROR', field: 'action' }] });
  }
  if (result.ok) return answer();
  if (result.retryAfterSeconds !== undefined) {
    return serviceAnswer(
      429,
      traceId,
      { violations: result.violations },
      { 'retry-after': String(result.retryAfterSeconds) },
    );
  }
  return serviceAnswer(422, traceId, { violations: result.violations });
}

export const ALL: APIRoute = async ({ request, locals }) =>
  accountDeletionRoute(request, {
    services: await services(),
    account: locals.account,
    brand: locals.brand,
    t: locals.t,
  });
