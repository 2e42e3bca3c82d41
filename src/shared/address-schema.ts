/** The zod schemas of an address's parts (the rules are in ./address.ts); loaded with a form's validation. */
import { z } from 'zod';
import { isHouseNumberSuffix, HOUSE_NUMBER_PATTERN, normaliseHouseNumberSuffix } from './address';
import { plainText } from './free-text';
import { normalisePostcode, POSTCODE_INVALID, type AddressCountry } from './postcode';

/** The house number of a form: 1 to 5 digits, not starting with 0; `code` for anything else. */
export function houseNumberSchema(code: string) {
  return plainText({ error: code })
    .trim()
    .pipe(z.string().regex(HOUSE_NUMBER_PATTERN, { error: code }));
}

/** The optional suffix of a form, in its stored form (null when left empty); `code` for one that breaks the rule. */
export function houseNumberSuffixSchema(code: string) {
  return plainText({ error: code })
    .trim()
    .pipe(z.string().refine((value) => value === '' || isHouseNumberSuffix(value), { error: code }))
    .nullish()
    .transform((value) => normaliseHouseNumberSuffix(value));
}

/** The postcode of a form in `country`, in its stored form (`1234 AB`, `1000`); `code` for anything else. */
export function postcodeSchema(country: AddressCountry, code: string = POSTCODE_INVALID) {
  return plainText({ error: code }).transform((value, context) => {
    const zip = normalisePostcode(value, country);
    if (!zip) {
      context.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    }
    return zip;
  });
}
