/**
 * The mail port. Outside production every message is stored in the outbox table, which the
 * development mailbox `/dev/mailbox` shows; with `SMTP_URL` set it is also sent over SMTP with nodemailer.
 * Production without `SMTP_URL` refuses to "send" a mail nobody would receive.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  /** The brand the mail is sent for (shown in the mailbox; later: sender name and styling per brand). */
  brandKey: string;
  /** One e-mail address. */
  to: string;
  subject: string;
  /** Plain-text body; always present, so every mail client can read it. */
  text: string;
  /** Optional HTML body. */
  html?: string;
}

const transports = new Map<string, Transporter>();

/** One pooled SMTP transport per URL, made on first use. */
function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** Sends a mail: stored in the outbox outside production, delivered over SMTP when `SMTP_URL` is set. */
export async function sendMail(db: Db, message: MailMessage): Promise<void> {
  const settings = config();
  if (!settings.isProduction) {
    await db.insert(outbox).values({
      channel: 'mail',
      brandKey: message.brandKey,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    });
  }
  if (settings.SMTP_URL) {
    await transportFor(settings.SMTP_URL).sendMail({
      from: settings.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  } else if (settings.isProduction) {
    throw new Error('SMTP_URL is not configured: mail cannot be sent in production.');
  }
}
