/**
 * GET/PUT /api/commercial-offerings — whether the subscriber wants the brand's commercial offers per channel
 * (specification §7); see handleCommercialOfferingsRequest in src/server/domain/newsletters.ts.
 */
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/client';
import { handleCommercialOfferingsRequest } from '../../server/domain/newsletters';

export const prerender = false;

export const ALL: APIRoute = async ({ request, locals }) =>
  handleCommercialOfferingsRequest(request, {
    db: await getDb(),
    account: locals.account,
    brandKey: locals.brand?.key,
  });
