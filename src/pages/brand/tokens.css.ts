/**
 * The semantic design tokens (CSS variables) of the host's brand, or the neutral default without a brand.
 * A stylesheet of its own rather than an inline style, so the Content-Security-Policy needs no inline styles.
 */
import type { APIRoute } from 'astro';
import { brandCss, defaultBrandCss } from '../../brands/tokens';

export const GET: APIRoute = ({ locals }) =>
  new Response(locals.brand ? brandCss(locals.brand.key) : defaultBrandCss(), {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
