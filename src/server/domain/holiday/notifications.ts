/**
 * The holiday service's mail: the confirmation of a new suspension or temporary address, in the request's language
 * (its translator), with the brand's name.
 */
import { addDays } from '../../../shared/dates';
import { addressLine } from '../../../shared/address';
import type { Db } from '../../db/client';
import { sendTranslatedMail, type Translate } from '../kit/mail';
import { plainDate, type HolidayEvent } from './rules';

/** What the confirmation mail needs: the account's address, the brand's name, the request's translator. */
export interface HolidayMail {
  to: string;
  brandName: string;
  t: Translate;
}

/** Sends the confirmation of a new event of the brand `brandKey`. */
export async function sendHolidayConfirmation(
  db: Db,
  brandKey: string,
  change: HolidayEvent,
  mail: HolidayMail,
): Promise<void> {
  const params = {
    subscription: change.subscription.title,
    start: plainDate(change.startDate),
    end: plainDate(change.endDate),
    resume: plainDate(addDays(change.endDate, 1)),
  };
  if (change.kind === 'suspension') {
    const keys = { subject: 'holiday.mail.suspension.subject', text: 'holiday.mail.suspension.text' };
    await sendTranslatedMail(db, { ...mail, brandKey }, keys, params);
    return;
  }
  const keys = { subject: 'holiday.mail.temporaryAddress.subject', text: 'holiday.mail.temporaryAddress.text' };
  const address = change.address ? addressLine(change.address) : '';
  await sendTranslatedMail(db, { ...mail, brandKey }, keys, { ...params, address });
}
