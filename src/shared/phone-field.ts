/**
 * The optional phone number field of a form: empty (or only the country prefix) is no number; anything else must
 * be a phone number and is kept in its international form (src/shared/phone.ts), otherwise the field's code.
 */
import { z } from 'zod';
import { plainText } from './free-text';
import { isEmptyPhoneNumber, normalisePhoneNumber } from './phone';

export function optionalPhoneNumber(invalidCode: string) {
  return plainText()
    .nullish()
    .transform((value, context) => {
      if (isEmptyPhoneNumber(value)) return null;
      const phone = normalisePhoneNumber(value!);
      if (!phone) {
        context.addIssue({ code: 'custom', message: invalidCode });
        return z.NEVER;
      }
      return phone;
    });
}
