/** The shared-access invitation mail: who invites, to which subscription, the accept link and until when. */
import type { Db } from '../../db/client';
import { sendMail } from '../../ports/mail';

/** What the invitation mail says. */
export interface InviteMail {
  brandKey: string;
  brandName: string;
  to: string;
  /** The owner's name, or their address when no name is known. */
  owner: string;
  title: string;
  link: string;
  expiresAt: Date;
  t: (key: string, params?: Record<string, string | number>) => string;
}

/** Mails an invitation link. */
export async function sendInviteMail(db: Db, mail: InviteMail): Promise<void> {
  const expires = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long' }).format(mail.expiresAt);
  await sendMail(db, {
    brandKey: mail.brandKey,
    to: mail.to,
    subject: mail.t('sharedAccess.mail.subject', { brand: mail.brandName }),
    text: mail.t('sharedAccess.mail.text', {
      brand: mail.brandName,
      owner: mail.owner,
      title: mail.title,
      link: mail.link,
      expires,
    }),
  });
}
