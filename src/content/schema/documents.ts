/**
 * The document types besides the content scopes: brand, translation, feature flags, site alert, commercial
 * banner, newsletter and the FAQ (category and item). Plain objects in Sanity's schema format.
 */
import { BRAND_KEYS } from '../../brands/registry';
import { BRAND_FLAG_NAMES, GENERAL_FLAG_NAMES } from '../queries/feature-flags';
import { SECTION_ICONS } from '../queries/faq';
import { audienceFields, brandKeysField, optionList, type FieldDefinition, type TypeDefinition } from './fields';

const image = (name: string, title: string): FieldDefinition => ({ name, title, type: 'image' });
const url = (name: string, title: string): FieldDefinition => ({ name, title, type: 'url' });

export const brandType: TypeDefinition = {
  name: 'brand',
  title: 'Merk',
  type: 'document',
  fields: [
    { name: 'id', title: 'Id', type: 'string', readOnly: true },
    {
      name: 'key',
      title: 'Merksleutel',
      type: 'string',
      options: { list: optionList(BRAND_KEYS) },
      readOnly: true,
    },
    { name: 'host', title: 'Host van Mijn Omgeving', type: 'string' },
    { name: 'name', title: 'Naam', type: 'string' },
    { name: 'seoTitle', title: 'Paginatitel (SEO)', type: 'string' },
    image('faviconIco', 'Favicon 48×48 (.ico)'),
    image('faviconSvg', 'Favicon (SVG, hoogte 48)'),
    url('contactPageUrl', 'Contactpagina van het merk'),
    {
      name: 'customerServiceEmail',
      title: 'E-mailadres van de klantenservice',
      description: 'Staat op de pagina Mail ons (/klantenservice/email) als link om een e-mail te schrijven.',
      type: 'email',
    },
    {
      name: 'subscriptionOffersLink',
      title: 'Abonnementsaanbod',
      type: 'object',
      fields: [url('url', 'Adres')],
    },
    url('subscriptionReadOnlineUrl', 'Online lezen'),
    url('subscriptionChangeLinkUrl', 'Abonnement wijzigen'),
    url('subscriptionTerminateLinkUrl', 'Abonnement opzeggen'),
    url('brandWebshopLinkUrl', 'Webshop'),
    url('holidayTemporaryChangeCrossSellUrl', 'Vakantie: digitaal meelezen'),
    url('holidayPauseCrossSellUrl', 'Vakantie: digitaal tijdens pauze'),
    url('changeAddressCrossSellUrl', 'Verhuizen: aanbod'),
    {
      name: 'privacy',
      title: 'Privacy (toestemming)',
      type: 'object',
      fields: [
        { name: 'integratorId', title: 'Integrator-id', type: 'string' },
        { name: 'language', title: 'Taal', type: 'string', options: { list: optionList(['nl', 'be']) } },
        { name: 'readOnly', title: 'Alleen lezen', type: 'boolean' },
      ],
    },
    {
      name: 'country',
      title: 'Land',
      type: 'string',
      options: { list: optionList(['nl', 'be']) },
    },
    {
      name: 'category',
      title: 'Soort merk',
      type: 'string',
      options: { list: optionList(['newspaper', 'magazine', 'account']) },
    },
  ],
  preview: { select: { title: 'name', subtitle: 'host' } },
};

export const translationType: TypeDefinition = {
  name: 'translation',
  title: 'Vertalingen',
  type: 'document',
  fields: [
    {
      name: 'language',
      title: 'Taal',
      type: 'string',
      options: { list: optionList(['nl', 'be']) },
    },
    {
      name: 'entries',
      title: 'Teksten',
      type: 'array',
      of: [
        {
          type: 'object',
          fields: [
            { name: 'key', title: 'Sleutel', type: 'string' },
            { name: 'value', title: 'Tekst', type: 'text' },
          ],
        },
      ],
    },
  ],
};

const flagGroup = (name: string, title: string, flags: readonly string[]): FieldDefinition => ({
  name,
  title,
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: flags.map((flag) => ({ name: flag, title: flag, type: 'boolean', initialValue: false })),
});

export const featureFlagsType: TypeDefinition = {
  name: 'featureflagconfiguration',
  title: 'Diensten aan en uit',
  type: 'document',
  fields: [
    flagGroup('general', 'Algemeen (alle merken)', GENERAL_FLAG_NAMES),
    ...BRAND_KEYS.map((key) => flagGroup(key, key, BRAND_FLAG_NAMES)),
  ],
};

export const siteAlertType: TypeDefinition = {
  name: 'sitealert',
  title: 'Melding bovenaan de site',
  type: 'document',
  fields: [
    brandKeysField('brands', 'Merken'),
    {
      name: 'variant',
      title: 'Soort',
      type: 'string',
      options: { list: optionList(['info', 'warning', 'success', 'error']) },
    },
    { name: 'title', title: 'Titel', type: 'string' },
    { name: 'message', title: 'Bericht', type: 'text' },
  ],
};

/** A delivery delay customer service knows about, shown before the complaint form. */
export const knownDelayType: TypeDefinition = {
  name: 'knownDelay',
  title: 'Bekende bezorgvertraging',
  type: 'document',
  fields: [
    brandKeysField('brands', 'Merken'),
    { name: 'title', title: 'Titel', type: 'localeString' },
    { name: 'message', title: 'Bericht', type: 'localeString' },
    { name: 'validFrom', title: 'Tonen vanaf', type: 'date' },
    { name: 'validUntil', title: 'Tonen tot en met', type: 'date' },
  ],
};

/** The banner configurations. */
export const BANNER_CONFIGS = ['NL-Newspaper', 'NL-Magazines', 'BE-Newspaper', 'BE-TV/Radio'] as const;
/** Where a commercial banner is shown. */
export const BANNER_TYPES = ['servicepage', 'subscriptions'] as const;

export const commercialBannerType: TypeDefinition = {
  name: 'commercialBanner',
  title: 'Commerciële banner',
  type: 'document',
  fields: [
    {
      name: 'configuration',
      title: 'Configuratie',
      type: 'object',
      fields: [
        {
          name: 'brand',
          title: 'Bannerconfiguratie',
          type: 'string',
          options: { list: optionList(BANNER_CONFIGS) },
        },
        {
          name: 'type',
          title: 'Plaats',
          type: 'string',
          options: { list: optionList(BANNER_TYPES) },
        },
      ],
    },
    { name: 'title', title: 'Titel', type: 'localeString' },
    { name: 'text', title: 'Tekst', type: 'localeString' },
    { name: 'buttonLabel', title: 'Knoptekst', type: 'localeString' },
    {
      name: 'link',
      title: 'Link',
      description: 'Een pad bij het merk (bijv. /aanbod) of een volledig https-adres.',
      type: 'string',
    },
  ],
};

export const newsletterType: TypeDefinition = {
  name: 'newsletter',
  title: 'Nieuwsbrief',
  type: 'document',
  fields: [
    { name: 'brand', title: 'Merk', type: 'string', options: { list: optionList(BRAND_KEYS) } },
    { name: 'slug', title: 'Code', type: 'string' },
    { name: 'order', title: 'Volgorde', type: 'number' },
    { name: 'title', title: 'Naam', type: 'localeString' },
    { name: 'description', title: 'Omschrijving', type: 'localeString' },
    { name: 'frequency', title: 'Hoe vaak', type: 'localeString' },
  ],
};

export const faqCategoryType: TypeDefinition = {
  name: 'faqCategory',
  title: 'FAQ-categorie',
  type: 'document',
  fields: [
    { name: 'slug', title: 'Code (anker)', type: 'string' },
    { name: 'order', title: 'Volgorde', type: 'number' },
    {
      name: 'icon',
      title: 'Icoon',
      type: 'string',
      options: { list: optionList(SECTION_ICONS) },
    },
    { name: 'title', title: 'Titel', type: 'localeString' },
    ...audienceFields.filter((field) => field.name !== 'brands'),
  ],
};

export const faqItemType: TypeDefinition = {
  name: 'faqItem',
  title: 'Veelgestelde vraag',
  type: 'document',
  fields: [
    { name: 'slug', title: 'Code', type: 'string' },
    { name: 'order', title: 'Volgorde', type: 'number' },
    { name: 'category', title: 'Categorie', type: 'reference', to: [{ type: 'faqCategory' }] },
    { name: 'question', title: 'Vraag', type: 'localeString' },
    { name: 'answer', title: 'Antwoord', type: 'localeParagraphs' },
    ...audienceFields.filter((field) => field.name !== 'brands'),
  ],
};

export const documentTypes: TypeDefinition[] = [
  brandType,
  translationType,
  featureFlagsType,
  siteAlertType,
  knownDelayType,
  commercialBannerType,
  newsletterType,
  faqCategoryType,
  faqItemType,
];
