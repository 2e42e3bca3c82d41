/**
 * The committed content dataset: complete, valid against the query schemas, and
 * generated from the current sources.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, type BrandCategory } from '../../brands/registry';
import { parseNdjson } from '../lake/store';
import type { LakeDocument } from '../lake/perspective';
import { brandDocumentSchema } from '../queries/brand';
import { faqCategoryDocumentSchema, faqItemDocumentSchema } from '../queries/faq';
import {
  BRAND_FLAG_NAMES,
  brandFlagsSchema,
  GENERAL_FLAG_NAMES,
  generalFlagsSchema,
  type BrandFlags,
  type GeneralFlags,
} from '../queries/feature-flags';
import { translationDocumentSchema } from '../queries/translations';
import { DATASET_FILE, generateNdjson } from './generate';
import { DEMO_MAGAZINE } from './source/feature-flags';
import { TRANSLATIONS } from './source/translations';

const committed = readFileSync(DATASET_FILE, 'utf8');
const documents = parseNdjson(committed, DATASET_FILE);
const byId = new Map(documents.map((doc) => [doc._id, doc]));
const ofType = (type: string) => documents.filter((doc) => doc._type === type);

const LARGE = ['ad', 'dm', 'hln', 'par', 'tr', 'vk', 'wbd', 'wbs', 'wdg', 'wed', 'wpz', 'wst', 'wtt'] as const;

describe('generated dataset', () => {
  it('is up to date with the sources (run `npx tsx src/content/dataset/generate.ts`)', () => {
    expect(committed === generateNdjson()).toBe(true);
  });

  it('has unique ids', () => {
    expect(byId.size).toBe(documents.length);
  });
});

describe('brand documents', () => {
  const brands = ofType('brand');

  it('has one valid document per brand key', () => {
    expect(brands).toHaveLength(69);
    expect(brands.map((doc) => doc['key']).sort()).toEqual([...BRAND_KEYS].sort());
    for (const doc of brands) {
      const result = brandDocumentSchema.safeParse(doc);
      expect(result.success, `${doc._id}: ${result.error?.message}`).toBe(true);
    }
  });

  it('agrees with the registry and links to the brand’s own domain', () => {
    for (const key of BRAND_KEYS) {
      const doc = brandDocumentSchema.parse(byId.get(`brand.${key}`));
      const brand = BRANDS[key];
      expect(doc).toMatchObject({
        id: key,
        host: brand.host,
        name: brand.name,
        country: brand.country,
        category: brand.category,
      });
      expect(doc.privacy.language).toBe(brand.country);
      const domain = brand.host.replace(/^mijn\./, '');
      for (const url of [
        doc.contactPageUrl,
        doc.subscriptionOffersLink.url,
        doc.subscriptionChangeLinkUrl,
        doc.brandWebshopLinkUrl,
      ]) {
        expect(new URL(url).hostname.endsWith(domain), `${key}: ${url}`).toBe(true);
      }
    }
    const integratorIds = new Set(brands.map((doc) => (doc['privacy'] as { integratorId: string }).integratorId));
    expect(integratorIds.size).toBe(69);
  });
});

describe('feature flags', () => {
  const published = byId.get('featureflagconfiguration')!;
  const draft = byId.get('drafts.featureflagconfiguration')!;
  const group = (doc: LakeDocument, key: string) => brandFlagsSchema.parse(doc[key]) as BrandFlags;

  it('has a published and a draft copy with a valid general group and a group for every brand key', () => {
    for (const doc of [published, draft]) {
      expect(doc._type).toBe('featureflagconfiguration');
      expect(Object.keys(doc['general'] as object).sort()).toEqual([...GENERAL_FLAG_NAMES].sort());
      generalFlagsSchema.parse(doc['general']);
      for (const key of BRAND_KEYS) {
        expect(Object.keys(doc[key] as object).sort(), `${doc._id}.${key}`).toEqual([...BRAND_FLAG_NAMES].sort());
      }
    }
  });

  it('has the general defaults', () => {
    const expected: Partial<GeneralFlags> = {
      isChangePaymentCreditCardEnabled: true,
      isChangePaymentDirectDebitBEEnabled: true,
      isChangePaymentDirectDebitNLEnabled: true,
      isContactFormAttachmentEnabled: true,
      isHolidayCancellationEnabled: true,
      isSessionOverviewEnabled: true,
      isSiteAlertsEnabled: true,
      isChangePaymentIdealThroughWalletEnabled: false,
      isServiceConditionsEnabled: false,
      isContactFormHiddenDuringOpeningHours: false,
    };
    expect(published['general']).toMatchObject({ ...expected, isContactFormHiddenForNewspapers: false });
    expect(draft['general']).toMatchObject({ ...expected, isContactFormHiddenForNewspapers: true });
  });

  it('turns nearly everything on for the 13 large brands, personalia editing included', () => {
    for (const doc of [published, draft]) {
      for (const key of LARGE) {
        const flags = group(doc, key);
        expect(flags.isBrandSubscriptionsPersonaliaEditingEnabled, key).toBe(true);
        const on = BRAND_FLAG_NAMES.filter((name) => flags[name]).length;
        expect(on, key).toBeGreaterThanOrEqual(BRAND_FLAG_NAMES.length - 3);
      }
    }
  });

  it('turns everything off for qmnl and the phone challenge on for vtmgo', () => {
    for (const doc of [published, draft]) {
      expect(Object.values(group(doc, 'qmnl')).every((value) => value === false)).toBe(true);
      expect(group(doc, 'vtmgo').isPhoneNumberChallengeEnabled).toBe(true);
    }
  });

  it('gives magazines none of the newspaper-only features and account brands no subscriptions', () => {
    const newspaperOnly = [
      'isKnownDelaysEnabled',
      'isSubscriptionHolidayEnabled',
      'isSharedAccessEnabled',
      'isAppSubscriptionComplaintsEnabled',
      'isAppSubscriptionHolidayEnabled',
      'isAppSubscriptionMovingHouseEnabled',
    ] as const;
    for (const key of BRAND_KEYS) {
      const flags = group(published, key);
      // The demo magazine has every area on (feature-flags.ts DEMO_MAGAZINE).
      if (BRANDS[key].category === 'magazine' && key !== DEMO_MAGAZINE) {
        for (const name of newspaperOnly) expect(flags[name], `${key}.${name}`).toBe(false);
        expect(flags.isBrandSubscriptionsEnabled, key).toBe(true);
      }
      if (BRANDS[key].category === 'account') expect(flags.isBrandSubscriptionsEnabled, key).toBe(false);
    }
  });
});

describe('translations', () => {
  const REQUIRED = [
    'skipToContent',
    'pageLoading',
    'pageErrorMessage',
    'pageReloadButtonLabel',
    'GENERIC-ERROR',
    'resetPasswordWarning',
    'nav.service',
    'nav.subscriptions',
    'nav.invoices',
    'nav.account',
    'nav.faq',
    'nav.contact',
    'nav.menu',
    'nav.mainLabel',
    'nav.mobileLabel',
    'header.login',
    'header.logout',
    'header.loggedInAs',
    'footer.copyright',
    'footer.privacy',
    'footer.cookies',
    'footer.terms',
    'footer.linksLabel',
    'notFound.title',
    'notFound.body',
    'notFound.homeLink',
    'unknownHost.title',
    'unknownHost.body',
    'serverError.title',
    'serverError.body',
    'faq.title',
    'faq.intro',
    'faq.searchLabel',
    'faq.searchPlaceholder',
    'faq.noResults',
    'faq.categoriesLabel',
    'account.title',
    'account.intro',
    'account.name',
    'account.email',
    'account.address',
    'account.phone',
    'account.noAddress',
    'account.subscriptionsTitle',
    'account.noSubscriptions',
    'account.productType.newspaper',
    'account.productType.magazine',
    'account.productType.digital',
    'login.title',
    'login.intro',
    'login.button',
    'logout.done',
    'preview.exit',
    'siteAlert.close',
    'chat.label',
    'FEATURE_DISABLED',
  ];

  it('gives every source key a non-empty nl text', () => {
    for (const [key, text] of Object.entries(TRANSLATIONS)) {
      expect(text.nl.trim(), key).not.toBe('');
      if (text.be !== undefined) expect(text.be.trim(), key).not.toBe('');
    }
  });

  it('has valid nl and be documents with every required key; be falls back to nl', () => {
    const dictionaries = Object.fromEntries(
      (['nl', 'be'] as const).map((language) => {
        const doc = translationDocumentSchema.parse(byId.get(`translation.${language}`));
        expect(doc.language).toBe(language);
        expect(new Set(doc.entries.map((entry) => entry._key)).size).toBe(doc.entries.length);
        return [language, Object.fromEntries(doc.entries.map((entry) => [entry.key, entry.value]))];
      }),
    ) as Record<'nl' | 'be', Record<string, string>>;
    for (const key of REQUIRED) {
      expect(dictionaries.nl[key], key).toBeTruthy();
      expect(dictionaries.be[key], key).toBeTruthy();
    }
    for (const [key, text] of Object.entries(TRANSLATIONS)) expect(dictionaries.be[key]).toBe(text.be ?? text.nl);
    expect(dictionaries.nl['skipToContent']).toBe('Ga naar de inhoud');
    expect(dictionaries.nl['pageErrorMessage']).toBe('Helaas, deze inhoud kan niet geladen worden.');
    expect(dictionaries.nl['preview.exit']).toBe('Exit Preview Mode');
    expect(dictionaries.nl['footer.copyright']).toMatch(/\{year\}.*\{brand\}/);
    expect(dictionaries.be['account.phone']).toBe('Gsm-nummer');
  });
});

describe('FAQ', () => {
  const categories = ofType('faqCategory').map((doc) => faqCategoryDocumentSchema.parse(doc));
  const items = ofType('faqItem').map((doc) => faqItemDocumentSchema.parse(doc));
  const publishedItems = items.filter((item) => !item._id.startsWith('drafts.'));

  it('references existing categories that apply to the item’s brand categories and countries', () => {
    for (const item of items) {
      const category = categories.find((candidate) => candidate._id === item.category._ref);
      expect(category, item._id).toBeDefined();
      for (const brandCategory of item.brandCategories)
        expect(category!.brandCategories, item._id).toContain(brandCategory);
      for (const country of item.countries) expect(category!.countries, item._id).toContain(country);
    }
  });

  it.each(['newspaper', 'magazine', 'account'] as BrandCategory[])(
    'has at least 6 categories and 40 published questions for %s brands in both countries',
    (brandCategory) => {
      for (const country of ['nl', 'be'] as const) {
        const applicable = publishedItems.filter(
          (item) => item.brandCategories.includes(brandCategory) && item.countries.includes(country),
        );
        const usedCategories = new Set(applicable.map((item) => item.category._ref));
        expect(applicable.length, `${brandCategory}/${country}`).toBeGreaterThanOrEqual(40);
        expect(usedCategories.size, `${brandCategory}/${country}`).toBeGreaterThanOrEqual(6);
      }
    },
  );

  it('has full answers and Belgian wording where it differs', () => {
    for (const item of items) {
      expect(item.answer.nl.join(' ').length, item._id).toBeGreaterThan(80);
      if (item.answer.be) expect(item.answer.be, item._id).not.toEqual(item.answer.nl);
    }
    expect(items.filter((item) => item.answer.be).length).toBeGreaterThan(10);
  });

  it('has exactly one draft-only item (no published copy) for proving preview', () => {
    const drafts = items.filter((item) => item._id.startsWith('drafts.'));
    expect(drafts).toHaveLength(1);
    expect(byId.has(drafts[0]!._id.slice('drafts.'.length))).toBe(false);
  });
});
