/** The moving service's mail: the confirmation of a planned move, in the request's language, with the brand's name. */
import { addressLine } from '../../../shared/address';
import type { Db } from '../../db/client';
import { sendTranslatedMail, type Translate } from '../kit/mail';
import type { MovingHouseService } from './rules';

/** What the confirmation mail needs: the account's address, the brand's name and the request's translator. */
export interface MovingMail {
  to: string;
  brandName: string;
  t: Translate;
}

/** Sends the confirmation of a new move on the brand `brandKey`. */
export async function sendMovingConfirmation(
  db: Db,
  brandKey: string,
  move: MovingHouseService,
  mail: MovingMail,
): Promise<void> {
  const keys = { subject: 'moving.mail.subject', text: 'moving.mail.text' };
  await sendTranslatedMail(db, { ...mail, brandKey }, keys, {
    date: move.effectiveDate.split('-').reverse().join('-'),
    address: addressLine(move.address),
    subscriptions: move.subscriptions.map((subscription) => subscription.title).join(', '),
  });
}
