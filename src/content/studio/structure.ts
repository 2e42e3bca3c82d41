/**
 * The Studio's desk: first a brand, then everything that reaches it (its brand document, pages, FAQ, site alerts,
 * banners, newsletters, known delays, its feature flags and its language's translations); then every document by
 * type. A shared document (audience lists or `brands`) is listed under every brand it reaches.
 */
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { BRAND_KEYS, BRANDS, type BrandInfo } from '../../brands/registry';
import { scopeTypes } from '../schema/scopes';

const PAGE_TYPES = scopeTypes.map((type) => type.name);

/** GROQ: the document reaches the brand of $key, $category and $country (audience lists, named brands win). */
export const REACHES_BRAND =
  '(($key in brands) || ((!defined(brands) || count(brands) == 0) && $category in brandCategories && $country in countries))';

function brandParams(brand: BrandInfo) {
  return { key: brand.key, category: brand.category, country: brand.country, banner: brand.bannerConfig };
}

function filtered(
  S: StructureBuilder,
  brand: BrandInfo,
  id: string,
  title: string,
  type: string | string[],
  filter: string,
) {
  const list = S.documentList()
    .id(`${brand.key}-${id}`)
    .title(`${title} · ${brand.name}`)
    .filter(filter)
    .params({ ...brandParams(brand), types: Array.isArray(type) ? type : [type] })
    .apiVersion('2025-02-19');
  return S.listItem()
    .id(id)
    .title(title)
    .child(Array.isArray(type) ? list : list.schemaType(type));
}

function brandDesk(S: StructureBuilder, brand: BrandInfo) {
  const language = brand.country === 'be' ? 'be' : 'nl';
  return S.list()
    .id(`brand-${brand.key}`)
    .title(brand.name)
    .items([
      S.listItem()
        .id('merk')
        .title('Merkgegevens')
        .child(S.document().schemaType('brand').documentId(`brand.${brand.key}`)),
      filtered(S, brand, 'paginas', 'Pagina’s', PAGE_TYPES, `_type in $types && ${REACHES_BRAND}`),
      filtered(S, brand, 'faq', 'Veelgestelde vragen', 'faqItem', `_type == "faqItem" && ${REACHES_BRAND}`),
      filtered(
        S,
        brand,
        'faq-categorieen',
        'FAQ-categorieën',
        'faqCategory',
        `_type == "faqCategory" && ${REACHES_BRAND}`,
      ),
      filtered(S, brand, 'meldingen', 'Meldingen', 'sitealert', `_type == "sitealert" && $key in brands`),
      filtered(
        S,
        brand,
        'banners',
        'Banners',
        'commercialBanner',
        `_type == "commercialBanner" && configuration.brand == $banner`,
      ),
      filtered(S, brand, 'nieuwsbrieven', 'Nieuwsbrieven', 'newsletter', `_type == "newsletter" && brand == $key`),
      filtered(
        S,
        brand,
        'vertragingen',
        'Bekende bezorgvertragingen',
        'knownDelay',
        `_type == "knownDelay" && $key in brands`,
      ),
      S.listItem()
        .id('flags')
        .title('Diensten aan en uit')
        .child(S.document().schemaType('featureflagconfiguration').documentId('featureflagconfiguration')),
      S.listItem()
        .id('vertalingen')
        .title(`Vertalingen (${language === 'be' ? 'nl-BE' : 'nl-NL'})`)
        .child(S.document().schemaType('translation').documentId(`translation.${language}`)),
    ]);
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Redactie')
    .items([
      S.listItem()
        .id('merken')
        .title('Per merk')
        .child(
          S.list()
            .id('merken')
            .title('Kies een merk')
            .items(
              BRAND_KEYS.map((key) => S.listItem().id(key).title(BRANDS[key].name).child(brandDesk(S, BRANDS[key]))),
            ),
        ),
      S.divider(),
      ...S.documentTypeListItems(),
    ]);
