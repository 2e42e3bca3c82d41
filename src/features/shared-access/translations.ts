/**
 * Texts of the shared-access area (`/abonnementen/delen`, `/abonnementen/uitnodiging/[invite_key]`), its invitation
 * mail and the violation codes of src/shared/shared-access.ts. EMAIL_INVALID, NOT_FOUND and RATE_LIMITED live in the
 * core translations.
 */
import type { TranslationSource } from '../../shared/translation-source';

export const SHARED_ACCESS_TRANSLATIONS: TranslationSource = {
  // Overview
  'sharedAccess.title': { nl: 'Abonnement delen' },
  'sharedAccess.intro': {
    nl: 'Met een abonnement met digitale toegang mogen tot {max} anderen meelezen. Nodig ze uit per e-mail; zij kunnen dan met hun eigen account inloggen en lezen.',
    be: 'Met een abonnement met digitale toegang mogen tot {max} anderen meelezen. Nodig ze uit per e-mail; zij kunnen dan met hun eigen account aanmelden en lezen.',
  },
  'sharedAccess.placesLeft': { nl: 'Nog {left} van {max} plaatsen vrij' },
  'sharedAccess.noPlacesLeft': {
    nl: 'Alle {max} plaatsen zijn bezet. Trek een uitnodiging in of verwijder een meelezer om iemand anders uit te nodigen.',
  },
  'sharedAccess.coReaders': { nl: 'Meelezers' },
  'sharedAccess.noCoReaders': { nl: 'Er leest nog niemand mee.' },
  'sharedAccess.invites': { nl: 'Openstaande uitnodigingen' },
  'sharedAccess.noInvites': { nl: 'Er staan geen uitnodigingen open.' },
  'sharedAccess.since': { nl: 'Leest mee sinds {date}' },
  'sharedAccess.inviteValidUntil': { nl: 'Uitgenodigd op {sent}, geldig tot en met {date}' },
  'sharedAccess.revokeCoReader': { nl: 'Verwijderen' },
  'sharedAccess.revokeCoReaderLabel': { nl: '{name} verwijderen als meelezer' },
  'sharedAccess.revokeInvite': { nl: 'Intrekken' },
  'sharedAccess.revokeInviteLabel': { nl: 'Uitnodiging voor {email} intrekken' },
  'sharedAccess.coReaderRevoked': { nl: 'De meelezer is verwijderd. Die kan niet meer meelezen met je abonnement.' },
  'sharedAccess.inviteRevoked': { nl: 'De uitnodiging is ingetrokken. De link in de e-mail werkt niet meer.' },
  'sharedAccess.inviteSent': { nl: 'We hebben een uitnodiging gestuurd naar {email}. De link is 14 dagen geldig.' },
  'sharedAccess.form.title': { nl: 'Iemand uitnodigen' },
  'sharedAccess.form.email': { nl: 'E-mailadres van de meelezer' },
  'sharedAccess.form.emailLabel': { nl: 'E-mailadres van de meelezer voor {title}' },
  'sharedAccess.form.submit': { nl: 'Uitnodiging versturen' },
  'sharedAccess.form.sending': { nl: 'Bezig met versturen' },
  'sharedAccess.empty.title': { nl: 'Je hebt geen abonnement om te delen' },
  'sharedAccess.empty.text': {
    nl: 'Meelezen kan met een abonnement met digitale toegang. Heb je zo’n abonnement, koppel het dan eerst aan je account.',
  },
  'sharedAccess.sharedWithMe': { nl: 'Je leest mee met' },
  'sharedAccess.sharedWithMeItem': { nl: '{title} van {owner}' },
  'sharedAccess.sharedWithMeNote': {
    nl: 'Alleen de eigenaar van het abonnement kan meelezers uitnodigen of verwijderen.',
  },
  'sharedAccess.ownerUnknown': { nl: 'een andere abonnee' },
  'sharedAccess.error': { nl: 'Dat is niet gelukt. Probeer het opnieuw.' },

  // Accept page
  'sharedAccess.accept.title': { nl: 'Uitnodiging om mee te lezen' },
  'sharedAccess.accept.text': {
    nl: '{owner} nodigt je uit om mee te lezen met {title}. Je leest dan digitaal mee met je eigen account.',
  },
  'sharedAccess.accept.validUntil': { nl: 'Deze uitnodiging is geldig tot en met {date}.' },
  'sharedAccess.accept.submit': { nl: 'Uitnodiging accepteren', be: 'Uitnodiging aanvaarden' },
  'sharedAccess.accept.accepting': { nl: 'Bezig met accepteren', be: 'Bezig met aanvaarden' },
  'sharedAccess.accept.done': { nl: 'Gelukt! Je leest nu mee met {title} van {owner}.' },
  'sharedAccess.accept.toOverview': { nl: 'Naar je meelezers-overzicht' },
  'sharedAccess.accept.refusedTitle': { nl: 'Deze uitnodiging kun je niet gebruiken' },
  'sharedAccess.accept.toService': { nl: 'Naar de servicepagina' },

  // Mail
  'sharedAccess.mail.subject': { nl: 'Je bent uitgenodigd om mee te lezen met {brand}' },
  'sharedAccess.mail.text': {
    nl: 'Hallo,\n\n{owner} nodigt je uit om digitaal mee te lezen met {title} van {brand}.\n\nAccepteer de uitnodiging via deze link:\n{link}\n\nJe logt in met je eigen account, of maakt er een aan. De link werkt één keer en is geldig tot en met {expires}.\n\nKen je deze persoon niet? Dan kun je deze e-mail negeren.',
    be: 'Hallo,\n\n{owner} nodigt je uit om digitaal mee te lezen met {title} van {brand}.\n\nAanvaard de uitnodiging via deze link:\n{link}\n\nJe meldt je aan met je eigen account, of maakt er een aan. De link werkt één keer en is geldig tot en met {expires}.\n\nKen je deze persoon niet? Dan kun je deze e-mail negeren.',
  },

  // Violations
  SAS_NOT_SHAREABLE: { nl: 'Dit abonnement heeft geen digitale toegang (meer), dus meelezen kan niet.' },
  SAS_NO_PLACES_LEFT: { nl: 'Er is geen plaats meer vrij: er lezen al 3 mensen mee of zijn uitgenodigd.' },
  SAS_INVITE_OWN_EMAIL: { nl: 'Dit is je eigen e-mailadres. Nodig iemand anders uit.' },
  SAS_ALREADY_INVITED: { nl: 'Dit e-mailadres heeft al een uitnodiging die nog openstaat.' },
  SAS_INVITE_DAILY_LIMIT: {
    nl: 'Je hebt de afgelopen 24 uur al zoveel uitnodigingen verstuurd als kan, ook als je ze hebt ingetrokken. Probeer het morgen opnieuw.',
    be: 'Je hebt de voorbije 24 uur al zoveel uitnodigingen verzonden als kan, ook als je ze hebt ingetrokken. Probeer het morgen opnieuw.',
  },
  SAS_INVITE_INVALID: {
    nl: 'Deze link kennen we niet. Controleer of je de hele link uit de e-mail hebt gebruikt, of vraag om een nieuwe uitnodiging.',
  },
  SAS_INVITE_EXPIRED: {
    nl: 'Deze uitnodiging is verlopen: een link is 14 dagen geldig. Vraag de eigenaar van het abonnement om een nieuwe uitnodiging.',
  },
  SAS_INVITE_USED: {
    nl: 'Deze uitnodiging is al gebruikt. Een link werkt maar één keer. Vraag de eigenaar om een nieuwe uitnodiging.',
  },
  SAS_INVITE_REVOKED: { nl: 'De eigenaar van het abonnement heeft deze uitnodiging ingetrokken.' },
  SAS_INVITE_OWN_SUBSCRIPTION: {
    nl: 'Dit is een uitnodiging voor je eigen abonnement. Stuur de link naar degene die je wilt laten meelezen: die accepteert met een eigen account.',
    be: 'Dit is een uitnodiging voor je eigen abonnement. Stuur de link naar degene die je wilt laten meelezen: die aanvaardt met een eigen account.',
  },
  SAS_ALREADY_CO_READER: { nl: 'Je leest al mee met dit abonnement.' },
};
