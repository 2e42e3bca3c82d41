/**
 * The SMS port. Outside production every text message is stored in the outbox table and shown in the
 * development mailbox `/dev/mailbox`. Connecting a real SMS provider is out of scope for now: production refuses to
 * send (an error, never a silent drop), so a feature that needs SMS must stay switched off there until a provider
 * adapter is added here.
 */
import { config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface SmsMessage {
  brandKey: string;
  /** The phone number in international form, e.g. +31612345678. */
  to: string;
  text: string;
}

/** Sends a text message: stored in the outbox outside production; production has no provider yet and throws. */
export async function sendSms(db: Db, message: SmsMessage): Promise<void> {
  if (config().isProduction) {
    throw new Error('No SMS provider is configured: text messages cannot be sent in production.');
  }
  await db.insert(outbox).values({
    channel: 'sms',
    brandKey: message.brandKey,
    recipient: message.to,
    subject: null,
    text: message.text,
  });
}
