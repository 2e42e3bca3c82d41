/**
 * Texts of sign-in and sessions: the account host's pages (sign in with password or e-mail code, forgotten
 * password, create an account), the mails it sends, the choice between two accounts, the sessions screen and the
 * development mailbox. BE says "aanmelden" where NL says "inloggen".
 */
import type { TranslationSource } from '../../shared/translation-source';

export const IDENTITY_TRANSLATIONS: TranslationSource = {
  // Account host: common
  'identity.host.pageTitleSuffix': { nl: 'Mijn Omgeving' },
  'identity.host.logoAlt': { nl: '{brand} Mijn Omgeving' },
  'identity.host.backToSite': { nl: 'Naar {brand}' },
  'identity.host.notFoundTitle': { nl: 'Pagina niet gevonden' },
  'identity.host.notFoundMessage': { nl: 'Dit inlogadres kennen we niet.', be: 'Dit aanmeldadres kennen we niet.' },
  'identity.host.errorTitle': { nl: 'Er ging iets mis' },
  'identity.host.errorMessage': { nl: 'Probeer het later opnieuw.' },
  'identity.host.flowErrorMessage': {
    nl: 'Inloggen of uitloggen is niet gelukt. Ga terug naar de website en probeer het opnieuw.',
    be: 'Aanmelden of afmelden is niet gelukt. Ga terug naar de website en probeer het opnieuw.',
  },
  'identity.host.expiredTitle': { nl: 'Je inlogpoging is verlopen', be: 'Je aanmeldpoging is verlopen' },
  'identity.host.expiredMessage': {
    nl: 'Dit inlogscherm is niet meer geldig. Begin opnieuw op de website.',
    be: 'Dit aanmeldscherm is niet meer geldig. Begin opnieuw op de website.',
  },
  'identity.host.restart': { nl: 'Opnieuw inloggen', be: 'Opnieuw aanmelden' },
  'identity.host.notAllowedTitle': { nl: 'Niet toegestaan' },
  'identity.host.notAllowedMessage': { nl: 'Deze actie kan hier niet.' },
  'identity.host.otherWays': { nl: 'Andere manieren' },
  'identity.host.errorSummaryTitle': { nl: 'Er ging iets mis' },

  // Sign in with password
  'identity.login.title': { nl: 'Inloggen', be: 'Aanmelden' },
  'identity.login.intro': {
    nl: 'Log in met het e-mailadres en wachtwoord van je account bij {brand}.',
    be: 'Meld je aan met het e-mailadres en wachtwoord van je account bij {brand}.',
  },
  'identity.login.email': { nl: 'E-mailadres' },
  'identity.login.password': { nl: 'Wachtwoord' },
  'identity.login.submit': { nl: 'Inloggen', be: 'Aanmelden' },
  'identity.login.withCode': {
    nl: 'Inloggen met een code per e-mail',
    be: 'Aanmelden met een code per e-mail',
  },
  'identity.login.withPassword': { nl: 'Inloggen met je wachtwoord', be: 'Aanmelden met je wachtwoord' },
  'identity.login.forgotPassword': { nl: 'Wachtwoord vergeten?' },
  'identity.login.createAccount': { nl: 'Account aanmaken' },
  'identity.login.emailMissing': { nl: 'Vul je e-mailadres in.' },
  'identity.login.emailInvalid': { nl: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.' },
  'identity.login.passwordMissing': { nl: 'Vul je wachtwoord in.' },
  'identity.login.wrongCredentials': {
    nl: 'Het e-mailadres of het wachtwoord klopt niet. Controleer je gegevens en probeer het opnieuw.',
  },
  'identity.login.locked': {
    nl: 'Je hebt te vaak een verkeerd wachtwoord ingevuld. Probeer het over {minutes} minuten opnieuw.',
  },
  'identity.login.lockedOneMinute': {
    nl: 'Je hebt te vaak een verkeerd wachtwoord ingevuld. Probeer het over 1 minuut opnieuw.',
  },

  // Sign in with an e-mail code
  'identity.code.title': { nl: 'Inloggen met een code', be: 'Aanmelden met een code' },
  'identity.code.intro': {
    nl: 'Vul je e-mailadres in. We sturen je een code van 6 cijfers waarmee je inlogt.',
    be: 'Vul je e-mailadres in. We sturen je een code van 6 cijfers waarmee je je aanmeldt.',
  },
  'identity.code.send': { nl: 'Stuur mij een code' },
  'identity.code.enterTitle': { nl: 'Vul je code in' },
  'identity.code.sent': {
    nl: 'Als er een account bij {email} hoort, hebben we een code van 6 cijfers gestuurd. De code is 10 minuten geldig.',
  },
  'identity.code.label': { nl: 'Code van 6 cijfers' },
  'identity.code.digitLabel': { nl: 'Cijfer {position} van {total}' },
  'identity.code.hint': { nl: 'Na het zesde cijfer gaan we meteen verder.' },
  'identity.code.submit': { nl: 'Bevestigen' },
  'identity.code.resend': { nl: 'Stuur een nieuwe code' },
  'identity.code.invalid': {
    nl: 'Deze code klopt niet of is verlopen. Controleer de code of vraag een nieuwe aan.',
  },
  'identity.code.missing': { nl: 'Vul de 6 cijfers van je code in.' },
  'identity.code.locked': {
    nl: 'Je hebt te vaak een verkeerde code ingevuld. Probeer het over {minutes} minuten opnieuw.',
  },
  'identity.code.tooSoon': { nl: 'Je kunt over {seconds} seconden een nieuwe code aanvragen.' },
  'identity.code.tooMany': {
    nl: 'Je hebt te vaak een code of link aangevraagd. Probeer het over {minutes} minuten opnieuw.',
  },
  'identity.code.mailSubject': { nl: 'Je code voor {brand}: {code}' },
  'identity.code.mailText': {
    nl: 'Hallo,\n\nJe code om in te loggen bij {brand} is: {code}\n\nDe code is 10 minuten geldig. Heb je geen code aangevraagd? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groet,\n{brand}',
    be: 'Hallo,\n\nJe code om je aan te melden bij {brand} is: {code}\n\nDe code is 10 minuten geldig. Heb je geen code aangevraagd? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groeten,\n{brand}',
  },

  // Forgotten password
  'identity.forgot.title': { nl: 'Wachtwoord vergeten' },
  'identity.forgot.intro': {
    nl: 'Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord kiest.',
  },
  'identity.forgot.submit': { nl: 'Stuur mij een link' },
  'identity.forgot.sentTitle': { nl: 'Kijk in je mailbox' },
  'identity.forgot.sent': {
    nl: 'Als er een account bij {email} hoort, hebben we een link gestuurd om een nieuw wachtwoord te kiezen. De link is 1 uur geldig.',
  },
  'identity.forgot.mailSubject': { nl: 'Kies een nieuw wachtwoord voor {brand}' },
  'identity.forgot.mailText': {
    nl: 'Hallo,\n\nKies via deze link een nieuw wachtwoord voor je account bij {brand}:\n{link}\n\nDe link is 1 uur geldig en werkt één keer. Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.\n\nMet vriendelijke groet,\n{brand}',
    be: 'Hallo,\n\nKies via deze link een nieuw wachtwoord voor je account bij {brand}:\n{link}\n\nDe link is 1 uur geldig en werkt één keer. Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.\n\nMet vriendelijke groeten,\n{brand}',
  },
  'identity.reset.title': { nl: 'Kies een nieuw wachtwoord' },
  'identity.reset.intro': { nl: 'Kies een nieuw wachtwoord voor {email}.' },
  'identity.reset.password': { nl: 'Nieuw wachtwoord' },
  'identity.reset.passwordHint': { nl: 'Minstens 10 tekens.' },
  'identity.reset.submit': { nl: 'Wachtwoord opslaan' },
  'identity.reset.invalidTitle': { nl: 'Deze link werkt niet meer' },
  'identity.reset.invalid': {
    nl: 'De link is verlopen of al gebruikt. Vraag een nieuwe link aan via ‘Wachtwoord vergeten?’.',
  },
  'identity.reset.doneTitle': { nl: 'Je wachtwoord is gewijzigd' },
  'identity.reset.done': {
    nl: 'Je kunt nu inloggen met je nieuwe wachtwoord.',
    be: 'Je kunt je nu aanmelden met je nieuwe wachtwoord.',
  },
  'identity.password.show': { nl: 'Wachtwoord tonen' },
  'identity.password.tooShort': { nl: 'Kies een wachtwoord van minstens 10 tekens.' },
  'identity.password.tooLong': { nl: 'Kies een wachtwoord van hoogstens 128 tekens.' },

  // Create an account
  'identity.register.title': { nl: 'Account aanmaken' },
  'identity.register.intro': {
    nl: 'Maak een account aan voor {brand}. We sturen een code naar je e-mailadres om te controleren dat het van jou is.',
  },
  'identity.register.submit': { nl: 'Account aanmaken' },
  'identity.register.codeTitle': { nl: 'Bevestig je e-mailadres' },
  'identity.register.mailSubject': { nl: 'Bevestig je e-mailadres voor {brand}: {code}' },
  'identity.register.mailText': {
    nl: 'Hallo,\n\nJe code om je account bij {brand} aan te maken is: {code}\n\nDe code is 10 minuten geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groet,\n{brand}',
    be: 'Hallo,\n\nJe code om je account bij {brand} aan te maken is: {code}\n\nDe code is 10 minuten geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groeten,\n{brand}',
  },

  // Logout step on the account host
  'identity.logout.title': { nl: 'Uitloggen', be: 'Afmelden' },
  'identity.logout.intro': {
    nl: 'Wil je uitloggen? Je moet daarna opnieuw inloggen om je gegevens te bekijken.',
    be: 'Wil je je afmelden? Je moet je daarna opnieuw aanmelden om je gegevens te bekijken.',
  },
  'identity.logout.button': { nl: 'Ja, uitloggen', be: 'Ja, afmelden' },
  'identity.logout.stay': { nl: 'Nee, ingelogd blijven', be: 'Nee, aangemeld blijven' },
  'identity.logout.doneTitle': { nl: 'Je bent uitgelogd', be: 'Je bent afgemeld' },

  // Portal: sign-in problems, the choice between two accounts
  'identity.portal.failedTitle': { nl: 'Inloggen is niet gelukt', be: 'Aanmelden is niet gelukt' },
  'identity.portal.unavailableTitle': { nl: 'Inloggen lukt nu niet', be: 'Aanmelden lukt nu niet' },
  'identity.portal.unavailable': {
    nl: 'Inloggen is op dit moment niet mogelijk. Probeer het later opnieuw.',
    be: 'Aanmelden is op dit moment niet mogelijk. Probeer het later opnieuw.',
  },
  'identity.portal.home': { nl: 'Naar de startpagina' },
  'identity.portal.expired': {
    nl: 'Je inlogpoging is verlopen of ongeldig. Probeer het opnieuw.',
    be: 'Je aanmeldpoging is verlopen of ongeldig. Probeer het opnieuw.',
  },
  'identity.portal.notCompleted': {
    nl: 'Je inlogpoging kon niet worden afgerond. Probeer het opnieuw.',
    be: 'Je aanmeldpoging kon niet worden afgerond. Probeer het opnieuw.',
  },
  'identity.portal.noAccount': {
    nl: 'Bij deze inloggegevens hoort geen account in Mijn Omgeving.',
    be: 'Bij deze aanmeldgegevens hoort geen account in Mijn Omgeving.',
  },
  'identity.portal.logoutFailedTitle': { nl: 'Uitloggen is niet gelukt', be: 'Afmelden is niet gelukt' },
  'identity.portal.logoutCrossSite': {
    nl: 'Log uit via Mijn Omgeving zelf.',
    be: 'Meld je af via Mijn Omgeving zelf.',
  },
  'identity.portal.logoutMethod': {
    nl: 'Gebruik de knop Uitloggen om uit te loggen.',
    be: 'Gebruik de knop Afmelden om je af te melden.',
  },
  'identity.portal.forbiddenOrigin': {
    nl: 'Deze actie komt niet van Mijn Omgeving zelf en is daarom geweigerd.',
  },
  'identity.portal.tooManyRequests': {
    nl: 'Je hebt in korte tijd te veel verzoeken gedaan. Probeer het over {seconds} seconden opnieuw.',
  },
  'identity.switch.title': {
    nl: 'Je bent met een ander account ingelogd',
    be: 'Je bent met een ander account aangemeld',
  },
  'identity.switch.intro': {
    nl: 'In Mijn Omgeving ben je ingelogd als {current}, maar bij {brand} ben je ingelogd als {other}. Met welk account wil je verder?',
    be: 'In Mijn Omgeving ben je aangemeld als {current}, maar bij {brand} ben je aangemeld als {other}. Met welk account wil je verder?',
  },
  'identity.switch.continue': { nl: 'Verder als {email}' },
  'identity.switch.stay': { nl: 'Blijf ingelogd als {email}', be: 'Blijf aangemeld als {email}' },
  'identity.switch.gone': {
    nl: 'Er is geen ander account meer om naar over te stappen.',
  },

  // Sessions screen
  'identity.sessions.title': { nl: 'Waar je bent ingelogd', be: 'Waar je bent aangemeld' },
  'identity.sessions.intro': {
    nl: 'Dit zijn de apparaten en browsers waarop je bij Mijn Omgeving van {brand} bent ingelogd. Herken je er een niet? Beëindig die sessie en wijzig je wachtwoord.',
    be: 'Dit zijn de toestellen en browsers waarop je bij Mijn Omgeving van {brand} bent aangemeld. Herken je er een niet? Beëindig die sessie en wijzig je wachtwoord.',
  },
  'identity.sessions.current': { nl: 'Dit apparaat', be: 'Dit toestel' },
  'identity.sessions.device': { nl: 'Apparaat', be: 'Toestel' },
  'identity.sessions.deviceLine': { nl: '{browser} op {os}' },
  'identity.sessions.unknownDevice': { nl: 'Onbekend apparaat', be: 'Onbekend toestel' },
  'identity.sessions.unknownBrowser': { nl: 'Onbekende browser' },
  'identity.sessions.unknownOs': { nl: 'onbekend systeem' },
  'identity.sessions.app': { nl: 'App' },
  'identity.sessions.place': { nl: 'Ingelogd vanaf', be: 'Aangemeld vanaf' },
  'identity.sessions.placeUnknown': { nl: 'Onbekend' },
  'identity.sessions.signedInAt': { nl: 'Ingelogd op', be: 'Aangemeld op' },
  'identity.sessions.lastUsed': { nl: 'Laatst gebruikt' },
  'identity.sessions.end': { nl: 'Sessie beëindigen' },
  'identity.sessions.endLabel': { nl: 'Sessie beëindigen: {device}' },
  'identity.sessions.endOthers': { nl: 'Alle andere sessies beëindigen' },
  'identity.sessions.ended': { nl: 'De sessie is beëindigd.' },
  'identity.sessions.endedOthers': { nl: 'Alle andere sessies zijn beëindigd.' },
  'identity.sessions.unlisted': {
    nl: 'Hierboven staan de {listed} laatst gebruikte andere sessies. Je bent nog op {unlisted} andere plekken ingelogd; "Alle andere sessies beëindigen" beëindigt ook die.',
    be: 'Hierboven staan de {listed} laatst gebruikte andere sessies. Je bent nog op {unlisted} andere plekken aangemeld; "Alle andere sessies beëindigen" beëindigt ook die.',
  },
  'identity.sessions.noOthers': { nl: 'Je bent nergens anders ingelogd.', be: 'Je bent nergens anders aangemeld.' },
  'identity.sessions.error': { nl: 'Dat is niet gelukt. Probeer het opnieuw.' },

  // Development mailbox
  'identity.mailbox.title': { nl: 'Ontwikkelmailbox' },
  'identity.mailbox.intro': {
    nl: 'Alle e-mails en sms’jes die het systeem buiten productie verstuurde, de nieuwste bovenaan. Alleen buiten productie.',
  },
  'identity.mailbox.empty': { nl: 'Er is nog niets verstuurd.' },
  'identity.mailbox.sms': { nl: 'Sms' },
  'identity.mailbox.to': { nl: 'Aan' },
  'identity.mailbox.brand': { nl: 'Titel' },
  'identity.mailbox.sentAt': { nl: 'Verstuurd' },

  // Passkeys ("toegangssleutels", the word Apple and Google use in Dutch): signing in and managing them on the account host
  'identity.passkeys.signIn': { nl: 'Inloggen met een toegangssleutel', be: 'Aanmelden met een toegangssleutel' },
  'identity.passkeys.signInCancelled': {
    nl: 'Inloggen met een toegangssleutel is afgebroken. Probeer het opnieuw of log in met je wachtwoord.',
    be: 'Aanmelden met een toegangssleutel is afgebroken. Probeer het opnieuw of meld je aan met je wachtwoord.',
  },
  'identity.passkeys.signInRefused': {
    nl: 'Met deze toegangssleutel kun je hier niet inloggen. Log in met je wachtwoord of een e-mailcode.',
    be: 'Met deze toegangssleutel kun je je hier niet aanmelden. Meld je aan met je wachtwoord of een e-mailcode.',
  },
  'identity.passkeys.expired': { nl: 'Deze poging is verlopen. Probeer het opnieuw.' },
  'identity.passkeys.failed': { nl: 'Dat lukte nu niet. Probeer het later opnieuw.' },
  'identity.passkeys.tooMany': { nl: 'Je hebt het te vaak geprobeerd. Probeer het over {minutes} minuten opnieuw.' },
  'identity.passkeys.title': { nl: 'Toegangssleutels' },
  'identity.passkeys.intro': {
    nl: 'Met een toegangssleutel log je in met je vingerafdruk, je gezicht of de pincode van je apparaat, zonder wachtwoord. Je wachtwoord en de e-mailcode blijven werken.',
    be: 'Met een toegangssleutel meld je je aan met je vingerafdruk, je gezicht of de pincode van je toestel, zonder wachtwoord. Je wachtwoord en de e-mailcode blijven werken.',
  },
  'identity.passkeys.accountOf': { nl: 'Account: {email}' },
  'identity.passkeys.listTitle': { nl: 'Je toegangssleutels' },
  'identity.passkeys.none': { nl: 'Je hebt hier nog geen toegangssleutel.' },
  'identity.passkeys.created': { nl: 'Toegevoegd op {date}' },
  'identity.passkeys.lastUsed': { nl: 'Laatst gebruikt op {date}' },
  'identity.passkeys.neverUsed': { nl: 'Nog niet gebruikt' },
  'identity.passkeys.synced': {
    nl: 'Gesynchroniseerd tussen je apparaten',
    be: 'Gesynchroniseerd tussen je toestellen',
  },
  'identity.passkeys.remove': { nl: 'Verwijderen' },
  'identity.passkeys.removeLabel': { nl: 'Toegangssleutel {name} verwijderen' },
  'identity.passkeys.removed': {
    nl: 'Toegangssleutel {name} is verwijderd. Je kunt er niet meer mee inloggen.',
    be: 'Toegangssleutel {name} is verwijderd. Je kunt je er niet meer mee aanmelden.',
  },
  'identity.passkeys.removeNotFound': { nl: 'Deze toegangssleutel bestaat niet (meer). Er is niets veranderd.' },
  'identity.passkeys.addTitle': { nl: 'Toegangssleutel toevoegen' },
  'identity.passkeys.name': { nl: 'Naam van de toegangssleutel' },
  'identity.passkeys.nameHint': {
    nl: 'Bijvoorbeeld "Telefoon van Sanne" of "Laptop thuis".',
    be: 'Bijvoorbeeld "Gsm van Sanne" of "Laptop thuis".',
  },
  'identity.passkeys.nameMissing': { nl: 'Geef de toegangssleutel een naam.' },
  'identity.passkeys.nameTooLong': { nl: 'Gebruik voor de naam hoogstens {max} tekens.' },
  'identity.passkeys.add': { nl: 'Toegangssleutel toevoegen' },
  'identity.passkeys.added': { nl: 'Toegangssleutel {name} is toegevoegd.' },
  'identity.passkeys.addCancelled': { nl: 'Het toevoegen is afgebroken. Er is niets veranderd.' },
  'identity.passkeys.addFailed': {
    nl: 'Deze toegangssleutel kon niet worden toegevoegd. Er is niets veranderd. Probeer het opnieuw.',
  },
  'identity.passkeys.duplicate': { nl: 'Deze toegangssleutel hoort al bij je account. Er is niets veranderd.' },
  'identity.passkeys.tooManyKeys': { nl: 'Je hebt al {max} toegangssleutels. Verwijder er eerst een.' },
  'identity.passkeys.needsScript': {
    nl: 'Om een toegangssleutel toe te voegen heeft je browser JavaScript en ondersteuning voor toegangssleutels nodig.',
  },
  'identity.passkeys.notFresh': {
    nl: 'Log opnieuw in om je toegangssleutels te beheren.',
    be: 'Meld je opnieuw aan om je toegangssleutels te beheren.',
  },
  'identity.passkeys.backToAccount': { nl: 'Terug naar Mijn account' },

  // Signing in while the account waits for its deletion (the account host)
  'identity.deletion.title': { nl: 'Je account wordt verwijderd' },
  'identity.deletion.message': {
    nl: 'Je hebt gevraagd om je account bij {brand} te verwijderen. Dat gebeurt op {date}. Wil je je account houden? Trek de verwijdering dan in.',
  },
  'identity.deletion.cancel': { nl: 'Verwijdering intrekken' },
  'identity.deletion.continue': { nl: 'Doorgaan, mijn account wordt verwijderd' },
  'identity.deletion.cancelledTitle': { nl: 'Je account blijft bestaan' },
  'identity.deletion.cancelled': { nl: 'De verwijdering is ingetrokken. Je account blijft bestaan.' },
  'identity.deletion.toPortal': { nl: 'Verder naar Mijn {brand}' },
};
