/**
 * Source of the FAQ: categories and items per brand category (newspaper, magazine, account) and country.
 * Texts are nl-NL; `be` holds the nl-BE wording where Flemish differs (levering, klantendienst, domiciliëring,
 * overschrijving, gsm-nummer, aanmelden/afmelden, inschrijven/uitschrijven, magazine). The order in the lists is
 * the order on the page. The rules in the answers follow docs/architecture.md.
 */
import type { BrandCategory, Country } from '../../../brands/registry';
import type { SECTION_ICONS } from '../../queries/faq';

export interface FaqCategorySource {
  slug: string;
  icon: (typeof SECTION_ICONS)[number];
  title: { nl: string; be?: string };
  brandCategories: BrandCategory[];
  countries: Country[];
}

export interface FaqItemSource {
  slug: string;
  /** Slug of the category. */
  category: string;
  question: { nl: string; be?: string };
  /** Plain-text paragraphs. */
  answer: { nl: string[]; be?: string[] };
  brandCategories: BrandCategory[];
  countries: Country[];
}

const PRINT: BrandCategory[] = ['newspaper', 'magazine'];
const NEWSPAPER: BrandCategory[] = ['newspaper'];
const MAGAZINE: BrandCategory[] = ['magazine'];
const ALL: BrandCategory[] = ['newspaper', 'magazine', 'account'];
const BOTH: Country[] = ['nl', 'be'];

export const FAQ_CATEGORIES: FaqCategorySource[] = [
  { slug: 'abonnement', icon: 'newspaper', title: { nl: 'Mijn abonnement' }, brandCategories: PRINT, countries: BOTH },
  {
    slug: 'bezorging',
    icon: 'truck',
    title: { nl: 'Bezorging', be: 'Levering' },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'vakantie-en-verhuizen',
    icon: 'home',
    title: { nl: 'Vakantie en verhuizen', be: 'Vakantie en verhuis' },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'betalen-en-facturen',
    icon: 'payment',
    title: { nl: 'Betalen en facturen' },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'abonnement-delen',
    icon: 'sharing',
    title: { nl: 'Abonnement delen' },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'account-en-inloggen',
    icon: 'user',
    title: { nl: 'Account en inloggen', be: 'Account en aanmelden' },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'wachtwoord-en-beveiliging',
    icon: 'info',
    title: { nl: 'Wachtwoord en beveiliging' },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'digitaal-en-apps',
    icon: 'digital',
    title: { nl: 'Digitaal lezen en apps' },
    brandCategories: ALL,
    countries: BOTH,
  },
  { slug: 'nieuwsbrieven', icon: 'newsletter', title: { nl: 'Nieuwsbrieven' }, brandCategories: ALL, countries: BOTH },
  { slug: 'privacy', icon: 'info', title: { nl: 'Privacy en gegevens' }, brandCategories: ALL, countries: BOTH },
  {
    slug: 'kijken-en-luisteren',
    icon: 'digital',
    title: { nl: 'Kijken en luisteren' },
    brandCategories: ['account'],
    countries: BOTH,
  },
  {
    slug: 'profiel-en-voorkeuren',
    icon: 'user',
    title: { nl: 'Profiel en voorkeuren' },
    brandCategories: ['account'],
    countries: BOTH,
  },
  {
    slug: 'acties-en-winnen',
    icon: 'comments',
    title: { nl: 'Acties en winacties', be: 'Acties en wedstrijden' },
    brandCategories: ['account'],
    countries: BOTH,
  },
  {
    slug: 'klantenservice',
    icon: 'comments',
    title: { nl: 'Contact met de klantenservice', be: 'Contact met de klantendienst' },
    brandCategories: ALL,
    countries: BOTH,
  },
];

export const FAQ_ITEMS: FaqItemSource[] = [
  // Mijn abonnement
  {
    slug: 'abonnement-wijzigen',
    category: 'abonnement',
    question: { nl: 'Hoe wijzig ik mijn abonnement?' },
    answer: {
      nl: [
        'Neem contact op met de klantenservice. Die vertelt je welke andere abonnementsvormen er zijn en wat ze kosten, bijvoorbeeld alleen digitaal of alleen in het weekend.',
        'De wijziging gaat in op de eerstvolgende mogelijke datum; die hoor je voordat je beslist. Heb je vooruitbetaald, dan verrekenen we het verschil met je volgende factuur.',
      ],
      be: [
        'Neem contact op met de klantendienst. Die vertelt je welke andere abonnementsvormen er zijn en wat ze kosten, bijvoorbeeld alleen digitaal of alleen in het weekend.',
        'De wijziging gaat in op de eerstvolgende mogelijke datum; die hoor je voordat je beslist. Heb je vooruitbetaald, dan verrekenen we het verschil met je volgende factuur.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'abonnement-opzeggen',
    category: 'abonnement',
    question: { nl: 'Hoe zeg ik mijn abonnement op?', be: 'Hoe zet ik mijn abonnement stop?' },
    answer: {
      nl: [
        'Je zegt je abonnement op via de klantenservice, telefonisch of per brief. Na de eerste looptijd is je abonnement maandelijks opzegbaar, met een opzegtermijn van één maand.',
        'Je ontvangt een bevestiging per e-mail. Tot de einddatum blijf je je krant of tijdschrift gewoon ontvangen.',
      ],
      be: [
        'Je zet je abonnement stop via de klantendienst, telefonisch of per brief. Na de eerste looptijd kun je op elk moment stopzetten; de stopzetting gaat in aan het einde van de lopende betaalperiode.',
        'Je ontvangt een bevestiging per e-mail. Tot de einddatum blijf je je krant of magazine gewoon ontvangen.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'abonnement-koppelen',
    category: 'abonnement',
    question: { nl: 'Hoe koppel ik mijn abonnement aan mijn account?' },
    answer: {
      nl: [
        'Neem contact op met de klantenservice en houd je abonneenummer en je postcode bij de hand. Je abonneenummer staat op je factuur en in de bevestigingsmail van je abonnement.',
        'Na het koppelen zie je je abonnement onder Mijn account in Mijn Omgeving en lees je met hetzelfde account ook digitaal.',
      ],
      be: [
        'Neem contact op met de klantendienst en houd je abonneenummer en je postcode bij de hand. Je abonneenummer staat op je factuur en in de bevestigingsmail van je abonnement.',
        'Na het koppelen zie je je abonnement onder Mijn account in Mijn Omgeving en lees je met hetzelfde account ook digitaal.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'proefabonnement-afgelopen',
    category: 'abonnement',
    question: { nl: 'Wat gebeurt er als mijn proefabonnement afloopt?' },
    answer: {
      nl: [
        'Een proefabonnement stopt automatisch, tenzij bij het afsluiten iets anders stond vermeld. Ongeveer een week voor het einde sturen we je een e-mail met een aanbod om abonnee te blijven.',
        'Wil je blijven lezen? Kies dan een abonnement uit ons aanbod. Je hoeft je proefabonnement daarvoor niet eerst op te zeggen.',
      ],
      be: [
        'Een proefabonnement stopt automatisch, tenzij bij het afsluiten iets anders stond vermeld. Ongeveer een week voor het einde sturen we je een e-mail met een aanbod om abonnee te blijven.',
        'Wil je blijven lezen? Kies dan een abonnement uit ons aanbod. Je hoeft je proefabonnement daarvoor niet eerst stop te zetten.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'abonnement-cadeau-geven',
    category: 'abonnement',
    question: { nl: 'Kan ik een abonnement cadeau geven?' },
    answer: {
      nl: [
        'Ja. In ons aanbod vind je cadeauabonnementen voor een vaste periode. Je betaalt vooraf en het abonnement stopt vanzelf, zodat de ontvanger nergens aan vastzit.',
        'Je kiest zelf de datum waarop het abonnement ingaat. De ontvanger krijgt bij de eerste bezorging een welkomstbrief met jouw naam.',
      ],
      be: [
        'Ja. In ons aanbod vind je cadeauabonnementen voor een vaste periode. Je betaalt vooraf en het abonnement stopt vanzelf, zodat de ontvanger nergens aan vastzit.',
        'Je kiest zelf de datum waarop het abonnement ingaat. De ontvanger krijgt bij de eerste levering een welkomstbrief met jouw naam.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'prijswijziging',
    category: 'abonnement',
    question: { nl: 'Waarom is de prijs van mijn abonnement veranderd?' },
    answer: {
      nl: [
        'Door hogere kosten voor papier, drukken en bezorgen passen we onze prijzen meestal één keer per jaar aan. We laten je dat minstens een maand van tevoren weten per e-mail of per brief.',
        'Ga je niet akkoord met de nieuwe prijs? Dan kun je je abonnement opzeggen tegen de datum waarop de prijs verandert.',
      ],
      be: [
        'Door hogere kosten voor papier, drukken en leveren passen we onze prijzen meestal één keer per jaar aan. We laten je dat minstens een maand vooraf weten per e-mail of per brief.',
        'Ga je niet akkoord met de nieuwe prijs? Dan kun je je abonnement stopzetten tegen de datum waarop de prijs verandert.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },

  // Bezorging
  {
    slug: 'krant-niet-bezorgd',
    category: 'bezorging',
    question: { nl: 'Mijn krant is niet bezorgd. Wat nu?', be: 'Mijn krant is niet geleverd. Wat nu?' },
    answer: {
      nl: [
        'Meld het telefonisch bij de klantenservice; het nummer staat op de contactpagina. Dat kan tot veertien dagen na de verschijningsdatum.',
        'Als compensatie verlengen we je abonnement met een extra bezorgdag. Lees je ook digitaal? Dan kun je de krant van vandaag meteen lezen in de app of op de website.',
      ],
      be: [
        'Meld het telefonisch bij de klantendienst; het nummer staat op de contactpagina. Dat kan tot veertien dagen na de verschijningsdatum.',
        'Als compensatie verlengen we je abonnement met een extra leveringsdag. Lees je ook digitaal? Dan kun je de krant van vandaag meteen lezen in de app of op de website.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'bezorgtijden-krant',
    category: 'bezorging',
    question: { nl: 'Hoe laat wordt mijn krant bezorgd?', be: 'Hoe laat wordt mijn krant geleverd?' },
    answer: {
      nl: [
        'Van maandag tot en met vrijdag ligt je krant uiterlijk om 7.00 uur in de brievenbus, op zaterdag uiterlijk om 8.00 uur. Op zondag en op officiële feestdagen verschijnt er geen papieren krant.',
        'Bij uitzonderlijke omstandigheden, zoals gladheid of zware storm, kan het later worden. Een bekende vertraging zie je dan bovenaan Mijn Omgeving.',
      ],
      be: [
        'Van maandag tot en met zaterdag ligt je krant uiterlijk om 7.30 uur in de brievenbus. Op zondag en op wettelijke feestdagen verschijnt er geen papieren krant.',
        'Bij uitzonderlijke omstandigheden, zoals ijzel of zware storm, kan het later worden. Een bekende vertraging zie je dan bovenaan Mijn Omgeving.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'bekende-vertragingen',
    category: 'bezorging',
    question: {
      nl: 'Waar zie ik of er vertraging is in de bezorging?',
      be: 'Waar zie ik of er vertraging is in de levering?',
    },
    answer: {
      nl: [
        'Is er een vertraging die we al kennen, bijvoorbeeld door een storing bij de drukkerij of door extreem weer, dan staat er een melding bovenaan Mijn Omgeving.',
        'Tijdens zo’n vertraging hoef je geen klacht te melden: we weten ervan en compenseren waar dat nodig is.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'tijdschrift-bezorgdag',
    category: 'bezorging',
    question: { nl: 'Wanneer valt mijn tijdschrift in de bus?', be: 'Wanneer zit mijn magazine in de brievenbus?' },
    answer: {
      nl: [
        'PostNL bezorgt je tijdschrift op of vlak na de verschijningsdatum. Omdat PostNL niet elke dag in elke wijk bezorgt, kan het een of twee werkdagen later worden.',
        'Heb je drie werkdagen na de verschijningsdatum nog niets ontvangen? Meld het dan bij de klantenservice, dan sturen we het nummer opnieuw op.',
      ],
      be: [
        'bpost levert je magazine op de verschijningsdag of de werkdag erna.',
        'Heb je drie werkdagen na de verschijningsdatum nog niets ontvangen? Meld het dan bij de klantendienst, dan sturen we het nummer opnieuw op.',
      ],
    },
    brandCategories: MAGAZINE,
    countries: BOTH,
  },
  {
    slug: 'beschadigd-of-onvolledig',
    category: 'bezorging',
    question: {
      nl: 'Mijn krant of tijdschrift is beschadigd of onvolledig. Wat kan ik doen?',
      be: 'Mijn krant of magazine is beschadigd of onvolledig. Wat kan ik doen?',
    },
    answer: {
      nl: [
        'Meld bij de klantenservice of je krant of tijdschrift beschadigd of onvolledig was. Doe dat het liefst dezelfde dag, zodat we het snel kunnen nagaan.',
        'Als compensatie verlengen we je abonnement met een extra editie. Een tweede of derde melding binnen korte tijd bekijkt de klantenservice persoonlijk.',
      ],
      be: [
        'Meld bij de klantendienst of je krant of magazine beschadigd of onvolledig was. Doe dat het liefst dezelfde dag, zodat we het snel kunnen nagaan.',
        'Als compensatie verlengen we je abonnement met een extra editie. Een tweede of derde melding binnen korte tijd bekijkt de klantendienst persoonlijk.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'bezorginstructie',
    category: 'bezorging',
    question: {
      nl: 'Kan ik doorgeven waar de krant bezorgd moet worden?',
      be: 'Kan ik doorgeven waar de krant geleverd moet worden?',
    },
    answer: {
      nl: [
        'Ja. Geef de klantenservice een bezorginstructie, bijvoorbeeld ‘in de brievenbus bij de achterdeur’. We geven die door aan je bezorger.',
        'Een nieuwe bezorginstructie geldt binnen drie werkdagen.',
      ],
      be: [
        'Ja. Geef de klantendienst een leveringsinstructie, bijvoorbeeld ‘in de brievenbus aan de achterdeur’. We geven die door aan je krantenbezorger.',
        'Een nieuwe leveringsinstructie geldt binnen drie werkdagen.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },

  // Vakantie en verhuizen
  {
    slug: 'vakantie-bezorging-stoppen',
    category: 'vakantie-en-verhuizen',
    question: {
      nl: 'Kan ik de bezorging van mijn krant tijdens mijn vakantie stopzetten?',
      be: 'Kan ik de levering van mijn krant tijdens mijn vakantie onderbreken?',
    },
    answer: {
      nl: [
        'Ja. Geef de begin- en einddatum door aan de klantenservice. De eerste dag zonder krant ligt minstens drie werkdagen na je aanvraag.',
        'We verlengen je abonnement met het aantal dagen dat je geen krant ontvangt. Digitaal lezen kan tijdens je vakantie gewoon doorgaan.',
      ],
      be: [
        'Ja. Geef de begin- en einddatum door aan de klantendienst. De eerste dag zonder krant ligt minstens drie werkdagen na je aanvraag.',
        'We verlengen je abonnement met het aantal dagen dat je geen krant ontvangt. Digitaal lezen kan tijdens je vakantie gewoon doorgaan.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'vakantieadres',
    category: 'vakantie-en-verhuizen',
    question: { nl: 'Kan ik mijn krant op mijn vakantieadres ontvangen?' },
    answer: {
      nl: [
        'Ja, op elk adres in Nederland. Geef het adres en de periode door aan de klantenservice, minstens drie werkdagen voor je vertrek.',
        'Een periode duurt minimaal één en maximaal negentig dagen. Tot drie werkdagen voor de startdatum kun je de aanvraag nog annuleren.',
      ],
      be: [
        'Ja, op elk adres in België. Geef het adres en de periode door aan de klantendienst, minstens drie werkdagen voor je vertrek.',
        'Een periode duurt minimaal één en maximaal negentig dagen. Tot drie werkdagen voor de startdatum kun je de aanvraag nog annuleren.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'vakantie-aanvraag-wijzigen',
    category: 'vakantie-en-verhuizen',
    question: { nl: 'Hoe wijzig of annuleer ik een vakantieaanvraag?' },
    answer: {
      nl: [
        'Neem contact op met de klantenservice. Tot drie werkdagen voor de startdatum kun je een aanvraag annuleren.',
        'Is je vakantie al begonnen, dan kun je alleen de einddatum vervroegen. Zo ontvang je de krant weer zo snel mogelijk als je eerder thuiskomt.',
      ],
      be: [
        'Neem contact op met de klantendienst. Tot drie werkdagen voor de startdatum kun je een aanvraag annuleren.',
        'Is je vakantie al begonnen, dan kun je alleen de einddatum vervroegen. Zo ontvang je de krant weer zo snel mogelijk als je eerder thuiskomt.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'tijdschrift-vakantie',
    category: 'vakantie-en-verhuizen',
    question: {
      nl: 'Kan ik mijn tijdschrift tijdens mijn vakantie laten stoppen?',
      be: 'Kan ik mijn magazine tijdens mijn vakantie laten onderbreken?',
    },
    answer: {
      nl: [
        'Voor tijdschriften is een vakantiestop niet mogelijk. Een nummer dat tijdens je vakantie verschijnt, ligt bij thuiskomst gewoon voor je klaar.',
        'Wil je het toch eerder lezen? Bij de meeste abonnementen lees je elk nummer ook digitaal, waar je ook bent.',
      ],
      be: [
        'Voor magazines is een vakantieonderbreking niet mogelijk. Een nummer dat tijdens je vakantie verschijnt, ligt bij thuiskomst gewoon voor je klaar.',
        'Wil je het toch eerder lezen? Bij de meeste abonnementen lees je elk nummer ook digitaal, waar je ook bent.',
      ],
    },
    brandCategories: MAGAZINE,
    countries: BOTH,
  },
  {
    slug: 'verhuizing-doorgeven',
    category: 'vakantie-en-verhuizen',
    question: { nl: 'Ik ga verhuizen. Hoe geef ik mijn nieuwe adres door?' },
    answer: {
      nl: [
        'Geef je verhuizing door aan de klantenservice, tussen drie werkdagen en zes maanden voor je verhuisdatum. De adreswijziging geldt voor al je papieren abonnementen op je oude adres.',
        'Verhuis je naar het buitenland? Dan kunnen we je krant of tijdschrift helaas niet meer bezorgen. Neem contact met ons op over een digitaal abonnement.',
      ],
      be: [
        'Geef je verhuis door aan de klantendienst, tussen drie werkdagen en zes maanden voor je verhuisdatum. De adreswijziging geldt voor al je papieren abonnementen op je oude adres.',
        'Verhuis je naar het buitenland? Dan kunnen we je krant of magazine helaas niet meer leveren. Neem contact met ons op over een digitaal abonnement.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },

  // Betalen en facturen
  {
    slug: 'betaalwijze-wijzigen',
    category: 'betalen-en-facturen',
    question: { nl: 'Hoe wijzig ik mijn betaalwijze of rekeningnummer?' },
    answer: {
      nl: [
        'Neem contact op met de klantenservice. Je kiest tussen automatische incasso en creditcard. Voor automatische incasso geef je je IBAN en de naam van de rekeninghouder door.',
        'De wijziging geldt vanaf je volgende factuur. Een factuur die al verstuurd is, betaal je nog op de oude manier.',
      ],
      be: [
        'Neem contact op met de klantendienst. Je kiest tussen domiciliëring en kredietkaart. Voor een domiciliëring geef je je IBAN en de naam van de rekeninghouder door.',
        'De wijziging geldt vanaf je volgende factuur. Een factuur die al verstuurd is, betaal je nog op de oude manier.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'facturen-bekijken',
    category: 'betalen-en-facturen',
    question: { nl: 'Waar vind ik mijn facturen?' },
    answer: {
      nl: [
        'Je factuur ontvang je per e-mail of per post. Heb je een kopie nodig, bijvoorbeeld voor je administratie, vraag die dan op bij de klantenservice.',
        'De klantenservice vertelt je ook of een factuur al betaald is.',
      ],
      be: [
        'Je factuur ontvang je per e-mail of per post. Heb je een kopie nodig, bijvoorbeeld voor je administratie, vraag die dan op bij de klantendienst.',
        'De klantendienst vertelt je ook of een factuur al betaald is.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'herinnering-al-betaald',
    category: 'betalen-en-facturen',
    question: { nl: 'Ik kreeg een herinnering, maar ik heb al betaald. Wat nu?' },
    answer: {
      nl: [
        'Een betaling en een herinnering kunnen elkaar kruisen. Het duurt soms tot vijf werkdagen voordat een overboeking bij ons verwerkt is.',
        'Krijg je na vijf werkdagen nog een herinnering? Neem dan contact met ons op en houd de datum van je betaling bij de hand.',
      ],
      be: [
        'Een betaling en een herinnering kunnen elkaar kruisen. Het duurt soms tot vijf werkdagen voordat een overschrijving bij ons verwerkt is.',
        'Krijg je na vijf werkdagen nog een herinnering? Neem dan contact met ons op en houd de datum van je betaling bij de hand.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'incasso-mislukt',
    category: 'betalen-en-facturen',
    question: { nl: 'Waarom is mijn automatische incasso mislukt?', be: 'Waarom is mijn domiciliëring mislukt?' },
    answer: {
      nl: [
        'Een incasso mislukt meestal door onvoldoende saldo, een gewijzigd rekeningnummer of omdat de afschrijving bij de bank is teruggeboekt. We proberen het bedrag daarna nog één keer af te schrijven.',
        'Lukt dat ook niet, dan sturen we je een factuur die je zelf kunt overmaken. Is je rekeningnummer veranderd? Geef het nieuwe nummer dan door aan de klantenservice.',
      ],
      be: [
        'Een domiciliëring mislukt meestal door onvoldoende saldo, een gewijzigd rekeningnummer of omdat de betaling bij je bank geweigerd is. We proberen het bedrag daarna nog één keer te innen.',
        'Lukt dat ook niet, dan sturen we je een factuur die je zelf kunt overschrijven. Is je rekeningnummer veranderd? Geef het nieuwe nummer dan door aan de klantendienst.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },
  {
    slug: 'betaaltermijn',
    category: 'betalen-en-facturen',
    question: { nl: 'Kan ik per maand, per kwartaal of per jaar betalen?' },
    answer: {
      nl: [
        'Ja. Je kiest de betaaltermijn bij het afsluiten van je abonnement. Wil je die later veranderen, dan kan dat via de klantenservice. De nieuwe termijn gaat in na de lopende betaalperiode.',
        'Bij betaling per jaar krijg je meestal korting ten opzichte van betaling per maand.',
      ],
      be: [
        'Ja. Je kiest de betaaltermijn bij het afsluiten van je abonnement. Wil je die later veranderen, dan kan dat via de klantendienst. De nieuwe termijn gaat in na de lopende betaalperiode.',
        'Bij betaling per jaar krijg je meestal korting ten opzichte van betaling per maand.',
      ],
    },
    brandCategories: PRINT,
    countries: BOTH,
  },

  // Abonnement delen
  {
    slug: 'abonnement-delen',
    category: 'abonnement-delen',
    question: { nl: 'Hoe deel ik mijn digitale abonnement?' },
    answer: {
      nl: [
        'Heb je een abonnement met digitale toegang, dan kun je tot drie meelezers uitnodigen. Geef hun e-mailadressen door aan de klantenservice: zij ontvangen een e-mail met een persoonlijke uitnodigingslink.',
        'Een uitnodiging is veertien dagen geldig en werkt één keer. De meelezer logt in of maakt een gratis account aan en kan daarna meteen lezen.',
      ],
      be: [
        'Heb je een abonnement met digitale toegang, dan kun je tot drie meelezers uitnodigen. Geef hun e-mailadressen door aan de klantendienst: zij ontvangen een e-mail met een persoonlijke uitnodigingslink.',
        'Een uitnodiging is veertien dagen geldig en werkt één keer. De meelezer meldt zich aan of maakt een gratis account aan en kan daarna meteen lezen.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'meelezer-intrekken',
    category: 'abonnement-delen',
    question: { nl: 'Hoe trek ik de toegang van een meelezer in?' },
    answer: {
      nl: [
        'Vraag het de klantenservice: die trekt de toegang van een meelezer of een openstaande uitnodiging voor je in. De meelezer verliest meteen de toegang tot je abonnement.',
        'De meelezer krijgt daar geen bericht over. Je kunt daarna iemand anders uitnodigen.',
      ],
      be: [
        'Vraag het de klantendienst: die trekt de toegang van een meelezer of een openstaande uitnodiging voor je in. De meelezer verliest meteen de toegang tot je abonnement.',
        'De meelezer krijgt daar geen bericht over. Je kunt daarna iemand anders uitnodigen.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'meelezer-rechten',
    category: 'abonnement-delen',
    question: { nl: 'Ik ben meelezer. Wat kan ik wel en niet?' },
    answer: {
      nl: [
        'Als meelezer lees je alle digitale artikelen en de digitale krant van het abonnement dat met je gedeeld is. Je account blijft van jou: de abonnee ziet je gegevens niet.',
        'Het abonnement zelf beheer je niet. Wijzigen, opzeggen en betalen kan alleen de abonnee.',
      ],
      be: [
        'Als meelezer lees je alle digitale artikelen en de digitale krant van het abonnement dat met je gedeeld is. Je account blijft van jou: de abonnee ziet je gegevens niet.',
        'Het abonnement zelf beheer je niet. Wijzigen, stopzetten en betalen kan alleen de abonnee.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },

  // Account en inloggen
  {
    slug: 'account-aanmaken',
    category: 'account-en-inloggen',
    question: { nl: 'Hoe maak ik een account aan?' },
    answer: {
      nl: [
        'Klik op ‘Inloggen’ en kies ‘Account aanmaken’. Vul je e-mailadres in en kies een wachtwoord. Je ontvangt een e-mail om je adres te bevestigen.',
        'Met hetzelfde account log je in bij al onze kranten, tijdschriften, zenders en apps.',
      ],
      be: [
        'Klik op ‘Aanmelden’ en kies ‘Account aanmaken’. Vul je e-mailadres in en kies een wachtwoord. Je ontvangt een e-mail om je adres te bevestigen.',
        'Met hetzelfde account meld je je aan bij al onze kranten, magazines, zenders en apps.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'e-mailadres-wijzigen',
    category: 'account-en-inloggen',
    question: { nl: 'Hoe wijzig ik mijn e-mailadres?' },
    answer: {
      nl: [
        'Ga naar Mijn account en kies ‘E-mailadres wijzigen’. We sturen een bevestigingslink naar je nieuwe adres; die link is 24 uur geldig.',
        'Pas na het bevestigen log je in met je nieuwe e-mailadres. We sturen ook een bericht naar je oude adres, zodat je ziet dat er iets veranderd is.',
      ],
      be: [
        'Ga naar Mijn account en kies ‘E-mailadres wijzigen’. We sturen een bevestigingslink naar je nieuwe adres; die link is 24 uur geldig.',
        'Pas na het bevestigen meld je je aan met je nieuwe e-mailadres. We sturen ook een bericht naar je oude adres, zodat je ziet dat er iets veranderd is.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'gegevens-wijzigen',
    category: 'account-en-inloggen',
    question: { nl: 'Hoe wijzig ik mijn naam of telefoonnummer?' },
    answer: {
      nl: [
        'Je persoonlijke gegevens zie je onder Mijn account. Kies ‘Gegevens wijzigen’ om je naam, adres of mobiele nummer aan te passen. Een nieuw nummer bevestig je met een code van zes cijfers die we per sms sturen.',
        'Zie je ‘Gegevens wijzigen’ niet, dan kan dat bij jouw krant of tijdschrift nog niet zelf. De klantenservice past het dan voor je aan.',
      ],
      be: [
        'Je persoonlijke gegevens zie je onder Mijn account. Kies ‘Gegevens wijzigen’ om je naam, adres of gsm-nummer aan te passen. Een nieuw nummer bevestig je met een code van zes cijfers die we per sms sturen.',
        'Zie je ‘Gegevens wijzigen’ niet, dan kan dat bij jouw krant of magazine nog niet zelf. De klantendienst past het dan voor je aan.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'inloggen-lukt-niet',
    category: 'account-en-inloggen',
    question: { nl: 'Het inloggen lukt niet. Wat kan ik doen?', be: 'Het aanmelden lukt niet. Wat kan ik doen?' },
    answer: {
      nl: [
        'Controleer of je het e-mailadres gebruikt waarmee je je account hebt aangemaakt en of Caps Lock uit staat. Weet je je wachtwoord niet meer, kies dan ‘Wachtwoord vergeten’.',
        'Na te veel mislukte pogingen blokkeren we het inloggen even om je account te beschermen. Wacht dan tien minuten en probeer het opnieuw.',
      ],
      be: [
        'Controleer of je het e-mailadres gebruikt waarmee je je account hebt aangemaakt en of Caps Lock uit staat. Weet je je wachtwoord niet meer, kies dan ‘Wachtwoord vergeten’.',
        'Na te veel mislukte pogingen blokkeren we het aanmelden even om je account te beschermen. Wacht dan tien minuten en probeer het opnieuw.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'account-verwijderen',
    category: 'account-en-inloggen',
    question: { nl: 'Hoe verwijder ik mijn account?' },
    answer: {
      nl: [
        'Vraag het verwijderen van je account aan bij de klantenservice. Heb je nog een lopend abonnement, zeg dat dan eerst op: zonder account kun je niet meer digitaal lezen.',
        'Na het verwijderen wissen we je persoonlijke gegevens, behalve wat we wettelijk moeten bewaren, zoals facturen.',
      ],
      be: [
        'Vraag het verwijderen van je account aan bij de klantendienst. Heb je nog een lopend abonnement, zet dat dan eerst stop: zonder account kun je niet meer digitaal lezen.',
        'Na het verwijderen wissen we je persoonlijke gegevens, behalve wat we wettelijk moeten bewaren, zoals facturen.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },

  // Wachtwoord en beveiliging
  {
    slug: 'wachtwoord-vergeten',
    category: 'wachtwoord-en-beveiliging',
    question: { nl: 'Ik ben mijn wachtwoord vergeten. Hoe kies ik een nieuw wachtwoord?' },
    answer: {
      nl: [
        'Kies op het inlogscherm ‘Wachtwoord vergeten’ en vul je e-mailadres in. Binnen een paar minuten ontvang je een e-mail met een link om een nieuw wachtwoord te kiezen.',
        'Geen e-mail ontvangen? Kijk dan in je map met ongewenste e-mail en controleer of je het juiste e-mailadres hebt ingevuld.',
      ],
      be: [
        'Kies op het aanmeldscherm ‘Wachtwoord vergeten’ en vul je e-mailadres in. Binnen een paar minuten ontvang je een e-mail met een link om een nieuw wachtwoord te kiezen.',
        'Geen e-mail ontvangen? Kijk dan in je map met ongewenste e-mail en controleer of je het juiste e-mailadres hebt ingevuld.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'wachtwoord-wijzigen',
    category: 'wachtwoord-en-beveiliging',
    question: { nl: 'Hoe wijzig ik mijn wachtwoord?' },
    answer: {
      nl: [
        'Log uit en kies bij het inloggen ‘Wachtwoord vergeten’. Je ontvangt dan een e-mail om een nieuw wachtwoord te kiezen.',
        'Kies een wachtwoord van minstens tien tekens dat je nergens anders gebruikt.',
      ],
      be: [
        'Meld je af en kies bij het aanmelden ‘Wachtwoord vergeten’. Je ontvangt dan een e-mail om een nieuw wachtwoord te kiezen.',
        'Kies een wachtwoord van minstens tien tekens dat je nergens anders gebruikt.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'overal-uitloggen',
    category: 'wachtwoord-en-beveiliging',
    question: { nl: 'Hoe log ik uit op al mijn apparaten?', be: 'Hoe meld ik me af op al mijn toestellen?' },
    answer: {
      nl: [
        'Onder Sessies in Mijn Omgeving zie je op welke apparaten je bent ingelogd. Daar beëindig je elke sessie apart, of log je in één keer overal uit.',
        'Doe dat bijvoorbeeld als je je telefoon kwijt bent of als je op een gedeelde computer bent ingelogd.',
      ],
      be: [
        'Onder Sessies in Mijn Omgeving zie je op welke toestellen je bent aangemeld. Daar beëindig je elke sessie apart, of meld je je in één keer overal af.',
        'Doe dat bijvoorbeeld als je je gsm kwijt bent of als je op een gedeelde computer bent aangemeld.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'verificatiecode',
    category: 'wachtwoord-en-beveiliging',
    question: { nl: 'Waarom moet ik een code uit een sms invullen?' },
    answer: {
      nl: [
        'Als je een mobiel nummer toevoegt of wijzigt, controleren we met een code van zes cijfers of het nummer van jou is. De code is tien minuten geldig.',
        'Geen code ontvangen? Vraag na dertig seconden een nieuwe aan. Na vier foute pogingen moet je een uur wachten voordat je het opnieuw kunt proberen.',
      ],
      be: [
        'Als je een gsm-nummer toevoegt of wijzigt, controleren we met een code van zes cijfers of het nummer van jou is. De code is tien minuten geldig.',
        'Geen code ontvangen? Vraag na dertig seconden een nieuwe aan. Na vier foute pogingen moet je een uur wachten voordat je het opnieuw kunt proberen.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'verdacht-bericht',
    category: 'wachtwoord-en-beveiliging',
    question: { nl: 'Ik kreeg een verdachte e-mail of sms. Komt die van jullie?' },
    answer: {
      nl: [
        'Wij vragen nooit per e-mail, sms of telefoon naar je wachtwoord of je volledige bankgegevens. Klik niet op links in een bericht dat je niet vertrouwt.',
        'Twijfel je? Ga dan zelf naar onze website in plaats van via de link, en stuur het bericht door naar de klantenservice.',
      ],
      be: [
        'Wij vragen nooit per e-mail, sms of telefoon naar je wachtwoord of je volledige bankgegevens. Klik niet op links in een bericht dat je niet vertrouwt.',
        'Twijfel je? Ga dan zelf naar onze website in plaats van via de link, en stuur het bericht door naar de klantendienst.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },

  // Digitaal lezen en apps
  {
    slug: 'digitale-krant-lezen',
    category: 'digitaal-en-apps',
    question: { nl: 'Hoe lees ik de digitale krant?' },
    answer: {
      nl: [
        'Met een abonnement met digitale toegang lees je de krant in de app of op de website. Log in met het account waaraan je abonnement gekoppeld is.',
        'De digitale krant staat elke ochtend vanaf 6.00 uur voor je klaar, ook als je papieren krant later wordt bezorgd.',
      ],
      be: [
        'Met een abonnement met digitale toegang lees je de krant in de app of op de website. Meld je aan met het account waaraan je abonnement gekoppeld is.',
        'De digitale krant staat elke ochtend vanaf 6.00 uur voor je klaar, ook als je papieren krant later wordt geleverd.',
      ],
    },
    brandCategories: NEWSPAPER,
    countries: BOTH,
  },
  {
    slug: 'tijdschrift-digitaal',
    category: 'digitaal-en-apps',
    question: { nl: 'Kan ik mijn tijdschrift ook digitaal lezen?', be: 'Kan ik mijn magazine ook digitaal lezen?' },
    answer: {
      nl: [
        'Ja. Bij de meeste abonnementen lees je elk nummer vanaf de verschijningsdatum ook digitaal. Log in op de website of in de app met het account waaraan je abonnement gekoppeld is.',
        'Zie je geen digitale nummers? Laat de klantenservice dan je abonnement aan je account koppelen.',
      ],
      be: [
        'Ja. Bij de meeste abonnementen lees je elk nummer vanaf de verschijningsdatum ook digitaal. Meld je aan op de website of in de app met het account waaraan je abonnement gekoppeld is.',
        'Zie je geen digitale nummers? Laat de klantendienst dan je abonnement aan je account koppelen.',
      ],
    },
    brandCategories: MAGAZINE,
    countries: BOTH,
  },
  {
    slug: 'account-bij-zender-of-app',
    category: 'digitaal-en-apps',
    question: { nl: 'Wat heb ik aan een account bij deze zender of app?' },
    answer: {
      nl: [
        'Met je account bewaren we je voorkeuren, zoals je favoriete programma’s, wat je al hebt bekeken of beluisterd en je keuze voor nieuwsbrieven. Zo ga je op elk apparaat verder waar je gebleven was.',
        'Je gebruikt hetzelfde account ook bij onze kranten en tijdschriften. Je hoeft dus nergens een nieuw account aan te maken.',
      ],
      be: [
        'Met je account bewaren we je voorkeuren, zoals je favoriete programma’s, wat je al hebt bekeken of beluisterd en je keuze voor nieuwsbrieven. Zo ga je op elk toestel verder waar je gebleven was.',
        'Je gebruikt hetzelfde account ook bij onze kranten en magazines. Je hoeft dus nergens een nieuw account aan te maken.',
      ],
    },
    brandCategories: ['account'],
    countries: BOTH,
  },
  {
    slug: 'meerdere-apparaten',
    category: 'digitaal-en-apps',
    question: {
      nl: 'Op hoeveel apparaten kan ik tegelijk ingelogd zijn?',
      be: 'Op hoeveel toestellen kan ik tegelijk aangemeld zijn?',
    },
    answer: {
      nl: [
        'Je kunt op meerdere apparaten tegelijk ingelogd zijn, bijvoorbeeld op je telefoon, tablet en computer. Onder Sessies in Mijn Omgeving zie je welke apparaten dat zijn.',
        'Zie je een apparaat dat je niet kent? Beëindig die sessie dan en kies een nieuw wachtwoord.',
      ],
      be: [
        'Je kunt op meerdere toestellen tegelijk aangemeld zijn, bijvoorbeeld op je gsm, tablet en computer. Onder Sessies in Mijn Omgeving zie je welke toestellen dat zijn.',
        'Zie je een toestel dat je niet kent? Beëindig die sessie dan en kies een nieuw wachtwoord.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'app-werkt-niet',
    category: 'digitaal-en-apps',
    question: { nl: 'De app werkt niet goed. Wat kan ik doen?' },
    answer: {
      nl: [
        'Controleer of je de nieuwste versie van de app hebt en of je internetverbinding werkt. Vaak helpt het om de app helemaal af te sluiten en opnieuw te openen.',
        'Lukt het dan nog niet, log dan uit en opnieuw in. Blijft het probleem, neem dan contact op met de klantenservice en vermeld welk apparaat en welke versie van de app je gebruikt.',
      ],
      be: [
        'Controleer of je de nieuwste versie van de app hebt en of je internetverbinding werkt. Vaak helpt het om de app helemaal af te sluiten en opnieuw te openen.',
        'Lukt het dan nog niet, meld je dan af en opnieuw aan. Blijft het probleem, neem dan contact op met de klantendienst en vermeld welk toestel en welke versie van de app je gebruikt.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },

  // Nieuwsbrieven
  {
    slug: 'nieuwsbrief-aanmelden',
    category: 'nieuwsbrieven',
    question: { nl: 'Hoe meld ik me aan voor een nieuwsbrief?', be: 'Hoe schrijf ik me in voor een nieuwsbrief?' },
    answer: {
      nl: [
        'Kies op onze website of in de app de nieuwsbrieven die je wilt ontvangen. Ze komen binnen op het e-mailadres van je account.',
        'Je kunt je op elk moment weer afmelden.',
      ],
      be: [
        'Kies op onze website of in de app de nieuwsbrieven die je wilt ontvangen. Ze komen binnen op het e-mailadres van je account.',
        'Je kunt je op elk moment weer uitschrijven.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'nieuwsbrief-afmelden',
    category: 'nieuwsbrieven',
    question: { nl: 'Hoe meld ik me af voor een nieuwsbrief?', be: 'Hoe schrijf ik me uit voor een nieuwsbrief?' },
    answer: {
      nl: [
        'Klik onderaan de nieuwsbrief op ‘Afmelden’.',
        'Het kan tot 48 uur duren voordat je die nieuwsbrief niet meer ontvangt.',
      ],
      be: [
        'Klik onderaan de nieuwsbrief op ‘Uitschrijven’.',
        'Het kan tot 48 uur duren voordat je die nieuwsbrief niet meer ontvangt.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'nieuwsbrief-niet-ontvangen',
    category: 'nieuwsbrieven',
    question: { nl: 'Ik ontvang de nieuwsbrief niet. Hoe kan dat?' },
    answer: {
      nl: [
        'Kijk eerst in je map met ongewenste e-mail en zet ons afzenderadres in je contactpersonen. Controleer ook onder Mijn account of het e-mailadres van je account klopt.',
        'Sommige nieuwsbrieven verschijnen niet dagelijks, maar bijvoorbeeld alleen op werkdagen of één keer per week.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },

  // Privacy en gegevens
  {
    slug: 'welke-gegevens',
    category: 'privacy',
    question: { nl: 'Welke gegevens bewaren jullie over mij?' },
    answer: {
      nl: [
        'We bewaren de gegevens die nodig zijn voor je account en je abonnementen, zoals je naam, adres, e-mailadres en betaalgegevens. Hoe we daarmee omgaan, lees je in onze privacyverklaring.',
        'Je kunt via de klantenservice een overzicht van je gegevens opvragen. Je ontvangt het binnen een maand.',
      ],
      be: [
        'We bewaren de gegevens die nodig zijn voor je account en je abonnementen, zoals je naam, adres, e-mailadres en betaalgegevens. Hoe we daarmee omgaan, lees je in onze privacyverklaring.',
        'Je kunt via de klantendienst een overzicht van je gegevens opvragen. Je ontvangt het binnen een maand.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'cookie-instellingen',
    category: 'privacy',
    question: { nl: 'Hoe pas ik mijn cookie-instellingen aan?' },
    answer: {
      nl: [
        'Onderaan elke pagina van Mijn Omgeving op de website staat de knop ‘Cookie-instellingen’. Daarmee open je opnieuw de vraag over cookies en kies je ‘Cookies accepteren’ of ‘Alleen noodzakelijke cookies’. Zo geef je op elk moment toestemming of trek je die weer in.',
        'Met functionele cookies meten we hoe Mijn Omgeving wordt gebruikt, zodat we de website kunnen verbeteren. Die gebruiken we alleen als je ze accepteert. Trek je je toestemming in, dan gebruiken we ze vanaf de volgende pagina niet meer en verwijderen we de cookies die ze hadden gezet.',
        'Cookies die nodig zijn om ingelogd te blijven en je keuzes te onthouden, gebruiken we altijd. Die kun je niet uitzetten.',
        'Je keuze geldt in de browser waarin je hem maakt. In een andere browser of op een ander apparaat vragen we het opnieuw.',
      ],
      be: [
        'Onderaan elke pagina van Mijn Omgeving op de website staat de knop ‘Cookie-instellingen’. Daarmee open je opnieuw de vraag over cookies en kies je ‘Cookies accepteren’ of ‘Alleen noodzakelijke cookies’. Zo geef je op elk moment toestemming of trek je die weer in.',
        'Met functionele cookies meten we hoe Mijn Omgeving wordt gebruikt, zodat we de website kunnen verbeteren. Die gebruiken we alleen als je ze accepteert. Trek je je toestemming in, dan gebruiken we ze vanaf de volgende pagina niet meer en verwijderen we de cookies die ze hadden gezet.',
        'Cookies die nodig zijn om aangemeld te blijven en je keuzes te onthouden, gebruiken we altijd. Die kun je niet uitzetten.',
        'Je keuze geldt in de browser waarin je hem maakt. In een andere browser of op een ander toestel vragen we het opnieuw.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'gegevens-voor-reclame',
    category: 'privacy',
    question: { nl: 'Gebruiken jullie mijn gegevens voor reclame?' },
    answer: {
      nl: [
        'Alleen als je daar toestemming voor hebt gegeven, gebruiken we je gegevens voor aanbiedingen die bij je passen. Die toestemming trek je op elk moment in via de klantenservice.',
        'We verkopen je gegevens nooit aan andere bedrijven.',
      ],
      be: [
        'Alleen als je daar toestemming voor hebt gegeven, gebruiken we je gegevens voor aanbiedingen die bij je passen. Die toestemming trek je op elk moment in via de klantendienst.',
        'We verkopen je gegevens nooit aan andere bedrijven.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },

  // Contact met de klantenservice
  {
    slug: 'openingstijden',
    category: 'klantenservice',
    question: { nl: 'Wanneer is de klantenservice bereikbaar?', be: 'Wanneer is de klantendienst bereikbaar?' },
    answer: {
      nl: [
        'De klantenservice is telefonisch en via de chat bereikbaar van maandag tot en met vrijdag van 8.00 tot 18.00 uur en op zaterdag van 9.00 tot 13.00 uur. Op zon- en feestdagen zijn we gesloten.',
        'Buiten onze openingstijden vind je in de veelgestelde vragen antwoord op de meeste vragen.',
      ],
      be: [
        'De klantendienst is telefonisch en via de chat bereikbaar van maandag tot en met vrijdag van 8.00 tot 18.00 uur en op zaterdag van 9.00 tot 13.00 uur. Op zon- en feestdagen zijn we gesloten.',
        'Buiten onze openingsuren vind je in de veelgestelde vragen antwoord op de meeste vragen.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'contact-opnemen',
    category: 'klantenservice',
    question: {
      nl: 'Hoe neem ik contact op met de klantenservice?',
      be: 'Hoe neem ik contact op met de klantendienst?',
    },
    answer: {
      nl: [
        'Bel de klantenservice op het nummer dat op de contactpagina staat. Daar vind je ook de openingstijden.',
        'Wil je een foto of document laten zien, bijvoorbeeld van een beschadigde krant? De medewerker vertelt je hoe je die stuurt.',
      ],
      be: [
        'Bel de klantendienst op het nummer dat op de contactpagina staat. Daar vind je ook de openingsuren.',
        'Wil je een foto of document laten zien, bijvoorbeeld van een beschadigde krant? De medewerker vertelt je hoe je die stuurt.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  {
    slug: 'wat-heb-ik-nodig',
    category: 'klantenservice',
    question: { nl: 'Wat heb ik nodig als ik contact opneem?' },
    answer: {
      nl: [
        'Houd het e-mailadres van je account bij de hand, en als je abonnee bent ook je abonneenummer. Dat nummer staat op je factuur en in de bevestigingsmail van je abonnement.',
        'Ben je ingelogd in Mijn Omgeving, dan zie je je gegevens en je gekoppelde abonnementen onder Mijn account.',
      ],
      be: [
        'Houd het e-mailadres van je account bij de hand, en als je abonnee bent ook je abonneenummer. Dat nummer staat op je factuur en in de bevestigingsmail van je abonnement.',
        'Ben je aangemeld in Mijn Omgeving, dan zie je je gegevens en je gekoppelde abonnementen onder Mijn account.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
  // Tijdschriften (aanvullend)
  {
    slug: 'eerste-nummer',
    category: 'abonnement',
    question: {
      nl: 'Wanneer krijg ik het eerste nummer van mijn tijdschrift?',
      be: 'Wanneer krijg ik het eerste nummer van mijn magazine?',
    },
    answer: {
      nl: [
        'Het eerste nummer komt meestal binnen twee weken na je bestelling. Dat hangt af van de verschijningsdag: sluit je af vlak voordat een nummer verschijnt, dan krijg je soms pas het nummer daarna.',
        'De datum van je eerste bezorging staat in de bevestigingsmail.',
      ],
      be: [
        'Het eerste nummer komt meestal binnen twee weken na je bestelling. Dat hangt af van de verschijningsdag: sluit je af vlak voordat een nummer verschijnt, dan krijg je soms pas het nummer daarna.',
        'De datum van je eerste levering staat in de bevestigingsmail.',
      ],
    },
    brandCategories: ['magazine'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'oud-nummer-nabestellen',
    category: 'abonnement',
    question: { nl: 'Kan ik een gemist of ouder nummer nabestellen?' },
    answer: {
      nl: [
        'Ja, zolang de voorraad strekt. Recente nummers bestel je in de webshop van je tijdschrift. Abonnees betalen alleen de verzendkosten.',
        'Heb je een nummer van je abonnement niet ontvangen? Meld dat dan bij de klantenservice; dan sturen we het gratis na.',
      ],
      be: [
        'Ja, zolang de voorraad strekt. Recente nummers bestel je in de webshop van je magazine. Abonnees betalen alleen de verzendkosten.',
        'Heb je een nummer van je abonnement niet ontvangen? Meld dat dan bij de klantendienst; dan sturen we het gratis na.',
      ],
    },
    brandCategories: ['magazine'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'welkomstgeschenk',
    category: 'abonnement',
    question: { nl: 'Wanneer krijg ik het welkomstcadeau bij mijn abonnement?' },
    answer: {
      nl: [
        'Hoort er een welkomstcadeau bij je abonnement, dan sturen we dat binnen zes weken nadat we je eerste betaling hebben ontvangen. Het wordt apart van je tijdschrift bezorgd.',
        'Heb je na zes weken nog niets ontvangen? Neem dan contact op met de klantenservice.',
      ],
      be: [
        'Hoort er een welkomstgeschenk bij je abonnement, dan sturen we dat binnen zes weken nadat we je eerste betaling hebben ontvangen. Het wordt apart van je magazine geleverd.',
        'Heb je na zes weken nog niets ontvangen? Neem dan contact op met de klantendienst.',
      ],
    },
    brandCategories: ['magazine'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'tijdschrift-ander-adres',
    category: 'bezorging',
    question: {
      nl: 'Kan ik mijn tijdschrift op een ander adres laten bezorgen?',
      be: 'Kan ik mijn magazine op een ander adres laten leveren?',
    },
    answer: {
      nl: [
        'Ja. Wil je het tijdschrift blijvend op een ander adres ontvangen, bijvoorbeeld op je werk, geef dat dan door aan de klantenservice. Het nieuwe adres geldt vanaf het eerstvolgende nummer dat nog niet gedrukt is.',
        'Voor een korte periode, zoals een vakantie, kun je het tijdschrift beter laten doorlopen op je eigen adres: een tijdschrift verschijnt niet dagelijks en blijft gewoon liggen.',
      ],
      be: [
        'Ja. Wil je het magazine blijvend op een ander adres ontvangen, bijvoorbeeld op je werk, geef dat dan door aan de klantendienst. Het nieuwe adres geldt vanaf het eerstvolgende nummer dat nog niet gedrukt is.',
        'Voor een korte periode, zoals een vakantie, kun je het magazine beter laten doorlopen op je eigen adres: een magazine verschijnt niet dagelijks en blijft gewoon liggen.',
      ],
    },
    brandCategories: ['magazine'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'extra-dikke-editie',
    category: 'betalen-en-facturen',
    question: { nl: 'Waarom betaal ik soms meer voor een speciale editie?' },
    answer: {
      nl: [
        'Een paar keer per jaar verschijnt een extra dik nummer of een speciale editie, bijvoorbeeld een zomer- of kerstnummer. Die nummers tellen in je abonnement als een gewoon nummer; je betaalt er niets extra voor, tenzij dat bij je abonnement staat vermeld.',
        'Staat er een bedrag voor een speciale editie op je factuur dat je niet verwacht? Neem dan contact met ons op, dan zoeken we het uit.',
      ],
    },
    brandCategories: ['magazine'],
    countries: ['nl', 'be'],
  },

  // Account, tv en radio (aanvullend)
  {
    slug: 'account-gratis',
    category: 'account-en-inloggen',
    question: { nl: 'Kost een account iets?' },
    answer: {
      nl: [
        'Nee, een account is gratis. Je hebt het nodig om in te loggen op onze websites en apps, om nieuwsbrieven te kiezen en om mee te doen aan acties.',
        'Alleen voor betaalde diensten, zoals een abonnement, betaal je apart. Wat je betaalt, zie je altijd voordat je iets afsluit.',
      ],
      be: [
        'Nee, een account is gratis. Je hebt het nodig om je aan te melden op onze websites en apps, om nieuwsbrieven te kiezen en om mee te doen aan acties.',
        'Alleen voor betalende diensten, zoals een abonnement, betaal je apart. Wat je betaalt, zie je altijd voordat je iets afsluit.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'inloggen-met-google-of-apple',
    category: 'account-en-inloggen',
    question: { nl: 'Kan ik inloggen met Google of Apple?', be: 'Kan ik me aanmelden met Google of Apple?' },
    answer: {
      nl: [
        'Ja. Kies op het inlogscherm voor ‘Doorgaan met Google’ of ‘Doorgaan met Apple’. Gebruik je hetzelfde e-mailadres als voor je account, dan koppelen we die automatisch.',
        'Kies je bij Apple voor ‘Verberg mijn e-mailadres’, dan krijgt je account een doorstuuradres van Apple. Je gegevens en nieuwsbrieven staan dan op dat adres.',
      ],
      be: [
        'Ja. Kies op het aanmeldscherm voor ‘Doorgaan met Google’ of ‘Doorgaan met Apple’. Gebruik je hetzelfde e-mailadres als voor je account, dan koppelen we die automatisch.',
        'Kies je bij Apple voor ‘Verberg mijn e-mailadres’, dan krijgt je account een doorstuuradres van Apple. Je gegevens en nieuwsbrieven staan dan op dat adres.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'telefoonnummer-bevestigen',
    category: 'wachtwoord-en-beveiliging',
    question: {
      nl: 'Waarom moet ik mijn telefoonnummer bevestigen?',
      be: 'Waarom moet ik mijn gsm-nummer bevestigen?',
    },
    answer: {
      nl: [
        'Met een bevestigd telefoonnummer beschermen we je account: we weten dan zeker dat het nummer van jou is en kunnen je helpen als je niet meer kunt inloggen.',
        'Je krijgt een sms met een code van zes cijfers die 10 minuten geldig is. Vul je de code vier keer verkeerd in, dan kun je het een uur later opnieuw proberen.',
      ],
      be: [
        'Met een bevestigd gsm-nummer beschermen we je account: we weten dan zeker dat het nummer van jou is en kunnen je helpen als je je niet meer kunt aanmelden.',
        'Je krijgt een sms met een code van zes cijfers die 10 minuten geldig is. Vul je de code vier keer verkeerd in, dan kun je het een uur later opnieuw proberen.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'tegelijk-kijken',
    category: 'kijken-en-luisteren',
    question: {
      nl: 'Op hoeveel apparaten kan ik tegelijk kijken of luisteren?',
      be: 'Op hoeveel toestellen kan ik tegelijk kijken of luisteren?',
    },
    answer: {
      nl: [
        'Met één account ben je op maximaal vijf apparaten tegelijk ingelogd en kun je op twee apparaten tegelijk kijken. Luisteren naar de radio kan op al je apparaten tegelijk.',
        'Zit je aan het maximum? Log dan uit op een apparaat dat je niet meer gebruikt. In Mijn Omgeving zie je waar je bent ingelogd en beëindig je sessies op afstand.',
      ],
      be: [
        'Met één account ben je op maximaal vijf toestellen tegelijk aangemeld en kun je op twee toestellen tegelijk kijken. Luisteren naar de radio kan op al je toestellen tegelijk.',
        'Zit je aan het maximum? Meld je dan af op een toestel dat je niet meer gebruikt. In Mijn Omgeving zie je waar je bent aangemeld en beëindig je sessies op afstand.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'inloggen-op-smart-tv',
    category: 'kijken-en-luisteren',
    question: { nl: 'Hoe log ik in op mijn smart-tv?', be: 'Hoe meld ik me aan op mijn smart-tv?' },
    answer: {
      nl: [
        'Open de app op je tv en kies ‘Inloggen’. Je ziet dan een code van zes tekens. Ga op je telefoon of computer naar het adres dat op je tv staat, log in en vul de code in.',
        'Binnen een paar seconden ben je op je tv ingelogd. De code is een kwartier geldig; daarna vraag je op de tv een nieuwe aan.',
      ],
      be: [
        'Open de app op je tv en kies ‘Aanmelden’. Je ziet dan een code van zes tekens. Ga op je gsm of computer naar het adres dat op je tv staat, meld je aan en vul de code in.',
        'Binnen een paar seconden ben je op je tv aangemeld. De code is een kwartier geldig; daarna vraag je op de tv een nieuwe aan.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'programma-niet-terugkijken',
    category: 'kijken-en-luisteren',
    question: { nl: 'Waarom kan ik een programma niet (meer) terugkijken?' },
    answer: {
      nl: [
        'We mogen programma’s maar een beperkte tijd aanbieden; hoelang verschilt per programma en staat bij de aflevering. Sommige uitzendingen, zoals live sport of films, mogen we helemaal niet online laten zien.',
        'Kijk je vanuit het buitenland? Dan zijn sommige programma’s niet beschikbaar omdat de rechten alleen gelden voor het land waar we uitzenden.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'live-radio-luisteren',
    category: 'kijken-en-luisteren',
    question: { nl: 'Hoe luister ik live naar de radio in de app?' },
    answer: {
      nl: [
        'Open de app en tik op de grote afspeelknop bovenaan. Je luistert dan live mee. Via het overzicht van zenders kies je ook een van de themakanalen.',
        'Luister je via mobiele data? Zet dan ‘Lagere geluidskwaliteit’ aan in de instellingen; dat bespaart data zonder dat je veel verschil hoort.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'downloaden-offline',
    category: 'kijken-en-luisteren',
    question: { nl: 'Kan ik afleveringen downloaden om offline te kijken of luisteren?' },
    answer: {
      nl: [
        'Podcasts en veel programma’s kun je in de app downloaden met het pijltje naast de aflevering. Je vindt ze daarna onder ‘Downloads’, ook zonder internet.',
        'Gedownloade afleveringen blijven 30 dagen staan. Niet elk programma mag gedownload worden; dan zie je geen pijltje.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'beeld-of-geluid-hapert',
    category: 'kijken-en-luisteren',
    question: { nl: 'Het beeld of geluid hapert. Wat kan ik doen?' },
    answer: {
      nl: [
        'Controleer eerst je internetverbinding: voor kijken in HD heb je minstens 8 Mbit per seconde nodig. Staat je router ver weg, probeer het dan dichter bij de router of met een kabel.',
        'Helpt dat niet? Sluit de app helemaal af en start hem opnieuw, of installeer de nieuwste versie van de app. Blijft het haperen, laat het ons dan weten met het merk en type van je apparaat.',
      ],
      be: [
        'Controleer eerst je internetverbinding: voor kijken in HD heb je minstens 8 Mbit per seconde nodig. Staat je modem ver weg, probeer het dan dichter bij de modem of met een kabel.',
        'Helpt dat niet? Sluit de app helemaal af en start hem opnieuw, of installeer de nieuwste versie van de app. Blijft het haperen, laat het ons dan weten met het merk en type van je toestel.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'reclame-tijdens-kijken',
    category: 'kijken-en-luisteren',
    question: { nl: 'Waarom zie of hoor ik reclame tijdens het kijken of luisteren?' },
    answer: {
      nl: [
        'Met reclame betalen we een groot deel van onze programma’s, zodat je die gratis kunt bekijken en beluisteren. Voor het begin en halverwege een programma zie je daarom een korte reclame.',
        'In de cookie-instellingen van de website of app waarin je kijkt of luistert, bepaal je of de reclame is afgestemd op je interesses. Reclame uitzetten kan niet, maar zonder toestemming is ze algemener.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'meedoen-winactie',
    category: 'acties-en-winnen',
    question: { nl: 'Hoe doe ik mee aan een winactie?' },
    answer: {
      nl: [
        'Bij elke actie staat hoe je meedoet, bijvoorbeeld met een formulier op de website, in de app of door te bellen of te appen naar de studio. Voor de meeste acties moet je ingelogd zijn.',
        'Je kunt per actie één keer meedoen, tenzij bij de actie iets anders staat. De actievoorwaarden vind je onderaan de actiepagina.',
      ],
      be: [
        'Bij elke actie staat hoe je meedoet, bijvoorbeeld met een formulier op de website, in de app of door te bellen of te sms’en naar de studio. Voor de meeste acties moet je aangemeld zijn.',
        'Je kunt per actie één keer meedoen, tenzij bij de actie iets anders staat. Het wedstrijdreglement vind je onderaan de actiepagina.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'gewonnen-bericht',
    category: 'acties-en-winnen',
    question: { nl: 'Hoe weet ik of ik gewonnen heb?' },
    answer: {
      nl: [
        'Winnaars krijgen binnen twee weken na het einde van de actie bericht van ons, per e-mail of telefonisch op het nummer in je account. Bij acties op de radio bellen we soms live.',
        'Let op: we vragen nooit om te betalen of om je bankgegevens om een prijs te ontvangen. Krijg je zo’n bericht, dan is het niet van ons.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'waarom-inloggen-voor-actie',
    category: 'acties-en-winnen',
    question: {
      nl: 'Waarom moet ik ingelogd zijn om mee te doen?',
      be: 'Waarom moet ik aangemeld zijn om mee te doen?',
    },
    answer: {
      nl: [
        'Zo weten we zeker dat iedereen maar één keer meedoet en kunnen we winnaars snel bereiken. We gebruiken de gegevens uit je account alleen voor de actie, tenzij je ergens anders toestemming voor geeft.',
        'Heb je nog geen account? Maak er dan gratis een aan met je e-mailadres.',
      ],
      be: [
        'Zo weten we zeker dat iedereen maar één keer meedoet en kunnen we winnaars snel bereiken. We gebruiken de gegevens uit je account alleen voor de wedstrijd, tenzij je ergens anders toestemming voor geeft.',
        'Heb je nog geen account? Maak er dan gratis een aan met je e-mailadres.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'prijs-ontvangen',
    category: 'acties-en-winnen',
    question: { nl: 'Wanneer krijg ik mijn prijs?' },
    answer: {
      nl: [
        'De meeste prijzen versturen we binnen zes weken nadat we je adresgegevens hebben bevestigd. Kaartjes voor evenementen krijg je uiterlijk een week voor het evenement per e-mail.',
        'Controleer of het adres in je account klopt; een prijs die terugkomt omdat het adres niet klopt, kunnen we niet opnieuw versturen.',
      ],
      be: [
        'De meeste prijzen versturen we binnen zes weken nadat we je adresgegevens hebben bevestigd. Tickets voor evenementen krijg je uiterlijk een week voor het evenement per e-mail.',
        'Controleer of het adres in je account klopt; een prijs die terugkomt omdat het adres niet klopt, kunnen we niet opnieuw versturen.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'geboortedatum-waarom',
    category: 'profiel-en-voorkeuren',
    question: { nl: 'Waarom vragen jullie mijn geboortedatum?' },
    answer: {
      nl: [
        'Sommige programma’s en acties zijn alleen voor volwassenen, en voor kinderen gelden strengere regels voor reclame en privacy. Met je geboortedatum laten we je alleen zien wat bij je leeftijd past.',
        'Je geboortedatum is niet zichtbaar voor anderen en we gebruiken hem niet voor andere doelen.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'kinderprofiel',
    category: 'profiel-en-voorkeuren',
    question: { nl: 'Kan ik een profiel voor mijn kinderen aanmaken?' },
    answer: {
      nl: [
        'Ja. Kies in de app je profielfoto en dan ‘Profiel toevoegen’ en zet ‘Kinderprofiel’ aan. In een kinderprofiel zien je kinderen alleen programma’s die geschikt zijn voor hun leeftijd.',
        'Met een pincode voorkom je dat een kind zelf naar een ander profiel overstapt. Die stel je in bij de instellingen van je eigen profiel.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'kijkgeschiedenis-wissen',
    category: 'profiel-en-voorkeuren',
    question: { nl: 'Hoe wis ik mijn kijk- of luistergeschiedenis?' },
    answer: {
      nl: [
        'Ga in de app naar je profiel en kies ‘Verder kijken’ of ‘Recent beluisterd’. Veeg een programma weg of kies ‘Alles wissen’ om je hele geschiedenis te verwijderen.',
        'Je geschiedenis wordt dan ook van je andere apparaten verwijderd. Aanbevelingen worden daarna weer algemener.',
      ],
      be: [
        'Ga in de app naar je profiel en kies ‘Verder kijken’ of ‘Recent beluisterd’. Veeg een programma weg of kies ‘Alles wissen’ om je hele geschiedenis te verwijderen.',
        'Je geschiedenis wordt dan ook van je andere toestellen verwijderd. Aanbevelingen worden daarna weer algemener.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'pushberichten-instellen',
    category: 'profiel-en-voorkeuren',
    question: { nl: 'Hoe bepaal ik welke pushberichten ik krijg?' },
    answer: {
      nl: [
        'Ga in de app naar Instellingen en dan ‘Meldingen’. Daar zet je per onderwerp meldingen aan of uit, bijvoorbeeld breaking news, nieuwe afleveringen of acties.',
        'Krijg je helemaal geen meldingen? Controleer dan in de instellingen van je telefoon of meldingen voor de app zijn toegestaan.',
      ],
      be: [
        'Ga in de app naar Instellingen en dan ‘Meldingen’. Daar zet je per onderwerp meldingen aan of uit, bijvoorbeeld breaking news, nieuwe afleveringen of wedstrijden.',
        'Krijg je helemaal geen meldingen? Controleer dan in de instellingen van je gsm of meldingen voor de app zijn toegestaan.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
  {
    slug: 'profielnaam-wijzigen',
    category: 'profiel-en-voorkeuren',
    question: { nl: 'Hoe pas ik mijn profielnaam of profielfoto aan?' },
    answer: {
      nl: [
        'Tik in de app op je profielfoto en kies ‘Profiel bewerken’. Daar verander je de naam en de foto die anderen bij reacties en in de app zien.',
        'Je profielnaam is iets anders dan de naam in je account: die zie alleen jij, en je past hem aan bij Mijn account in Mijn Omgeving.',
      ],
    },
    brandCategories: ['account'],
    countries: ['nl', 'be'],
  },
];

/**
 * Items that exist only as a draft (no published copy): an editor's work in progress, visible in preview only.
 * It proves that preview shows drafts and that the public site never does.
 */
export const FAQ_DRAFT_ONLY_ITEMS: FaqItemSource[] = [
  {
    slug: 'inloggen-met-toegangssleutel',
    category: 'wachtwoord-en-beveiliging',
    question: {
      nl: 'Kan ik inloggen met een toegangssleutel (passkey)?',
      be: 'Kan ik me aanmelden met een toegangssleutel (passkey)?',
    },
    answer: {
      nl: [
        'Binnenkort kun je inloggen zonder wachtwoord, met een toegangssleutel op je telefoon of computer. Je bevestigt dan met je vingerafdruk, gezichtsherkenning of de pincode van je apparaat.',
        'Je wachtwoord blijft daarnaast gewoon werken. We laten je per e-mail weten wanneer je een toegangssleutel kunt instellen.',
      ],
      be: [
        'Binnenkort kun je je aanmelden zonder wachtwoord, met een toegangssleutel op je gsm of computer. Je bevestigt dan met je vingerafdruk, gezichtsherkenning of de pincode van je toestel.',
        'Je wachtwoord blijft daarnaast gewoon werken. We laten je per e-mail weten wanneer je een toegangssleutel kunt instellen.',
      ],
    },
    brandCategories: ALL,
    countries: BOTH,
  },
];
