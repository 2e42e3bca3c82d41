/**
 * The CM.com adapter of the SMS port, on CM's own SDK (`@cmdotcom/text-sdk`, its Messaging Gateway): one message per
 * call, SMS only (no WhatsApp or RCS fallback for a sign-in code), with our reference so CM's delivery reports can be
 * matched. CM answers each message "Accepted" or "Rejected"; anything but an accepted message is an SmsDeliveryError
 * (never a silent drop), retryable only when CM or the network failed rather than the message.
 */
import { MessageApiClient } from '@cmdotcom/text-sdk';
import { SmsDeliveryError, type OutgoingSms, type SmsSender } from './index';

/** CM's answer to a message POST (its MessagesResponse). */
export interface CmAnswer {
  details?: string;
  errorCode?: number;
  messages?: Array<{
    to?: string;
    status?: string;
    reference?: string | null;
    parts?: number;
    messageDetails?: string | null;
    messageErrorCode?: number;
  }>;
}

export interface CmOptions {
  productToken: string;
  /** CM's gateway; another address only for tests (the SDK's default is CM's production gateway). */
  gatewayUrl?: string;
}

/** CM's error codes that say the gateway, not the message, failed (try again later). */
const RETRYABLE_CM_ERRORS = new Set([500]);

/** CM wants international numbers with a leading 00: +31612345678 → 0031612345678. */
export function cmNumber(e164: string): string {
  return `00${e164.slice(1)}`;
}

/** What CM's answer means: the number of parts sent; else throws the failure with CM's own words and code. */
export function readCmAnswer(answer: CmAnswer | undefined, httpStatus: number | undefined): { parts: number } {
  const message = answer?.messages?.[0];
  if (answer?.errorCode === 0 && message?.status === 'Accepted') return { parts: message.parts ?? 1 };
  const code = message?.messageErrorCode || answer?.errorCode;
  const details = [answer?.details, message?.messageDetails].filter(Boolean).join(': ') || 'no answer';
  const retryable =
    httpStatus === undefined || httpStatus >= 500 || (code !== undefined && RETRYABLE_CM_ERRORS.has(code));
  throw new SmsDeliveryError(
    `CM.com did not accept the text message (HTTP ${httpStatus ?? '-'}, code ${code ?? '-'}): ${details}`,
    { retryable, ...(code !== undefined ? { providerCode: code } : {}) },
  );
}

export function cmSender(options: CmOptions): SmsSender {
  const client = new MessageApiClient(options.productToken);
  return {
    name: 'cm',
    async send(sms: OutgoingSms) {
      const message = client
        .createMessage()
        .setMessage([cmNumber(sms.to)], sms.from, sms.text, sms.reference)
        .setAllowedChannels(['SMS']);
      // The SDK keeps its API client private; its base path is the one setting it has for another gateway.
      if (options.gatewayUrl) (message as unknown as { api: { basePath: string } }).api.basePath = options.gatewayUrl;
      try {
        const response = await message.send();
        return readCmAnswer(response.data as CmAnswer, response.status);
      } catch (error) {
        if (error instanceof SmsDeliveryError) throw error;
        const failed = error as { response?: { status?: number; data?: CmAnswer }; message?: string };
        if (failed.response) return readCmAnswer(failed.response.data, failed.response.status);
        throw new SmsDeliveryError(`CM.com could not be reached: ${failed.message ?? String(error)}`, {
          retryable: true,
        });
      }
    },
  };
}
