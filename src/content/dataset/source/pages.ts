/**
 * Source of the page documents of every content scope: one per scope and brand category or
 * country where the wording differs, with an nl-BE variant where Flemish differs, plus per-brand overrides where a
 * brand has its own text. Documents get `_id` `{type}.{variant}`.
 */
import type { BrandCategory, BrandKey, Country } from '../../../brands/registry';
import type { ContentScope } from '../../schema/scopes';

type Locale = { nl: string; be?: string };
type Paragraphs = { nl: string[]; be?: string[] };

export interface PageSource {
  scope: ContentScope;
  /** Distinguishes the documents of one scope in the `_id`. */
  variant: string;
  brandCategories: BrandCategory[];
  countries: Country[];
  /** Set for a per-brand override. */
  brands?: BrandKey[];
  title: Locale;
  intro?: Locale;
  body?: Paragraphs;
  /** Scope-specific fields (see SCOPE_SCHEMAS in src/content/queries/page.ts); locale objects are typed on output. */
  extra?: Record<string, unknown>;
}

const ALL: BrandCategory[] = ['newspaper', 'magazine', 'account'];
const PRINT: BrandCategory[] = ['newspaper', 'magazine'];
const BOTH: Country[] = ['nl', 'be'];
const everyone = { brandCategories: ALL, countries: BOTH };
const print = { brandCategories: PRINT, countries: BOTH };
/** How long a delivery problem can be reported, on the delivery service page of newspapers and magazines. */
const COMPLAINT_WINDOW: Paragraphs = {
  nl: ['Je kunt een bezorgprobleem melden tot 14 dagen na de bezorgdatum.'],
  be: ['Je kunt een leveringsprobleem melden tot 14 dagen na de leverdatum.'],
};
/** Customer service's hours per ISO weekday, as the readable lines of the contact page say (closed on Sunday). */
const WEEKLY_HOURS = [1, 2, 3, 4, 5]
  .map((day) => ({ _key: `day-${day}`, day, open: '08:00', close: '18:00' }))
  .concat({ _key: 'day-6', day: 6, open: '09:00', close: '13:00' });
/**
 * Writing to customer service by e-mail (/klantenservice/email) and the contact page's card that leads there: the
 * same for both countries, with the Flemish wording (klantendienst, klantennummer, bankkaart) in `be`.
 */
const EMAIL_TEXTS = {
  emailCardTitle: { nl: 'Mail ons' },
  emailCardText: {
    nl: 'Liever schrijven? Stuur ons een e-mail. Je krijgt binnen twee werkdagen antwoord.',
    be: 'Liever schrijven? Stuur ons een e-mail. Je krijgt binnen twee werkdagen een antwoord.',
  },
  emailLinkLabel: { nl: 'Naar ons e-mailadres' },
  emailTitle: { nl: 'Mail de klantenservice', be: 'Mail de klantendienst' },
  emailIntro: {
    nl: 'Liever schrijven dan bellen? Stuur je vraag per e-mail naar onze klantenservice. Met de gegevens hieronder kunnen we je meteen helpen.',
    be: 'Liever schrijven dan bellen? Stuur je vraag per e-mail naar onze klantendienst. Met de gegevens hieronder kunnen we je meteen helpen.',
  },
  emailChecklist: {
    nl: [
      'Je naam',
      'Je postcode en huisnummer',
      'Je abonnementsnummer of klantnummer, als je het weet',
      'Je vraag, zo volledig mogelijk',
    ],
    be: [
      'Je naam',
      'Je postcode en huisnummer',
      'Je abonnementsnummer of klantennummer, als je het weet',
      'Je vraag, zo volledig mogelijk',
    ],
  },
  emailNever: {
    nl: ['Je wachtwoord', 'Het volledige nummer van je bankpas of creditcard'],
    be: ['Je wachtwoord', 'Het volledige nummer van je bankkaart of kredietkaart'],
  },
  emailResponseTime: {
    nl: 'Je krijgt binnen twee werkdagen antwoord.',
    be: 'Je krijgt binnen twee werkdagen een antwoord.',
  },
  emailButtonLabel: { nl: 'Schrijf een e-mail aan de klantenservice', be: 'Schrijf een e-mail aan de klantendienst' },
};

export const PAGES: PageSource[] = [
  {
    scope: 'all',
    variant: 'default',
    ...everyone,
    title: { nl: 'Mijn Omgeving' },
    intro: {
      nl: 'Regel je abonnement, bezorging en gegevens zelf, wanneer het jou uitkomt.',
      be: 'Regel je abonnement, levering en gegevens zelf, wanneer het jou uitkomt.',
    },
  },
  {
    scope: 'only-scoped',
    variant: 'vk-servicepage',
    ...everyone,
    brands: ['vk'],
    title: { nl: 'Service voor abonnees van de Volkskrant' },
    intro: { nl: 'Alles voor je abonnement op de Volkskrant op één plek.' },
    extra: { scope: 'servicepage' },
  },
  {
    scope: 'account',
    variant: 'default',
    ...everyone,
    title: { nl: 'Mijn account' },
    intro: { nl: 'Bekijk en beheer je persoonlijke gegevens en de abonnementen die aan je account gekoppeld zijn.' },
    body: {
      nl: [
        'Met één account log je in bij al onze titels. Houd je e-mailadres en telefoonnummer actueel, zodat we je kunnen bereiken over je abonnement.',
      ],
      be: [
        'Met één account meld je je aan bij al onze titels. Houd je e-mailadres en gsm-nummer actueel, zodat we je kunnen bereiken over je abonnement.',
      ],
    },
  },
  {
    scope: 'subscription',
    variant: 'newspaper',
    brandCategories: ['newspaper'],
    countries: BOTH,
    title: { nl: 'Mijn abonnementen' },
    intro: {
      nl: 'Hier zie je je krantenabonnementen, wanneer je krant komt en wat je betaalt.',
      be: 'Hier zie je je krantenabonnementen, wanneer je krant geleverd wordt en wat je betaalt.',
    },
  },
  {
    scope: 'subscription',
    variant: 'magazine',
    brandCategories: ['magazine'],
    countries: BOTH,
    title: { nl: 'Mijn abonnementen' },
    intro: {
      nl: 'Hier zie je je abonnementen op tijdschriften, wanneer het volgende nummer komt en wat je betaalt.',
      be: 'Hier zie je je abonnementen op magazines, wanneer het volgende nummer komt en wat je betaalt.',
    },
  },
  {
    scope: 'subscription',
    variant: 'account',
    brandCategories: ['account'],
    countries: BOTH,
    title: { nl: 'Mijn abonnementen' },
    intro: { nl: 'Hier zie je de abonnementen die aan je account gekoppeld zijn.' },
  },
  {
    scope: 'faq',
    variant: 'default',
    ...everyone,
    title: { nl: 'Veelgestelde vragen' },
    intro: {
      nl: 'Hier vind je antwoorden op de vragen die we het vaakst krijgen. Staat je vraag er niet bij? Neem dan contact met ons op.',
    },
  },
  {
    scope: 'faq-items',
    variant: 'print',
    ...print,
    title: { nl: 'Misschien helpt dit al' },
    extra: {
      items: ['krant-niet-bezorgd', 'abonnement-opzeggen', 'betaalwijze-wijzigen', 'wachtwoord-vergeten'],
    },
  },
  {
    scope: 'faq-items',
    variant: 'account',
    brandCategories: ['account'],
    countries: BOTH,
    title: { nl: 'Misschien helpt dit al' },
    extra: { items: ['wachtwoord-vergeten', 'e-mailadres-wijzigen', 'account-verwijderen'] },
  },
  {
    scope: 'complaints',
    variant: 'default',
    brandCategories: ['newspaper'],
    countries: BOTH,
    title: { nl: 'Bezorgservice', be: 'Leveringsservice' },
    intro: {
      nl: 'Is je krant niet, te laat of beschadigd bezorgd? Meld het hier. We lossen het op en je krijgt een extra bezorgdag.',
      be: 'Is je krant niet, te laat of beschadigd geleverd? Meld het hier. We lossen het op en je krijgt een extra leverdag.',
    },
    body: COMPLAINT_WINDOW,
  },
  {
    scope: 'complaints',
    variant: 'magazine',
    brandCategories: ['magazine'],
    countries: BOTH,
    title: { nl: 'Bezorgservice', be: 'Leveringsservice' },
    intro: {
      nl: 'Is je tijdschrift niet, te laat of beschadigd bezorgd? Meld het hier. We lossen het op en je krijgt een extra bezorgdag.',
      be: 'Is je magazine niet, te laat of beschadigd geleverd? Meld het hier. We lossen het op en je krijgt een extra leverdag.',
    },
    body: COMPLAINT_WINDOW,
  },
  {
    scope: 'movinghouse',
    variant: 'default',
    ...print,
    title: { nl: 'Verhuisservice', be: 'Verhuisdienst' },
    intro: {
      nl: 'Ga je verhuizen? Geef je nieuwe adres door, dan verhuist je abonnement mee.',
    },
    body: {
      nl: [
        'Geef je verhuizing minstens 3 werkdagen van tevoren door en hooguit 6 maanden vooruit. Je nieuwe adres geldt voor al je papieren abonnementen op je huidige adres.',
      ],
      be: [
        'Geef je verhuis minstens 3 werkdagen vooraf door en hooguit 6 maanden vooruit. Je nieuwe adres geldt voor al je papieren abonnementen op je huidige adres.',
      ],
    },
  },
  {
    scope: 'changeemail',
    variant: 'default',
    ...everyone,
    title: { nl: 'E-mailadres wijzigen' },
    intro: {
      nl: 'Vul je nieuwe e-mailadres in. We sturen een bevestigingslink naar dat adres; die is 24 uur geldig.',
    },
    body: { nl: ['Je oude e-mailadres krijgt een bericht dat je e-mailadres is gewijzigd.'] },
  },
  {
    scope: 'changepayment',
    variant: 'default',
    ...print,
    title: { nl: 'Betaalservice' },
    intro: {
      nl: 'Kies hoe je je abonnement betaalt: automatische incasso, creditcard of iDEAL.',
      be: 'Kies hoe je je abonnement betaalt: domiciliëring of kredietkaart.',
    },
  },
  {
    scope: 'holiday',
    variant: 'default',
    brandCategories: ['newspaper'],
    countries: BOTH,
    title: { nl: 'Vakantieservice' },
    intro: {
      nl: 'Op vakantie? Laat je krant naar je vakantieadres sturen of zet de bezorging tijdelijk stop. Digitaal lezen kan gewoon door.',
      be: 'Op vakantie? Laat je krant naar je vakantieadres sturen of zet de levering tijdelijk stop. Digitaal lezen kan gewoon door.',
    },
    body: {
      nl: [
        'Geef je vakantie minstens 3 werkdagen voor de begindatum door. Een periode duurt minimaal 1 en maximaal 90 dagen.',
      ],
    },
  },
  {
    scope: 'maintenancepage',
    variant: 'default',
    ...everyone,
    title: { nl: 'We zijn even met onderhoud bezig' },
    intro: {
      nl: 'Mijn Omgeving is tijdelijk niet beschikbaar omdat we de website verbeteren.',
    },
    body: {
      nl: [
        'Je abonnement loopt gewoon door en je krant of tijdschrift wordt zoals altijd bezorgd. Digitaal lezen blijft ook mogelijk.',
        'Probeer het over een paar uur opnieuw. Excuses voor het ongemak.',
      ],
      be: [
        'Je abonnement loopt gewoon door en je krant of magazine wordt zoals altijd geleverd. Digitaal lezen blijft ook mogelijk.',
        'Probeer het over een paar uur opnieuw. Excuses voor het ongemak.',
      ],
    },
    extra: { expected: { nl: 'We verwachten dat alles binnen enkele uren weer werkt.' } },
  },
  {
    scope: 'loginpage',
    variant: 'print',
    ...print,
    title: { nl: 'Inloggen', be: 'Aanmelden' },
    intro: {
      nl: 'Log in met het account waarmee je ook digitaal leest.',
      be: 'Meld je aan met het account waarmee je ook digitaal leest.',
    },
    extra: {
      buttonLabel: { nl: 'Inloggen', be: 'Aanmelden' },
      // Only what Mijn Omgeving offers today: each benefit is a screen of an area this build has.
      benefits: [
        { nl: 'Je gekoppelde abonnementen bekijken' },
        { nl: 'Je naam, adres en telefoonnummer aanpassen', be: 'Je naam, adres en gsm-nummer aanpassen' },
        { nl: 'Je e-mailadres en wachtwoord wijzigen' },
        { nl: 'Zien waar je bent ingelogd', be: 'Zien waar je bent aangemeld' },
      ],
      resetPasswordLink: {
        label: { nl: 'Wachtwoord vergeten of wijzigen?' },
        url: 'https://login.dpgmedia.nl/wachtwoord-vergeten',
      },
    },
  },
  {
    scope: 'loginpage',
    variant: 'account',
    brandCategories: ['account'],
    countries: BOTH,
    title: { nl: 'Inloggen', be: 'Aanmelden' },
    intro: {
      nl: 'Log in met je account om je gegevens te beheren.',
      be: 'Meld je aan met je account om je gegevens te beheren.',
    },
    extra: {
      buttonLabel: { nl: 'Inloggen', be: 'Aanmelden' },
      benefits: [
        { nl: 'Je naam, adres en telefoonnummer aanpassen', be: 'Je naam, adres en gsm-nummer aanpassen' },
        { nl: 'Je e-mailadres en wachtwoord wijzigen' },
        { nl: 'Zien waar je bent ingelogd', be: 'Zien waar je bent aangemeld' },
      ],
      resetPasswordLink: {
        label: { nl: 'Wachtwoord vergeten of wijzigen?' },
        url: 'https://login.dpgmedia.nl/wachtwoord-vergeten',
      },
    },
  },
  {
    scope: 'servicepage',
    variant: 'print',
    ...print,
    title: { nl: 'Klantenservice', be: 'Klantendienst' },
    intro: {
      nl: 'Regel je zaken bij {brand} zelf, wanneer het jou uitkomt. Kies waarmee we je kunnen helpen.',
    },
    extra: { tilesTitle: { nl: 'Waarmee kunnen we je helpen?' } },
  },
  {
    scope: 'servicepage',
    variant: 'account',
    brandCategories: ['account'],
    countries: BOTH,
    title: { nl: 'Klantenservice', be: 'Klantendienst' },
    intro: {
      nl: 'Beheer je account bij {brand} en vind snel antwoord op je vragen.',
    },
    extra: { tilesTitle: { nl: 'Waarmee kunnen we je helpen?' } },
  },
  {
    scope: 'servicepage',
    variant: 'vk',
    ...print,
    brands: ['vk'],
    title: { nl: 'Klantenservice' },
    intro: { nl: 'Alles voor je abonnement op de Volkskrant op één plek. Regel het zelf, wanneer het jou uitkomt.' },
    extra: { tilesTitle: { nl: 'Waarmee kunnen we je helpen?' } },
  },
  {
    scope: 'contactcta',
    variant: 'default',
    ...everyone,
    title: { nl: 'Staat je vraag er niet bij?', be: 'Vind je je antwoord niet?' },
    intro: {
      nl: 'Onze klantenservice helpt je graag verder.',
      be: 'Onze klantendienst helpt je graag verder.',
    },
    extra: { buttonLabel: { nl: 'Neem contact op' } },
  },
  {
    scope: 'contactpage',
    variant: 'nl',
    brandCategories: ALL,
    countries: ['nl'],
    title: { nl: 'Contact' },
    intro: { nl: 'Heb je een vraag over je abonnement of account? We helpen je graag.' },
    extra: {
      phoneTitle: { nl: 'Bel ons' },
      phoneNumber: '088 824 01 20',
      openingHours: {
        nl: [
          'Maandag tot en met vrijdag: 8.00 tot 18.00 uur',
          'Zaterdag: 9.00 tot 13.00 uur',
          'Zon- en feestdagen gesloten',
        ],
      },
      weeklyHours: WEEKLY_HOURS,
      formTitle: { nl: 'Stuur ons een bericht' },
      formText: { nl: 'Vul het contactformulier in. Je krijgt binnen twee werkdagen antwoord.' },
      formLinkLabel: { nl: 'Naar het contactformulier' },
      faqTitle: { nl: 'Misschien vind je het antwoord al hier' },
      ...EMAIL_TEXTS,
    },
  },
  {
    scope: 'contactpage',
    variant: 'be',
    brandCategories: ALL,
    countries: ['be'],
    title: { nl: 'Contact' },
    intro: { nl: 'Heb je een vraag over je abonnement of account? We helpen je graag.' },
    extra: {
      phoneTitle: { nl: 'Bel ons' },
      phoneNumber: '03 303 97 11',
      openingHours: {
        nl: [
          'Maandag tot en met vrijdag: 8.00 tot 18.00 uur',
          'Zaterdag: 9.00 tot 13.00 uur',
          'Zon- en feestdagen gesloten',
        ],
      },
      weeklyHours: WEEKLY_HOURS,
      formTitle: { nl: 'Stuur ons een bericht' },
      formText: { nl: 'Vul het contactformulier in. Je krijgt binnen twee werkdagen een antwoord.' },
      formLinkLabel: { nl: 'Naar het contactformulier' },
      faqTitle: { nl: 'Misschien vind je het antwoord al hier' },
      ...EMAIL_TEXTS,
    },
  },
  {
    scope: 'contactformpage',
    variant: 'print',
    ...print,
    title: { nl: 'Contactformulier' },
    intro: {
      nl: 'Kies een onderwerp en beschrijf je vraag. Je kunt tot drie bijlagen meesturen (PNG, JPEG, GIF of PDF, elk maximaal 5 MB).',
    },
    extra: {
      subjects: [
        { nl: 'Mijn abonnement' },
        { nl: 'Bezorging', be: 'Levering' },
        { nl: 'Betalen en facturen' },
        { nl: 'Vakantie of verhuizing', be: 'Vakantie of verhuis' },
        { nl: 'Inloggen en account', be: 'Aanmelden en account' },
        { nl: 'Iets anders' },
      ],
    },
  },
  {
    scope: 'contactformpage',
    variant: 'account',
    brandCategories: ['account'],
    countries: BOTH,
    title: { nl: 'Contactformulier' },
    intro: { nl: 'Kies een onderwerp en beschrijf je vraag. Je krijgt binnen twee werkdagen antwoord.' },
    extra: {
      subjects: [
        { nl: 'Inloggen en account', be: 'Aanmelden en account' },
        { nl: 'Nieuwsbrieven' },
        { nl: 'Privacy en gegevens' },
        { nl: 'Iets anders' },
      ],
    },
  },
  {
    scope: 'newsletters',
    variant: 'default',
    ...everyone,
    title: { nl: 'Nieuwsbrieven' },
    intro: {
      nl: 'Kies de nieuwsbrieven die je wilt ontvangen. Je kunt je op elk moment weer afmelden.',
      be: 'Kies de nieuwsbrieven die je wilt ontvangen. Je kunt je op elk moment weer uitschrijven.',
    },
  },
  {
    scope: 'preferences',
    variant: 'default',
    ...everyone,
    title: { nl: 'Voorkeuren' },
    intro: { nl: 'Bepaal hoe we contact met je opnemen en welke aanbiedingen je van ons krijgt.' },
  },
  {
    scope: 'sharedaccesssendinvitation',
    variant: 'default',
    brandCategories: ['newspaper'],
    countries: BOTH,
    title: { nl: 'Abonnement delen' },
    intro: {
      nl: 'Nodig tot drie meelezers uit om digitaal mee te lezen met je abonnement. Een uitnodiging is 14 dagen geldig.',
    },
  },
  {
    scope: 'sharedaccessacceptinvitation',
    variant: 'default',
    brandCategories: ['newspaper'],
    countries: BOTH,
    title: { nl: 'Uitnodiging om mee te lezen' },
    intro: {
      nl: 'Je bent uitgenodigd om digitaal mee te lezen. Log in of maak een account aan om de uitnodiging aan te nemen.',
      be: 'Je bent uitgenodigd om digitaal mee te lezen. Meld je aan of maak een account aan om de uitnodiging te aanvaarden.',
    },
  },
  {
    scope: 'invoices',
    variant: 'default',
    ...print,
    title: { nl: 'Facturen' },
    intro: { nl: 'Bekijk je facturen en download ze als pdf.' },
  },
  {
    scope: 'verifyphonenumber',
    variant: 'default',
    ...everyone,
    title: { nl: 'Telefoonnummer bevestigen', be: 'Gsm-nummer bevestigen' },
    intro: {
      nl: 'We sturen je een sms met een code van zes cijfers. Vul die hieronder in; de code is 10 minuten geldig.',
      be: 'We sturen je een sms met een code van zes cijfers. Vul die hieronder in; de code is 10 minuten geldig.',
    },
  },
];
