/**
 * The holiday service's mail: the confirmation of a new suspension or temporary address, in the request's language
 * (its translator), with the brand's name.
 */
import { addDays } from '../../../shared/dates';
import { addressLine } from '../../../shared/address';
import type { Db } from '../../db/client';
import { sendMail } from '../../ports/mail';
import { plainDate, type HolidayEvent } from './rules';

/** What the confirmation mail needs: the account's address, the brand's name, the request's translator. */
export interface HolidayMail {
  to: string;
  brandName: string;
  t: (key: string, params?: Record<string, string | number>) => string;
}

/** Sends the confirmation of a new event of the brand `brandKey`. */
export async function sendHolidayConfirmation(
  db: Db,
  brandKey: string,
  change: HolidayEvent,
  mail: HolidayMail,
): Promise<void> {
  const params = {
    brand: mail.brandName,
    subscription: change.subscription.title,
    start: plainDate(change.startDate),
    end: plainDate(change.endDate),
    resume: plainDate(addDays(change.endDate, 1)),
  };
  if (change.kind === 'suspension') {
    await sendMail(db, {
      brandKey,
      to: mail.to,
      subject: mail.t('holiday.mail.suspension.subject', params),
      text: mail.t('holiday.mail.suspension.text', params),
    });
    return;
  }
  await sendMail(db, {
    brandKey,
    to: mail.to,
    subject: mail.t('holiday.mail.temporaryAddress.subject', params),
    text: mail.t('holiday.mail.temporaryAddress.text', {
      ...params,
      address: change.address ? addressLine(change.address) : '',
    }),
  });
}
