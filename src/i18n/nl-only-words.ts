/**
 * Words a Belgian reader does not use, for the tests that keep nl-BE texts Belgian: nl-BE says leveren/levering
 * (not bezorgen), klantendienst, domiciliëring (not incasso or machtiging), gsm (not mobiel), aanmelden/afmelden
 * (not inloggen/uitloggen), magazine (not tijdschrift), kredietkaart; and a Belgian example IBAN, never a Dutch one.
 */
export const NL_ONLY_WORDS =
  /bezorg|klantenservice|incasso|machtig|mobiel|tijdschrift|inlog|uitlog|\blog (je |dan |opnieuw )?(in|uit)\b|creditcard|NL\d\d [A-Z]{4}/i;
