/** Texts of the editors' publication page `/redactie/publicatie` (the rebuild queue). */
import type { TranslationSource } from '../../shared/translation-source';

export const EDITOR_TRANSLATIONS: TranslationSource = {
  'redactie.publicatie.seconds': { nl: '{value} s' },
  'redactie.publicatie.title': { nl: 'Publicatie van vaste pagina’s' },
  'redactie.publicatie.intro': {
    nl: 'Na een wijziging in het CMS worden de vaste pagina’s van de betrokken titels opnieuw gemaakt, één titel tegelijk. Hier zie je wat er gebeurt.',
  },
  'redactie.publicatie.refresh': { nl: 'Vernieuwen' },
  'redactie.publicatie.running': { nl: 'Nu bezig' },
  'redactie.publicatie.runningLine': { nl: '{brand} — gestart om {time} ({reason})' },
  'redactie.publicatie.idle': { nl: 'Er wordt nu niets opnieuw gemaakt.' },
  'redactie.publicatie.queued': { nl: 'In de wachtrij ({count})' },
  'redactie.publicatie.queueEmpty': { nl: 'De wachtrij is leeg.' },
  'redactie.publicatie.queuedLine': { nl: '{brand} — sinds {time} ({reason})' },
  'redactie.publicatie.finished': { nl: 'Onlangs klaar' },
  'redactie.publicatie.noneFinished': { nl: 'Nog niets opnieuw gemaakt sinds de server draait.' },
  'redactie.publicatie.brand': { nl: 'Titel' },
  'redactie.publicatie.finishedAt': { nl: 'Klaar om' },
  'redactie.publicatie.duration': { nl: 'Duur' },
  'redactie.publicatie.pages': { nl: 'Pagina’s' },
  'redactie.publicatie.reason': { nl: 'Aanleiding' },
  'redactie.publicatie.errors': { nl: 'Mislukt' },
  'redactie.publicatie.noErrors': { nl: 'Geen fouten.' },
  'redactie.publicatie.errorLine': { nl: '{brand} — mislukt om {time}: {message}' },
};
