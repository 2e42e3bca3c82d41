/** Texts of the editors' publication page `/redactie/publicatie` (the rebuild queue). */
import type { TranslationSource } from '../../shared/translation-source';

export const EDITOR_TRANSLATIONS: TranslationSource = {
  'redactie.publicatie.title': { nl: 'Publicatie van vaste pagina’s' },
  'redactie.publicatie.intro': {
    nl: 'Na een wijziging in het CMS worden de vaste pagina’s van de betrokken titels opnieuw gemaakt, één titel tegelijk. Hier zie je wat er gebeurt.',
  },
  'redactie.publicatie.listTitle': { nl: 'Alle keren opnieuw gemaakt' },
  'redactie.publicatie.listIntro': {
    nl: 'Elke keer dat vaste pagina’s opnieuw gemaakt worden, na publiceren in het CMS, met npm run rebuild of op een andere server, staat hier. De lijst werkt zichzelf bij.',
  },
  'redactie.publicatie.none': { nl: 'Er is nog niets opnieuw gemaakt.' },
  'redactie.publicatie.status.queued': { nl: 'wacht' },
  'redactie.publicatie.status.running': { nl: 'bezig' },
  'redactie.publicatie.status.ok': { nl: 'klaar' },
  'redactie.publicatie.status.failed': { nl: 'mislukt' },
  'redactie.publicatie.source.webhook': { nl: 'Publicatie in het CMS' },
  'redactie.publicatie.source.cli': { nl: 'Opdracht npm run rebuild' },
  'redactie.publicatie.source.editor': { nl: 'Redacteur' },
  'redactie.publicatie.because': { nl: '{source} ({reason}), aangevraagd om {time}.' },
  'redactie.publicatie.attempt': { nl: 'Poging {attempt}.' },
  'redactie.publicatie.progress': { nl: 'Voortgang van {brand}' },
  'redactie.publicatie.pagesOf': { nl: '{done} van {total} pagina’s' },
  'redactie.publicatie.okLine': { nl: 'Klaar om {time}: {pages} pagina’s in {seconds} s.' },
  'redactie.publicatie.rebuiltPages': { nl: 'De {count} vernieuwde pagina’s' },
  'redactie.publicatie.failedLine': { nl: 'Mislukt om {time}: {why} De vorige pagina’s blijven staan.' },
  'redactie.publicatie.failure.content': { nl: 'een document in het CMS is niet bruikbaar.' },
  'redactie.publicatie.failure.status': { nl: 'een pagina gaf een foutmelding.' },
  'redactie.publicatie.failure.timeout': { nl: 'een pagina duurde te lang.' },
  'redactie.publicatie.failure.interrupted': { nl: 'de server stopte voordat het klaar was.' },
  'redactie.publicatie.failure.other': { nl: 'er ging iets mis op de server.' },
  'redactie.publicatie.announce.queued': { nl: '{brand} wacht om opnieuw gemaakt te worden.' },
  'redactie.publicatie.announce.running': { nl: '{brand} wordt nu opnieuw gemaakt.' },
  'redactie.publicatie.announce.ok': { nl: '{brand} is opnieuw gemaakt.' },
  'redactie.publicatie.announce.failed': { nl: 'Opnieuw maken van {brand} is mislukt.' },
};
