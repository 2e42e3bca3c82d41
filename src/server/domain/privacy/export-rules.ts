/**
 * The rules of a data export, without the database: how long a ready export can be downloaded, how many an account
 * may ask for a day, how long a job may take before it counts as lost, the storage key and file name, and the state
 * the screen shows.
 */
import type { RateLimitPolicy } from '../../ports/rate-limit';
import type { DataExportState } from '../../../shared/privacy-codes';
import type { DataExport } from '../../db/schema';

/** A ready export can be downloaded this long; the housekeeping pass then removes it. */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;

/** A job that has not finished this long after it was queued or started is given up (its instance died). */
export const EXPORT_STALE_MS = 30 * 60 * 1000;

/** At most 3 exports per account per 24 hours: each one reads everything and writes a file. */
export const DATA_EXPORT_POLICY: RateLimitPolicy = {
  name: 'data-export',
  limit: 3,
  windowMs: 24 * 60 * 60 * 1000,
};

/** Where the ZIP is kept in the file-storage port: under the account, never from anything the user typed. */
export function exportStorageKey(accountId: string, exportId: string): string {
  return `exports/${accountId}/${exportId}`;
}

/** The ZIP's file name: `mijn-gegevens-{brand}-{yyyy-mm-dd}.zip` (the day it was ready, UTC). */
export function exportFileName(brandKey: string, readyAt: Date): string {
  return `mijn-gegevens-${brandKey}-${readyAt.toISOString().slice(0, 10)}.zip`;
}

/** What the screen shows of an account's latest export. */
export interface DataExportView {
  state: DataExportState;
  /** 0–100 while pending or running; 100 when ready. */
  progress: number;
  /** When it was asked for. */
  requestedAt: Date | null;
  /** Until when it can be downloaded (ready only). */
  expiresAt: Date | null;
  /** Its size in bytes (ready only). */
  size: number | null;
}

/** Nothing to show: no export, or the last one expired. */
export const NO_EXPORT: DataExportView = { state: 'none', progress: 0, requestedAt: null, expiresAt: null, size: null };

/** The screen's view of a stored export at `now`: a ready export past its expiry counts as gone. */
export function exportView(row: DataExport | undefined, now: Date): DataExportView {
  if (!row) return NO_EXPORT;
  if (row.status === 'ready') {
    if (!row.expiresAt || row.expiresAt <= now) return NO_EXPORT;
    return { state: 'ready', progress: 100, requestedAt: row.createdAt, expiresAt: row.expiresAt, size: row.size };
  }
  const state: DataExportState = row.status === 'running' || row.status === 'failed' ? row.status : 'pending';
  return { state, progress: row.progress, requestedAt: row.createdAt, expiresAt: null, size: null };
}

/** The steps of a job and how far each one brings the progress. */
export const EXPORT_PROGRESS = {
  started: 5,
  collected: 20,
  invoicesDone: 70,
  attachmentsDone: 85,
  zipped: 95,
} as const;

/** The progress while the `done`-th of `total` invoice PDFs is drawn: from `collected` to `invoicesDone`. */
export function invoiceProgress(done: number, total: number): number {
  if (total <= 0) return EXPORT_PROGRESS.invoicesDone;
  const span = EXPORT_PROGRESS.invoicesDone - EXPORT_PROGRESS.collected;
  return EXPORT_PROGRESS.collected + Math.floor((span * done) / total);
}
