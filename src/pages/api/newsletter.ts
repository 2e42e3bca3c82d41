/**
 * GET/PUT /api/newsletter — the brand's newsletters and the subscriber's choice (specification §7); see
 * handleNewsletterRequest in src/server/domain/newsletters.ts.
 */
import type { APIRoute } from 'astro';
import { appContentClient } from '../../content/app-client';
import { getNewsletters } from '../../content/queries/newsletters';
import { getDb } from '../../server/db/client';
import { handleNewsletterRequest } from '../../server/domain/newsletters';

export const prerender = false;

export const ALL: APIRoute = async ({ request, locals }) => {
  const { brand, account, flags, language } = locals;
  return handleNewsletterRequest(request, {
    db: await getDb(),
    account,
    brandKey: brand?.key,
    enabled: Boolean(flags?.isNewslettersEnabled),
    loadNewsletters: () =>
      brand ? getNewsletters(appContentClient(locals), brand.key, language) : Promise.resolve([]),
  });
};
