/**
 * The readable summary of a data export, drawn with pdfkit like the invoices: for whom and when, then per kind what
 * the portal keeps (how many, and the essentials of each), and which file of the ZIP holds the rest. Every word comes
 * from the export's translations (`privacy.export.pdf.*`), so it speaks the language the subscriber asked in.
 */
import PDFDocument from 'pdfkit';
import { BRANDS, isBrandKey } from '../../../brands/registry';
import { brandTokens } from '../../../brands/tokens';
import type { PdfTranslate } from '../invoices/pdf';
import { EXPORT_KINDS, type ExportData } from './export-contents';

const MARGIN = 56;
const TEXT = '#1a1a1a';
const MUTED = '#555555';

/** At most this many lines per kind are written out; the JSON file has all of them. */
const LINES_PER_KIND = 12;

/** The essential words of one entry of a kind, as the summary lists it. */
function lineOf(kind: (typeof EXPORT_KINDS)[number], entry: Record<string, unknown>): string {
  const parts = (keys: string[]) =>
    keys
      .map((key) => entry[key])
      .filter((value) => value !== null && value !== undefined && value !== '')
      .map(String)
      .join(' · ');
  switch (kind) {
    case 'subscriptions':
      return parts(['title', 'subscriptionNumber', 'status', 'startDate']);
    case 'invoices':
      return parts(['invoiceNumber', 'issueDate', 'status']);
    case 'deliveryComplaints':
      return parts(['deliveryDate', 'reason', 'subscriptionNumber']);
    case 'holidayEvents':
      return parts(['kind', 'startDate', 'endDate', 'subscriptionNumber']);
    case 'movingEvents':
      return parts(['effectiveDate', 'brand']);
    case 'paymentMethods':
      return parts(['subscriptionNumber', 'method', 'account']);
    case 'newsletters':
      return parts(['brand', 'newsletter']);
    case 'consents':
      return parts(['brand', 'channel', 'optedIn']);
    case 'sessions':
      return parts(['brand', 'signedInAt', 'userAgent']);
    case 'contactCases':
      return parts(['caseNumber', 'subTopic', 'createdAt']);
    default:
      return parts(['brand', 'subscriptionNumber', 'email', 'title', 'since']);
  }
}

/** The entries of a kind (the profile is one, shared access both of its lists). */
function entriesOf(data: ExportData, kind: (typeof EXPORT_KINDS)[number]): Record<string, unknown>[] {
  if (kind === 'profile') return [data.profile];
  if (kind === 'sharedAccess') return [...data.sharedAccess.asOwner, ...data.sharedAccess.asCoReader];
  return data[kind];
}

/** Renders the summary (A4) and resolves with its bytes. */
export function renderExportSummary(
  data: ExportData,
  { t, brandKey, madeAt, locale }: { t: PdfTranslate; brandKey: string; madeAt: Date; locale: 'nl-NL' | 'nl-BE' },
): Promise<Uint8Array> {
  const brand = isBrandKey(brandKey) ? BRANDS[brandKey] : undefined;
  const accent = brand ? brandTokens(brand.key)['--color-accent'] : TEXT;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t('privacy.export.pdf.title'), Subject: brand?.name ?? brandKey },
    lang: 'nl',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: brand?.country === 'be' ? 'Europe/Brussels' : 'Europe/Amsterdam',
  }).format(madeAt);
  const name = [data.profile['firstName'], data.profile['lastName']].filter(Boolean).join(' ');

  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor(accent)
    .text(brand?.name ?? brandKey, MARGIN, MARGIN, { width });
  doc.moveDown(0.5).fontSize(18).fillColor(TEXT).text(t('privacy.export.pdf.title'), { width });
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      t('privacy.export.pdf.intro', {
        name: name || String(data.profile['email']),
        email: String(data.profile['email']),
        date: when,
      }),
      {
        width,
      },
    );
  for (const kind of EXPORT_KINDS) {
    const entries = entriesOf(data, kind);
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor(TEXT);
    doc.text(`${t(`privacy.export.kind.${kind}`)} (${entries.length})`, MARGIN, doc.y, { width });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(t('privacy.export.pdf.file', { file: `${kind}.json` }), { width });
    doc.fontSize(10).fillColor(TEXT);
    if (kind === 'profile') {
      const profile = data.profile;
      const address = [profile['street'], profile['houseNumber'], profile['houseNumberSuffix']]
        .filter(Boolean)
        .join(' ');
      const place = [profile['zipCode'], profile['city']].filter(Boolean).join(' ');
      for (const line of [name, String(profile['email']), address, place, profile['phoneNumber']]) {
        if (line) doc.text(String(line), { width });
      }
      continue;
    }
    if (entries.length === 0) {
      doc.text(t('privacy.export.pdf.none'), { width });
      continue;
    }
    for (const entry of entries.slice(0, LINES_PER_KIND)) doc.text(`• ${lineOf(kind, entry)}`, { width });
    if (entries.length > LINES_PER_KIND) {
      doc.fillColor(MUTED).text(t('privacy.export.pdf.more', { count: entries.length - LINES_PER_KIND }), { width });
    }
  }
  doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor(MUTED).text(t('privacy.export.pdf.footer'), { width });
  doc.end();
  return finished;
}
