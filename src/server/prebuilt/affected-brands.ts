/**
 * Which brands' prebuilt pages a changed CMS document concerns, worked out from Sanity's webhook body (a pure
 * function: no I/O). The body is the webhook's projection: by default the changed document itself; a projection
 * such as `{..., "before": before()}` (or `{"before": before(), "after": after()}`) adds the previous version, and
 * then both versions count (an FAQ item moved from magazines to newspapers concerns both).
 *
 * - brand → that brand
 * - translation (nl / be) → every brand of that language
 * - feature flags → every brand, or only the brands whose group changed when the previous version is known
 * - a commercial banner → the brands of its banner configuration (`configuration.brand` holds a banner
 *   configuration such as `NL-Newspaper`, not a brand key)
 * - anything scoped by `brand`, `brands`, `brandCategories` and/or `countries` (FAQ item and category, site
 *   alert, newsletter, page texts …) → the brands in that scope
 * - a draft (`drafts.…`, `versions.…`) → nothing: prebuilt pages show published content only
 * - anything else → every brand
 */
import { BRAND_KEYS, BRANDS, isBrandKey, type BannerConfig, type BrandKey } from '../../brands/registry';
import { BANNER_CONFIGS } from '../../content/schema/documents';

export interface AffectedBrands {
  brands: BrandKey[];
  /** A short description for the queue, e.g. `faqItem faqItem.opzeggen`. */
  reason: string;
}

type Doc = Record<string, unknown>;

const ALL: readonly BrandKey[] = BRAND_KEYS;
const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt', '_key', 'before', 'after']);

function isObject(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The type of a document, from `_type` or, as our ids are `{type}.{slug}`, from its id. */
function typeOf(doc: Doc | undefined, id: string | undefined): string | undefined {
  if (typeof doc?.['_type'] === 'string') return doc['_type'];
  if (!id) return undefined;
  return id.split('.')[0];
}

/** A brand key from a key string or a reference to a brand document (`brand.{key}`). */
function brandKeyOf(value: unknown): BrandKey | undefined {
  const raw = isObject(value) && typeof value['_ref'] === 'string' ? value['_ref'] : value;
  if (typeof raw !== 'string') return undefined;
  const key = raw.replace(/^(drafts\.)?brand\./, '');
  return isBrandKey(key) ? key : undefined;
}

/** A string list field, or undefined when absent or not a list of strings. */
function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return undefined;
  return value;
}

/** The brands of one document version; undefined means "cannot tell": every brand. */
function brandsOfVersion(doc: Doc, type: string | undefined, id: string | undefined): readonly BrandKey[] | undefined {
  if (type === 'brand') {
    const key = brandKeyOf(doc['key']) ?? brandKeyOf(id);
    return key ? [key] : undefined;
  }
  if (type === 'translation') {
    const language = typeof doc['language'] === 'string' ? doc['language'] : id?.replace(/^translation\./, '');
    if (language !== 'nl' && language !== 'be') return undefined;
    return ALL.filter((key) => BRANDS[key].country === language);
  }
  if (type === 'commercialBanner') return bannerBrands(doc);
  return scopedBrands(doc);
}

function isBannerConfig(value: unknown): value is BannerConfig {
  return typeof value === 'string' && (BANNER_CONFIGS as readonly string[]).includes(value);
}

/** A commercial banner concerns exactly the brands whose banner configuration it names. */
function bannerBrands(doc: Doc): readonly BrandKey[] | undefined {
  const config = isObject(doc['configuration']) ? doc['configuration']['brand'] : undefined;
  if (!isBannerConfig(config)) return undefined;
  return ALL.filter((key) => BRANDS[key].bannerConfig === config);
}

/** Brands named by `brand` or `brands`, narrowed by `brandCategories` and `countries`. */
function scopedBrands(doc: Doc): readonly BrandKey[] | undefined {
  const named: BrandKey[] = [];
  let namesBrands = false;
  if (doc['brand'] !== undefined && doc['brand'] !== null) {
    namesBrands = true;
    const key = brandKeyOf(doc['brand']);
    if (!key) return undefined;
    named.push(key);
  }
  if (Array.isArray(doc['brands'])) {
    namesBrands = true;
    for (const value of doc['brands']) {
      const key = brandKeyOf(value);
      if (!key) return undefined;
      named.push(key);
    }
  }
  const categories = doc['brandCategories'] === undefined ? undefined : stringList(doc['brandCategories']);
  const countries = doc['countries'] === undefined ? undefined : stringList(doc['countries']);
  if ((doc['brandCategories'] !== undefined && !categories) || (doc['countries'] !== undefined && !countries)) {
    return undefined;
  }
  if (!namesBrands && !categories && !countries) return undefined;
  const base = namesBrands ? named : ALL;
  return base.filter(
    (key) =>
      (!categories || categories.includes(BRANDS[key].category)) &&
      (!countries || countries.includes(BRANDS[key].country)),
  );
}

/**
 * The feature-flag document: with both versions, a changed `general` group (or any field we do not know) concerns
 * every brand, a changed brand group only that brand; with one version, every brand.
 */
function flagBrands(before: Doc | undefined, after: Doc | undefined): readonly BrandKey[] {
  if (!before || !after) return ALL;
  const changed = new Set<BrandKey>();
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const field of fields) {
    if (SYSTEM_FIELDS.has(field)) continue;
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    if (!isBrandKey(field)) return ALL;
    changed.add(field);
  }
  return ALL.filter((key) => changed.has(key));
}

/**
 * The brands a webhook body concerns. `documentId` is the `sanity-document-id` header, used when the body does
 * not carry `_id` (e.g. a minimal projection for deletions).
 */
export function affectedBrands(body: unknown, documentId?: string | null): AffectedBrands {
  const top = isObject(body) ? body : {};
  const hasTopDocument = typeof top['_type'] === 'string' || typeof top['_id'] === 'string';
  const after = hasTopDocument ? top : isObject(top['after']) ? top['after'] : undefined;
  const before = isObject(top['before']) ? top['before'] : undefined;
  const versions = [after, before].filter((doc): doc is Doc => doc !== undefined);

  const idOf = (doc: Doc | undefined) => (typeof doc?.['_id'] === 'string' ? doc['_id'] : undefined);
  const id = idOf(after) ?? idOf(before) ?? documentId ?? undefined;
  const type = typeOf(after, id) ?? typeOf(before, id);
  const reason = [type ?? 'onbekend', id].filter(Boolean).join(' ');

  if (id && /^(drafts|versions)\./.test(id)) return { brands: [], reason };
  if (type === 'featureflagconfiguration') return { brands: [...flagBrands(before, after)], reason };
  // Without a body the id alone may still tell (`brand.ad`, `translation.be`).
  if (versions.length === 0) versions.push({});

  const brands = new Set<BrandKey>();
  for (const version of versions) {
    const found = brandsOfVersion(version, type, id);
    if (!found) return { brands: [...ALL], reason };
    for (const key of found) brands.add(key);
  }
  // In registry order, so the queue is predictable.
  return { brands: ALL.filter((key) => brands.has(key)), reason };
}
