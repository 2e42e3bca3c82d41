/**
 * GET/PUT /api/newsletter — the brand's newsletters and the subscriber's choice: a thin adapter
 * over the newsletters domain (src/server/domain/newsletters/). Answers JSON with an `x-trace-id` header: 200 with
 * the list, 401 without a session, 404 when the brand has newsletters off, 405/415 for the wrong method or body type,
 * 413 for a body over 16 KiB, 422 with violations for an invalid change.
 */
import type { APIRoute } from 'astro';
import { appContentClient } from '../../content/app-client';
import { getNewsletters, type Newsletter } from '../../content/queries/newsletters';
import { newTraceId, readJsonBody, refusedBody, serviceAnswer, serviceFailure } from '../../server/service-response';
import { services, type Services } from '../../server/services';

export const prerender = false;

/** What the adapter needs besides the request. */
export interface NewsletterRouteContext {
  services: Services;
  /** The session's account; absent → 401. */
  account: { id: string } | undefined;
  /** The request's brand; absent → 404. */
  brandKey: string | undefined;
  /** The brand's isNewslettersEnabled flag. */
  enabled: boolean;
  /** The brand's newsletter documents from the CMS. */
  loadNewsletters: () => Promise<Newsletter[]>;
}

/** `GET` answers the list; `PUT` `{ slug, subscribed }` changes one and answers the list. */
export async function newsletterRoute(request: Request, context: NewsletterRouteContext): Promise<Response> {
  const traceId = newTraceId();
  if (request.method !== 'GET' && request.method !== 'PUT') {
    return serviceFailure(405, traceId, 'GENERIC-ERROR', { allow: 'GET, PUT' });
  }
  const { brandKey, account } = context;
  if (!brandKey || !context.enabled) return serviceFailure(404, traceId, 'FEATURE_DISABLED');
  if (!account) return serviceFailure(401, traceId, 'UNAUTHENTICATED');
  const { newsletters } = context.services;
  const documents = await context.loadNewsletters();
  if (request.method === 'GET') {
    return serviceAnswer(200, traceId, {
      newsletters: await newsletters.listNewsletters(account.id, brandKey, documents),
    });
  }
  const input = await readJsonBody(request);
  if (!input.ok) return refusedBody(input, traceId);
  const result = await newsletters.changeNewsletter(account.id, brandKey, documents, input.body);
  if (!result.ok) return serviceAnswer(422, traceId, { violations: result.violations });
  return serviceAnswer(200, traceId, { newsletters: result.value });
}

export const ALL: APIRoute = async ({ request, locals }) => {
  const { brand, account, flags, language } = locals;
  return newsletterRoute(request, {
    services: await services(),
    account,
    brandKey: brand?.key,
    enabled: Boolean(flags?.isNewslettersEnabled),
    loadNewsletters: () =>
      brand ? getNewsletters(appContentClient(locals), brand.key, language) : Promise.resolve([]),
  });
};
