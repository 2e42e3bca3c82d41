/**
 * Texts of the account area (`/account`, `/account/gegevens`, `/account/telefoonnummer`, `/account/wachtwoord`,
 * `/account/e-mailadres`, `/account/e-mail-bevestigen`), its mails and SMS, and the violation codes of its forms
 * (src/shared/account.ts). Shared codes such as POSTCODE_INVALID, EMAIL_INVALID, the free-text codes and the PHONE_CODE_*
 * codes live in the core translations.
 */
import type { TranslationSource } from '../../shared/translation-source';

export const ACCOUNT_TRANSLATIONS: TranslationSource = {
  // Overview
  'account.completeness.label': { nl: 'Volledigheid van je profiel' },
  'account.completeness.value': { nl: '{percent} procent' },
  'account.completeness.hint': {
    nl: 'Vul je gegevens aan, dan kunnen we je sneller helpen als je contact met ons opneemt.',
  },
  'account.completeness.done': { nl: 'Je gegevens zijn compleet. Dank je wel!' },
  'account.editDetails': { nl: 'Gegevens wijzigen' },
  'account.changeEmail': { nl: 'E-mailadres wijzigen' },
  'account.verifyPhone': { nl: 'Mobiel nummer verifiëren', be: 'Gsm-nummer verifiëren' },
  'account.changePassword': { nl: 'Wachtwoord wijzigen' },
  // Links to the account's other screens (they have no entry in the top navigation).
  'account.sessions': { nl: 'Sessies' },
  'account.passkeys': { nl: 'Toegangssleutels' },
  'account.newsletters': { nl: 'Nieuwsbrieven' },
  'account.phoneVerified': { nl: 'Geverifieerd' },
  'account.phoneNotVerified': { nl: 'Niet geverifieerd' },
  'account.securityTitle': { nl: 'Inloggen en beveiliging', be: 'Aanmelden en beveiliging' },
  'account.backToOverview': { nl: 'Terug naar Mijn account' },

  // Details: personal and contact information, each edited in place
  'account.details.intro': {
    nl: 'Houd je gegevens up-to-date, zodat je krant of tijdschrift op het goede adres aankomt.',
    be: 'Houd je gegevens up-to-date, zodat je krant of magazine op het goede adres aankomt.',
  },
  'account.details.intro@magazine': {
    nl: 'Houd je gegevens up-to-date, zodat je tijdschrift op het goede adres aankomt.',
    be: 'Houd je gegevens up-to-date, zodat je magazine op het goede adres aankomt.',
  },
  'account.personal.title': { nl: 'Persoonlijke gegevens' },
  'account.contact.title': { nl: 'Contactgegevens' },
  'account.edit': { nl: 'Wijzigen' },
  'account.personal.edit': { nl: 'Persoonlijke gegevens wijzigen' },
  'account.contact.edit': { nl: 'Contactgegevens wijzigen' },
  'account.save': { nl: 'Opslaan' },
  'account.saving': { nl: 'Bezig met opslaan' },
  'account.cancel': { nl: 'Annuleren' },
  'account.saved': { nl: 'Je gegevens zijn opgeslagen.' },
  'account.formErrors': { nl: 'Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.' },
  'account.notSet': { nl: 'Niet ingevuld' },
  'account.optional': { nl: '(optioneel)' },
  'account.required': { nl: 'Vul dit veld in.' },
  'account.field.firstName': { nl: 'Voornaam' },
  'account.field.lastName': { nl: 'Achternaam' },
  'account.field.gender': { nl: 'Aanhef' },
  'account.gender.FEMALE': { nl: 'Mevrouw' },
  'account.gender.MALE': { nl: 'Meneer' },
  'account.gender.OTHER': { nl: 'Anders' },
  'account.gender.UNKNOWN': { nl: 'Zeg ik liever niet' },
  'account.field.dateOfBirth': { nl: 'Geboortedatum' },
  'account.field.dateOfBirthHint': { nl: 'Als dd.mm.jjjj, bijvoorbeeld 31.12.1980' },
  'account.field.country': { nl: 'Land' },
  'account.country.NL': { nl: 'Nederland' },
  'account.country.BE': { nl: 'België' },
  'account.field.zipCode': { nl: 'Postcode' },
  'account.field.zipCodeHintNL': { nl: 'Bijvoorbeeld 1234 AB' },
  'account.field.zipCodeHintBE': { nl: 'Bijvoorbeeld 1000' },
  'account.field.houseNumber': { nl: 'Huisnummer' },
  'account.field.houseNumberSuffix': { nl: 'Toevoeging' },
  'account.field.street': { nl: 'Straat' },
  'account.field.city': { nl: 'Plaats', be: 'Gemeente' },
  'account.field.phone': { nl: 'Mobiel nummer', be: 'Gsm-nummer' },
  'account.field.phoneCountry': { nl: 'Landcode' },
  'account.field.phoneIncomplete': {
    nl: 'Vul je volledige mobiele nummer in.',
    be: 'Vul je volledige gsm-nummer in.',
  },
  'account.phone.countryNL': { nl: 'Nederland' },
  'account.phone.countryBE': { nl: 'België' },

  // E-mail change (/account/e-mailadres, /account/e-mail-bevestigen)
  'account.email.title': { nl: 'E-mailadres wijzigen' },
  'account.email.intro': {
    nl: 'Je logt in met {email}. Vul je nieuwe e-mailadres in; we sturen er een bevestigingslink naartoe.',
    be: 'Je meldt je aan met {email}. Vul je nieuwe e-mailadres in; we sturen er een bevestigingslink naartoe.',
  },
  'account.email.newLabel': { nl: 'Nieuw e-mailadres' },
  'account.email.submit': { nl: 'Bevestigingslink versturen' },
  'account.email.sending': { nl: 'Bezig met versturen' },
  'account.email.sent': {
    nl: 'We hebben een bevestigingslink gestuurd naar {email}. Open de link binnen 24 uur; tot dan blijft je huidige e-mailadres gelden.',
  },
  'account.email.confirmTitle': { nl: 'Nieuw e-mailadres bevestigen' },
  'account.email.confirmIntro': {
    nl: 'Bevestig dat {email} voortaan het e-mailadres van je account is.',
  },
  'account.email.confirmButton': { nl: 'Bevestigen' },
  'account.email.confirming': { nl: 'Bezig met bevestigen' },
  'account.email.confirmed': {
    nl: 'Je e-mailadres is gewijzigd in {email}. Voortaan log je hiermee in.',
    be: 'Je e-mailadres is gewijzigd in {email}. Voortaan meld je je hiermee aan.',
  },
  'account.email.mail.confirmSubject': { nl: 'Bevestig je nieuwe e-mailadres' },
  'account.email.mail.confirmText': {
    nl: 'Hallo,\n\nJe hebt gevraagd om het e-mailadres van je account bij {brand} te wijzigen in dit adres. Bevestig dat met deze link; hij is 24 uur geldig en werkt één keer:\n\n{link}\n\nHeb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; er verandert niets.\n\nMet vriendelijke groet,\nKlantenservice {brand}',
    be: 'Hallo,\n\nJe hebt gevraagd om het e-mailadres van je account bij {brand} te wijzigen in dit adres. Bevestig dat met deze link; hij is 24 uur geldig en werkt één keer:\n\n{link}\n\nHeb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; er verandert niets.\n\nMet vriendelijke groeten,\nKlantendienst {brand}',
  },
  'account.email.mail.inUseSubject': { nl: 'Iemand wilde dit e-mailadres aan een account koppelen' },
  'account.email.mail.inUseText': {
    nl: 'Hallo,\n\nIemand heeft gevraagd om dit e-mailadres te gebruiken voor een ander account bij {brand}. Dit adres hoort al bij jouw account, dus er is niets veranderd.\n\nWilde je zelf een ander account op dit adres laten overgaan? Log dan in met dit e-mailadres, of neem contact op met onze klantenservice.\n\nHeb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groet,\nKlantenservice {brand}',
    be: 'Hallo,\n\nIemand heeft gevraagd om dit e-mailadres te gebruiken voor een ander account bij {brand}. Dit adres hoort al bij jouw account, dus er is niets veranderd.\n\nWilde je zelf een ander account op dit adres laten overgaan? Meld je dan aan met dit e-mailadres, of neem contact op met onze klantendienst.\n\nHeb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groeten,\nKlantendienst {brand}',
  },
  'account.email.mail.noticeSubject': { nl: 'Je e-mailadres is gewijzigd' },
  'account.email.mail.noticeText': {
    nl: 'Hallo,\n\nHet e-mailadres van je account bij {brand} is gewijzigd in {email}. Je logt voortaan in met dat adres; op dit adres ontvang je geen berichten over je account meer.\n\nHeb je dit niet zelf gedaan? Neem dan meteen contact op met onze klantenservice.\n\nMet vriendelijke groet,\nKlantenservice {brand}',
    be: 'Hallo,\n\nHet e-mailadres van je account bij {brand} is gewijzigd in {email}. Je meldt je voortaan aan met dat adres; op dit adres ontvang je geen berichten over je account meer.\n\nHeb je dit niet zelf gedaan? Neem dan meteen contact op met onze klantendienst.\n\nMet vriendelijke groeten,\nKlantendienst {brand}',
  },

  // Phone verification (/account/telefoonnummer)
  'account.phone.title': { nl: 'Mobiel nummer verifiëren', be: 'Gsm-nummer verifiëren' },
  'account.phone.intro': {
    nl: 'We sturen een sms met een code van 6 cijfers naar {phone}. Vul die code hier in.',
  },
  'account.phone.noNumber': {
    nl: 'Je hebt nog geen mobiel nummer opgegeven. Vul het eerst in bij je gegevens.',
    be: 'Je hebt nog geen gsm-nummer opgegeven. Vul het eerst in bij je gegevens.',
  },
  'account.phone.alreadyVerified': {
    nl: 'Je mobiele nummer {phone} is al geverifieerd.',
    be: 'Je gsm-nummer {phone} is al geverifieerd.',
  },
  'account.phone.send': { nl: 'Stuur mij een code' },
  'account.phone.resend': { nl: 'Stuur een nieuwe code' },
  'account.phone.sending': { nl: 'Bezig met versturen' },
  'account.phone.sent': { nl: 'We hebben een code gestuurd naar {phone}. De code is 10 minuten geldig.' },
  'account.phone.codeLabel': { nl: 'Code uit de sms' },
  'account.phone.digitLabel': { nl: 'Cijfer {position} van {total}' },
  'account.phone.verify': { nl: 'Code controleren' },
  'account.phone.verifying': { nl: 'Bezig met controleren' },
  'account.phone.verified': {
    nl: 'Gelukt: je mobiele nummer {phone} is geverifieerd.',
    be: 'Gelukt: je gsm-nummer {phone} is geverifieerd.',
  },
  'account.phone.sms': { nl: 'Je code voor {brand} is {code}. De code is 10 minuten geldig. Deel hem met niemand.' },

  // Password change (/account/wachtwoord, POST /api/pass)
  'account.password.title': { nl: 'Wachtwoord wijzigen' },
  'account.password.intro': {
    nl: 'Kies een nieuw wachtwoord van minstens 10 tekens. Een zin van een paar woorden is sterk en goed te onthouden.',
  },
  'account.password.current': { nl: 'Huidig wachtwoord' },
  'account.password.new': { nl: 'Nieuw wachtwoord' },
  'account.password.showCurrent': { nl: 'Huidig wachtwoord tonen' },
  'account.password.showNew': { nl: 'Nieuw wachtwoord tonen' },
  'account.password.submit': { nl: 'Wachtwoord wijzigen' },
  'account.password.saving': { nl: 'Bezig met wijzigen' },
  'account.password.changed': { nl: 'Je wachtwoord is gewijzigd.' },
  'account.password.traceId': { nl: 'Foutcode: {traceId}' },

  // Violation codes of the account forms (src/shared/account.ts and the account domain)
  FIRST_NAME_REQUIRED: { nl: 'Vul je voornaam in.' },
  LAST_NAME_REQUIRED: { nl: 'Vul je achternaam in.' },
  NAME_TOO_LONG: { nl: 'Een naam mag hoogstens 60 tekens lang zijn.' },
  GENDER_REQUIRED: { nl: 'Kies een aanhef.' },
  DATE_OF_BIRTH_INVALID: { nl: 'Vul een bestaande datum in als dd.mm.jjjj, zoals 31.12.1980.' },
  DATE_OF_BIRTH_IN_FUTURE: { nl: 'Je geboortedatum kan niet in de toekomst liggen.' },
  COUNTRY_INVALID: { nl: 'Kies Nederland of België.' },
  HOUSE_NUMBER_INVALID: {
    nl: 'Vul een huisnummer in van alleen cijfers, zoals 12. Een letter hoort bij de toevoeging.',
  },
  HOUSE_NUMBER_SUFFIX_INVALID: { nl: 'Een toevoeging bestaat uit hoogstens 10 letters en cijfers, zoals A of bus 3.' },
  STREET_REQUIRED: { nl: 'Vul je straat in.' },
  CITY_REQUIRED: { nl: 'Vul je woonplaats in.', be: 'Vul je gemeente in.' },
  TEXT_TOO_LONG: { nl: 'Dit is te lang. Gebruik hoogstens 80 tekens.' },
  PHONE_INVALID: {
    nl: 'Vul een geldig mobiel nummer in, zoals 6 12345678.',
    be: 'Vul een geldig gsm-nummer in, zoals 470 12 34 56.',
  },
  PHONE_NUMBER_MISSING: {
    nl: 'Je hebt nog geen mobiel nummer opgegeven.',
    be: 'Je hebt nog geen gsm-nummer opgegeven.',
  },
  PHONE_ALREADY_VERIFIED: {
    nl: 'Je mobiele nummer is al geverifieerd.',
    be: 'Je gsm-nummer is al geverifieerd.',
  },
  VERIFICATION_CODE_FORMAT: { nl: 'Vul alle 6 cijfers van de code in.' },
  EMAIL_UNCHANGED: { nl: 'Dit is al je e-mailadres. Vul een ander e-mailadres in.' },
  EMAIL_LINK_INVALID: {
    nl: 'Deze bevestigingslink is niet (meer) geldig. Misschien heb je hem al gebruikt of een nieuwere aangevraagd.',
  },
  PASSWORD_REQUIRED: { nl: 'Vul je wachtwoord in.' },
  PASSWORD_TOO_SHORT: { nl: 'Je nieuwe wachtwoord moet minstens 10 tekens lang zijn.' },
  PASSWORD_TOO_LONG: { nl: 'Je nieuwe wachtwoord mag hoogstens 128 tekens lang zijn.' },
  PASSWORD_UNCHANGED: { nl: 'Je nieuwe wachtwoord moet anders zijn dan je huidige.' },
  PASSWORD_INCORRECT: { nl: 'Dit is niet je huidige wachtwoord.' },
};
