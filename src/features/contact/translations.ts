/**
 * Texts of the contact form (`/klantenservice/contact/formulier` and the in-app form), the opening hours of the
 * contact page, the fixed words of the e-mail page (`/klantenservice/email`; its texts come from the contactpage
 * document), the chat widget and the violation codes of the form's rules (src/shared/contact-codes.ts).
 * `contact.openingHours`, `contact.allQuestions` and `chat.label` live in the core.
 */
import type { TranslationSource } from '../../shared/translation-source';

export const CONTACT_TRANSLATIONS: TranslationSource = {
  // Opening hours (the contact page, the form's page and the chat widget)
  'contact.today.open': { nl: 'Vandaag bereikbaar van {open} tot {close} uur' },
  'contact.today.closedNow': { nl: 'Nu gesloten. Vandaag bereikbaar van {open} tot {close} uur' },
  'contact.today.closed': { nl: 'Vandaag zijn we gesloten' },
  'contact.now.open': { nl: 'Nu open' },
  'contact.now.closed': { nl: 'Nu gesloten' },

  // Writing by e-mail (/klantenservice/email); the subject is filled in the visitor's mail program
  'contact.email.subject': { nl: 'Vraag over mijn abonnement van {brand}' },
  'contact.email.addressTitle': { nl: 'Ons e-mailadres' },
  'contact.email.includeTitle': { nl: 'Zet dit in je e-mail' },
  'contact.email.neverTitle': { nl: 'Stuur dit nooit mee' },
  'contact.email.neverText': {
    nl: 'Wij vragen je hier nooit om per e-mail. Krijg je zo’n vraag toch, reageer dan niet.',
  },
  'contact.email.alternativesTitle': { nl: 'Liever op een andere manier?' },
  'contact.email.faqTitle': { nl: 'Veelgestelde vragen' },
  'contact.email.faqText': { nl: 'Vaak staat het antwoord op je vraag er al bij.' },

  // The form
  'contact.form.title': { nl: 'Contactformulier' },
  'contact.form.intro': {
    nl: 'Kies waar je vraag over gaat. Vaak kun je het meteen zelf regelen; lukt dat niet, stuur ons dan een bericht.',
  },
  'contact.form.category': { nl: 'Waar gaat je vraag over?' },
  'contact.form.subTopic': { nl: 'Onderwerp' },
  'contact.form.selfService.title': { nl: 'Dit kun je direct zelf regelen' },
  'contact.form.selfService.text': {
    nl: 'Dat gaat het snelst: je ziet meteen of het gelukt is.',
  },
  'contact.form.selfService.link': { nl: 'Regel het zelf' },
  'contact.form.selfService.continue': { nl: 'Toch een bericht sturen' },
  'contact.form.subscription': { nl: 'Over welk abonnement gaat het?' },
  'contact.form.subscription.none': { nl: 'Niet over een abonnement' },
  'contact.form.message': { nl: 'Je bericht' },
  'contact.form.message.hint': {
    nl: 'Maximaal 2500 tekens. Gebruik geen < > ^ # = / of :.',
  },
  'contact.form.message.count': { nl: '{count} van 2500 tekens' },
  'contact.form.attachments.add': { nl: 'Bijlage toevoegen' },
  'contact.form.attachments.list': { nl: 'Gekozen bijlagen' },
  'contact.form.attachments.hint': { nl: 'Maximaal 3 bestanden: PNG, JPEG, GIF of PDF, elk maximaal 5 MB.' },
  'contact.form.attachments.remove': { nl: '{name} verwijderen' },
  'contact.form.attachments.failed': { nl: '{name}: {reason}' },
  'contact.form.status.pending': { nl: 'Klaar om te versturen' },
  'contact.form.status.uploading': { nl: 'Bezig met uploaden' },
  'contact.form.status.done': { nl: 'Geüpload' },
  'contact.form.status.error': { nl: 'Niet gelukt' },
  'contact.form.submit': { nl: 'Bericht versturen' },
  'contact.form.submitting': { nl: 'Bericht wordt verstuurd…' },
  'contact.form.errorSummary': { nl: 'Controleer de gemarkeerde velden.' },
  'contact.form.hidden.openingHours': {
    nl: 'Tijdens onze openingstijden helpen we je het snelst telefonisch of via de chat. Het contactformulier is buiten onze openingstijden beschikbaar.',
  },
  'contact.form.hidden.newspaper': {
    nl: 'Het contactformulier is voor jouw krant nu niet beschikbaar. Bel ons of kijk bij de veelgestelde vragen.',
  },
  'contact.form.backToContact': { nl: 'Terug naar contact' },

  // The confirmation
  'contact.confirmation.title': { nl: 'Bedankt voor je bericht' },
  'contact.confirmation.caseNumber': { nl: 'Je zaaknummer is {caseNumber}.' },
  'contact.confirmation.text': {
    nl: 'We hebben een bevestiging naar je e-mailadres gestuurd. Je krijgt binnen twee werkdagen antwoord. Noem je zaaknummer als je ons belt.',
  },
  'contact.confirmation.attachments': { nl: 'Meegestuurde bijlagen' },
  'contact.confirmation.home': { nl: 'Naar de klantenservice', be: 'Naar de klantendienst' },

  // The confirmation mail
  'contact.mail.subject': { nl: 'Je bericht aan {brand} ({caseNumber})' },
  'contact.mail.text': {
    nl: 'Bedankt voor je bericht over "{subTopic}". We hebben het ontvangen onder zaaknummer {caseNumber}, met {attachments} bijlage(n). Je krijgt binnen twee werkdagen antwoord.\n\nMet vriendelijke groet,\nDe klantenservice van {brand}',
    be: 'Bedankt voor je bericht over "{subTopic}". We hebben het ontvangen onder zaaknummer {caseNumber}, met {attachments} bijlage(n). Je krijgt binnen twee werkdagen een antwoord.\n\nMet vriendelijke groeten,\nDe klantendienst van {brand}',
  },

  // Categories and sub-topics
  'contact.category.account': { nl: 'Mijn account' },
  'contact.category.digital_reading': { nl: 'Digitaal lezen' },
  'contact.category.subscription': { nl: 'Mijn abonnement' },
  'contact.category.payment': { nl: 'Betalen en facturen' },
  'contact.category.delivery': { nl: 'Bezorging', be: 'Levering' },
  'contact.category.other': { nl: 'Iets anders' },
  'contact.subTopic.account_creation': { nl: 'Een account aanmaken' },
  'contact.subTopic.email_change': { nl: 'Mijn e-mailadres wijzigen' },
  'contact.subTopic.phone_change': { nl: 'Mijn telefoonnummer wijzigen', be: 'Mijn gsm-nummer wijzigen' },
  'contact.subTopic.address_change': { nl: 'Mijn adresgegevens wijzigen' },
  'contact.subTopic.password_change': { nl: 'Mijn wachtwoord wijzigen' },
  'contact.subTopic.forget_password': { nl: 'Ik ben mijn wachtwoord vergeten' },
  'contact.subTopic.login': { nl: 'Ik kan niet inloggen', be: 'Ik kan niet aanmelden' },
  'contact.subTopic.link_subscription': { nl: 'Mijn abonnement koppelen aan mijn account' },
  'contact.subTopic.change_subscription': { nl: 'Mijn abonnement wijzigen' },
  'contact.subTopic.terminate_subscription': { nl: 'Mijn abonnement opzeggen' },
  'contact.subTopic.cancel_subscription': { nl: 'Een nieuw abonnement annuleren' },
  'contact.subTopic.new_subscription': { nl: 'Een nieuw abonnement nemen' },
  'contact.subTopic.welcome_gift': { nl: 'Mijn welkomstcadeau' },
  'contact.subTopic.change_delivery_address': { nl: 'Mijn bezorgadres wijzigen', be: 'Mijn leveringsadres wijzigen' },
  'contact.subTopic.payment_status': { nl: 'Is mijn betaling binnen?' },
  'contact.subTopic.payment_invoice': { nl: 'Een vraag over mijn factuur' },
  'contact.subTopic.change_payment_method': { nl: 'Mijn betaalwijze wijzigen' },
  'contact.subTopic.change_payment_number': { nl: 'Mijn rekeningnummer wijzigen' },
  'contact.subTopic.delivery_times': {
    nl: 'Hoe laat wordt mijn krant bezorgd?',
    be: 'Hoe laat wordt mijn krant geleverd?',
  },
  'contact.subTopic.delivery_times@magazine': {
    nl: 'Wanneer wordt mijn tijdschrift bezorgd?',
    be: 'Wanneer wordt mijn magazine geleverd?',
  },
  'contact.subTopic.delivery_complaint': {
    nl: 'Mijn krant is niet of beschadigd bezorgd',
    be: 'Mijn krant is niet of beschadigd geleverd',
  },
  'contact.subTopic.delivery_complaint@magazine': {
    nl: 'Mijn tijdschrift is niet of beschadigd bezorgd',
    be: 'Mijn magazine is niet of beschadigd geleverd',
  },
  'contact.subTopic.delivery_holiday_service': {
    nl: 'Bezorging tijdens mijn vakantie',
    be: 'Levering tijdens mijn vakantie',
  },
  'contact.subTopic.delivery_moving_house_service': { nl: 'Ik ga verhuizen' },
  'contact.subTopic.privacy': { nl: 'Privacy en mijn gegevens' },
  'contact.subTopic.webshop': { nl: 'Een bestelling in de webwinkel' },
  'contact.subTopic.other_question': { nl: 'Een andere vraag' },

  // Violation codes of the form (src/shared/contact-codes.ts)
  CONTACT_CATEGORY_REQUIRED: { nl: 'Kies waar je vraag over gaat.' },
  CONTACT_SUB_TOPIC_REQUIRED: { nl: 'Kies een onderwerp.' },
  CONTACT_SUB_TOPIC_NOT_IN_CATEGORY: { nl: 'Kies een onderwerp dat bij je keuze past.' },
  CONTACT_MESSAGE_TOO_LONG: { nl: 'Je bericht is te lang: gebruik maximaal 2500 tekens.' },
  CONTACT_SUBSCRIPTION_UNKNOWN: { nl: 'Kies een van je eigen abonnementen.' },
  CONTACT_TOO_MANY_ATTACHMENTS: { nl: 'Je kunt maximaal 3 bijlagen meesturen.' },
  CONTACT_ATTACHMENT_TOO_LARGE: { nl: 'Dit bestand is groter dan 5 MB.' },
  CONTACT_ATTACHMENT_TYPE: { nl: 'Dit bestand is geen PNG, JPEG, GIF of PDF.' },
  CONTACT_ATTACHMENT_EMPTY: { nl: 'Dit bestand is leeg.' },
  CONTACT_ATTACHMENT_UNKNOWN: { nl: 'Deze bijlage kunnen we niet vinden. Voeg het bestand opnieuw toe.' },
  CONTACT_UPLOAD_LINK_INVALID: { nl: 'Het uploaden is verlopen of mislukt. Voeg het bestand opnieuw toe.' },
  CONTACT_ATTACHMENTS_DISABLED: { nl: 'Bijlagen meesturen kan op dit moment niet.' },
  CONTACT_UPLOAD_HOURLY_LIMIT: {
    nl: 'Je hebt het afgelopen uur al veel bestanden toegevoegd. Probeer het over een uur opnieuw.',
  },
  CONTACT_UPLOADS_PENDING_LIMIT: {
    nl: 'Je hebt al veel bestanden klaarstaan die nog niet zijn verstuurd. Verstuur eerst je bericht of probeer het over een uur opnieuw.',
  },
  CONTACT_IDEMPOTENCY_KEY_INVALID: {
    nl: 'Er is iets misgegaan. Laad de pagina opnieuw en probeer het nog eens.',
    be: 'Er is iets misgelopen. Laad de pagina opnieuw en probeer het nog eens.',
  },

  // The chat widget (page shell)
  'chat.open': { nl: 'Chat' },
  'chat.title': { nl: 'Chat met de klantenservice', be: 'Chat met de klantendienst' },
  'chat.close': { nl: 'Chat sluiten' },
  'chat.available': { nl: 'We zijn nu online. Start een chat, dan helpen we je direct.' },
  'chat.start': { nl: 'Start de chat' },
  'chat.loading': { nl: 'De chat wordt geladen…' },
  'chat.unavailable': {
    nl: 'De chat is nu gesloten. Stuur ons een bericht, dan krijg je binnen twee werkdagen antwoord.',
  },
  'chat.noProvider': {
    nl: 'Chatten kan op dit moment niet. Stuur ons een bericht, dan helpen we je zo snel mogelijk.',
  },
  'chat.failed': { nl: 'De chat kon niet worden geladen. Stuur ons een bericht, dan helpen we je zo snel mogelijk.' },
  'chat.formLink': { nl: 'Naar het contactformulier' },
};
