/**
 * What a user reads for a failed call: the translation of each violation code, an unknown code logged and shown
 * with the GENERIC-ERROR message, each message once.
 */
import { violationMessage } from '../../i18n/translate';
import { GENERIC_ERROR, ServiceError } from './errors';

export function violationMessages(
  error: unknown,
  dictionary: Readonly<Record<string, string>>,
  log?: (message: string) => void,
): string[] {
  const codes = error instanceof ServiceError ? error.violations.map((violation) => violation.code) : [GENERIC_ERROR];
  return [...new Set(codes.map((code) => violationMessage(dictionary, code, log)))];
}
