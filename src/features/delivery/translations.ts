/**
 * Texts of the delivery area (`/bezorgservice`, the complaint journey and its app variants, the confirmation mail)
 * and its violation codes (src/shared/delivery.ts). The overview's title and intro are the CMS's complaints page.
 * Belgian wording: leveren/levering (not bezorgen), magazine (not tijdschrift), klantendienst.
 */
import type { TranslationSource } from '../../shared/translation-source';

export const DELIVERY_TRANSLATIONS: TranslationSource = {
  // Navigation and tile
  'delivery.tile.title': { nl: 'Bezorgservice', be: 'Leveringsservice' },
  'delivery.tile.description': {
    nl: 'Krant of tijdschrift niet of beschadigd bezorgd? Meld het hier.',
    be: 'Krant of magazine niet of beschadigd geleverd? Meld het hier.',
  },
  'delivery.tile.description@magazine': {
    nl: 'Tijdschrift niet of beschadigd bezorgd? Meld het hier.',
    be: 'Magazine niet of beschadigd geleverd? Meld het hier.',
  },

  // The overview
  'delivery.knownDelays.title': {
    nl: 'Bekende vertragingen in de bezorging',
    be: 'Bekende vertragingen in de levering',
  },
  'delivery.start': { nl: 'Bezorgprobleem melden', be: 'Leveringsprobleem melden' },
  'delivery.history.title': { nl: 'Je eerdere meldingen' },
  'delivery.history.empty': {
    nl: 'Je hebt nog geen bezorgproblemen gemeld. Meld je er een, dan zie je die hier terug.',
    be: 'Je hebt nog geen leveringsproblemen gemeld. Meld je er een, dan zie je die hier terug.',
  },
  'delivery.history.submittedAt': { nl: 'Gemeld op' },

  // The journey
  'delivery.complaint.title': { nl: 'Bezorgprobleem melden', be: 'Leveringsprobleem melden' },
  'delivery.complaint.intro': {
    nl: 'Vertel ons wat er misging met de bezorging. Je kunt een probleem melden tot 14 dagen na de bezorgdag.',
    be: 'Vertel ons wat er misliep met de levering. Je kunt een probleem melden tot 14 dagen na de leverdag.',
  },
  'delivery.steps.label': { nl: 'Stappen van je melding' },
  'delivery.steps.completed': { nl: 'afgerond' },
  'delivery.steps.active': { nl: 'huidige stap' },
  'delivery.step.abonnement': { nl: 'Abonnement' },
  'delivery.step.reden': { nl: 'Probleem en datum' },
  'delivery.step.toelichting': { nl: 'Toelichting' },
  'delivery.step.controle': { nl: 'Controleren' },
  'delivery.step.bevestiging': { nl: 'Bevestiging' },
  'delivery.step.abonnement.heading': { nl: 'Over welk abonnement gaat het?' },
  'delivery.step.reden.heading': { nl: 'Wat ging er mis, en wanneer?' },
  'delivery.step.toelichting.heading': { nl: 'Wil je nog iets toelichten?' },
  'delivery.step.controle.heading': { nl: 'Controleer je melding' },
  'delivery.step.bevestiging.heading': { nl: 'Bedankt voor je melding' },
  'delivery.back': { nl: 'Vorige stap' },
  'delivery.next': { nl: 'Volgende stap' },
  'delivery.optional': { nl: '(niet verplicht)' },
  'delivery.toOverview': { nl: 'Naar je meldingen' },

  'delivery.subscription.label': { nl: 'Kies het abonnement' },
  'delivery.subscription.option': { nl: '{title} – {brand} (abonnementsnummer {number})' },
  'delivery.subscription.empty': {
    nl: 'Je hebt geen abonnement op een papieren krant of tijdschrift dat we bij je bezorgen. Voor digitale abonnementen kun je geen bezorgprobleem melden.',
    be: 'Je hebt geen abonnement op een papieren krant of magazine dat we bij je leveren. Voor digitale abonnementen kun je geen leveringsprobleem melden.',
  },
  'delivery.subscription.empty@magazine': {
    nl: 'Je hebt geen abonnement op een papieren tijdschrift dat we bij je bezorgen. Voor digitale abonnementen kun je geen bezorgprobleem melden.',
    be: 'Je hebt geen abonnement op een papieren magazine dat we bij je leveren. Voor digitale abonnementen kun je geen leveringsprobleem melden.',
  },

  'delivery.reason.about': { nl: 'Je meldt een probleem met {title} ({brand}).' },
  'delivery.reason.label': { nl: 'Wat was het probleem?' },
  'delivery.reason.DAMAGED': { nl: 'Beschadigd' },
  'delivery.reason.NOT_DELIVERED': { nl: 'Niet bezorgd', be: 'Niet geleverd' },
  'delivery.reason.INCOMPLETE': { nl: 'Onvolledig' },
  'delivery.reason.WRONG_PRODUCT': { nl: 'Verkeerde krant' },
  'delivery.reason.WRONG_PRODUCT@magazine': { nl: 'Verkeerd tijdschrift', be: 'Verkeerd magazine' },
  'delivery.reason.RECEIVED_BUT_DELIVERED_LATER_THAN_EXPECTED': {
    nl: 'Later bezorgd dan verwacht',
    be: 'Later geleverd dan verwacht',
  },
  'delivery.date.label': { nl: 'Op welke bezorgdag?', be: 'Op welke leverdag?' },
  'delivery.date.help': {
    nl: 'Je ziet alleen je bezorgdagen van de afgelopen 14 dagen waarover je nog niets hebt gemeld, buiten een onderbreking van je bezorging.',
    be: 'Je ziet alleen je leverdagen van de afgelopen 14 dagen waarover je nog niets hebt gemeld, buiten een onderbreking van je levering.',
  },
  'delivery.date.none': {
    nl: 'Er is in de afgelopen 14 dagen geen bezorgdag meer waarover je een probleem kunt melden. Over elke bezorgdag kun je één keer iets melden.',
    be: 'Er is in de afgelopen 14 dagen geen leverdag meer waarover je een probleem kunt melden. Over elke leverdag kun je één keer iets melden.',
  },

  'delivery.remark.label': { nl: 'Toelichting' },
  'delivery.remark.help': {
    nl: 'Bijvoorbeeld waar de krant lag of wat er ontbrak. Maximaal 500 tekens, zonder de tekens < > ^ # = / :',
  },
  'delivery.remark.help@magazine': {
    nl: 'Bijvoorbeeld waar het tijdschrift lag of wat er ontbrak. Maximaal 500 tekens, zonder de tekens < > ^ # = / :',
    be: 'Bijvoorbeeld waar het magazine lag of wat er ontbrak. Maximaal 500 tekens, zonder de tekens < > ^ # = / :',
  },

  'delivery.summary.subscription': { nl: 'Abonnement' },
  'delivery.summary.reason': { nl: 'Probleem' },
  'delivery.summary.date': { nl: 'Bezorgdag', be: 'Leverdag' },
  'delivery.summary.remark': { nl: 'Toelichting' },
  'delivery.summary.noRemark': { nl: 'Geen toelichting' },
  'delivery.summary.compensation': { nl: 'Wat je van ons krijgt' },
  'delivery.compensation.extra_delivery_day': { nl: 'Eén extra bezorgdag', be: 'Eén extra leverdag' },
  'delivery.compensation.extra_delivery_day.explained': {
    nl: 'Je krijgt één extra bezorgdag: je abonnement loopt één bezorgdag langer door, zonder extra kosten.',
    be: 'Je krijgt één extra leverdag: je abonnement loopt één leverdag langer door, zonder extra kosten.',
  },
  'delivery.check.submit': { nl: 'Melding versturen' },
  'delivery.check.change': { nl: 'Aanpassen' },

  'delivery.confirmation.success': { nl: 'Je melding is verstuurd.' },
  'delivery.confirmation.text': {
    nl: 'We hebben je melding ‘{reason}’ van {date} voor {subscription} ontvangen. Je krijgt één extra bezorgdag.',
    be: 'We hebben je melding ‘{reason}’ van {date} voor {subscription} ontvangen. Je krijgt één extra leverdag.',
  },
  'delivery.confirmation.mail': { nl: 'We hebben je ook een bevestiging per e-mail gestuurd.' },
  'delivery.confirmation.another': { nl: 'Nog een probleem melden' },

  // The confirmation mail
  'delivery.mail.subject': {
    nl: 'We hebben je bezorgmelding ontvangen – {brand}',
    be: 'We hebben je leveringsmelding ontvangen – {brand}',
  },
  'delivery.mail.text': {
    nl: 'Beste abonnee,\n\nWe hebben je melding over de bezorging van {subscription} op {date} ontvangen: {reason}.\n\nHet spijt ons dat er iets misging. Als compensatie krijg je één extra bezorgdag: je abonnement loopt één bezorgdag langer door, zonder extra kosten.\n\nMet vriendelijke groet,\nKlantenservice {brand}',
    be: 'Beste abonnee,\n\nWe hebben je melding over de levering van {subscription} op {date} ontvangen: {reason}.\n\nHet spijt ons dat er iets misliep. Als compensatie krijg je één extra leverdag: je abonnement loopt één leverdag langer door, zonder extra kosten.\n\nMet vriendelijke groet,\nKlantendienst {brand}',
  },

  // Violation codes (src/shared/delivery.ts): each says what is allowed instead.
  DELIVERY_SUBSCRIPTION_REQUIRED: { nl: 'Kies het abonnement waarover je iets wilt melden.' },
  DELIVERY_REASON_REQUIRED: { nl: 'Kies wat het probleem was.' },
  DELIVERY_REASON_NOT_ALLOWED: {
    nl: 'Dit probleem kun je voor dit abonnement niet melden. Kies een van de problemen uit de lijst.',
  },
  DELIVERY_NOT_PRINT: {
    nl: 'Voor een digitaal abonnement kun je geen bezorgprobleem melden. Kies een papieren abonnement.',
    be: 'Voor een digitaal abonnement kun je geen leveringsprobleem melden. Kies een papieren abonnement.',
  },
  DELIVERY_DATE_REQUIRED: {
    nl: 'Kies de bezorgdag waarover je iets wilt melden.',
    be: 'Kies de leverdag waarover je iets wilt melden.',
  },
  DELIVERY_DATE_IN_FUTURE: {
    nl: 'Deze datum ligt in de toekomst. Kies vandaag of een bezorgdag van de afgelopen 14 dagen.',
    be: 'Deze datum ligt in de toekomst. Kies vandaag of een leverdag van de afgelopen 14 dagen.',
  },
  DELIVERY_DATE_TOO_OLD: {
    nl: 'Deze datum is langer dan 14 dagen geleden. Je kunt alleen een bezorgdag van de afgelopen 14 dagen melden.',
    be: 'Deze datum is langer dan 14 dagen geleden. Je kunt alleen een leverdag van de afgelopen 14 dagen melden.',
  },
  DELIVERY_DATE_NOT_DELIVERY_DAY: {
    nl: 'Op deze dag bezorgen we je abonnement niet. Kies een van je bezorgdagen.',
    be: 'Op deze dag leveren we je abonnement niet. Kies een van je leverdagen.',
  },
  DELIVERY_DATE_SUSPENDED: {
    nl: 'Op deze dag was je bezorging onderbroken. Kies een bezorgdag buiten je onderbreking.',
    be: 'Op deze dag was je levering onderbroken. Kies een leverdag buiten je onderbreking.',
  },
  DELIVERY_DATE_OUTSIDE_SUBSCRIPTION: {
    nl: 'Op deze dag liep je abonnement niet. Kies een bezorgdag binnen de looptijd van je abonnement.',
    be: 'Op deze dag liep je abonnement niet. Kies een leverdag binnen de looptijd van je abonnement.',
  },
  DELIVERY_COMPLAINT_DUPLICATE: {
    nl: 'Over deze bezorgdag heb je al iets gemeld. Kies een andere bezorgdag.',
    be: 'Over deze leverdag heb je al iets gemeld. Kies een andere leverdag.',
  },
  DELIVERY_REMARK_TOO_LONG: { nl: 'Je toelichting is te lang. Gebruik maximaal 500 tekens.' },
  DELIVERY_IDEMPOTENCY_KEY_INVALID: {
    nl: 'Er ging iets mis met je melding. Begin opnieuw bij de eerste stap.',
    be: 'Er liep iets mis met je melding. Begin opnieuw bij de eerste stap.',
  },
};
