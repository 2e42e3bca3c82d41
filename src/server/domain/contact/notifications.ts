/** The contact form's confirmation mail: the case number, the chosen subject and how many files came along. */
import type { Db } from '../../db/client';
import { sendTranslatedMail, type Translate } from '../kit/mail';
import type { ContactCaseView } from './storage';

/** What the confirmation mail needs. */
export interface ContactMailContext {
  email: string;
  brandName: string;
  t: Translate;
}

/** Mails the confirmation of a sent case to the account's address. */
export async function sendCaseConfirmation(
  db: Db,
  brandKey: string,
  mail: ContactMailContext,
  contactCase: ContactCaseView,
): Promise<void> {
  const recipient = { brandKey, brandName: mail.brandName, to: mail.email, t: mail.t };
  const keys = { subject: 'contact.mail.subject', text: 'contact.mail.text' };
  await sendTranslatedMail(db, recipient, keys, {
    caseNumber: contactCase.caseNumber,
    subTopic: mail.t(`contact.subTopic.${contactCase.subTopic}`),
    attachments: contactCase.attachments.length,
  });
}
