/** The generated wordmark of the host's brand. */
import type { APIRoute } from 'astro';
import { brandLogoSvg } from '../../brands/logo';

export const GET: APIRoute = ({ locals }) => {
  if (!locals.brand) return new Response(null, { status: 404 });
  return new Response(brandLogoSvg(locals.brand.key), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
};
