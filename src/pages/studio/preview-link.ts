/**
 * GET /studio/preview-link?brand=ad&path=/klantenservice/veelgestelde-vragen&exit=… — the Studio's "Voorbeeld"
 * action (src/content/studio/preview-action.ts) asks for the brand's preview link (the existing preview secret flow,
 * `/api/preview`); `exit`, the Studio's address, is where "Exit Preview Mode" brings the editor back. Only a signed-in editor gets it: the request carries the editor's token, which the content source
 * must accept as a user (`/users/me` of the embedded lake, or of the Sanity project). Anyone else gets 401.
 */
import type { APIRoute } from 'astro';
import { createClient } from '@sanity/client';
import { BRANDS, isBrandKey } from '../../brands/registry';
import { SANITY_API_VERSION } from '../../content/api-version';
import { portalOrigin, portalOrigins } from '../../server/account-host-url';
import { config, type ServerConfig } from '../../server/config';
import { safeRedirectTarget, studioReturnTarget } from '../../shared/safe-path';
import { studioLakeUrl } from '../../server/studio-csp';

export const prerender = false;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

type Settings = Pick<
  ServerConfig,
  'SANITY_PROJECT_ID' | 'SANITY_DATASET' | 'CONTENT_LAKE_PORT' | 'PORT' | 'isProduction' | 'previewSecret'
>;

/** True when the content source knows `token` as a signed-in user. */
async function isEditor(token: string, settings: Settings): Promise<boolean> {
  const lakeUrl = studioLakeUrl(settings);
  const client = createClient({
    projectId: settings.SANITY_PROJECT_ID ?? 'local',
    dataset: settings.SANITY_DATASET,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    token,
    ...(lakeUrl ? { apiHost: lakeUrl, useProjectHostname: false } : {}),
  });
  try {
    const user = await client.request<{ id?: unknown }>({ url: '/users/me' });
    return typeof user?.id === 'string';
  } catch {
    return false;
  }
}

/** The answer to a request for a preview link, with the portal's settings. */
export async function previewLinkRoute(request: Request, settings: Settings): Promise<Response> {
  const url = new URL(request.url);
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || !(await isEditor(token, settings))) return json(401, { error: 'editor sign-in required' });
  const key = url.searchParams.get('brand') ?? '';
  if (!isBrandKey(key)) return json(400, { error: 'unknown brand' });
  const target = new URL('/api/preview', portalOrigin(BRANDS[key], settings));
  target.searchParams.set('secret', settings.previewSecret);
  target.searchParams.set('redirect', safeRedirectTarget(url.searchParams.get('path') ?? '/'));
  const exit = studioReturnTarget(url.searchParams.get('exit'), portalOrigins(settings));
  if (exit) target.searchParams.set('exit', exit);
  return json(200, { url: target.href });
}

export const GET: APIRoute = ({ request }) => previewLinkRoute(request, config());
