/**
 * Source of the translation documents. Every key has its nl-NL text; `be` is given only where Flemish wording
 * differs (aanmelden/afmelden instead of inloggen/uitloggen, gsm-nummer instead of mobiel nummer, misgelopen,
 * magazine). Placeholders are written `{name}` and filled in by the app.
 */

import { z } from 'zod';
import { foundModules, UNDER_VITE } from '../../../shared/found-modules';
import type { TranslationSource } from '../../../shared/translation-source';

export type { TranslationSource } from '../../../shared/translation-source';

/** Where the areas' texts are, relative to this file: each area's `translations.json`, found by glob. */
export const AREA_TRANSLATIONS_PATTERN = '../../../features/*/translations.json';

/** The shape of an area's `translations.json`: key → its nl-NL text and, where Flemish differs, its nl-BE text. */
const TRANSLATION_FILE = z.record(z.string(), z.strictObject({ nl: z.string(), be: z.string().optional() }));

/** An area's texts as read from `file`; a file of another shape is refused with its name and what is wrong. */
export function areaTranslations(file: string, data: unknown): TranslationSource {
  const parsed = TRANSLATION_FILE.safeParse(data);
  if (!parsed.success) throw new Error(`${file} is not a table of texts: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Each area keeps its texts in its own folder, as data (`src/features/<area>/translations.json`, with the notes on
 * its wording in `translations.md` beside it); they are found by glob, in the order of their folders' names, checked
 * against the shape of a table of texts, and merged into one translation document per language after the core texts
 * below. A key may be defined only once: the merge throws on a second definition.
 */
const AREA_TRANSLATIONS: TranslationSource[] = Object.entries(
  foundModules<unknown>(
    UNDER_VITE
      ? import.meta.glob('../../../features/*/translations.json', { eager: true, import: 'default' })
      : undefined,
    import.meta.url,
    AREA_TRANSLATIONS_PATTERN,
  ),
).map(([file, data]) => areaTranslations(file, data));

const CORE_TRANSLATIONS: TranslationSource = {
  // Page shell and errors
  skipToContent: { nl: 'Ga naar de inhoud' },
  pageLoading: { nl: 'Pagina aan het laden' },
  pageErrorMessage: { nl: 'Helaas, deze inhoud kan niet geladen worden.' },
  pageReloadButtonLabel: { nl: 'Probeer opnieuw' },
  FEATURE_DISABLED: {
    nl: 'Deze dienst is voor jouw krant of tijdschrift niet beschikbaar.',
    be: 'Deze dienst is voor jouw krant of magazine niet beschikbaar.',
  },
  'FEATURE_DISABLED@magazine': {
    nl: 'Deze dienst is voor jouw tijdschrift niet beschikbaar.',
    be: 'Deze dienst is voor jouw magazine niet beschikbaar.',
  },
  'GENERIC-ERROR': {
    nl: 'Er is iets misgegaan. Probeer het later opnieuw.',
    be: 'Er is iets misgelopen. Probeer het later opnieuw.',
  },
  resetPasswordWarning: {
    nl: 'Je wachtwoord wijzigen via je account is tijdelijk niet mogelijk door technische problemen. Wil je toch een nieuw wachtwoord? Log dan uit en kies bij het inloggen voor ‘Wachtwoord vergeten’.',
    be: 'Je wachtwoord wijzigen via je account is tijdelijk niet mogelijk door technische problemen. Wil je toch een nieuw wachtwoord? Meld je dan af en kies bij het aanmelden voor ‘Wachtwoord vergeten’.',
  },

  // Violation codes: a refused mutation answers with these; unknown codes fall back to GENERIC-ERROR.
  UNAUTHENTICATED: {
    nl: 'Je bent niet meer ingelogd. Log opnieuw in en probeer het nog eens.',
    be: 'Je bent niet meer aangemeld. Meld je opnieuw aan en probeer het nog eens.',
  },
  NOT_FOUND: { nl: 'We kunnen dit niet vinden. Misschien is het al verwijderd of gewijzigd.' },
  RATE_LIMITED: { nl: 'Je hebt dit te vaak geprobeerd. Wacht even en probeer het dan opnieuw.' },
  ADDRESS_INVALID: { nl: 'We kunnen dit adres niet vinden. Controleer postcode en huisnummer.' },
  POSTCODE_INVALID: {
    nl: 'Vul een geldige postcode in, zoals 1234 AB.',
    be: 'Vul een geldige postcode in, zoals 1000.',
  },
  // The free-text rule (src/shared/free-text.ts): one code for < > ^ # = / : and control characters alike.
  FREE_TEXT_EMPTY: { nl: 'Vul dit veld in.' },
  FREE_TEXT_FORBIDDEN_CHARACTER: { nl: 'Gebruik hier geen < > ^ # = / of : en geen onzichtbare stuurtekens.' },
  TEXT_CONTROL_CHARACTER: {
    nl: 'Hier staat een onzichtbaar stuurteken in. Typ de gegevens opnieuw in, zonder te plakken.',
  },
  MOVING_DATE_TOO_SOON: { nl: 'Je verhuisdatum ligt op zijn vroegst {movingLeadDays} werkdagen vooruit.' },
  MOVING_DATE_TOO_FAR: {
    nl: 'Je kunt een verhuizing hoogstens {movingHorizonMonths} maanden vooruit doorgeven.',
    be: 'Je kunt een verhuis hoogstens {movingHorizonMonths} maanden vooruit doorgeven.',
  },
  MOVING_COUNTRY_NOT_DELIVERED: {
    nl: 'We bezorgen deze krant of dit tijdschrift niet in dat land.',
    be: 'We leveren deze krant of dit magazine niet in dat land.',
  },
  'MOVING_COUNTRY_NOT_DELIVERED@magazine': {
    nl: 'We bezorgen dit tijdschrift niet in dat land.',
    be: 'We leveren dit magazine niet in dat land.',
  },
  COMPLAINT_DATE_OUT_OF_RANGE: {
    nl: 'Je kunt een probleem melden tot 14 dagen na de bezorgdatum.',
    be: 'Je kunt een probleem melden tot 14 dagen na de leverdatum.',
  },
  COMPLAINT_NOT_A_DELIVERY_DAY: {
    nl: 'Op deze dag wordt je abonnement niet bezorgd.',
    be: 'Op deze dag wordt je abonnement niet geleverd.',
  },
  COMPLAINT_DURING_SUSPENSION: {
    nl: 'Op deze dag stond de bezorging stil vanwege je vakantie.',
    be: 'Op deze dag stond de levering stil vanwege je vakantie.',
  },
  COMPLAINT_DUPLICATE: { nl: 'Voor deze dag heb je al een probleem gemeld.' },
  INVITE_LIMIT_REACHED: { nl: 'Je kunt hoogstens {maxCoReaders} meelezers tegelijk uitnodigen.' },
  INVITE_EXPIRED: { nl: 'Deze uitnodiging is verlopen. Vraag om een nieuwe uitnodiging.' },
  INVITE_ALREADY_USED: { nl: 'Deze uitnodiging is al gebruikt.' },
  INVITE_OWN_SUBSCRIPTION: {
    nl: 'Je kunt je eigen uitnodiging niet aannemen.',
    be: 'Je kunt je eigen uitnodiging niet aanvaarden.',
  },
  PHONE_CODE_INVALID: { nl: 'Deze code klopt niet. Controleer de code in de sms.' },
  PHONE_CODE_EXPIRED: { nl: 'Deze code is verlopen. Vraag een nieuwe code aan.' },
  PHONE_CHALLENGE_LOCKED: { nl: 'Je hebt te vaak een verkeerde code ingevuld. Probeer het over een uur opnieuw.' },
  PHONE_CODE_TOO_SOON: { nl: 'Je kunt elke 30 seconden een nieuwe code aanvragen.' },
  PHONE_SMS_FAILED: {
    nl: 'We konden de sms met je code niet versturen. Controleer je mobiele nummer bij je gegevens, of probeer het over 30 seconden opnieuw.',
    be: 'We konden de sms met je code niet versturen. Controleer je gsm-nummer bij je gegevens, of probeer het over 30 seconden opnieuw.',
  },
  EMAIL_INVALID: { nl: 'Vul een geldig e-mailadres in.' },
  EMAIL_IN_USE: { nl: 'Dit e-mailadres hoort al bij een ander account.' },
  EMAIL_LINK_EXPIRED: { nl: 'Deze bevestigingslink is verlopen. Wijzig je e-mailadres opnieuw.' },
  MESSAGE_REQUIRED: { nl: 'Vul je bericht in.' },
  MESSAGE_TOO_LONG: { nl: 'Je bericht mag hoogstens 2500 tekens lang zijn.' },
  ATTACHMENT_TOO_MANY: { nl: 'Je kunt hoogstens 3 bijlagen meesturen.' },
  ATTACHMENT_TOO_LARGE: { nl: 'Een bijlage mag hoogstens 5 MB groot zijn.' },
  ATTACHMENT_TYPE_NOT_ALLOWED: { nl: 'Je kunt alleen PNG, JPEG, GIF of PDF meesturen.' },
  IBAN_INVALID: { nl: 'Dit rekeningnummer (IBAN) klopt niet.' },
  ACCOUNT_HOLDER_REQUIRED: { nl: 'Vul de naam van de rekeninghouder in.' },
  PAYMENT_METHOD_DISABLED: { nl: 'Deze betaalwijze is nu niet beschikbaar. Kies een andere.' },

  // Navigation
  'nav.service': { nl: 'Service' },
  'nav.subscriptions': { nl: 'Abonnementen' },
  'nav.invoices': { nl: 'Facturen' },
  'nav.account': { nl: 'Mijn account' },
  'nav.faq': { nl: 'Veelgestelde vragen' },
  'nav.contact': { nl: 'Contact' },
  'nav.menu': { nl: 'Menu' },
  'nav.mainLabel': { nl: 'Hoofdmenu' },
  'nav.mobileLabel': { nl: 'Menu onderaan het scherm' },

  // Design system (src/ui): texts the components announce or explain
  'ui.multiFileInput.full': {
    nl: 'Je hebt het maximale aantal bijlagen toegevoegd. Verwijder eerst een bijlage als je een andere wilt toevoegen.',
  },
  'ui.multiFileInput.removed': { nl: '{name} is verwijderd.' },
  'ui.dateIncomplete': { nl: 'Vul de datum helemaal in als dd.mm.jjjj, zoals 31.12.1980.' },
  'ui.accordion.locked': { nl: 'vergrendeld' },

  // Header and footer
  'header.login': { nl: 'Inloggen', be: 'Aanmelden' },
  'header.logout': { nl: 'Uitloggen', be: 'Afmelden' },
  'header.loggedInAs': { nl: 'Ingelogd als {email}', be: 'Aangemeld als {email}' },
  'footer.copyright': { nl: '© {year} {brand}. Alle rechten voorbehouden.' },
  'footer.privacy': { nl: 'Privacyverklaring' },
  'footer.cookies': { nl: 'Cookiebeleid' },
  'footer.terms': { nl: 'Algemene voorwaarden' },
  'footer.linksLabel': { nl: 'Juridische informatie' },

  // Error pages
  'notFound.title': { nl: 'Deze pagina bestaat niet' },
  'notFound.body': {
    nl: 'De pagina die je zoekt, is verplaatst of bestaat niet meer. Controleer het adres of ga terug naar het overzicht.',
  },
  'notFound.homeLink': { nl: 'Naar het overzicht' },
  'badRequest.title': { nl: 'Dit verzoek kunnen we niet lezen', be: 'Deze aanvraag kunnen we niet lezen' },
  'badRequest.body': {
    nl: 'Het adres van deze pagina klopt niet. Controleer het adres of ga naar de website van je krant of tijdschrift.',
    be: 'Het adres van deze pagina klopt niet. Controleer het adres of ga naar de website van je krant of magazine.',
  },
  'unknownHost.title': { nl: 'Deze website kennen we niet' },
  'unknownHost.body': {
    nl: 'Op dit adres vind je geen klantenservice van een van onze kranten of tijdschriften. Controleer het adres of ga naar de website van je krant of tijdschrift.',
    be: 'Op dit adres vind je geen klantendienst van een van onze kranten of magazines. Controleer het adres of ga naar de website van je krant of magazine.',
  },
  'serverError.title': { nl: 'Er ging iets mis', be: 'Er liep iets mis' },
  'serverError.body': {
    nl: 'Door een technische storing kunnen we deze pagina nu niet tonen. Probeer het over een paar minuten opnieuw.',
  },
  // The database does not answer in time (503 with Retry-After): the page, and the message of an /api answer.
  'serviceUnavailable.title': { nl: 'Even niet bereikbaar' },
  'serviceUnavailable.body': {
    nl: 'Door een technische storing kunnen we je gegevens nu niet ophalen. Probeer het zo meteen opnieuw.',
  },
  SERVICE_UNAVAILABLE: { nl: 'Door een technische storing lukt dit nu niet. Probeer het zo meteen opnieuw.' },
  // A request body over the endpoint's limit (413).
  PAYLOAD_TOO_LARGE: { nl: 'Wat je wilt versturen, is te groot. Maak het kleiner en probeer het opnieuw.' },

  // FAQ
  'faq.title': { nl: 'Veelgestelde vragen' },
  'faq.intro': {
    nl: 'Hier vind je antwoorden op de vragen die we het vaakst krijgen. Staat je vraag er niet bij? Neem dan contact met ons op.',
  },
  'faq.searchLabel': { nl: 'Zoeken in de veelgestelde vragen' },
  'faq.searchPlaceholder': { nl: 'Bijvoorbeeld: bezorging of factuur', be: 'Bijvoorbeeld: levering of factuur' },
  'faq.noResults': { nl: 'We vonden geen vragen over ‘{query}’. Probeer een ander zoekwoord.' },
  'faq.categoriesLabel': { nl: 'Onderwerpen' },
  'faq.resultCountOne': { nl: '1 vraag gevonden' },
  'faq.resultCountOther': { nl: '{count} vragen gevonden' },

  // Contact
  'contact.openingHours': { nl: 'Openingstijden', be: 'Openingsuren' },
  'contact.allQuestions': { nl: 'Bekijk alle veelgestelde vragen' },

  // Service page
  'service.title': { nl: 'Klantenservice', be: 'Klantendienst' },
  'service.intro': {
    nl: 'Regel je zaken bij {brand} zelf, wanneer het jou uitkomt. Kies waarmee we je kunnen helpen.',
  },

  // Service tiles (one per area; the description says what the visitor can do there)
  'tile.subscriptions.title': { nl: 'Abonnementen' },
  'tile.subscriptions.description': { nl: 'Bekijk, wijzig of koppel je abonnement.' },
  'tile.readOnline.title': { nl: 'Digitaal lezen' },
  'tile.readOnline.description': {
    nl: 'Lees de digitale editie op je computer, tablet of telefoon.',
    be: 'Lees de digitale editie op je computer, tablet of gsm.',
  },
  'tile.delivery.title': { nl: 'Bezorging', be: 'Levering' },
  'tile.delivery.description': {
    nl: 'Niet, te laat of beschadigd bezorgd? Meld het hier.',
    be: 'Niet, te laat of beschadigd geleverd? Meld het hier.',
  },
  'tile.holiday.title': { nl: 'Vakantieservice' },
  'tile.holiday.description': {
    nl: 'Krant naar je vakantieadres of bezorging tijdelijk stoppen.',
    be: 'Krant naar je vakantieadres of levering tijdelijk stopzetten.',
  },
  'tile.moving.title': { nl: 'Verhuizen', be: 'Verhuis' },
  'tile.moving.description': { nl: 'Geef je nieuwe adres door, je abonnement verhuist mee.' },
  'tile.invoices.title': { nl: 'Facturen' },
  'tile.invoices.description': { nl: 'Bekijk en download je facturen.' },
  'tile.payment.title': { nl: 'Betaalwijze' },
  'tile.payment.description': { nl: 'Wijzig hoe je je abonnement betaalt.' },
  'tile.sharedAccess.title': { nl: 'Abonnement delen' },
  'tile.sharedAccess.description': { nl: 'Nodig meelezers uit voor je digitale abonnement.' },
  'tile.newsletters.title': { nl: 'Nieuwsbrieven' },
  'tile.newsletters.description': {
    nl: 'Kies welke nieuwsbrieven je ontvangt.',
  },
  'tile.account.title': { nl: 'Mijn account' },
  'tile.account.description': { nl: 'Bekijk je gegevens en je gekoppelde abonnementen.' },
  'tile.faq.title': { nl: 'Veelgestelde vragen' },
  'tile.faq.description': { nl: 'Vind snel een antwoord op je vraag.' },
  'tile.contact.title': { nl: 'Contact' },
  'tile.contact.description': {
    nl: 'Bel, chat of stuur een bericht aan de klantenservice.',
    be: 'Bel, chat of stuur een bericht aan de klantendienst.',
  },
  'tile.externalHint': {
    nl: '(opent de website van je krant of tijdschrift)',
    be: '(opent de website van je krant of magazine)',
  },
  'tile.externalHint@magazine': {
    nl: '(opent de website van je tijdschrift)',
    be: '(opent de website van je magazine)',
  },
  'banner.label': { nl: 'Aanbieding' },
  // What a commercial banner's {publication} becomes, per brand category (content/queries/commercial-banner.ts)
  'banner.publication.newspaper': { nl: 'krant' },
  'banner.publication.magazine': { nl: 'magazine' },
  'banner.publication.account': { nl: 'nieuws' },

  // Account
  'account.detailsTitle': { nl: 'Mijn gegevens' },
  'account.title': { nl: 'Mijn account' },
  'account.intro': { nl: 'Bekijk je persoonlijke gegevens en de abonnementen die aan je account gekoppeld zijn.' },
  'account.name': { nl: 'Naam' },
  'account.email': { nl: 'E-mailadres' },
  'account.address': { nl: 'Adres' },
  'account.phone': { nl: 'Mobiel nummer', be: 'Gsm-nummer' },
  'account.noAddress': { nl: 'Je hebt nog geen adres opgegeven.' },
  'account.subscriptionsTitle': { nl: 'Mijn abonnementen' },
  'account.noSubscriptions': { nl: 'Er zijn nog geen abonnementen aan je account gekoppeld.' },
  'account.productType.newspaper': { nl: 'Krant' },
  'account.productType.magazine': { nl: 'Tijdschrift', be: 'Magazine' },
  'account.productType.digital': { nl: 'Digitaal' },

  // Login and logout
  'login.title': { nl: 'Inloggen', be: 'Aanmelden' },
  'login.intro': {
    nl: 'Log in met je account om je abonnementen, facturen en gegevens te beheren.',
    be: 'Meld je aan met je account om je abonnementen, facturen en gegevens te beheren.',
  },
  'login.button': { nl: 'Inloggen', be: 'Aanmelden' },
  'logout.done': { nl: 'Je bent uitgelogd.', be: 'Je bent afgemeld.' },

  // Preview, site alerts, chat
  // The CMS names this English label for editors; it is not shown to subscribers.
  'preview.exit': { nl: 'Exit Preview Mode' },
  'siteAlert.close': { nl: 'Melding sluiten' },
  'siteAlert.label': { nl: 'Meldingen' },
  'chat.label': { nl: 'Chat met de klantenservice', be: 'Chat met de klantendienst' },
};

/** Merges the translation sources, refusing a key that two of them define. */
export function mergeTranslations(sources: TranslationSource[]): TranslationSource {
  const merged: TranslationSource = {};
  for (const source of sources) {
    for (const [key, text] of Object.entries(source)) {
      if (Object.hasOwn(merged, key)) throw new Error(`Translation key "${key}" is defined twice.`);
      merged[key] = text;
    }
  }
  return merged;
}

export const TRANSLATIONS: TranslationSource = mergeTranslations([CORE_TRANSLATIONS, ...AREA_TRANSLATIONS]);
