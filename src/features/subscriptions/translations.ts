/**
 * Texts of the subscriptions area (`/abonnementen`, `/abonnementen/[subscription_id]`, `/abonnementen/koppelen`) and
 * the violation codes of its forms (src/shared/subscriptions.ts). Shared codes such as POSTCODE_INVALID,
 * EMAIL_INVALID, FIRST_NAME_REQUIRED and PHONE_INVALID live in the core and account translations.
 */
import type { TranslationSource } from '../../shared/translation-source';

export const SUBSCRIPTIONS_TRANSLATIONS: TranslationSource = {
  'subscriptions.nav': { nl: 'Abonnementen' },
  'subscriptions.tile.title': { nl: 'Mijn abonnementen' },
  'subscriptions.tile.description': {
    nl: 'Bekijk je abonnementen, betaalwijze en bezorgadres.',
    be: 'Bekijk je abonnementen, betaalwijze en leveringsadres.',
  },
  'subscriptions.title': { nl: 'Mijn abonnementen' },
  'subscriptions.intro': {
    nl: 'Hier zie je alle abonnementen die aan je account gekoppeld zijn, die van {brand} eerst.',
  },
  'subscriptions.detailTitle': { nl: 'Abonnement' },
  'subscriptions.backToOverview': { nl: 'Terug naar mijn abonnementen' },
  'subscriptions.details': { nl: 'Bekijk details' },
  'subscriptions.detailsLabel': { nl: 'Bekijk details van {title}' },
  'subscriptions.empty.title': { nl: 'Nog geen abonnementen' },
  'subscriptions.empty.text': {
    nl: 'Er is nog geen abonnement aan je account gekoppeld. Neem contact op met de klantenservice als je een abonnement mist.',
    be: 'Er is nog geen abonnement aan je account gekoppeld. Neem contact op met de klantendienst als je een abonnement mist.',
  },
  'subscriptions.empty.textLink': {
    nl: 'Er is nog geen abonnement aan je account gekoppeld. Heb je een abonnement? Koppel het met je abonnementsnummer en postcode.',
  },
  'subscriptions.notFound': {
    nl: 'We kunnen dit abonnement niet vinden bij je account. Misschien is het ontkoppeld.',
  },
  'subscriptions.notSet': { nl: 'Niet bekend' },
  'subscriptions.yes': { nl: 'Ja' },
  'subscriptions.no': { nl: 'Nee' },

  // Facts of a subscription
  'subscriptions.productType.newspaper': { nl: 'Krant' },
  'subscriptions.productType.magazine': { nl: 'Tijdschrift', be: 'Magazine' },
  'subscriptions.productType.digital': { nl: 'Digitaal' },
  'subscriptions.state.active': { nl: 'Actief' },
  'subscriptions.state.ending': { nl: 'Loopt af' },
  'subscriptions.state.endingOn': { nl: 'Loopt af op {date}' },
  'subscriptions.state.ended': { nl: 'Beëindigd' },
  'subscriptions.state.suspended': { nl: 'Vandaag onderbroken' },
  'subscriptions.field.number': { nl: 'Abonnementsnummer' },
  'subscriptions.field.days': { nl: 'Verschijningsdagen' },
  'subscriptions.field.address': { nl: 'Bezorgadres', be: 'Leveringsadres' },
  'subscriptions.field.startDate': { nl: 'Startdatum' },
  'subscriptions.field.endDate': { nl: 'Einddatum' },
  'subscriptions.field.price': { nl: 'Prijs' },
  'subscriptions.field.payment': { nl: 'Betaalwijze' },
  'subscriptions.field.digitalAccess': { nl: 'Online lezen inbegrepen' },
  'subscriptions.days.none': { nl: 'Digitaal, geen bezorging', be: 'Digitaal, geen levering' },
  'subscriptions.days.all': { nl: 'Elke dag' },
  'subscriptions.day.1': { nl: 'maandag' },
  'subscriptions.day.2': { nl: 'dinsdag' },
  'subscriptions.day.3': { nl: 'woensdag' },
  'subscriptions.day.4': { nl: 'donderdag' },
  'subscriptions.day.5': { nl: 'vrijdag' },
  'subscriptions.day.6': { nl: 'zaterdag' },
  'subscriptions.day.7': { nl: 'zondag' },
  'subscriptions.price.month': { nl: '{price} per maand' },
  'subscriptions.price.quarter': { nl: '{price} per kwartaal' },
  'subscriptions.price.year': { nl: '{price} per jaar' },
  'subscriptions.payment.direct_debit': { nl: 'Automatische incasso', be: 'Domiciliëring' },
  'subscriptions.payment.credit_card': { nl: 'Creditcard', be: 'Kredietkaart' },
  'subscriptions.payment.ideal': { nl: 'iDEAL' },
  'subscriptions.payment.invoice': { nl: 'Acceptgiro of overschrijving', be: 'Overschrijving' },

  // The brand's links
  'subscriptions.link.readOnline': { nl: 'Online lezen' },
  'subscriptions.link.change': { nl: 'Abonnement wijzigen' },
  'subscriptions.link.terminate': { nl: 'Abonnement opzeggen' },
  'subscriptions.link.webshop': { nl: 'Naar de webshop' },
  'subscriptions.link.offers': { nl: 'Bekijk ons aanbod' },
  'subscriptions.link.external': { nl: '({title}, opent de website van de uitgever)' },
  'subscriptions.link.action': { nl: 'Abonnement koppelen' },

  // Editing on the detail screen
  'subscriptions.edit': { nl: 'Wijzigen' },
  'subscriptions.save': { nl: 'Opslaan' },
  'subscriptions.saving': { nl: 'Bezig met opslaan' },
  'subscriptions.saved': { nl: 'Je wijziging is opgeslagen.' },
  'subscriptions.cancel': { nl: 'Annuleren' },
  'subscriptions.optional': { nl: '(optioneel)' },
  'subscriptions.email.title': { nl: 'E-mailadres van dit abonnement' },
  'subscriptions.email.edit': { nl: 'E-mailadres van dit abonnement wijzigen' },
  'subscriptions.email.label': { nl: 'E-mailadres' },
  'subscriptions.email.hint': {
    nl: 'Facturen en brieven over dit abonnement gaan naar dit adres. Je inlogadres verandert niet.',
    be: 'Facturen en brieven over dit abonnement gaan naar dit adres. Je aanmeldadres verandert niet.',
  },
  'subscriptions.email.sent': {
    nl: 'We hebben een bevestigingslink gestuurd naar {email}. Open de link binnen 24 uur; tot dan blijft het huidige e-mailadres van dit abonnement gelden.',
  },
  'subscriptions.email.confirmTitle': { nl: 'Nieuw e-mailadres van je abonnement bevestigen' },
  'subscriptions.email.confirmIntro': {
    nl: 'Bevestig dat {email} voortaan het e-mailadres van je abonnement {title} is.',
  },
  'subscriptions.email.confirmButton': { nl: 'Bevestigen' },
  'subscriptions.email.confirming': { nl: 'Bezig met bevestigen' },
  'subscriptions.email.confirmed': {
    nl: 'Het e-mailadres van je abonnement is gewijzigd in {email}. Facturen en brieven over dit abonnement gaan voortaan naar dit adres.',
  },
  'subscriptions.email.toSubscription': { nl: 'Naar je abonnement' },
  'subscriptions.email.mail.confirmSubject': { nl: 'Bevestig het nieuwe e-mailadres van je abonnement' },
  'subscriptions.email.mail.confirmText': {
    nl: 'Hallo,\n\nJe hebt gevraagd om het e-mailadres van je abonnement {title} bij {brand} te wijzigen in dit adres. Bevestig dat met deze link; hij is 24 uur geldig en werkt één keer. Je logt daarvoor in met je account:\n\n{link}\n\nHeb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; er verandert niets.\n\nMet vriendelijke groet,\nKlantenservice {brand}',
    be: 'Hallo,\n\nJe hebt gevraagd om het e-mailadres van je abonnement {title} bij {brand} te wijzigen in dit adres. Bevestig dat met deze link; hij is 24 uur geldig en werkt één keer. Je meldt je daarvoor aan met je account:\n\n{link}\n\nHeb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; er verandert niets.\n\nMet vriendelijke groeten,\nKlantendienst {brand}',
  },
  SUBSCRIPTION_EMAIL_LINK_INVALID: {
    nl: 'Deze link werkt niet meer: hij is al gebruikt, verlopen of hoort bij een ander account. Wijzig het e-mailadres opnieuw bij je abonnement.',
  },
  'subscriptions.holder.title': { nl: 'Abonnee' },
  'subscriptions.holder.edit': { nl: 'Gegevens van de abonnee wijzigen' },
  'subscriptions.holder.name': { nl: 'Naam' },
  'subscriptions.holder.firstName': { nl: 'Voornaam' },
  'subscriptions.holder.lastName': { nl: 'Achternaam' },
  'subscriptions.holder.phone': { nl: 'Telefoonnummer' },
  'subscriptions.holder.phoneHint': { nl: 'Met landnummer, bijvoorbeeld +31 6 12345678 of +32 470 12 34 56' },
  'subscriptions.unlink.title': { nl: 'Abonnement ontkoppelen' },
  'subscriptions.unlink.text': {
    nl: 'Ontkoppel je dit abonnement, dan staat het niet meer bij je account. Het abonnement zelf loopt gewoon door; je kunt het later opnieuw koppelen met je abonnementsnummer en postcode.',
  },
  'subscriptions.unlink.action': { nl: 'Ontkoppelen' },
  'subscriptions.unlink.confirm': { nl: 'Weet je zeker dat je {title} wilt ontkoppelen?' },
  'subscriptions.unlink.yes': { nl: 'Ja, ontkoppelen' },
  'subscriptions.unlink.done': { nl: 'Het abonnement is ontkoppeld van je account.' },

  // Linking
  'subscriptions.linkForm.title': { nl: 'Abonnement koppelen' },
  'subscriptions.linkForm.intro': {
    nl: 'Heb je een abonnement op {brand} dat nog niet bij je account staat? Vul je abonnementsnummer en de postcode van je bezorgadres in.',
    be: 'Heb je een abonnement op {brand} dat nog niet bij je account staat? Vul je abonnementsnummer en de postcode van je leveringsadres in.',
  },
  'subscriptions.linkForm.number': { nl: 'Abonnementsnummer' },
  'subscriptions.linkForm.numberHint': { nl: 'De 9 cijfers op je factuur of in onze brieven.' },
  'subscriptions.linkForm.postcode': { nl: 'Postcode van je bezorgadres', be: 'Postcode van je leveringsadres' },
  'subscriptions.linkForm.postcodeHint.nl': { nl: 'Bijvoorbeeld 1234 AB' },
  'subscriptions.linkForm.postcodeHint.be': { nl: 'Bijvoorbeeld 2000' },
  'subscriptions.linkForm.submit': { nl: 'Koppelen' },
  'subscriptions.linkForm.linking': { nl: 'Bezig met koppelen' },
  'subscriptions.linkForm.done': { nl: '{title} is gekoppeld aan je account.' },

  // Commercial offers
  'subscriptions.offers.title': { nl: 'Aanbiedingen ontvangen' },
  'subscriptions.offers.intro': {
    nl: 'Kies hoe {brand} je mag benaderen met aanbiedingen voor abonnementen en acties. Je kunt dit altijd weer aanpassen.',
  },
  'subscriptions.offers.channel.email': { nl: 'Per e-mail' },
  'subscriptions.offers.channel.phone': { nl: 'Per telefoon' },
  'subscriptions.offers.channel.post': { nl: 'Per post' },
  'subscriptions.offers.on': { nl: 'Je ontvangt voortaan aanbiedingen {channel}.' },
  'subscriptions.offers.off': { nl: 'Je ontvangt geen aanbiedingen meer {channel}.' },

  // Violations of the forms
  SUBSCRIPTION_NUMBER_INVALID: { nl: 'Vul een abonnementsnummer van 9 cijfers in.' },
  SUBSCRIPTION_NUMBER_UNKNOWN: {
    nl: 'We kennen dit abonnementsnummer niet. Controleer het nummer op je factuur of brief.',
  },
  SUBSCRIPTION_POSTCODE_MISMATCH: {
    nl: 'Deze postcode hoort niet bij dit abonnement. Vul de postcode van je bezorgadres in.',
    be: 'Deze postcode hoort niet bij dit abonnement. Vul de postcode van je leveringsadres in.',
  },
  SUBSCRIPTION_ALREADY_LINKED: {
    nl: 'Dit abonnement is al gekoppeld aan een account. Staat het niet bij jou? Neem dan contact op met de klantenservice.',
    be: 'Dit abonnement is al gekoppeld aan een account. Staat het niet bij jou? Neem dan contact op met de klantendienst.',
  },
  SUBSCRIPTION_EMAIL_UNCHANGED: { nl: 'Dit is al het e-mailadres van dit abonnement.' },
};
