/** The payment service's mail: the confirmation of a changed payment method, in the request's language. */
import type { Db } from '../../db/client';
import type { PaymentChange, Subscription } from '../../db/schema';
import { sendTranslatedMail, type Translate } from '../kit/mail';

/** For the confirmation mail: the account's address, the brand's name and the request's translator. */
export interface PaymentMail {
  to: string;
  brandName: string;
  t: Translate;
}

/** Sends the confirmation that `subscription` is paid by the change's method from now on. */
export async function sendPaymentConfirmation(
  db: Db,
  brandKey: string,
  mail: PaymentMail,
  subscription: Pick<Subscription, 'title' | 'subscriptionNumber'>,
  change: Pick<PaymentChange, 'method' | 'accountMasked' | 'mandateReference'>,
): Promise<void> {
  const keys = { subject: 'payment.mail.subject', text: 'payment.mail.text' };
  await sendTranslatedMail(db, { ...mail, brandKey }, keys, {
    subscription: `${subscription.title} (${subscription.subscriptionNumber})`,
    method: mail.t(`payment.method.${change.method}`),
    account: change.accountMasked ?? '',
    mandate: change.mandateReference ?? '',
  });
}
