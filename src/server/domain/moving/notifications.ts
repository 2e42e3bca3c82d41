/** The moving service's mail: the confirmation of a planned move, in the request's language, with the brand's name. */
import { addressLine } from '../../../shared/address';
import type { Db } from '../../db/client';
import { sendMail } from '../../ports/mail';
import type { MovingHouseService } from './rules';

/** What the confirmation mail needs: the account's address, the brand's name and the request's translator. */
export interface MovingMail {
  to: string;
  brandName: string;
  t: (key: string, params?: Record<string, string | number>) => string;
}

/** Sends the confirmation of a new move on the brand `brandKey`. */
export async function sendMovingConfirmation(
  db: Db,
  brandKey: string,
  move: MovingHouseService,
  mail: MovingMail,
): Promise<void> {
  await sendMail(db, {
    brandKey,
    to: mail.to,
    subject: mail.t('moving.mail.subject', { brand: mail.brandName }),
    text: mail.t('moving.mail.text', {
      brand: mail.brandName,
      date: move.effectiveDate.split('-').reverse().join('-'),
      address: addressLine(move.address),
      subscriptions: move.subscriptions.map((subscription) => subscription.title).join(', '),
    }),
  });
}
