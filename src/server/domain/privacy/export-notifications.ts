/** The mail that says an export is ready: where to download it, until when, and that it is removed afterwards. */
import type { Db } from '../../db/client';
import { sendTranslatedMail, type Translate } from '../kit/mail';

/** Mails the account's address that its export can be downloaded. */
export async function sendExportReady(
  db: Db,
  mail: { brandKey: string; brandName: string; to: string; link: string; until: string; t: Translate },
): Promise<void> {
  const keys = { subject: 'privacy.export.mail.subject', text: 'privacy.export.mail.text' };
  await sendTranslatedMail(db, mail, keys, { link: mail.link, until: mail.until });
}
