/**
 * The SMS port (the phone number check's codes). `SMS_PROVIDER` (src/server/config.ts) chooses who sends: `outbox`,
 * the embedded default, keeps every message in the outbox table for the development mailbox (/dev/mailbox) and is
 * refused in production; `cm` sends through CM.com (./cm.ts). A message that is not sent is an SmsDeliveryError for the
 * caller and an error in the log, never a silent drop. Numbers are E.164 (+31612345678); the sender is the brand's
 * (SMS_SENDERS, else the brand's name cut to what the networks allow).
 */
import { randomUUID } from 'node:crypto';
import { BRANDS, isBrandKey } from '../../../brands/registry';
import { config, type ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { log } from '../../log';
import { cmSender } from './cm';

export interface SmsMessage {
  brandKey: string;
  /** The phone number in E.164, e.g. +31612345678. */
  to: string;
  text: string;
}

/** A message as a provider sends it: with the brand's sender and our reference (1–32 letters and digits). */
export interface OutgoingSms extends SmsMessage {
  from: string;
  reference: string;
}

export interface SmsSender {
  readonly name: 'cm';
  /** Sends one message; resolves with the parts sent, rejects with an SmsDeliveryError. */
  send(message: OutgoingSms): Promise<{ parts: number }>;
}

/** A text message that was not sent: the provider refused it or could not be reached. */
export class SmsDeliveryError extends Error {
  readonly retryable: boolean;
  readonly providerCode: number | undefined;
  constructor(message: string, options: { retryable: boolean; providerCode?: number }) {
    super(message);
    this.name = 'SmsDeliveryError';
    this.retryable = options.retryable;
    this.providerCode = options.providerCode;
  }
}

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{7,14}$/;

/** What a sender id may be on the networks: 1–11 letters, digits and spaces. */
const SENDER_ID = /^[A-Za-z0-9 ]{1,11}$/;

/** The sender of a brand's messages: its entry in SMS_SENDERS, else its name without other characters, cut to 11. */
export function smsSenderFor(brandKey: string, senders: string = config().SMS_SENDERS): string {
  for (const pair of senders.split(',')) {
    const [key, sender] = pair.split('=').map((part) => part.trim());
    if (key === brandKey && sender) {
      if (!SENDER_ID.test(sender)) throw new Error(`SMS_SENDERS: "${sender}" is not 1–11 letters, digits or spaces`);
      return sender;
    }
  }
  const name = isBrandKey(brandKey) ? BRANDS[brandKey].name : brandKey;
  return (
    name
      .replace(/[^A-Za-z0-9 ]/g, '')
      .trim()
      .slice(0, 11)
      .trim() || brandKey.toUpperCase().slice(0, 11)
  );
}

/** True when text messages can be sent: a provider is configured, or outside production the outbox keeps them. */
export function smsAvailable(settings: Pick<ServerConfig, 'SMS_PROVIDER' | 'isProduction'> = config()): boolean {
  return settings.SMS_PROVIDER !== 'outbox' || !settings.isProduction;
}

let chosen: SmsSender | null | undefined;

/** The configured provider, made once per process; null for the outbox. */
function smsSender(): SmsSender | null {
  if (chosen !== undefined) return chosen;
  const settings = config();
  if (settings.SMS_PROVIDER === 'cm') {
    if (!settings.CM_PRODUCT_TOKEN)
      throw new Error('Invalid configuration:\n  CM_PRODUCT_TOKEN: required with SMS_PROVIDER=cm');
    chosen = cmSender({ productToken: settings.CM_PRODUCT_TOKEN });
  } else {
    chosen = null;
  }
  return chosen;
}

/** For tests: send through this provider (null: the outbox; undefined: the configured one again). */
export function setSmsSender(sender: SmsSender | null | undefined): void {
  chosen = sender;
}

/** The number as logs show it: country code and the last two digits. */
function maskedNumber(e164: string): string {
  return `${e164.slice(0, 3)}…${e164.slice(-2)}`;
}

/**
 * Sends a text message, or keeps it in the outbox outside production when no provider is configured. Rejects with an
 * SmsDeliveryError when the number is not E.164, when production has no provider, or when the provider did not take
 * the message (logged as an error with the provider's words).
 */
export async function sendSms(
  db: Db,
  message: SmsMessage,
  settings: Pick<ServerConfig, 'isProduction' | 'SMS_SENDERS'> = config(),
): Promise<void> {
  if (!E164.test(message.to)) {
    throw new SmsDeliveryError(`Not a phone number in E.164: ${maskedNumber(message.to)}`, { retryable: false });
  }
  const sender = smsSender();
  if (!sender) {
    if (settings.isProduction) {
      throw new SmsDeliveryError('No SMS provider is configured (SMS_PROVIDER): text messages cannot be sent.', {
        retryable: false,
      });
    }
    await db.insert(outbox).values({
      channel: 'sms',
      brandKey: message.brandKey,
      recipient: message.to,
      subject: null,
      text: message.text,
    });
    return;
  }
  const reference = randomUUID().replaceAll('-', '');
  const to = maskedNumber(message.to);
  try {
    const { parts } = await sender.send({
      ...message,
      from: smsSenderFor(message.brandKey, settings.SMS_SENDERS),
      reference,
    });
    log.info({ provider: sender.name, brand: message.brandKey, to, reference, parts }, 'text message sent');
  } catch (error) {
    log.error({ err: error, provider: sender.name, brand: message.brandKey, to, reference }, 'text message not sent');
    throw error instanceof SmsDeliveryError
      ? error
      : new SmsDeliveryError(`The SMS provider failed: ${String(error)}`, { retryable: true });
  }
}
