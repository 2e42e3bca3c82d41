/**
 * One document type per content scope (the page types of the portal). Every scope document
 * shares the page fields (who it applies to, title, intro, body); some scopes add their own fields. Editors write
 * one document per scope per brand category and country and may add one for named brands that wins over it.
 */
import { audienceFields, type FieldDefinition, type TypeDefinition } from './fields';

/** The content scopes, in its order. */
export const CONTENT_SCOPES = [
  'all',
  'only-scoped',
  'account',
  'subscription',
  'faq',
  'faq-items',
  'complaints',
  'movinghouse',
  'changeemail',
  'changepayment',
  'holiday',
  'maintenancepage',
  'loginpage',
  'servicepage',
  'contactcta',
  'contactpage',
  'contactformpage',
  'newsletters',
  'preferences',
  'sharedaccesssendinvitation',
  'sharedaccessacceptinvitation',
  'invoices',
  'verifyphonenumber',
] as const;

export type ContentScope = (typeof CONTENT_SCOPES)[number];

/** The document type of a scope: Sanity type names allow no hyphen, so `faq-items` is `faqItems`. */
export function scopeTypeName(scope: ContentScope): string {
  return scope.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

const TITLES: Record<ContentScope, string> = {
  all: 'Teksten voor alle pagina’s',
  'only-scoped': 'Teksten voor één pagina of merk',
  account: 'Mijn account',
  subscription: 'Abonnementen',
  faq: 'Veelgestelde vragen (pagina)',
  'faq-items': 'Uitgelichte vragen',
  complaints: 'Bezorgservice (klachten)',
  movinghouse: 'Verhuisservice',
  changeemail: 'E-mailadres wijzigen',
  changepayment: 'Betaalservice',
  holiday: 'Vakantieservice',
  maintenancepage: 'Onderhoudspagina',
  loginpage: 'Inlogpagina',
  servicepage: 'Servicepagina',
  contactcta: 'Contact: oproep',
  contactpage: 'Contactpagina',
  contactformpage: 'Contactformulier',
  newsletters: 'Nieuwsbrieven',
  preferences: 'Voorkeuren',
  sharedaccesssendinvitation: 'Abonnement delen: uitnodigen',
  sharedaccessacceptinvitation: 'Abonnement delen: uitnodiging aannemen',
  invoices: 'Facturen',
  verifyphonenumber: 'Telefoonnummer bevestigen',
};

const link = (name: string, title: string): FieldDefinition => ({
  name,
  title,
  type: 'object',
  fields: [
    { name: 'label', title: 'Linktekst', type: 'localeString' },
    { name: 'url', title: 'Adres', type: 'url' },
  ],
});

/** Fields a scope adds to the page fields. */
const EXTRA_FIELDS: Partial<Record<ContentScope, readonly FieldDefinition[]>> = {
  'only-scoped': [
    {
      name: 'scope',
      title: 'Voor pagina',
      description: 'De pagina (scope) waarop deze teksten de algemene vervangen.',
      type: 'string',
    },
  ],
  'faq-items': [
    {
      name: 'items',
      title: 'Vragen',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'faqItem' }] }],
    },
  ],
  maintenancepage: [{ name: 'expected', title: 'Wanneer we terug zijn', type: 'localeString' }],
  loginpage: [
    { name: 'buttonLabel', title: 'Knoptekst', type: 'localeString' },
    { name: 'benefits', title: 'Wat je na het inloggen kunt', type: 'array', of: [{ type: 'localeString' }] },
    link('resetPasswordLink', 'Link naar wachtwoord opnieuw instellen'),
  ],
  servicepage: [{ name: 'tilesTitle', title: 'Kop boven de tegels', type: 'localeString' }],
  contactcta: [{ name: 'buttonLabel', title: 'Knoptekst', type: 'localeString' }],
  contactpage: [
    { name: 'phoneTitle', title: 'Kop telefoon', type: 'localeString' },
    { name: 'phoneNumber', title: 'Telefoonnummer', type: 'string' },
    { name: 'openingHours', title: 'Openingstijden', type: 'localeParagraphs' },
    {
      name: 'weeklyHours',
      title: 'Openingstijden per dag',
      description:
        'Per weekdag de tijd waarop de klantenservice opent en sluit (UU:MM, in de tijdzone van het land van het merk). Een dag zonder regel is gesloten, en op feestdagen is de klantenservice dicht. Hieruit berekent de site de tijden van vandaag en of de chat open is; de tekst hierboven blijft zoals hij is.',
      type: 'array',
      of: [
        {
          type: 'object',
          fields: [
            {
              name: 'day',
              title: 'Dag (1 = maandag … 7 = zondag)',
              type: 'number',
            },
            { name: 'open', title: 'Open vanaf (UU:MM)', type: 'string' },
            { name: 'close', title: 'Gesloten vanaf (UU:MM)', type: 'string' },
          ],
        },
      ],
    },
    { name: 'formTitle', title: 'Kop contactformulier', type: 'localeString' },
    { name: 'formText', title: 'Tekst contactformulier', type: 'localeString' },
    { name: 'formLinkLabel', title: 'Linktekst contactformulier', type: 'localeString' },
    { name: 'faqTitle', title: 'Kop veelgestelde vragen', type: 'localeString' },
    { name: 'emailCardTitle', title: 'Kop e-mail (contactpagina)', type: 'localeString' },
    { name: 'emailCardText', title: 'Tekst e-mail (contactpagina)', type: 'localeString' },
    {
      name: 'emailLinkLabel',
      title: 'Linktekst naar de e-mailpagina (contactpagina)',
      type: 'localeString',
    },
    { name: 'emailTitle', title: 'Titel e-mailpagina', type: 'localeString' },
    { name: 'emailIntro', title: 'Inleiding e-mailpagina', type: 'localeString' },
    {
      name: 'emailChecklist',
      title: 'Zet dit in je e-mail (één regel per punt)',
      type: 'localeParagraphs',
    },
    {
      name: 'emailNever',
      title: 'Stuur dit nooit mee (één regel per punt)',
      type: 'localeParagraphs',
    },
    { name: 'emailResponseTime', title: 'Wanneer je antwoord krijgt', type: 'localeString' },
    { name: 'emailButtonLabel', title: 'Knoptekst e-mail schrijven', type: 'localeString' },
  ],
  contactformpage: [
    {
      name: 'subjects',
      title: 'Onderwerpen',
      type: 'array',
      of: [{ type: 'localeString' }],
    },
  ],
};

/** The page fields every scope document has. */
export const pageFields: readonly FieldDefinition[] = [
  ...audienceFields,
  { name: 'title', title: 'Titel', type: 'localeString' },
  { name: 'intro', title: 'Inleiding', type: 'localeString' },
  { name: 'body', title: 'Tekst', type: 'localeParagraphs' },
];

/** The document type of every content scope. */
export const scopeTypes: TypeDefinition[] = CONTENT_SCOPES.map((scope) => ({
  name: scopeTypeName(scope),
  title: TITLES[scope],
  type: 'document',
  description: `Content scope “${scope}”`,
  fields: [...pageFields, ...(EXTRA_FIELDS[scope] ?? [])],
  preview: { select: { title: 'title.nl', subtitle: 'brandCategories' } },
}));
