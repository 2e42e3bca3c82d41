/**
 * Money as the screens write it, on `Intl`: euro cents as "€ 39,50" in nl-NL and nl-BE (a credit "€ -39,50"). The
 * space after the euro sign stays the non-breaking one `Intl` gives, so the sign never wraps away from its amount.
 */
import type { Locale } from './dates';

const formats = new Map<Locale, Intl.NumberFormat>();

/** Euro cents in the request's language: 3950 → "€ 39,50". */
export function formatMoney(cents: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}
