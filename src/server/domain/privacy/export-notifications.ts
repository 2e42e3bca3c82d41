/** The mail that says an export is ready: where to download it, until when, and that it is removed afterwards. */
import type { Db } from '../../db/client';
import { sendMail } from '../../ports/mail';
import type { PdfTranslate } from '../invoices/pdf';

/** Mails the account's address that its export can be downloaded. */
export async function sendExportReady(
  db: Db,
  mail: { brandKey: string; brandName: string; to: string; link: string; until: string; t: PdfTranslate },
): Promise<void> {
  await sendMail(db, {
    brandKey: mail.brandKey,
    to: mail.to,
    subject: mail.t('privacy.export.mail.subject', { brand: mail.brandName }),
    text: mail.t('privacy.export.mail.text', { brand: mail.brandName, link: mail.link, until: mail.until }),
  });
}
