/** Texts of "Mijn gegevens" (/account/mijn-gegevens): the download of the account's data, its mail and its PDF. */
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
};
