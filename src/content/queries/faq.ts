/**
 * FAQ content: `faqCategory` and `faqItem` documents. Each applies to one or more brand categories (newspaper,
 * magazine, account) and countries; texts are written in nl-NL with an nl-BE variant where Belgian wording differs.
 * {@link getFaqPage} gives the categories with their items for one brand, in the brand's language.
 */
import type { SanityClient } from '@sanity/client';
import { z } from 'zod';
import type { BrandInfo } from '../../brands/registry';
import { SECTION_ICON_NAMES } from '../../shared/area';
import { parseDocument } from './parse-document';

/** The section icons a category may use: the manifests' list (src/shared/area.ts). */
export const SECTION_ICONS = SECTION_ICON_NAMES;

const brandCategoriesSchema = z.array(z.enum(['newspaper', 'magazine', 'account'])).min(1);
const countriesSchema = z.array(z.enum(['nl', 'be'])).min(1);

/** A short text in nl with an optional Belgian variant. */
export const localeStringSchema = z.object({
  _type: z.literal('localeString'),
  nl: z.string().min(1),
  be: z.string().min(1).optional(),
});

/** Paragraphs in nl with an optional Belgian variant. */
export const localeParagraphsSchema = z.object({
  _type: z.literal('localeParagraphs'),
  nl: z.array(z.string().min(1)).min(1),
  be: z.array(z.string().min(1)).min(1).optional(),
});

/** A stored FAQ category document. */
export const faqCategoryDocumentSchema = z.object({
  _id: z.string(),
  _type: z.literal('faqCategory'),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  order: z.number().int(),
  icon: z.enum(SECTION_ICONS),
  title: localeStringSchema,
  brandCategories: brandCategoriesSchema,
  countries: countriesSchema,
});

/** A stored FAQ item document. */
export const faqItemDocumentSchema = z.object({
  _id: z.string(),
  _type: z.literal('faqItem'),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  order: z.number().int(),
  category: z.object({ _type: z.literal('reference'), _ref: z.string().min(1) }),
  question: localeStringSchema,
  answer: localeParagraphsSchema,
  brandCategories: brandCategoriesSchema,
  countries: countriesSchema,
});

/**
 * Categories and items of a brand category and country, in the language `$language` (be falls back to nl per field),
 * each ordered by `order`. One query with two flat scans, joined by {@link getFaqPage}: a sub-query per category
 * would scan the whole dataset once per category.
 */
export const faqPageQuery = `{
  "categories": *[_type == "faqCategory" && $brandCategory in brandCategories && $country in countries] | order(order asc) {
    _id,
    slug,
    icon,
    "title": select($language == "be" => coalesce(title.be, title.nl), title.nl)
  },
  "items": *[_type == "faqItem" && $brandCategory in brandCategories && $country in countries] | order(order asc) {
    _id,
    slug,
    "category": category._ref,
    "question": select($language == "be" => coalesce(question.be, question.nl), question.nl),
    "answer": select($language == "be" => coalesce(answer.be, answer.nl), answer.nl)
  }
}`;

const faqItemSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  question: z.string().min(1),
  answer: z.array(z.string().min(1)).min(1),
});
const faqCategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  icon: z.enum(SECTION_ICONS),
  title: z.string().min(1),
});
const faqPageAnswerSchema = z.object({ categories: z.array(z.unknown()), items: z.array(z.unknown()) });

export interface FaqItem {
  id: string;
  slug: string;
  question: string;
  /** Plain-text paragraphs. */
  answer: string[];
}

export interface FaqCategory {
  id: string;
  slug: string;
  icon: (typeof SECTION_ICONS)[number];
  title: string;
  items: FaqItem[];
}

export interface FaqPage {
  categories: FaqCategory[];
}

/**
 * The FAQ of a brand: the categories of its brand category and country that have at least one item, with those
 * items, in Belgian wording for be brands. Throws a ContentDocumentError naming the category or item `_id` that
 * does not parse.
 */
export async function getFaqPage(
  client: SanityClient,
  brand: Pick<BrandInfo, 'category' | 'country'>,
): Promise<FaqPage> {
  const answer = await client.fetch<unknown>(faqPageQuery, {
    brandCategory: brand.category,
    country: brand.country,
    language: brand.country,
  });
  const lists = parseDocument(faqPageAnswerSchema, answer, 'faqCategory (list)');
  // Items of the categories shown, in their order; an item of a category this brand does not show is not parsed.
  const itemsByCategory = new Map<string, FaqItem[]>(
    lists.categories.map((raw) => [String((raw as { _id?: unknown } | null)?._id), []]),
  );
  for (const rawItem of lists.items) {
    const itemId = (rawItem as { _id?: string } | null)?._id ?? 'faqItem (unknown)';
    const items = itemsByCategory.get(String((rawItem as { category?: unknown } | null)?.category));
    if (!items) continue;
    const item = parseDocument(faqItemSchema, rawItem, itemId);
    items.push({ id: item._id, slug: item.slug, question: item.question, answer: item.answer });
  }
  const categories: FaqCategory[] = lists.categories.map((raw) => {
    const id = (raw as { _id?: string } | null)?._id ?? 'faqCategory (unknown)';
    const category = parseDocument(faqCategorySchema, raw, id);
    const items = itemsByCategory.get(category._id) ?? [];
    return { id: category._id, slug: category.slug, icon: category.icon, title: category.title, items };
  });
  return { categories: categories.filter((category) => category.items.length > 0) };
}

/** Items by `_id`, in the given order, in the language `$language` (be falls back to nl per field). */
export const faqItemsByIdQuery = `*[_type == "faqItem" && _id in $ids] {
  _id,
  slug,
  "question": select($language == "be" => coalesce(question.be, question.nl), question.nl),
  "answer": select($language == "be" => coalesce(answer.be, answer.nl), answer.nl)
}`;

/**
 * The FAQ items a `faqItems` document refers to, in its order; a reference to an item that no longer exists is
 * left out. Throws a ContentDocumentError naming an item that does not parse.
 */
export async function getFaqItemsById(
  client: SanityClient,
  ids: readonly string[],
  language: 'nl' | 'be',
): Promise<FaqItem[]> {
  const answer = await client.fetch<unknown>(faqItemsByIdQuery, { ids: [...ids], language });
  const list = parseDocument(z.array(z.unknown()), answer, 'faqItem (list)');
  const items = list.map((raw) => {
    const item = parseDocument(faqItemSchema, raw, (raw as { _id?: string } | null)?._id ?? 'faqItem (unknown)');
    return { id: item._id, slug: item.slug, question: item.question, answer: item.answer };
  });
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}
