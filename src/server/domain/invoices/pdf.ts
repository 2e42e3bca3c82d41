/**
 * The PDF of one invoice, drawn with pdfkit on the server: the brand's wordmark (its name in the brand's
 * accent colour, as the generated logo of src/brands/logo.ts sets it), the addressee, invoice number and dates, the
 * lines with their VAT, the total, the payment status and — for an open or overdue invoice — the publisher's bank
 * account with the invoice number as payment reference. Every word comes from the caller's translations
 * (`invoices.pdf.*`), so the PDF speaks the request's language like the screen.
 *
 * pdfkit's built-in Helvetica needs no font files of ours and covers the euro sign and Dutch accents (WinAnsi).
 */
import PDFDocument from 'pdfkit';
import { BRANDS } from '../../../brands/registry';
import { brandTokens } from '../../../brands/tokens';
import { formatMoney, isPayable, PAYMENT_DETAILS, vatIncluded } from '../../../shared/invoices';
import type { InvoiceDocument } from './rules';

/** Looks a translation key up, filling `{name}` placeholders. */
export type PdfTranslate = (key: string, params?: Record<string, string | number>) => string;

export interface InvoicePdfOptions {
  t: PdfTranslate;
  /** How dates are written: nl-NL or nl-BE. */
  locale: 'nl-NL' | 'nl-BE';
}

/** "12 maart 2025" for an ISO date (calendar dates: no time zone shift). */
function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A VAT rate as Dutch text: 9, 21, 5,5. */
function percent(rate: number): string {
  return String(rate).replace('.', ',');
}

const MARGIN = 56;
const TEXT = '#1a1a1a';
const MUTED = '#555555';

/** Renders the invoice as a PDF document (A4) and resolves with its bytes. */
export function renderInvoicePdf(
  invoice: InvoiceDocument,
  { t, locale }: InvoicePdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const brand = BRANDS[invoice.brandKey];
  const accent = brandTokens(invoice.brandKey)['--color-accent'];
  const payment = PAYMENT_DETAILS[brand.country];
  const title = t('invoices.pdf.title', { number: invoice.invoiceNumber });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: payment.name, Subject: brand.name },
    lang: 'nl',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      resolve(copy);
    });
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const right = doc.page.width - MARGIN;

  // Wordmark and the document's title.
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor(accent)
    .text(brand.name, MARGIN, MARGIN, { width: width / 2 });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(TEXT)
    .text(t('invoices.pdf.heading'), MARGIN + width / 2, MARGIN + 4, { width: width / 2, align: 'right' });
  doc.moveTo(MARGIN, 100).lineTo(right, 100).lineWidth(2).strokeColor(accent).stroke();

  // Addressee (left) and the invoice's particulars (right).
  const top = 118;
  doc.font('Helvetica').fontSize(10).fillColor(TEXT);
  doc.text([invoice.customer.name, ...invoice.customer.addressLines].filter(Boolean).join('\n'), MARGIN, top, {
    width: width / 2 - 10,
  });
  const facts: Array<[string, string]> = [
    [t('invoices.pdf.number'), invoice.invoiceNumber],
    [t('invoices.pdf.issueDate'), longDate(invoice.issueDate, locale)],
    [t('invoices.pdf.dueDate'), longDate(invoice.dueDate, locale)],
    [t('invoices.pdf.period'), `${longDate(invoice.periodStart, locale)} – ${longDate(invoice.periodEnd, locale)}`],
    [t('invoices.pdf.subscriptionNumber'), invoice.subscriptionNumber],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(label, MARGIN + width / 2, y, { width: 110 });
    doc
      .font('Helvetica')
      .fillColor(TEXT)
      .text(value, MARGIN + width / 2 + 110, y, { width: width / 2 - 110 });
    y = doc.y + 3;
  }

  // The lines: description, quantity, VAT rate, VAT, amount (VAT included).
  y = Math.max(y, 200) + 20;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(TEXT).text(invoice.subscriptionTitle, MARGIN, y, { width });
  y = doc.y + 8;
  const columns = [
    { key: 'description', x: MARGIN, w: 210, align: 'left' as const },
    { key: 'quantity', x: MARGIN + 215, w: 45, align: 'right' as const },
    { key: 'vatRate', x: MARGIN + 265, w: 55, align: 'right' as const },
    { key: 'vat', x: MARGIN + 325, w: 70, align: 'right' as const },
    { key: 'amount', x: MARGIN + 400, w: width - 400, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(TEXT);
    const start = y;
    let bottom = y;
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? '', column.x, start, { width: column.w, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 4;
  };
  row(
    columns.map((column) => t(`invoices.pdf.column.${column.key}`)),
    true,
  );
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.5).strokeColor(MUTED).stroke();
  y += 6;
  for (const line of invoice.lines) {
    row(
      [
        line.description,
        String(line.quantity),
        `${percent(line.vatRate)}%`,
        formatMoney(vatIncluded(line.amountCents, line.vatRate)),
        formatMoney(line.amountCents),
      ],
      false,
    );
  }
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.5).strokeColor(MUTED).stroke();
  y += 8;

  // Totals.
  const totals: Array<[string, string, boolean]> = [
    [t('invoices.pdf.totalExclVat'), formatMoney(invoice.totalCents - invoice.vatCents), false],
    [t('invoices.pdf.vatTotal'), formatMoney(invoice.vatCents), false],
    [t('invoices.pdf.total'), formatMoney(invoice.totalCents), true],
  ];
  for (const [label, value, bold] of totals) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(TEXT);
    doc.text(label, MARGIN + 215, y, { width: 180, align: 'right' });
    doc.text(value, MARGIN + 400, y, { width: width - 400, align: 'right' });
    y = doc.y + 4;
  }

  // Payment status, and how to pay what is still open.
  y += 16;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(TEXT)
    .text(`${t('invoices.pdf.status')}: ${t(`invoices.status.${invoice.status}`)}`, MARGIN, y, { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
  if (invoice.status === 'paid' && invoice.paidAt) {
    doc.text(t('invoices.pdf.paidOn', { date: longDate(invoice.paidAt.toISOString().slice(0, 10), locale) }), {
      width,
    });
  } else if (invoice.status === 'credited') {
    doc.text(t('invoices.pdf.credited'), { width });
  } else if (isPayable(invoice.status)) {
    doc.text(
      t(invoice.status === 'overdue' ? 'invoices.pdf.payOverdue' : 'invoices.pdf.payOpen', {
        amount: formatMoney(invoice.totalCents),
        date: longDate(invoice.dueDate, locale),
      }),
      { width },
    );
    doc.moveDown(0.5);
    const details: Array<[string, string]> = [
      [t('invoices.pdf.accountName'), payment.name],
      [t('invoices.pdf.iban'), payment.iban],
      [t('invoices.pdf.bic'), payment.bic],
      [t('invoices.pdf.reference'), invoice.invoiceNumber],
    ];
    for (const [label, value] of details) {
      const lineY = doc.y;
      doc.fillColor(MUTED).text(label, MARGIN, lineY, { width: 140 });
      doc
        .fillColor(TEXT)
        .font('Helvetica-Bold')
        .text(value, MARGIN + 140, lineY, { width: width - 140 });
      doc.font('Helvetica');
    }
  }

  // Footer: the publisher and the brand.
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      t('invoices.pdf.footer', { brand: brand.name, publisher: payment.name }),
      MARGIN,
      doc.page.height - MARGIN - 20,
      {
        width,
        align: 'center',
        lineBreak: false,
      },
    );
  doc.end();
  return finished;
}
