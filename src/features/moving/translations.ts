/**
 * Texts of the moving service (`/verhuisservice`, `/verhuisservice/doorgeven` and its app variant) and the violation
 * codes of its rules (src/shared/moving.ts). POSTCODE_INVALID, NOT_FOUND and GENERIC-ERROR live in the core.
 */
import type { TranslationSource } from '../../shared/translation-source';

export const MOVING_TRANSLATIONS: TranslationSource = {
  'moving.tile.title': { nl: 'Verhuizen' },
  'moving.tile.description': { nl: 'Geef je nieuwe adres door, zodat je abonnement meeverhuist.' },
  'moving.title': { nl: 'Verhuisservice' },
  'moving.intro': {
    nl: 'Ga je verhuizen? Geef je nieuwe adres minstens {movingLeadDays} werkdagen van tevoren door, dan bezorgen we {brand} vanaf je verhuisdatum op je nieuwe adres.',
    be: 'Ga je verhuizen? Geef je nieuwe adres minstens {movingLeadDays} werkdagen van tevoren door, dan leveren we {brand} vanaf je verhuisdatum op je nieuwe adres.',
  },
  'moving.start': { nl: 'Verhuizing doorgeven' },
  'moving.crossSell': { nl: 'Nieuw huis? Bekijk ons aanbod voor nieuwe bewoners' },
  'moving.overview.title': { nl: 'Je doorgegeven verhuizingen' },
  'moving.overview.planned': { nl: 'Gepland' },
  'moving.overview.past': { nl: 'Eerdere verhuizingen' },
  'moving.overview.empty': { nl: 'Je hebt nog geen verhuizing doorgegeven.' },
  'moving.overview.moveTitle': { nl: 'Verhuizing per {date}' },
  'moving.overview.address': { nl: 'Nieuw adres' },
  'moving.overview.subscriptions': { nl: 'Abonnementen' },
  'moving.overview.submittedAt': { nl: 'Doorgegeven op {date}' },

  // The journey
  'moving.journey.title': { nl: 'Verhuizing doorgeven' },
  'moving.journey.steps': { nl: 'Stappen van je verhuizing' },
  'moving.journey.step.adres': { nl: 'Nieuw adres' },
  'moving.journey.step.abonnementen': { nl: 'Abonnementen' },
  'moving.journey.step.datum': { nl: 'Verhuisdatum' },
  'moving.journey.step.controle': { nl: 'Controleren' },
  'moving.journey.status.completed': { nl: 'afgerond' },
  'moving.journey.status.active': { nl: 'huidige stap' },
  'moving.journey.stepOf': { nl: 'Stap {step} van {total}' },
  'moving.journey.next': { nl: 'Volgende stap' },
  'moving.journey.back': { nl: 'Vorige stap' },
  'moving.journey.change': { nl: 'Wijzig' },
  'moving.journey.changeLabel': { nl: 'Wijzig {what}' },
  'moving.journey.searching': { nl: 'Adres zoeken…' },
  'moving.journey.submitting': { nl: 'Verhuizing doorgeven…' },
  'moving.journey.submit': { nl: 'Verhuizing doorgeven' },
  'moving.journey.errorSummary': { nl: 'Controleer het volgende' },
  'moving.journey.noSubscriptions': {
    nl: 'Je hebt bij {brand} geen abonnement dat bij je thuis bezorgd wordt. Een digitaal abonnement hoef je niet te verhuizen.',
    be: 'Je hebt bij {brand} geen abonnement dat bij je thuis geleverd wordt. Een digitaal abonnement hoef je niet te verhuizen.',
  },
  'moving.journey.toOverview': { nl: 'Naar de verhuisservice' },

  'moving.address.intro.nl': {
    nl: 'Vul je nieuwe postcode en huisnummer in. We zoeken de straat en plaats er voor je bij.',
  },
  'moving.address.intro.be': {
    nl: 'Vul je nieuwe adres in. We bezorgen alleen in België.',
    be: 'Vul je nieuwe adres in. We leveren alleen in België.',
  },
  'moving.address.onlyCountry.nl': { nl: '{brand} bezorgt alleen in Nederland.' },
  'moving.address.onlyCountry.be': { nl: '{brand} bezorgt alleen in België.', be: '{brand} levert alleen in België.' },
  'moving.address.postcode': { nl: 'Postcode' },
  'moving.address.postcodeHint.nl': { nl: 'Bijvoorbeeld 1234 AB' },
  'moving.address.postcodeHint.be': { nl: 'Bijvoorbeeld 1000' },
  'moving.address.houseNumber': { nl: 'Huisnummer' },
  'moving.address.suffix.nl': { nl: 'Toevoeging' },
  'moving.address.suffix.be': { nl: 'Bus' },
  'moving.address.optional': { nl: '(optioneel)' },
  'moving.address.street': { nl: 'Straat' },
  'moving.address.city.nl': { nl: 'Plaats' },
  'moving.address.city.be': { nl: 'Gemeente' },
  'moving.address.found': { nl: 'Je nieuwe adres' },
  'moving.address.search': { nl: 'Adres zoeken' },

  'moving.subscriptions.intro': {
    nl: 'Je verhuizing geldt voor alle abonnementen die op je huidige adres bezorgd worden.',
    be: 'Je verhuizing geldt voor alle abonnementen die op je huidige adres geleverd worden.',
  },
  'moving.subscriptions.legend': { nl: 'Deze abonnementen verhuizen mee' },
  'moving.subscriptions.item': { nl: '{title} (abonnementsnummer {number})' },
  'moving.subscriptions.currentAddress': { nl: 'Nu bezorgd op: {address}', be: 'Nu geleverd op: {address}' },
  'moving.subscriptions.noAddress': { nl: 'Huidig adres onbekend' },
  'moving.subscriptions.confirm': {
    nl: 'Ik bevestig dat de verhuizing geldt voor alle abonnementen op mijn huidige adres.',
  },

  'moving.date.label': { nl: 'Verhuisdatum' },
  'moving.date.hint': { nl: 'Kies een datum van {earliest} tot en met {latest}.' },

  'moving.check.intro': { nl: 'Kloppen deze gegevens? Geef dan je verhuizing door.' },
  'moving.check.address': { nl: 'Nieuw adres' },
  'moving.check.subscriptions': { nl: 'Abonnementen' },
  'moving.check.date': { nl: 'Verhuisdatum' },

  'moving.done.title': { nl: 'Je verhuizing is doorgegeven' },
  'moving.done.text': {
    nl: 'Vanaf {date} bezorgen we op {address}. Je krijgt een bevestiging per e-mail.',
    be: 'Vanaf {date} leveren we op {address}. Je krijgt een bevestiging per e-mail.',
  },

  'moving.mail.subject': { nl: 'Je verhuizing is doorgegeven aan {brand}' },
  'moving.mail.text': {
    nl: 'Bedankt voor het doorgeven van je verhuizing.\n\nVanaf {date} bezorgen we {subscriptions} op je nieuwe adres:\n{address}\n\nKlopt dit niet? Neem dan contact op met de klantenservice van {brand}.',
    be: 'Bedankt voor het doorgeven van je verhuizing.\n\nVanaf {date} leveren we {subscriptions} op je nieuwe adres:\n{address}\n\nKlopt dit niet? Neem dan contact op met de klantendienst van {brand}.',
  },

  // Violation codes of the moving service (src/shared/moving.ts): each says what is allowed instead.
  MOVE_HOUSE_NUMBER_INVALID: {
    nl: 'Vul je huisnummer in met alleen cijfers, zoals 12. Een toevoeging vul je apart in.',
  },
  MOVE_SUFFIX_INVALID: { nl: 'Een toevoeging bestaat uit hoogstens 6 letters of cijfers, zoals A of 2.' },
  MOVE_STREET_REQUIRED: { nl: 'Vul de straatnaam in, met alleen letters, cijfers en leestekens zoals - of ’.' },
  MOVE_CITY_REQUIRED: { nl: 'Vul de gemeente in, met alleen letters, cijfers en leestekens zoals - of ’.' },
  MOVE_ADDRESS_NOT_FOUND: {
    nl: 'We kunnen geen adres vinden bij deze postcode en dit huisnummer. Controleer ze, ook de toevoeging.',
  },
  MOVE_ADDRESS_LOOKUP_UNAVAILABLE: {
    nl: 'We kunnen adressen nu even niet opzoeken. Probeer het over een paar minuten opnieuw.',
  },
  MOVE_COUNTRY_NOT_DELIVERED: {
    nl: 'We bezorgen deze krant of dit tijdschrift alleen in het eigen land. Kies een adres in dat land of neem contact op met de klantenservice.',
    be: 'We leveren deze krant of dit magazine alleen in het eigen land. Kies een adres in dat land of neem contact op met de klantendienst.',
  },
  'MOVE_COUNTRY_NOT_DELIVERED@magazine': {
    nl: 'We bezorgen dit tijdschrift alleen in het eigen land. Kies een adres in dat land of neem contact op met de klantenservice.',
    be: 'We leveren dit magazine alleen in het eigen land. Kies een adres in dat land of neem contact op met de klantendienst.',
  },
  MOVE_SAME_ADDRESS: { nl: 'Dit is je huidige adres. Vul het adres in waar je naartoe verhuist.' },
  MOVE_DATE_INVALID: { nl: 'Vul een geldige verhuisdatum in, zoals 15-03-2026.' },
  MOVE_DATE_TOO_SOON: {
    nl: 'Je verhuizing kan op zijn vroegst {movingLeadDays} werkdagen na vandaag ingaan. Kies een latere datum.',
  },
  MOVE_DATE_TOO_LATE: {
    nl: 'Je kunt een verhuizing hoogstens {movingHorizonMonths} maanden van tevoren doorgeven. Kies een eerdere datum.',
  },
  MOVE_NO_SUBSCRIPTIONS: { nl: 'Kies de abonnementen die meeverhuizen.' },
  MOVE_SUBSCRIPTIONS_INCOMPLETE: {
    nl: 'Een verhuizing geldt voor alle abonnementen op je huidige adres. Kies ze allemaal.',
  },
  MOVE_NOT_CONFIRMED: { nl: 'Bevestig dat de verhuizing geldt voor alle abonnementen op je huidige adres.' },
  MOVE_REQUEST_INVALID: { nl: 'Er ging iets mis met je aanvraag. Laad de pagina opnieuw en probeer het nog eens.' },
};
