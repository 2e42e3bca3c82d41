/**
 * Texts of the privacy area: "Mijn gegevens" (/account/mijn-gegevens: the download of the account's data, its mail
 * and its PDF) and deleting the account (/account/verwijderen: the page, its refusals, its mails).
 */
import type { TranslationSource } from '../../shared/translation-source';

export const PRIVACY_TRANSLATIONS: TranslationSource = {
  // The account overview's link here (the account island reads every `account.` key).
  'account.myData': { nl: 'Mijn gegevens' },
  'privacy.title': { nl: 'Mijn gegevens' },
  'privacy.intro': {
    nl: 'Hier regel je zelf wat er met je gegevens bij {brand} gebeurt. Je hebt volgens de AVG het recht om te zien welke gegevens we van je bewaren en om ze mee te nemen.',
  },
  'privacy.export.title': { nl: 'Download mijn gegevens' },
  'privacy.export.description': {
    nl: 'Je krijgt één ZIP-bestand met alles wat we in Mijn Omgeving van je bewaren: je profiel, abonnementen, facturen (met de pdf’s), bezorgklachten, vakantie- en verhuisdoorgaven, je betaalwijze (afgeschermd), gedeelde toegang, nieuwsbrieven, je toestemmingen, waar je bent ingelogd en je contactberichten met bijlagen. Per onderdeel zit er een JSON-bestand in en een overzicht als pdf om te lezen.',
    be: 'Je krijgt één ZIP-bestand met alles wat we in Mijn Omgeving van je bewaren: je profiel, abonnementen, facturen (met de pdf’s), leveringsklachten, vakantie- en verhuisdoorgaven, je betaalwijze (afgeschermd), gedeelde toegang, nieuwsbrieven, je toestemmingen, waar je bent aangemeld en je contactberichten met bijlagen. Per onderdeel zit er een JSON-bestand in en een overzicht als pdf om te lezen.',
  },
  'privacy.export.howLong': {
    nl: 'We maken het bestand op de achtergrond klaar; dat duurt meestal minder dan een minuut. Je krijgt een e-mail als het klaarstaat. Je kunt het daarna 24 uur downloaden als je bent ingelogd; daarna verwijderen we het.',
    be: 'We maken het bestand op de achtergrond klaar; dat duurt meestal minder dan een minuut. Je krijgt een e-mail als het klaarstaat. Je kunt het daarna 24 uur downloaden als je bent aangemeld; daarna verwijderen we het.',
  },
  'privacy.export.start': { nl: 'Download mijn gegevens' },
  'privacy.export.starting': { nl: 'Bezig met aanvragen…' },
  'privacy.export.progressLabel': { nl: 'Voortgang van je download' },
  'privacy.export.pending': { nl: 'Je aanvraag staat in de wachtrij.' },
  'privacy.export.running': { nl: 'We maken je bestand klaar: {progress}% klaar.' },
  'privacy.export.ready': {
    nl: 'Je bestand staat klaar ({size}). Je kunt het downloaden tot {until}.',
  },
  'privacy.export.download': { nl: 'Download ZIP-bestand' },
  'privacy.export.failed': {
    nl: 'Het is niet gelukt je bestand klaar te maken. Probeer het opnieuw.',
  },
  'privacy.export.retry': { nl: 'Opnieuw aanvragen' },
  'privacy.export.requestedAt': { nl: 'Aangevraagd op {date}.' },
  DATA_EXPORT_ALREADY_OPEN: {
    nl: 'Je hebt al een download aangevraagd. Wacht tot die klaarstaat, of download eerst het bestand dat klaarstaat.',
  },
  DATA_EXPORT_DAILY_LIMIT: {
    nl: 'Je hebt de afgelopen 24 uur al zo vaak een download van je gegevens aangevraagd als kan. Probeer het morgen opnieuw.',
  },
  'privacy.export.mail.subject': { nl: 'Je gegevens van {brand} staan klaar' },
  'privacy.export.mail.text': {
    nl: 'Hallo,\n\nJe vroeg om een download van je gegevens bij {brand}. Het bestand staat klaar. Log in en download het op {link}.\n\nJe kunt het downloaden tot {until}. Daarna verwijderen we het bestand; je kunt dan altijd een nieuw aanvragen.\n\nHeb je dit niet zelf aangevraagd? Wijzig dan je wachtwoord en neem contact op met de klantenservice.\n\nMet vriendelijke groet,\n{brand}',
    be: 'Hallo,\n\nJe vroeg om een download van je gegevens bij {brand}. Het bestand staat klaar. Meld je aan en download het op {link}.\n\nJe kunt het downloaden tot {until}. Daarna verwijderen we het bestand; je kunt dan altijd een nieuw aanvragen.\n\nHeb je dit niet zelf aangevraagd? Wijzig dan je wachtwoord en neem contact op met de klantendienst.\n\nMet vriendelijke groeten,\n{brand}',
  },
  'privacy.export.pdf.title': { nl: 'Mijn gegevens' },
  'privacy.export.pdf.intro': {
    nl: 'Overzicht van de gegevens die we in Mijn Omgeving bewaren van {name} ({email}), gemaakt op {date}. De volledige gegevens staan per onderdeel in de JSON-bestanden van dit ZIP-bestand; de facturen staan als pdf in de map facturen en de bijlagen van je contactberichten in de map contact.',
  },
  'privacy.export.pdf.file': { nl: 'Alle gegevens: {file}' },
  'privacy.export.pdf.none': { nl: 'Niets bewaard.' },
  'privacy.export.pdf.more': { nl: 'en nog {count} in het JSON-bestand.' },
  'privacy.export.pdf.footer': {
    nl: 'Vragen over je gegevens? Neem contact op met de klantenservice.',
    be: 'Vragen over je gegevens? Neem contact op met de klantendienst.',
  },
  'privacy.export.kind.profile': { nl: 'Profiel' },
  'privacy.export.kind.subscriptions': { nl: 'Abonnementen' },
  'privacy.export.kind.invoices': { nl: 'Facturen' },
  'privacy.export.kind.deliveryComplaints': { nl: 'Bezorgklachten', be: 'Leveringsklachten' },
  'privacy.export.kind.holidayEvents': { nl: 'Vakantieservice' },
  'privacy.export.kind.movingEvents': { nl: 'Verhuizingen' },
  'privacy.export.kind.paymentMethods': { nl: 'Betaalwijze' },
  'privacy.export.kind.sharedAccess': { nl: 'Gedeelde toegang' },
  'privacy.export.kind.newsletters': { nl: 'Nieuwsbrieven' },
  'privacy.export.kind.consents': { nl: 'Toestemmingen' },
  'privacy.export.kind.sessions': { nl: 'Sessies' },
  'privacy.export.kind.contactCases': { nl: 'Contactberichten' },

  // Deleting the account (/account/verwijderen), its mails, the planned date and the link on the account overview
  'privacy.deletion.link': { nl: 'Account verwijderen' },
  'privacy.deletion.title': { nl: 'Account verwijderen' },
  'privacy.deletion.explainTitle': { nl: 'Wat gebeurt er als je je account verwijdert?' },
  'privacy.deletion.explainAccount': {
    nl: 'Je online account bij {brand} verdwijnt, met je persoonlijke gegevens: je naam, adres, telefoonnummer en e-mailadres, je nieuwsbrieven en toestemmingen, en wat je hier hebt doorgegeven, zoals vakantieonderbrekingen, verhuizingen, bezorgklachten en berichten aan de klantenservice.',
    be: 'Je online account bij {brand} verdwijnt, met je persoonlijke gegevens: je naam, adres, gsm-nummer en e-mailadres, je nieuwsbrieven en toestemmingen, en wat je hier hebt doorgegeven, zoals vakantieonderbrekingen, verhuizingen, leveringsklachten en berichten aan de klantendienst.',
  },
  'privacy.deletion.explainSubscription': {
    nl: 'Een betaald abonnement loopt gewoon door: je account verwijderen zegt het niet op. Wil je ook je abonnement beëindigen? Zeg het dan eerst op.',
  },
  'privacy.deletion.terminateLink': { nl: 'Abonnement opzeggen' },
  'privacy.deletion.contactLink': {
    nl: 'Abonnement opzeggen via de klantenservice',
    be: 'Abonnement opzeggen via de klantendienst',
  },
  'privacy.deletion.explainInvoices': {
    nl: 'Je facturen bewaren we nog {years} jaar, zonder je naam en adres, omdat de wet dat voor de boekhouding vraagt. Daarna verwijderen we ook die.',
  },
  'privacy.deletion.explainSharing': {
    nl: 'Wie op jouw abonnement meeleest, kan dat daarna niet meer, en uitnodigingen die nog openstaan vervallen. Je wordt overal uitgelogd.',
    be: 'Wie op jouw abonnement meeleest, kan dat daarna niet meer, en uitnodigingen die nog openstaan vervallen. Je wordt overal afgemeld.',
  },
  'privacy.deletion.explainWait': {
    nl: 'We verwijderen je account pas na {days} dagen. Tot die dag kun je de verwijdering intrekken: log in en kies "Verwijdering intrekken".',
    be: 'We verwijderen je account pas na {days} dagen. Tot die dag kun je de verwijdering intrekken: meld je aan en kies "Verwijdering intrekken".',
  },
  'privacy.deletion.confirmTitle': { nl: 'Bevestig dat je je account wilt verwijderen' },
  'privacy.deletion.passwordIntro': { nl: 'Vul je wachtwoord in om te bevestigen dat jij het bent.' },
  'privacy.deletion.password': { nl: 'Je wachtwoord' },
  'privacy.deletion.showPassword': { nl: 'Wachtwoord tonen' },
  'privacy.deletion.codeIntro': {
    nl: 'Je account heeft geen wachtwoord. We sturen een code van 6 cijfers naar {email}; met die code bevestig je dat jij het bent.',
  },
  'privacy.deletion.sendCode': { nl: 'Stuur mij een code' },
  'privacy.deletion.resendCode': { nl: 'Stuur een nieuwe code' },
  'privacy.deletion.sendingCode': { nl: 'Bezig met versturen' },
  'privacy.deletion.codeSent': { nl: 'We hebben een code gestuurd naar {email}. De code is 10 minuten geldig.' },
  'privacy.deletion.codeLabel': { nl: 'Code uit de e-mail' },
  'privacy.deletion.digitLabel': { nl: 'Cijfer {position} van {total}' },
  'privacy.deletion.submit': { nl: 'Ja, verwijder mijn account' },
  'privacy.deletion.submitting': { nl: 'Bezig met bevestigen' },
  'privacy.deletion.planned': { nl: 'Je account wordt verwijderd op {date}.' },
  'privacy.deletion.plannedHint': {
    nl: 'Tot die dag werkt je account gewoon. Bedenk je je? Trek de verwijdering dan in.',
  },
  'privacy.deletion.cancel': { nl: 'Verwijdering intrekken' },
  'privacy.deletion.cancelling': { nl: 'Bezig met intrekken' },
  'privacy.deletion.cancelled': { nl: 'De verwijdering is ingetrokken. Je account blijft bestaan.' },
  'privacy.deletion.loadFailed': { nl: 'We konden niet laden of je account verwijderd wordt.' },
  'privacy.deletion.mail.codeSubject': { nl: 'Je code om je account bij {brand} te verwijderen' },
  'privacy.deletion.mail.codeText': {
    nl: 'Hallo,\n\nMet deze code bevestig je dat je je account bij {brand} wilt verwijderen:\n\n{code}\n\nDe code is 10 minuten geldig. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; er verandert niets.\n\nMet vriendelijke groet,\nKlantenservice {brand}',
    be: 'Hallo,\n\nMet deze code bevestig je dat je je account bij {brand} wilt verwijderen:\n\n{code}\n\nDe code is 10 minuten geldig. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; er verandert niets.\n\nMet vriendelijke groeten,\nKlantendienst {brand}',
  },
  'privacy.deletion.mail.requestedSubject': { nl: 'Je account bij {brand} wordt verwijderd' },
  'privacy.deletion.mail.requestedText': {
    nl: 'Hallo,\n\nJe hebt gevraagd om je account bij {brand} te verwijderen. Dat doen we op {date}, over {days} dagen. Tot die dag kun je de verwijdering intrekken: log in en kies "Verwijdering intrekken".\n\nEen betaald abonnement loopt door; wil je het beëindigen, zeg het dan op.\n\nHeb je dit niet zelf gevraagd? Log dan in, trek de verwijdering in en wijzig je wachtwoord.\n\nMet vriendelijke groet,\nKlantenservice {brand}',
    be: 'Hallo,\n\nJe hebt gevraagd om je account bij {brand} te verwijderen. Dat doen we op {date}, over {days} dagen. Tot die dag kun je de verwijdering intrekken: meld je aan en kies "Verwijdering intrekken".\n\nEen betaald abonnement loopt door; wil je het beëindigen, zeg het dan op.\n\nHeb je dit niet zelf gevraagd? Meld je dan aan, trek de verwijdering in en wijzig je wachtwoord.\n\nMet vriendelijke groeten,\nKlantendienst {brand}',
  },
  'privacy.deletion.mail.erasedSubject': { nl: 'Je account bij {brand} is verwijderd' },
  'privacy.deletion.mail.erasedText': {
    nl: 'Hallo,\n\nZoals je hebt gevraagd, hebben we je account bij {brand} verwijderd, met je persoonlijke gegevens. Je facturen bewaren we nog {years} jaar zonder je naam en adres, voor de boekhouding. Een abonnement dat nog liep, is niet opgezegd.\n\nDit is ons laatste bericht over je account.\n\nMet vriendelijke groet,\nKlantenservice {brand}',
    be: 'Hallo,\n\nZoals je hebt gevraagd, hebben we je account bij {brand} verwijderd, met je persoonlijke gegevens. Je facturen bewaren we nog {years} jaar zonder je naam en adres, voor de boekhouding. Een abonnement dat nog liep, is niet opgezegd.\n\nDit is ons laatste bericht over je account.\n\nMet vriendelijke groeten,\nKlantendienst {brand}',
  },
  DELETION_PASSWORD_REQUIRED: { nl: 'Vul je wachtwoord in om de verwijdering te bevestigen.' },
  DELETION_PASSWORD_INCORRECT: {
    nl: 'Dit wachtwoord klopt niet. Er is niets veranderd. Probeer het opnieuw; ben je je wachtwoord vergeten, kies dan "Wachtwoord vergeten" bij het inloggen.',
    be: 'Dit wachtwoord klopt niet. Er is niets veranderd. Probeer het opnieuw; ben je je wachtwoord vergeten, kies dan "Wachtwoord vergeten" bij het aanmelden.',
  },
  DELETION_CODE_INVALID: {
    nl: 'Deze code klopt niet of is verlopen. Er is niets veranderd. Controleer de code in de e-mail of vraag een nieuwe code aan.',
  },
  DELETION_CODE_LOCKED: {
    nl: 'Je hebt te vaak een verkeerde code ingevuld. Er is niets veranderd. Probeer het over een uur opnieuw.',
  },
  DELETION_CODE_TOO_SOON: { nl: 'Je kunt elke 30 seconden een nieuwe code aanvragen.' },
  DELETION_CODE_LIMIT: {
    nl: 'Je hebt vandaag al te veel codes aangevraagd. Er is niets veranderd. Probeer het morgen opnieuw.',
  },
  DELETION_CODE_NOT_AVAILABLE: { nl: 'Bevestig de verwijdering met je wachtwoord.' },
  DELETION_NOT_PENDING: { nl: 'Er staat geen verwijdering van je account gepland.' },
};
