/**
 * GET /account/mijn-gegevens/download — the ZIP of the signed-in account's ready data export (privacy manifest): a
 * thin adapter over the privacy domain. Without a session the browser is sent to sign in and back (the page gate);
 * no export, an expired one and another account's are the Dutch 404 page alike. Never cached.
 */
import type { APIRoute } from 'astro';
import { privacyArea } from '../../../features/privacy/area';
import { pageGate } from '../../../server/areas';
import { fileStorage } from '../../../server/ports/file-storage';
import { services } from '../../../server/services';

export const prerender = false;

export const GET: APIRoute = async (context) => {
  const url = new URL(context.url.pathname, context.url.origin);
  const gate = await pageGate(
    {
      locals: context.locals,
      url,
      rewrite: (path) => context.rewrite(path),
      redirect: (path, status) => context.redirect(path, status),
    },
    privacyArea.routes.overview,
  );
  if (gate instanceof Response) return gate;
  const file = await (await services()).privacy.openDataExport(fileStorage(), gate.account.id);
  if (!file) return context.rewrite('/404');
  return new Response(file.bytes, {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'content-length': String(file.bytes.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
};
