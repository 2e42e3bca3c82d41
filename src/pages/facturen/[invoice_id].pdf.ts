/**
 * GET /facturen/{invoice id}.pdf — the PDF of one of the signed-in account's invoices (invoices manifest, flag
 * isInvoicesEnabled): a thin adapter over the invoices domain and its PDF renderer. Without a session the browser is
 * sent to sign in and back (the page gate); an id of another account's invoice, an unknown or a malformed one gets
 * the Dutch 404 page alike. The file downloads as `factuur-<number>.pdf`.
 */
import type { APIRoute } from 'astro';
import { invoicesArea } from '../../features/invoices/area';
import { pageGate } from '../../server/areas';
import { invoiceFileName } from '../../server/domain/invoices';
import { services } from '../../server/services';

export const prerender = false;

export const GET: APIRoute = async (context) => {
  // The PDF's address takes no query: the gate's way back after signing in is the path alone, so a long or odd
  // query never becomes part of the sign-in redirect.
  const url = new URL(context.url.pathname, context.url.origin);
  const gate = await pageGate(
    {
      locals: context.locals,
      url,
      rewrite: (path) => context.rewrite(path),
      redirect: (path, status) => context.redirect(path, status),
    },
    invoicesArea.routes.overview,
  );
  if (gate instanceof Response) return gate;
  const id = context.params['invoice_id'] ?? '';
  const invoice = await (await services()).invoices.findInvoice(gate.account.id, id);
  if (!invoice) return context.rewrite('/404');
  const { t, language } = context.locals;
  // The PDF library is loaded once there is an invoice to draw, not with this route: loading it takes a second or
  // more on a busy server, which would come on top of the database's deadline for every visitor of the route.
  const { renderInvoicePdf } = await import('../../server/domain/invoices/pdf');
  const pdf = await renderInvoicePdf(invoice, { t, locale: language === 'be' ? 'nl-BE' : 'nl-NL' });
  return new Response(pdf, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(invoice.invoiceNumber)}"`,
      'content-length': String(pdf.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
};
