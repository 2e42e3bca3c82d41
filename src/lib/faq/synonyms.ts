/**
 * Words that mean the same thing to a subscriber, so that the FAQ search finds an answer whichever of them the
 * visitor types: above all the pairs where nl-NL and nl-BE say it differently (the answers of a Belgian brand say
 * "levering", a Dutch visitor types "bezorging"), and the everyday words next to the portal's own terms.
 *
 * Data, not code: one group per meaning, single words written as a visitor would (the search lower-cases them,
 * drops accents and compares word stems, so "beëindigen" also stands for "beëindigd" and "beëindiging"). A word may
 * sit in more than one group; a query word then matches every word of every group it belongs to. Keep a group to
 * words that are interchangeable in a question: a broader word ("stoppen", which also means a holiday stop) would
 * make the search show answers that do not apply. Words are also found inside longer ones ("krant" in
 * "krantenbezorger"), so a short word that hides in unrelated ones ("blad" in "dagblad", "rekening" in
 * "rekeningnummer") is left out.
 */
export const FAQ_SYNONYMS: readonly (readonly string[])[] = [
  // Delivery: bezorging (NL), levering and bedeling (BE)
  ['bezorging', 'bezorgen', 'bezorgd', 'levering', 'leveren', 'geleverd', 'bedeling', 'bedelen', 'afleveren'],
  ['bezorger', 'krantenbezorger', 'bedeler', 'krantenbedeler'],
  // Ending a subscription: opzeggen (NL), stopzetten (BE)
  ['opzeggen', 'opzegging', 'opgezegd', 'opzegbaar', 'stopzetten', 'stopzetting', 'beëindigen', 'annuleren'],
  // The publication
  ['krant', 'dagblad'],
  ['magazine', 'tijdschrift'],
  // Customer service: klantenservice (NL), klantendienst (BE)
  ['klantenservice', 'klantendienst', 'servicedesk'],
  // Signing in and out: inloggen/uitloggen (NL), aanmelden/afmelden (BE)
  ['inloggen', 'ingelogd', 'aanmelden', 'aangemeld', 'login'],
  ['uitloggen', 'uitgelogd', 'afmelden', 'afgemeld', 'logout'],
  // Newsletters: aanmelden/afmelden (NL), inschrijven/uitschrijven (BE)
  ['inschrijven', 'aanmelden'],
  ['uitschrijven', 'afmelden'],
  // Paying: automatische incasso (NL), domiciliëring (BE); overboeking (NL), overschrijving (BE)
  ['incasso', 'domiciliëring', 'domiciliering'],
  ['overboeking', 'overschrijving', 'overmaken'],
  ['rekeningnummer', 'iban', 'bankrekening'],
  ['factuur', 'nota'],
  // Phone: mobiel nummer (NL), gsm-nummer (BE)
  ['mobiel', 'gsm', 'gsmnummer', 'mobielnummer', 'telefoonnummer'],
  // Devices: apparaat (NL), toestel (BE)
  ['apparaat', 'toestel'],
  ['wachtwoord', 'paswoord'],
  ['postcode', 'postnummer'],
  ['verhuizen', 'verhuizing', 'verhuis', 'adreswijziging'],
  ['vakantie', 'verlof'],
  ['abonnement', 'abo'],
];
