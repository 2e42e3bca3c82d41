/**
 * What the "Mijn gegevens" screen and the server share about a download of the account's data, without zod: the
 * states an export goes through, the refusals of a request and how often the screen asks how far it is.
 */

/** none: nothing asked (or the last one expired); pending: queued; running: being prepared; ready; failed. */
export const DATA_EXPORT_STATES = ['none', 'pending', 'running', 'ready', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** The refusals of "Download mijn gegevens". */
export const PRIVACY_VIOLATIONS = {
  /** An export is still being prepared or is ready: one at a time per account. */
  exportOpen: 'DATA_EXPORT_ALREADY_OPEN',
  /** More exports in the last 24 hours than the daily limit allows. */
  dailyLimit: 'DATA_EXPORT_DAILY_LIMIT',
} as const;

/** How often the screen asks for the state while an export is being prepared. */
export const DATA_EXPORT_POLL_MS = 2000;

/** True while the job has not finished (the screen keeps asking). */
export function isPreparing(state: DataExportState): boolean {
  return state === 'pending' || state === 'running';
}

/** Every kind of data an export holds, one JSON file each (`{kind}.json`), in the order the summary lists them. */
export const EXPORT_KINDS = [
  'profile',
  'subscriptions',
  'invoices',
  'deliveryComplaints',
  'holidayEvents',
  'movingEvents',
  'paymentMethods',
  'sharedAccess',
  'newsletters',
  'consents',
  'sessions',
  'contactCases',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
