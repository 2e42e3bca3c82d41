/**
 * What a production start warns about: settings whose embedded default does not work in production, so the portal
 * starts but part of it fails for every subscriber ("Embedded defaults and the real thing"); and what it says about
 * the parts that a setting switches on (text messages and with them the phone number check).
 */
import type { ServerConfig } from '../config';

/** One line per setting a production start lacks; none outside production, where the embedded defaults serve. */
export function productionWarnings(
  settings: Pick<ServerConfig, 'isProduction' | 'SMTP_URL' | 'PAYMENT_PROVIDER' | 'SMS_PROVIDER'>,
): string[] {
  if (!settings.isProduction) return [];
  const warnings: string[] = [];
  if (!settings.SMTP_URL) {
    warnings.push(
      '⚠ SMTP_URL is not set: in production no mail goes out (sign-in codes, password links, confirmations) and ' +
        'the development mailbox is off. Set SMTP_URL=smtp://user:password@host:587.',
    );
  }
  if (settings.PAYMENT_PROVIDER === 'test') {
    warnings.push(
      '⚠ PAYMENT_PROVIDER is test: its test payment page is refused in production, so card and iDEAL payments ' +
        'fail. Set PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY.',
    );
  }
  if (settings.SMS_PROVIDER === 'outbox') {
    warnings.push(
      '⚠ SMS_PROVIDER is not set: no text messages can be sent, so the phone number check is off on every brand. ' +
        'Set SMS_PROVIDER=cm and CM_PRODUCT_TOKEN to switch it on where its flag is set.',
    );
  }
  return warnings;
}

/**
 * The start's line about text messages in production: who sends them, and so that the phone number check is on where
 * its flag is set; none without a provider (the warning above says that) or outside production (the mailbox keeps
 * them).
 */
export function smsStartLine(settings: Pick<ServerConfig, 'isProduction' | 'SMS_PROVIDER'>): string | undefined {
  if (!settings.isProduction || settings.SMS_PROVIDER === 'outbox') return undefined;
  const provider = { cm: 'CM.com' }[settings.SMS_PROVIDER];
  return `✔ Text messages go out through ${provider} (SMS_PROVIDER=${settings.SMS_PROVIDER}): the phone number check is on where its flag is set.`;
}
