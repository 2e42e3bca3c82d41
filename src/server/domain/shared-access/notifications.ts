/** The shared-access invitation mail: who invites, to which subscription, the accept link and until when. */
import type { Db } from '../../db/client';
import { sendTranslatedMail, type Translate } from '../kit/mail';

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
  t: Translate;
}

/** Mails an invitation link. */
export async function sendInviteMail(db: Db, mail: InviteMail): Promise<void> {
  const expires = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long' }).format(mail.expiresAt);
  const keys = { subject: 'sharedAccess.mail.subject', text: 'sharedAccess.mail.text' };
  await sendTranslatedMail(db, mail, keys, { owner: mail.owner, title: mail.title, link: mail.link, expires });
}
