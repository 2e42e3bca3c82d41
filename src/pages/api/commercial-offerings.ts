/**
 * GET/PUT /api/commercial-offerings — whether the subscriber wants the brand's commercial offers per channel
 *: a thin adapter over the newsletters domain (src/server/domain/newsletters/). Answers JSON
 * with an `x-trace-id` header: 200 with the choices, 401 without a session, 404 without a brand, 405/415 for the
 * wrong method or body type, 413 for a body over 16 KiB, 422 with violations for an invalid change.
 */
import type { APIRoute } from 'astro';
import { newTraceId, readJsonBody, refusedBody, serviceAnswer, serviceFailure } from '../../server/service-response';
import { services, type Services } from '../../server/services';

export const prerender = false;

/** What the adapter needs besides the request. */
export interface CommercialOfferingsRouteContext {
  services: Services;
  account: { id: string } | undefined;
  brandKey: string | undefined;
}

/** `GET` answers the choices per channel; `PUT` `{ channel, optedIn }` records one and answers them all. */
export async function commercialOfferingsRoute(
  request: Request,
  context: CommercialOfferingsRouteContext,
): Promise<Response> {
  const traceId = newTraceId();
  if (request.method !== 'GET' && request.method !== 'PUT') {
    return serviceFailure(405, traceId, 'GENERIC-ERROR', { allow: 'GET, PUT' });
  }
  const { brandKey, account } = context;
  if (!brandKey) return serviceFailure(404, traceId, 'NOT_FOUND');
  if (!account) return serviceFailure(401, traceId, 'UNAUTHENTICATED');
  const { newsletters } = context.services;
  if (request.method === 'GET') {
    return serviceAnswer(200, traceId, await newsletters.getCommercialOfferings(account.id, brandKey));
  }
  const input = await readJsonBody(request);
  if (!input.ok) return refusedBody(input, traceId);
  const result = await newsletters.changeCommercialOffering(account.id, brandKey, input.body);
  if (!result.ok) return serviceAnswer(422, traceId, { violations: result.violations });
  return serviceAnswer(200, traceId, result.value);
}

export const ALL: APIRoute = async ({ request, locals }) =>
  commercialOfferingsRoute(request, {
    services: await services(),
    account: locals.account,
    brandKey: locals.brand?.key,
  });
