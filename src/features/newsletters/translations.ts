/** Texts of the newsletters screen (/account/nieuwsbrieven). */
import type { TranslationSource } from '../../shared/translation-source';

export const NEWSLETTERS_TRANSLATIONS: TranslationSource = {
  'newsletters.tile.title': { nl: 'Nieuwsbrieven' },
  'newsletters.tile.description': { nl: 'Kies welke nieuwsbrieven je per e-mail ontvangt.' },
  'newsletters.title': { nl: 'Nieuwsbrieven' },
  'newsletters.intro': {
    nl: 'Kies welke nieuwsbrieven van {brand} je ontvangt op {email}. Je keuze geldt meteen; je kunt je altijd weer uitschrijven.',
  },
  'newsletters.introWithoutEmail': {
    nl: 'Kies welke nieuwsbrieven van {brand} je ontvangt. Je keuze geldt meteen; je kunt je altijd weer uitschrijven.',
  },
  'newsletters.listLabel': { nl: 'Nieuwsbrieven van {brand}' },
  'newsletters.frequency': { nl: 'Hoe vaak' },
  'newsletters.receive': { nl: 'Ontvangen' },
  // The switch's name for screen readers: which newsletter, ending in the visible word.
  'newsletters.receiveLabel': { nl: '{title} ontvangen' },
  'newsletters.subscribed': { nl: 'Je ontvangt voortaan {title}.' },
  'newsletters.unsubscribed': { nl: 'Je bent uitgeschreven voor {title}.' },
  'newsletters.failed': {
    nl: 'Je keuze voor {title} is niet opgeslagen. Probeer het opnieuw.',
  },
  'newsletters.empty': {
    nl: '{brand} heeft op dit moment geen nieuwsbrieven. Kijk later nog eens.',
  },
};
