/**
 * Generates the committed content dataset `production.ndjson` from the sources in `./source`:
 * `npx tsx src/content/dataset/generate.ts`. The output is deterministic (fixed order, no timestamps), so the
 * dataset test can regenerate it in memory and fail when someone edits a source without regenerating.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_KEYS } from '../../brands/registry';
import { brandFaviconAssets } from './source/brand-assets';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toNdjson } from '../lake/store';
import type { LakeDocument } from '../lake/perspective';
import { brandDocuments } from './source/brands';
import { FAQ_CATEGORIES, FAQ_DRAFT_ONLY_ITEMS, FAQ_ITEMS, type FaqItemSource } from './source/faq';
import { featureFlagDocuments } from './source/feature-flags';
import { SITE_ALERTS } from './source/site-alerts';
import { KNOWN_DELAYS } from './source/known-delays';
import { TRANSLATIONS } from './source/translations';
import { PAGES } from './source/pages';
import { COMMERCIAL_BANNERS } from './source/commercial-banners';
import { newsletterSources } from './source/newsletters';
import { scopeTypeName } from '../schema/scopes';

/** Where the committed dataset lives. */
export const DATASET_FILE = fileURLToPath(new URL('./production.ndjson', import.meta.url));

/** A short stable `_key` for array items (Sanity needs one per item; the key text itself may hold dots). */
function arrayKey(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 12);
}

function translationDocuments(): LakeDocument[] {
  return (['nl', 'be'] as const).map((language) => ({
    _id: `translation.${language}`,
    _type: 'translation',
    language,
    entries: Object.entries(TRANSLATIONS).map(([key, text]) => ({
      _key: arrayKey(key),
      key,
      value: language === 'be' ? (text.be ?? text.nl) : text.nl,
    })),
  }));
}

function faqCategoryDocuments(): LakeDocument[] {
  return FAQ_CATEGORIES.map((category, index) => ({
    _id: `faqCategory.${category.slug}`,
    _type: 'faqCategory',
    slug: category.slug,
    order: (index + 1) * 10,
    icon: category.icon,
    title: { _type: 'localeString', ...category.title },
    brandCategories: category.brandCategories,
    countries: category.countries,
  }));
}

function faqItemDocument(item: FaqItemSource, order: number, idPrefix: string): LakeDocument {
  if (!FAQ_CATEGORIES.some((category) => category.slug === item.category)) {
    throw new Error(`FAQ item "${item.slug}" refers to unknown category "${item.category}"`);
  }
  return {
    _id: `${idPrefix}faqItem.${item.slug}`,
    _type: 'faqItem',
    slug: item.slug,
    order,
    category: { _type: 'reference', _ref: `faqCategory.${item.category}` },
    question: { _type: 'localeString', ...item.question },
    answer: { _type: 'localeParagraphs', ...item.answer },
    brandCategories: item.brandCategories,
    countries: item.countries,
  };
}

function knownDelayDocuments(): LakeDocument[] {
  return KNOWN_DELAYS.map((delay) => ({
    _id: `knownDelay.${delay.slug}`,
    _type: 'knownDelay',
    brands: delay.brands,
    title: { _type: 'localeString', ...delay.title },
    message: { _type: 'localeString', ...delay.message },
    validFrom: delay.validFrom,
    validUntil: delay.validUntil,
  }));
}

function siteAlertDocuments(): LakeDocument[] {
  return SITE_ALERTS.map((alert) => ({
    _id: `sitealert.${alert.slug}`,
    _type: 'sitealert',
    brands: alert.brands,
    variant: alert.variant,
    title: alert.title,
    message: alert.message,
  }));
}

/**
 * A source value as stored: `{ nl, be? }` texts become `localeString` (or `localeParagraphs` for paragraph
 * lists) objects, and array items that are objects get the `_key` Sanity needs.
 */
function typed(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const stored = typed(item);
      return stored && typeof stored === 'object' ? { _key: arrayKey(JSON.stringify(stored)), ...stored } : stored;
    });
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('nl' in record && typeof record['nl'] === 'string') return { _type: 'localeString', ...record };
    if ('nl' in record && Array.isArray(record['nl'])) return { _type: 'localeParagraphs', ...record };
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, typed(inner)]));
  }
  return value;
}

function pageDocuments(): LakeDocument[] {
  return PAGES.map((page) => {
    const type = scopeTypeName(page.scope);
    const extra = { ...page.extra };
    // Featured FAQ items are stored as references to the items.
    if (page.scope === 'faq-items') {
      extra['items'] = (extra['items'] as string[]).map((slug) => {
        if (!FAQ_ITEMS.some((item) => item.slug === slug))
          throw new Error(`${type}.${page.variant}: no FAQ item "${slug}"`);
        return { _key: arrayKey(slug), _type: 'reference', _ref: `faqItem.${slug}` };
      });
    }
    const document: LakeDocument = {
      _id: `${type}.${page.variant}`,
      _type: type,
      brandCategories: page.brandCategories,
      countries: page.countries,
      ...(page.brands ? { brands: page.brands } : {}),
      title: typed(page.title),
      ...(page.intro ? { intro: typed(page.intro) } : {}),
      ...(page.body ? { body: typed(page.body) } : {}),
    };
    for (const [key, value] of Object.entries(extra)) document[key] = key === 'items' ? value : typed(value);
    return document;
  });
}

function commercialBannerDocuments(): LakeDocument[] {
  return COMMERCIAL_BANNERS.map((banner) => ({
    _id: `commercialBanner.${banner.config.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${banner.type}`,
    _type: 'commercialBanner',
    configuration: { brand: banner.config, type: banner.type },
    title: typed(banner.title),
    text: typed(banner.text),
    buttonLabel: typed(banner.buttonLabel),
    link: banner.link,
  }));
}

function newsletterDocuments(): LakeDocument[] {
  return newsletterSources().flatMap(({ brand, newsletters }) =>
    newsletters.map((newsletter, index) => ({
      _id: `newsletter.${brand.key}.${newsletter.slug}`,
      _type: 'newsletter',
      brand: brand.key,
      slug: newsletter.slug,
      order: (index + 1) * 10,
      title: typed(newsletter.title),
      description: typed(newsletter.description),
      frequency: typed(newsletter.frequency),
    })),
  );
}

/** Every document of the dataset, in the committed order. */
export function generateDocuments(): LakeDocument[] {
  const documents: LakeDocument[] = [
    ...(brandDocuments() as unknown as LakeDocument[]),
    ...translationDocuments(),
    ...(featureFlagDocuments() as LakeDocument[]),
    ...faqCategoryDocuments(),
    ...FAQ_ITEMS.map((item, index) => faqItemDocument(item, (index + 1) * 10, '')),
    // Draft-only items sort after the published ones of their category.
    ...FAQ_DRAFT_ONLY_ITEMS.map((item, index) => faqItemDocument(item, 10_000 + index * 10, 'drafts.')),
    ...siteAlertDocuments(),
    ...knownDelayDocuments(),
    ...pageDocuments(),
    ...commercialBannerDocuments(),
    ...newsletterDocuments(),
  ];
  const seen = new Set<string>();
  for (const doc of documents) {
    if (seen.has(doc._id)) throw new Error(`Duplicate document id "${doc._id}"`);
    seen.add(doc._id);
  }
  return documents;
}

/** The dataset as NDJSON text, exactly as committed. */
export function generateNdjson(): string {
  return toNdjson(generateDocuments());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = generateNdjson();
  writeFileSync(DATASET_FILE, text, 'utf8');
  // The image files the documents reference; stale generated ones are removed.
  const assetsDir = path.join(path.dirname(DATASET_FILE), 'assets');
  mkdirSync(assetsDir, { recursive: true });
  const files = new Map(
    BRAND_KEYS.flatMap((key) => Object.values(brandFaviconAssets(key))).map((asset) => [asset.file, asset.bytes]),
  );
  for (const existing of readdirSync(assetsDir)) if (!files.has(existing)) rmSync(path.join(assetsDir, existing));
  for (const [file, bytes] of files) writeFileSync(path.join(assetsDir, file), bytes);
  console.log(`Wrote ${files.size} generated image assets to ${assetsDir}`);
  console.log(`Wrote ${text.split('\n').filter(Boolean).length} documents to ${DATASET_FILE}`);
}
