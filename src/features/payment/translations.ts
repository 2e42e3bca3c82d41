/**
 * Texts of the payment service (`/betaalservice`, the change at `/betaalservice/wijzigen/…`, the status page and the
 * built-in test payment page) and the violation codes of its rules (src/shared/payment-codes.ts). NOT_FOUND and
 * GENERIC-ERROR live in the core; the tile's texts too (tile.payment.*).
 */
import type { TranslationSource } from '../../shared/translation-source';

export const PAYMENT_TRANSLATIONS: TranslationSource = {
  'payment.title': { nl: 'Betaalservice' },
  'payment.intro': { nl: 'Hier zie je hoe je je abonnementen van {brand} betaalt, en kun je je betaalwijze wijzigen.' },
  'payment.overview.title': { nl: 'Je betaalwijze per abonnement' },
  'payment.overview.empty': {
    nl: 'Je hebt geen lopend abonnement op dit account. Koppel eerst je abonnement, dan zie je hier hoe je betaalt.',
  },
  'payment.overview.number': { nl: 'Abonnementsnummer {number}' },
  'payment.overview.method': { nl: 'Betaalwijze' },
  'payment.overview.account': { nl: 'Rekening of kaart' },
  'payment.overview.mandate': { nl: 'Machtigingskenmerk', be: 'Mandaatreferentie' },
  'payment.overview.change': { nl: 'Betaalwijze wijzigen' },
  'payment.overview.changeFor': { nl: 'Betaalwijze wijzigen voor {title}' },
  'payment.overview.noMethods': {
    nl: 'Je betaalwijze wijzigen kan op dit moment niet online. Neem contact op met de klantenservice.',
    be: 'Je betaalwijze wijzigen kan op dit moment niet online. Neem contact op met de klantendienst.',
  },
  'payment.method.direct_debit': { nl: 'Automatische incasso', be: 'Domiciliëring' },
  'payment.method.credit_card': { nl: 'Creditcard', be: 'Kredietkaart' },
  'payment.method.ideal': { nl: 'iDEAL' },
  'payment.method.invoice': { nl: 'Acceptgiro of factuur', be: 'Overschrijving op factuur' },

  // The change
  'payment.change.title': { nl: 'Betaalwijze wijzigen' },
  'payment.change.choose': { nl: 'Voor welk abonnement wil je je betaalwijze wijzigen?' },
  'payment.change.current': { nl: 'Nu: {method}' },
  'payment.change.subscription': { nl: '{title} ({number})' },
  'payment.change.methodLegend': { nl: 'Hoe wil je voortaan betalen?' },
  'payment.change.method.direct_debit.hint': {
    nl: 'We schrijven het bedrag automatisch af van je Nederlandse rekening.',
    be: 'We schrijven het bedrag automatisch af van je Belgische rekening (domiciliëring).',
  },
  'payment.change.method.credit_card.hint': {
    nl: 'Je voert je kaart in op de beveiligde pagina van onze betaalprovider. We schrijven € 0,01 af om je kaart te controleren.',
  },
  'payment.change.method.ideal.hint': {
    nl: 'Je betaalt € 0,01 met iDEAL bij je eigen bank; daarmee machtig je ons voor automatische incasso.',
    be: 'Je betaalt € 0,01 met iDEAL bij je eigen bank; daarmee geef je ons een mandaat voor domiciliëring.',
  },
  'payment.change.iban': { nl: 'IBAN' },
  'payment.change.iban.hint.nl': { nl: 'Een Nederlands rekeningnummer, zoals NL91 ABNA 0417 1643 00.' },
  'payment.change.iban.hint.be': { nl: 'Een Belgisch rekeningnummer, zoals BE68 5390 0754 7034.' },
  'payment.change.holder': { nl: 'Naam rekeninghouder' },
  'payment.change.consent': {
    nl: 'Door te bevestigen machtig je {brand} om de kosten van dit abonnement van deze rekening af te schrijven.',
    be: 'Door te bevestigen geef je {brand} een mandaat om de kosten van dit abonnement via domiciliëring van deze rekening af te schrijven.',
  },
  'payment.change.submit': { nl: 'Betaalwijze wijzigen' },
  'payment.change.toProvider': { nl: 'Verder naar betalen' },
  'payment.change.back': { nl: 'Terug naar betaalservice' },
  'payment.change.done': {
    nl: 'Gelukt: {title} betaal je voortaan met automatische incasso van {account}. Je machtigingskenmerk is {mandate}. We hebben je een bevestiging gemaild.',
    be: 'Gelukt: {title} betaal je voortaan met domiciliëring van {account}. Je mandaatreferentie is {mandate}. We hebben je een bevestiging gemaild.',
  },
  'payment.change.notFound': { nl: 'Dit abonnement hebben we niet gevonden op je account.' },

  // The status page
  'payment.status.title': { nl: 'Je betaalwijze wijzigen' },
  'payment.status.gelukt.heading': { nl: 'Je betaalwijze is gewijzigd' },
  'payment.status.gelukt.text': {
    nl: 'Gelukt! Je volgende betaling gaat via je nieuwe betaalwijze. Je krijgt een bevestiging per e-mail. Je hoeft verder niets te doen.',
  },
  'payment.status.in-behandeling.heading': { nl: 'Je betaling wordt nog verwerkt' },
  'payment.status.in-behandeling.text': {
    nl: 'We wachten nog op de bevestiging van de betaalprovider. Dat duurt meestal een paar minuten. Zodra het rond is, passen we je betaalwijze aan en krijg je een e-mail. Je hoeft niets opnieuw te doen.',
  },
  'payment.status.mislukt.heading': { nl: 'Je betaalwijze is niet gewijzigd' },
  'payment.status.mislukt.text': {
    nl: 'De betaling is afgebroken of mislukt, daarom is je betaalwijze niet veranderd. Je betaalt zoals je gewend was. Probeer het opnieuw, of kies een andere betaalwijze.',
  },
  'payment.status.retry': { nl: 'Opnieuw proberen' },
  'payment.status.refresh': { nl: 'Status opnieuw bekijken' },

  // The built-in test payment page
  'payment.test.title': { nl: 'Testbetaling' },
  'payment.test.intro': {
    nl: 'Dit is de testbetaalpagina (alleen buiten productie). Kies hoe de betaling van {amount} voor "{description}" afloopt.',
  },
  'payment.test.paid': { nl: 'Betaling gelukt' },
  'payment.test.pending': { nl: 'Betaling in behandeling' },
  'payment.test.canceled': { nl: 'Betaling geannuleerd' },
  'payment.test.failed': { nl: 'Betaling mislukt' },
  'payment.test.unknown': { nl: 'Deze testbetaling bestaat niet (meer). Start de wijziging opnieuw.' },
  'payment.test.done': { nl: 'Deze testbetaling is al afgerond.' },

  // Mail and provider
  'payment.provider.description': { nl: 'Betaalwijze wijzigen {brand}' },
  'payment.mail.subject': { nl: 'Je betaalwijze bij {brand} is gewijzigd' },
  'payment.mail.text': {
    nl: 'Hallo,\n\nJe betaalwijze voor {subscription} is gewijzigd in: {method}.\nRekening of kaart: {account}\nMachtigingskenmerk: {mandate}\n\nHeb je dit niet zelf gedaan? Neem dan direct contact op met de klantenservice.\n\nMet vriendelijke groet,\n{brand}',
    be: 'Hallo,\n\nJe betaalwijze voor {subscription} is gewijzigd in: {method}.\nRekening of kaart: {account}\nMandaatreferentie: {mandate}\n\nHeb je dit niet zelf gedaan? Neem dan direct contact op met de klantendienst.\n\nMet vriendelijke groet,\n{brand}',
  },

  // Violation codes
  PAYMENT_IBAN_INVALID: {
    nl: 'Vul een geldig IBAN in, zoals NL91 ABNA 0417 1643 00. Controleer de cijfers nog eens.',
    be: 'Vul een geldig IBAN in, zoals BE68 5390 0754 7034. Controleer de cijfers nog eens.',
  },
  PAYMENT_IBAN_COUNTRY: {
    nl: 'Vul een Nederlands IBAN in (het begint met NL).',
    be: 'Vul een Belgisch IBAN in (het begint met BE).',
  },
  PAYMENT_HOLDER_INVALID: { nl: 'Vul de naam van de rekeninghouder in, zoals die bij je bank bekend is.' },
  PAYMENT_METHOD_UNAVAILABLE: { nl: 'Deze betaalwijze kun je nu niet kiezen. Kies een andere betaalwijze.' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    nl: 'De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.',
  },
  PAYMENT_REQUEST_INVALID: { nl: 'Er ging iets mis met je aanvraag. Laad de pagina opnieuw en probeer het nog eens.' },
};
