/**
 * CMS images when the local content lake is the content source: passed through from the lake, so pages load
 * them from their own origin. With a Sanity project, image URLs point at Sanity's CDN and this route answers 404.
 */
import type { APIRoute } from 'astro';
import { config } from '../../../server/config';

const FILE = /^[A-Za-z0-9]+-\d+x\d+\.[a-z0-9]+$/;

export const GET: APIRoute = async ({ params }) => {
  const settings = config();
  const file = params.file ?? '';
  if (settings.SANITY_PROJECT_ID || !FILE.test(file)) return new Response(null, { status: 404 });
  const upstream = await fetch(
    `http://127.0.0.1:${settings.CONTENT_LAKE_PORT}/images/local/${settings.SANITY_DATASET}/${file}`,
  );
  if (!upstream.ok) return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
};
