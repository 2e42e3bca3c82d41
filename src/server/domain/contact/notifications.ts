/** The contact form's confirmation mail: the case number, the chosen subject and how many files came along. */
import type { Db } from '../../db/client';
import { sendMail } from '../../ports/mail';
import type { ContactCaseView } from './storage';

/** What the confirmation mail needs. */
export interface ContactMailContext {
  email: string;
  brandName: string;
  t: (key: string, params?: Record<string, string | number>) => string;
}

/** Mails the confirmation of a sent case to the account's address. */
export async function sendCaseConfirmation(
  db: Db,
  brandKey: string,
  mail: ContactMailContext,
  contactCase: ContactCaseView,
): Promise<void> {
  const { t } = mail;
  await sendMail(db, {
    brandKey,
    to: mail.email,
    subject: t('contact.mail.subject', { brand: mail.brandName, caseNumber: contactCase.caseNumber }),
    text: t('contact.mail.text', {
      brand: mail.brandName,
      caseNumber: contactCase.caseNumber,
      subTopic: t(`contact.subTopic.${contactCase.subTopic}`),
      attachments: contactCase.attachments.length,
    }),
  });
}
