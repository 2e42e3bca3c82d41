/**
 * "Download mijn gegevens": the services of a data export (src/server/domain/privacy/export-*.ts hold its parts).
 *
 * - {@link requestDataExport} queues one for the signed-in account: refused while another is pending, running or
 *   ready (one at a time per account) and past {@link DATA_EXPORT_POLICY} a day;
 * - {@link prepareDataExport} is the background job (the port's queue `mo-data-export`): it claims the export, reads
 *   everything of the account, draws the invoice PDFs and the summary, zips it with the JSON files and the contact
 *   attachments, stores the ZIP through the file-storage port and mails that it is ready;
 * - {@link dataExportStatus} is what the screen polls; {@link openDataExport} gives the ZIP to its own account only,
 *   until 24 hours after it was ready; {@link purgeDataExports} (the housekeeping pass) removes it afterwards.
 *
 * An export holds the account's data of every brand (the account is one across brands), so it is the account's on
 * every brand's portal, like its linked subscriptions.
 */
import { zipSync, type Zippable } from 'fflate';
import { BRANDS, isBrandKey } from '../../../brands/registry';
import { PRIVACY_VIOLATIONS } from '../../../shared/privacy-codes';
import { ok, refused, type Result } from '../../../shared/result';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../ports/file-storage';
import type { PdfTranslate } from '../invoices/pdf';
import { rateLimitStore, type RateLimitStore } from '../../ports/rate-limit';
import { isRowId } from '../kit/ownership';
import { collectExport, EXPORT_KINDS, type ExportContents } from './export-contents';
import { sendExportReady } from './export-notifications';
import {
  DATA_EXPORT_POLICY,
  EXPORT_PROGRESS,
  EXPORT_TTL_MS,
  exportFileName,
  exportStorageKey,
  exportView,
  invoiceProgress,
  type DataExportView,
} from './export-rules';
import {
  claimExport,
  downloadableExport,
  insertExport,
  latestExport,
  markFailed,
  markReady,
  pendingExportIds,
  purgeExports,
  recordProgress,
} from './export-storage';

/** The background queue the exports are prepared in. */
export const DATA_EXPORT_QUEUE = 'mo-data-export';

/** The translation prefixes a job needs: its own texts and the invoice PDF's. */
export const EXPORT_TEXT_PREFIXES = ['privacy.export.', 'invoices.pdf.', 'invoices.status.'] as const;

/** The part of the request's translations that the job writes with (the keys of {@link EXPORT_TEXT_PREFIXES}). */
export function exportTexts(translations: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(translations).filter(([key]) => EXPORT_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix))),
  );
}

/** Looks a stored text up, filling its `{name}` placeholders; a missing key reads as empty. */
export function storedTranslator(texts: Readonly<Record<string, string>>): PdfTranslate {
  return (key, params) =>
    (Object.hasOwn(texts, key) ? (texts[key] ?? '') : '').replace(/\{(\w+)\}/g, (whole, name: string) =>
      params && Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
}

/** Who asks, and how the job is to speak to them. */
export interface ExportRequest {
  accountId: string;
  brandKey: string;
  /** The request's translations of {@link EXPORT_TEXT_PREFIXES} (nl or be). */
  texts: Record<string, string>;
  /** The brand portal's origin (`https://mijn.ad.nl`), for the mail's link. */
  origin: string;
}

export interface RequestExportContext {
  storage: FileStorage;
  /** Queues the job (the background-job port's sendJob). */
  enqueue: (queue: string, id: string) => Promise<void>;
  limiter?: RateLimitStore;
  now?: Date;
}

/**
 * Queues an export of the account. Refused with DATA_EXPORT_ALREADY_OPEN while one is pending, running or still
 * downloadable, with DATA_EXPORT_DAILY_LIMIT past the daily limit; a refusal changes nothing.
 */
export async function requestDataExport(
  db: Db,
  request: ExportRequest,
  context: RequestExportContext,
): Promise<Result<{ dataExport: DataExportView }>> {
  const now = context.now ?? new Date();
  // What has had its time is cleared first, so an expired export does not hold the place of a new one.
  await purgeExports(db, context.storage, now, request.accountId);
  const open = exportView(await latestExport(db, request.accountId), now);
  if (open.state === 'pending' || open.state === 'running' || open.state === 'ready') {
    return refused({ code: PRIVACY_VIOLATIONS.exportOpen, field: null });
  }
  const limiter = context.limiter ?? rateLimitStore(db);
  const allowed = await limiter.check(DATA_EXPORT_POLICY, request.accountId);
  if (!allowed.allowed) return refused({ code: PRIVACY_VIOLATIONS.dailyLimit, field: null });
  const row = await insertExport(db, { ...request, now });
  // Another request of the account made one at the same moment: the unique index let only that one in.
  if (!row) return refused({ code: PRIVACY_VIOLATIONS.exportOpen, field: null });
  await limiter.hit(DATA_EXPORT_POLICY, request.accountId);
  await context.enqueue(DATA_EXPORT_QUEUE, row.id);
  return ok({ dataExport: exportView(row, now) });
}

/** The account's export as the screen shows it (state none when there is none or it expired). */
export async function dataExportStatus(db: Db, accountId: string, now: Date = new Date()): Promise<DataExportView> {
  return exportView(await latestExport(db, accountId), now);
}

/** The ZIP of the account's ready export, or null (none, expired, another account's: alike). */
export async function openDataExport(
  db: Db,
  storage: FileStorage,
  accountId: string,
  now: Date = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> } | null> {
  if (!isRowId(accountId)) return null;
  const row = await downloadableExport(db, accountId, now);
  if (!row?.storageKey || !row.readyAt) return null;
  const file = await storage.get(row.storageKey);
  if (!file) return null;
  return { fileName: exportFileName(row.brandKey, row.readyAt), bytes: new Uint8Array(file.bytes) };
}

/** The housekeeping pass: removes expired exports (file and row) and gives up lost jobs; answers how many went. */
export function purgeDataExports(db: Db, storage: FileStorage, now: Date = new Date()): Promise<number> {
  return purgeExports(db, storage, now);
}

/** The exports waiting for a worker (an in-process queue picks them up again after a restart). */
export function waitingDataExports(db: Db): Promise<string[]> {
  return pendingExportIds(db);
}

/** JSON as the files hold it: indented, so a person can read it too. */
function json(value: unknown): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
}

/** Builds the ZIP of `contents`, reporting progress as it draws the invoice PDFs. */
export async function buildExportArchive(
  contents: ExportContents,
  options: {
    storage: FileStorage;
    t: (key: string, params?: Record<string, string | number>) => string;
    brandKey: string;
    locale: 'nl-NL' | 'nl-BE';
    now: Date;
    progress?: (value: number) => Promise<void>;
  },
): Promise<Uint8Array> {
  const { renderInvoicePdf } = await import('../invoices/pdf');
  const { renderExportSummary } = await import('./export-summary');
  const { attachmentPath } = await import('./export-contents');
  const stored = { level: 0 } as const;
  const files: Zippable = {};
  for (const kind of EXPORT_KINDS) files[`${kind}.json`] = json(contents.data[kind]);
  const invoices: Zippable = {};
  let done = 0;
  for (const invoice of contents.invoiceDocuments) {
    invoices[`${invoice.invoiceNumber}.pdf`] = [
      await renderInvoicePdf(invoice, { t: options.t, locale: options.locale }),
      stored,
    ];
    done += 1;
    if (done % 10 === 0) await options.progress?.(invoiceProgress(done, contents.invoiceDocuments.length));
  }
  if (Object.keys(invoices).length > 0) files['facturen'] = invoices;
  await options.progress?.(EXPORT_PROGRESS.invoicesDone);
  for (const attachment of contents.attachments) {
    const file = await options.storage.get(attachment.storageKey);
    if (file) files[attachmentPath(attachment.caseNumber, attachment.id, attachment.fileName)] = [file.bytes, stored];
  }
  await options.progress?.(EXPORT_PROGRESS.attachmentsDone);
  files['overzicht.pdf'] = [
    await renderExportSummary(contents.data, {
      t: options.t,
      brandKey: options.brandKey,
      madeAt: options.now,
      locale: options.locale,
    }),
    stored,
  ];
  return zipSync(files, { level: 6, mtime: options.now });
}

export interface PrepareExportContext {
  storage: FileStorage;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The job: prepares export `id` once (a second worker, or a retry after it finished, finds it claimed and does
 * nothing). A failure marks the export failed, so the account can ask again, and is reported through `log`.
 */
export async function prepareDataExport(db: Db, id: string, context: PrepareExportContext): Promise<void> {
  const clock = context.now ?? (() => new Date());
  if (!isRowId(id)) return;
  const row = await claimExport(db, id, clock(), EXPORT_PROGRESS.started);
  if (!row) return;
  const t = storedTranslator(row.texts);
  const brand = isBrandKey(row.brandKey) ? BRANDS[row.brandKey] : undefined;
  let ready: { expiresAt: Date; locale: 'nl-NL' | 'nl-BE'; email: string };
  try {
    // Dates are written as in the brand's country (its calendar and time zone).
    const locale = brand?.country === 'be' ? 'nl-BE' : 'nl-NL';
    const contents = await collectExport(db, row.accountId, clock());
    if (!contents) throw new Error('The account of the export is gone.');
    await recordProgress(db, id, EXPORT_PROGRESS.collected);
    const zip = await buildExportArchive(contents, {
      storage: context.storage,
      t,
      brandKey: row.brandKey,
      locale,
      now: clock(),
      progress: (value) => recordProgress(db, id, value),
    });
    await recordProgress(db, id, EXPORT_PROGRESS.zipped);
    const storageKey = exportStorageKey(row.accountId, row.id);
    await context.storage.put(storageKey, zip, 'application/zip');
    const readyAt = clock();
    const expiresAt = new Date(readyAt.getTime() + EXPORT_TTL_MS);
    await markReady(db, id, { storageKey, size: zip.byteLength, readyAt, expiresAt });
    ready = { expiresAt, locale, email: String(contents.data.profile['email']) };
  } catch (error) {
    await context.storage.delete(exportStorageKey(row.accountId, row.id)).catch(() => {});
    await markFailed(db, id);
    context.log?.(`[privacy] export ${id} failed`, error);
    return;
  }
  // The export is there whether or not the mail goes out: the screen shows it either way.
  try {
    const { expiresAt, locale, email } = ready;
    const until = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: brand?.country === 'be' ? 'Europe/Brussels' : 'Europe/Amsterdam',
    }).format(expiresAt);
    await sendExportReady(db, {
      brandKey: row.brandKey,
      brandName: brand?.name ?? row.brandKey,
      to: email,
      link: `${row.origin}/account/mijn-gegevens`,
      until,
      t,
    });
  } catch (error) {
    context.log?.(`[privacy] the ready mail of export ${id} failed`, error);
  }
}
