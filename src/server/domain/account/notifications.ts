/**
 * The account area's messages: the e-mail change's confirmation link, the notice to an address that already has an
 * account, the notice to the old address, and the phone verification code by SMS. Every word comes from the
 * request's translations.
 */
import type { Db } from '../../db/client';
import { sendSms } from '../../ports/sms';
import { sendTranslatedMail, type Translate } from '../kit/mail';

/** What a message needs: the brand it is sent for and the request's translations. */
export interface MessageContext {
  brandKey: string;
  brandName: string;
  t: Translate;
}

/** The confirmation link of an e-mail change, to the new address. */
export async function sendEmailConfirmation(db: Db, context: MessageContext, to: string, link: string): Promise<void> {
  const keys = { subject: 'account.email.mail.confirmSubject', text: 'account.email.mail.confirmText' };
  await sendTranslatedMail(db, { ...context, to }, keys, { link });
}

/** To an address that already has an account: someone wanted to use it (no link: it cannot be taken over). */
export async function sendEmailInUseNotice(db: Db, context: MessageContext, to: string): Promise<void> {
  const keys = { subject: 'account.email.mail.inUseSubject', text: 'account.email.mail.inUseText' };
  await sendTranslatedMail(db, { ...context, to }, keys);
}

/** To the old address after a change: the account now signs in with `newEmail`. */
export async function sendEmailChangedNotice(
  db: Db,
  context: MessageContext,
  to: string,
  newEmail: string,
): Promise<void> {
  const keys = { subject: 'account.email.mail.noticeSubject', text: 'account.email.mail.noticeText' };
  await sendTranslatedMail(db, { ...context, to }, keys, { email: newEmail });
}

/** The phone verification code, by SMS to the number it verifies. */
export async function sendPhoneCode(db: Db, context: MessageContext, to: string, code: string): Promise<void> {
  await sendSms(db, {
    brandKey: context.brandKey,
    to,
    text: context.t('account.phone.sms', { brand: context.brandName, code }),
  });
}
