/** The mail of delivery complaints: the confirmation of a new complaint, in the request's language. */
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { sendTranslatedMail, type Translate } from '../kit/mail';
import type { ComplaintView } from './rules';

/** What the confirmation mail needs: the request's translations and the portal's origin. */
export interface ComplaintMailContext {
  /** The brand of the request (the mail is sent for it). */
  brandKey: string;
  /** The account's e-mail address (the confirmation goes there). */
  email: string;
  t: Translate;
  /** Writes a date for the mail ("6 januari 2026"). */
  formatDate: (date: IsoDate) => string;
}

/** Sends the confirmation of a new complaint. */
export async function sendComplaintConfirmation(
  db: Db,
  complaint: ComplaintView,
  mail: ComplaintMailContext,
): Promise<void> {
  const recipient = { brandKey: mail.brandKey, brandName: complaint.brandName, to: mail.email, t: mail.t };
  const keys = { subject: 'delivery.mail.subject', text: 'delivery.mail.text' };
  await sendTranslatedMail(db, recipient, keys, {
    subscription: complaint.subscriptionTitle,
    date: mail.formatDate(complaint.deliveryDate),
    reason: mail.t(`delivery.reason.${complaint.reason}`),
  });
}
