/**
 * Deleting one's account: the rule numbers every layer states (the wait, the invoices' retention) and the schema of
 * the confirmation, shared by the island (field names) and the server (the authority). Issue messages are violation
 * codes with translation keys in the account area's translations.
 */
import { z } from 'zod';
import { plainText } from './free-text';

/** Days between the confirmed request and the erasure; signing in meanwhile offers to cancel it. */
export const DELETION_WAIT_DAYS = 14;

/**
 * Years the invoices of a deleted account are kept, without name or address, for the bookkeeping: the portal's one
 * rule for the statutory period (7 years in the Netherlands; the Belgian bookkeeping rules ask about as long).
 */
export const INVOICE_RETENTION_YEARS = 7;

export const DELETION_VIOLATIONS = {
  passwordRequired: 'DELETION_PASSWORD_REQUIRED',
  passwordIncorrect: 'DELETION_PASSWORD_INCORRECT',
  codeInvalid: 'DELETION_CODE_INVALID',
  codeLocked: 'DELETION_CODE_LOCKED',
  codeTooSoon: 'DELETION_CODE_TOO_SOON',
  codeLimit: 'DELETION_CODE_LIMIT',
  codeNotForPassword: 'DELETION_CODE_NOT_AVAILABLE',
  rateLimited: 'RATE_LIMITED',
  notPending: 'DELETION_NOT_PENDING',
} as const;

/**
 * The confirmation: the account's password, or (for an account without one) the six-digit code mailed to it. Which
 * one the account needs is the server's decision; a field that is not needed is ignored.
 */
export const deletionConfirmSchema = z.object({
  password: plainText()
    .pipe(z.string().max(1024, { error: DELETION_VIOLATIONS.passwordIncorrect }))
    .optional(),
  code: plainText()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: DELETION_VIOLATIONS.codeInvalid }))
    .optional(),
});

export type DeletionConfirmInput = z.input<typeof deletionConfirmSchema>;

/** What the deletion endpoint (`POST /api/account-deletion`) is asked to do. */
export type AccountDeletionRequest =
  { action: 'send-code' } | ({ action: 'request' } & DeletionConfirmInput) | { action: 'cancel' };

/** The endpoint's answer: the open request's planned date (ISO instant and as the reader writes it), or none. */
export interface AccountDeletionState {
  pending: { eraseAfter: string; date: string } | null;
}
