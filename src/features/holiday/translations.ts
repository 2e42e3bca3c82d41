/**
 * Texts of the holiday service (`/vakantieservice`, `/vakantieservice/doorgeven` and its app variant) and the
 * violation codes of its rules (src/shared/holiday-codes.ts). Flemish wording where it differs: leveren and levering
 * instead of bezorgen and bezorging, stopzetten, gemeente, bus, magazine. POSTCODE_INVALID, MOVE_HOUSE_NUMBER_INVALID,
 * MOVE_SUFFIX_INVALID, NOT_FOUND and GENERIC-ERROR are shared with the core and the moving service.
 */
import type { TranslationSource } from '../../shared/translation-source';

export const HOLIDAY_TRANSLATIONS: TranslationSource = {
  'holiday.tile.title': { nl: 'Vakantieservice' },
  'holiday.tile.description': {
    nl: 'Krant naar je vakantieadres of bezorging tijdelijk stoppen.',
    be: 'Krant naar je vakantieadres of levering tijdelijk stopzetten.',
  },
  'holiday.tile.description@magazine': {
    nl: 'Je tijdschrift naar je vakantieadres of de bezorging tijdelijk stoppen.',
    be: 'Je magazine naar je vakantieadres of de levering tijdelijk stopzetten.',
  },
  'holiday.title': { nl: 'Vakantieservice' },
  'holiday.intro': {
    nl: 'Op vakantie? Laat {brand} tijdelijk op een ander adres bezorgen of stop de bezorging even. Geef het minstens {holidayLeadDays} werkdagen van tevoren door. Digitaal lezen kan gewoon doorgaan.',
    be: 'Op vakantie? Laat {brand} tijdelijk op een ander adres leveren of zet de levering even stop. Geef het minstens {holidayLeadDays} werkdagen van tevoren door. Digitaal lezen kan gewoon doorgaan.',
  },
  'holiday.start': { nl: 'Vakantie doorgeven' },
  'holiday.crossSell.temporaryAddress': { nl: 'Liever digitaal meelezen op je vakantieadres? Bekijk het aanbod' },
  'holiday.crossSell.pause': {
    nl: 'Bezorging gestopt? Lees digitaal verder tijdens je vakantie',
    be: 'Levering stopgezet? Lees digitaal verder tijdens je vakantie',
  },

  // The overview
  'holiday.overview.title': { nl: 'Je vakanties' },
  'holiday.overview.current': { nl: 'Nu bezig' },
  'holiday.overview.planned': { nl: 'Gepland' },
  'holiday.overview.past': { nl: 'Afgelopen en geannuleerd' },
  'holiday.overview.empty': { nl: 'Je hebt nog geen vakantie doorgegeven.' },
  'holiday.event.temporaryAddress': { nl: 'Tijdelijk ander bezorgadres', be: 'Tijdelijk ander leveradres' },
  'holiday.event.suspension': { nl: 'Bezorgstop', be: 'Leveringsstop' },
  'holiday.event.extensionLabel': { nl: 'Verlenging' },
  'holiday.event.extension.one': {
    nl: 'Je abonnement wordt met 1 bezorgdag verlengd.',
    be: 'Je abonnement wordt met 1 leverdag verlengd.',
  },
  'holiday.event.extension.other': {
    nl: 'Je abonnement wordt met {count} bezorgdagen verlengd.',
    be: 'Je abonnement wordt met {count} leverdagen verlengd.',
  },
  'holiday.event.period': { nl: '{start} tot en met {end}' },
  'holiday.event.periodLabel': { nl: 'Periode' },
  'holiday.event.subscription': { nl: 'Abonnement' },
  'holiday.event.address': { nl: 'Bezorgadres', be: 'Leveradres' },
  'holiday.event.status.planned': { nl: 'Gepland' },
  'holiday.event.status.current': { nl: 'Loopt nu' },
  'holiday.event.status.past': { nl: 'Afgelopen' },
  'holiday.event.status.cancelled': { nl: 'Geannuleerd' },
  'holiday.event.cancelUntil': { nl: 'Annuleren kan tot en met {date}.' },
  'holiday.event.cancelClosed': {
    nl: 'Annuleren kan niet meer: deze vakantie begint binnen {holidayCancelDays} werkdagen.',
  },
  'holiday.event.cancel': { nl: 'Annuleren' },
  'holiday.event.cancelLabel': { nl: '{what} van {start} annuleren' },
  'holiday.event.changeEnd': { nl: 'Einddatum vervroegen' },
  'holiday.event.changeEndLabel': { nl: 'Einddatum vervroegen van {what} tot en met {end}' },

  'holiday.cancel.title': { nl: 'Vakantie annuleren?' },
  'holiday.cancel.text': {
    nl: '{what} van {start} tot en met {end} voor {subscription} wordt geannuleerd. We bezorgen dan gewoon op je vaste adres.',
    be: '{what} van {start} tot en met {end} voor {subscription} wordt geannuleerd. We leveren dan gewoon op je vaste adres.',
  },
  'holiday.cancel.confirm': { nl: 'Ja, annuleren' },
  'holiday.cancel.keep': { nl: 'Nee, niet annuleren' },
  'holiday.cancel.cancelling': { nl: 'Bezig met annuleren…' },
  'holiday.cancel.done': { nl: 'Je vakantie van {start} tot en met {end} is geannuleerd.' },

  'holiday.endDate.title': { nl: 'Einddatum vervroegen' },
  'holiday.endDate.intro': {
    nl: 'Kies de nieuwe laatste dag, van {earliest} tot {end}. Daarna bezorgen we weer zoals gewoonlijk.',
    be: 'Kies de nieuwe laatste dag, van {earliest} tot {end}. Daarna leveren we weer zoals gewoonlijk.',
  },
  'holiday.endDate.label': { nl: 'Nieuwe laatste dag' },
  'holiday.endDate.save': { nl: 'Einddatum opslaan' },
  'holiday.endDate.saving': { nl: 'Bezig met opslaan…' },
  'holiday.endDate.keep': { nl: 'Niet wijzigen' },
  'holiday.endDate.done': { nl: 'De laatste dag van je vakantie is nu {date}.' },

  // The date picker (src/ui/date-picker) in the holiday screens
  'holiday.calendar.label': { nl: 'Kalender' },
  'holiday.calendar.prev': { nl: 'Vorige maand' },
  'holiday.calendar.next': { nl: 'Volgende maand' },
  'holiday.calendar.placeholder': { nl: 'dd-mm-jjjj' },
  'holiday.calendar.unavailable': { nl: 'niet te kiezen' },
  'holiday.calendar.selected': { nl: 'gekozen' },
  'holiday.calendar.loading': { nl: 'Kalender wordt geladen' },
  'holiday.dialog.close': { nl: 'Sluiten' },
  'holiday.calendar.inputHint': { nl: 'Typ de datum als dd-mm-jjjj of kies hem in de kalender.' },

  // The journey
  'holiday.journey.title': { nl: 'Vakantie doorgeven' },
  'holiday.journey.steps': { nl: 'Stappen van je vakantie' },
  'holiday.journey.step.keuze': { nl: 'Wat wil je?' },
  'holiday.journey.step.periode': { nl: 'Periode' },
  'holiday.journey.step.adres': { nl: 'Vakantieadres' },
  'holiday.journey.step.controle': { nl: 'Controleren' },
  'holiday.journey.status.completed': { nl: 'afgerond' },
  'holiday.journey.status.active': { nl: 'huidige stap' },
  'holiday.journey.stepOf': { nl: 'Stap {step} van {total}' },
  'holiday.journey.next': { nl: 'Volgende stap' },
  'holiday.journey.back': { nl: 'Vorige stap' },
  'holiday.journey.change': { nl: 'Wijzig' },
  'holiday.journey.changeLabel': { nl: 'Wijzig {what}' },
  'holiday.journey.submitting': { nl: 'Bezig met doorgeven…' },
  'holiday.journey.submit.suspension': { nl: 'Bezorging stoppen', be: 'Levering stopzetten' },
  'holiday.journey.submit.temporary_address': { nl: 'Vakantieadres doorgeven' },
  'holiday.journey.errorSummary': { nl: 'Controleer het volgende' },
  'holiday.journey.noSubscriptions': {
    nl: 'Je hebt bij {brand} geen abonnement dat bij je thuis bezorgd wordt. Een digitaal abonnement lees je gewoon overal, ook op vakantie.',
    be: 'Je hebt bij {brand} geen abonnement dat bij je thuis geleverd wordt. Een digitaal abonnement lees je gewoon overal, ook op vakantie.',
  },
  'holiday.journey.toOverview': { nl: 'Naar de vakantieservice' },

  'holiday.choice.subscription': { nl: 'Voor welk abonnement?' },
  'holiday.choice.subscriptionItem': { nl: '{title} (abonnementsnummer {number})' },
  'holiday.choice.kind': { nl: 'Wat wil je doorgeven?' },
  'holiday.choice.kind.temporary_address': {
    nl: 'Tijdelijk op een ander adres bezorgen',
    be: 'Tijdelijk op een ander adres leveren',
  },
  'holiday.choice.kind.suspension': { nl: 'Bezorging tijdelijk stoppen', be: 'Levering tijdelijk stopzetten' },
  'holiday.choice.hint.temporary_address': {
    nl: 'We bezorgen op je vakantieadres, zolang dat in Nederland ligt.',
    be: 'We leveren op je vakantieadres, zolang dat in België ligt.',
  },
  'holiday.choice.hint.suspension': {
    nl: 'Tijdens je vakantie bezorgen we niets. Digitaal lezen kan gewoon doorgaan.',
    be: 'Tijdens je vakantie leveren we niets. Digitaal lezen kan gewoon doorgaan.',
  },

  'holiday.period.intro': {
    nl: 'Kies de eerste en de laatste dag. De eerste dag is op zijn vroegst {earliest}: {holidayLeadDays} werkdagen na vandaag, zonder zondagen en feestdagen. Een periode duurt hoogstens {maxDays} dagen.',
  },
  'holiday.period.start': { nl: 'Eerste dag' },
  'holiday.period.end': { nl: 'Laatste dag' },
  'holiday.period.remaining': {
    nl: 'Voor dit abonnement heb je in {year} nog {days} van de {limit} vakantiedagen over.',
  },
  'holiday.period.taken': { nl: 'De dagen van je andere vakanties kun je niet kiezen.' },
  'holiday.period.chooseStartFirst': { nl: 'Kies eerst de eerste dag.' },

  'holiday.address.intro': {
    nl: 'Vul het adres in waar we je krant of tijdschrift tijdens je vakantie bezorgen.',
    be: 'Vul het adres in waar we je krant of magazine tijdens je vakantie leveren.',
  },
  'holiday.address.intro@magazine': {
    nl: 'Vul het adres in waar we je tijdschrift tijdens je vakantie bezorgen.',
    be: 'Vul het adres in waar we je magazine tijdens je vakantie leveren.',
  },
  'holiday.address.postcode': { nl: 'Postcode' },
  'holiday.address.postcodeHint.nl': { nl: 'Bijvoorbeeld 1234 AB' },
  'holiday.address.postcodeHint.be': { nl: 'Bijvoorbeeld 8300' },
  'holiday.address.houseNumber': { nl: 'Huisnummer' },
  'holiday.address.suffix.nl': { nl: 'Toevoeging' },
  'holiday.address.suffix.be': { nl: 'Bus' },
  'holiday.address.optional': { nl: '(optioneel)' },
  'holiday.address.street': { nl: 'Straat' },
  'holiday.address.city.nl': { nl: 'Plaats' },
  'holiday.address.city.be': { nl: 'Gemeente' },

  'holiday.check.intro': { nl: 'Kloppen deze gegevens? Geef dan je vakantie door.' },
  'holiday.check.kind': { nl: 'Wat' },
  'holiday.check.subscription': { nl: 'Abonnement' },
  'holiday.check.period': { nl: 'Periode' },
  'holiday.check.address': { nl: 'Vakantieadres' },
  'holiday.check.digital': { nl: 'Digitaal lezen kan tijdens je vakantie gewoon doorgaan.' },

  'holiday.done.title': { nl: 'Je vakantie is doorgegeven' },
  'holiday.done.suspension': {
    nl: 'We bezorgen {subscription} niet van {start} tot en met {end}. Vanaf {resume} bezorgen we weer. Je krijgt een bevestiging per e-mail.',
    be: 'We leveren {subscription} niet van {start} tot en met {end}. Vanaf {resume} leveren we weer. Je krijgt een bevestiging per e-mail.',
  },
  'holiday.done.temporary_address': {
    nl: 'Van {start} tot en met {end} bezorgen we {subscription} op {address}. Je krijgt een bevestiging per e-mail.',
    be: 'Van {start} tot en met {end} leveren we {subscription} op {address}. Je krijgt een bevestiging per e-mail.',
  },

  'holiday.mail.suspension.subject': {
    nl: 'Bezorging van {brand} gestopt tijdens je vakantie',
    be: 'Levering van {brand} stopgezet tijdens je vakantie',
  },
  'holiday.mail.suspension.text': {
    nl: 'Bedankt voor het doorgeven van je vakantie.\n\nWe bezorgen {subscription} niet van {start} tot en met {end}. Vanaf {resume} bezorgen we weer zoals gewoonlijk. Digitaal lezen kan gewoon doorgaan.\n\nKlopt dit niet? Je kunt je vakantie annuleren tot {holidayCancelDays} werkdagen voor de eerste dag, in de vakantieservice van {brand}.',
    be: 'Bedankt voor het doorgeven van je vakantie.\n\nWe leveren {subscription} niet van {start} tot en met {end}. Vanaf {resume} leveren we weer zoals gewoonlijk. Digitaal lezen kan gewoon doorgaan.\n\nKlopt dit niet? Je kunt je vakantie annuleren tot {holidayCancelDays} werkdagen voor de eerste dag, in de vakantieservice van {brand}.',
  },
  'holiday.mail.temporaryAddress.subject': { nl: 'Je vakantieadres is doorgegeven aan {brand}' },
  'holiday.mail.temporaryAddress.text': {
    nl: 'Bedankt voor het doorgeven van je vakantieadres.\n\nVan {start} tot en met {end} bezorgen we {subscription} op:\n{address}\n\nVanaf {resume} bezorgen we weer op je vaste adres. Klopt dit niet? Je kunt je vakantie annuleren tot {holidayCancelDays} werkdagen voor de eerste dag, in de vakantieservice van {brand}.',
    be: 'Bedankt voor het doorgeven van je vakantieadres.\n\nVan {start} tot en met {end} leveren we {subscription} op:\n{address}\n\nVanaf {resume} leveren we weer op je vaste adres. Klopt dit niet? Je kunt je vakantie annuleren tot {holidayCancelDays} werkdagen voor de eerste dag, in de vakantieservice van {brand}.',
  },

  // Violation codes of the holiday service (src/shared/holiday-codes.ts): each says what is allowed instead.
  HOLIDAY_SUBSCRIPTION_REQUIRED: { nl: 'Kies het abonnement waarvoor je je vakantie doorgeeft.' },
  HOLIDAY_KIND_REQUIRED: {
    nl: 'Kies of we tijdelijk op een ander adres bezorgen of de bezorging stoppen.',
    be: 'Kies of we tijdelijk op een ander adres leveren of de levering stopzetten.',
  },
  HOLIDAY_NOT_PRINT: {
    nl: 'Een digitaal abonnement lees je gewoon overal. Kies een abonnement dat bij je thuis bezorgd wordt.',
    be: 'Een digitaal abonnement lees je gewoon overal. Kies een abonnement dat bij je thuis geleverd wordt.',
  },
  HOLIDAY_START_INVALID: { nl: 'Vul een geldige eerste dag in, zoals 15-03-2026.' },
  HOLIDAY_END_INVALID: { nl: 'Vul een geldige laatste dag in, zoals 22-03-2026.' },
  HOLIDAY_START_TOO_SOON: {
    nl: 'Je vakantie kan op zijn vroegst {holidayLeadDays} werkdagen na vandaag ingaan (zondagen en feestdagen tellen niet mee). Kies een latere eerste dag.',
  },
  HOLIDAY_START_TOO_LATE: {
    nl: 'Je kunt een vakantie hoogstens een jaar van tevoren doorgeven. Kies een eerdere eerste dag.',
  },
  HOLIDAY_PERIOD_TOO_SHORT: {
    nl: 'De laatste dag ligt vóór de eerste dag. Kies een laatste dag op of na de eerste dag.',
  },
  HOLIDAY_PERIOD_TOO_LONG: { nl: 'Een vakantie duurt hoogstens {holidayMaxDays} dagen. Kies een eerdere laatste dag.' },
  HOLIDAY_YEAR_LIMIT_EXCEEDED: {
    nl: 'Per abonnement kun je per kalenderjaar hoogstens {holidayYearLimitDays} dagen de bezorging stoppen of omleiden. Kies een kortere periode.',
    be: 'Per abonnement kun je per kalenderjaar hoogstens {holidayYearLimitDays} dagen de levering stopzetten of omleiden. Kies een kortere periode.',
  },
  HOLIDAY_OVERLAP: {
    nl: 'Deze periode overlapt met een vakantie die je al hebt doorgegeven. Kies dagen ervoor of erna.',
  },
  HOLIDAY_CANCEL_TOO_LATE: {
    nl: 'Deze vakantie begint binnen {holidayCancelDays} werkdagen en kan niet meer worden geannuleerd. Zodra hij begonnen is, kun je wel de einddatum vervroegen.',
  },
  HOLIDAY_NOT_ACTIVE: { nl: 'Deze vakantie is al afgelopen of geannuleerd. Je hoeft niets meer te doen.' },
  HOLIDAY_NOT_STARTED: {
    nl: 'Deze vakantie is nog niet begonnen. Annuleer hem en geef een nieuwe periode door.',
  },
  HOLIDAY_END_NOT_EARLIER: { nl: 'Kies een nieuwe laatste dag die vóór de huidige laatste dag ligt.' },
  HOLIDAY_END_IN_PAST: { nl: 'De nieuwe laatste dag kan op zijn vroegst vandaag zijn. Kies vandaag of later.' },
  HOLIDAY_STREET_REQUIRED: { nl: 'Vul de straatnaam in, met alleen letters, cijfers en leestekens zoals - of ’.' },
  HOLIDAY_CITY_REQUIRED: {
    nl: 'Vul de plaats in, met alleen letters, cijfers en leestekens zoals - of ’.',
    be: 'Vul de gemeente in, met alleen letters, cijfers en leestekens zoals - of ’.',
  },
  HOLIDAY_COUNTRY_NOT_DELIVERED: {
    nl: 'We bezorgen alleen in Nederland. Kies een vakantieadres in Nederland of stop de bezorging tijdelijk.',
    be: 'We leveren alleen in België. Kies een vakantieadres in België of zet de levering tijdelijk stop.',
  },
  HOLIDAY_REQUEST_INVALID: {
    nl: 'Er ging iets mis met je aanvraag. Laad de pagina opnieuw en probeer het nog eens.',
  },
};
