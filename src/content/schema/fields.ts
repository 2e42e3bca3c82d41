/**
 * Building blocks of the content model, in Sanity's schema format as plain objects (the shape `defineType` and
 * `defineField` return), so Sanity Studio can use the types unchanged without this app depending on `sanity`.
 * Validation functions receive Sanity's `Rule` and call its builder methods, as in the Studio; they are not written
 * here but derived from the portal's zod schemas when the types are put together (index.ts, portal-rules.ts).
 */
import { BRAND_KEYS } from '../../brands/registry';

/** The part of Sanity's validation `Rule` the model uses. */
export interface RuleLike {
  required(): RuleLike;
  min(length: number): RuleLike;
  max(length: number): RuleLike;
  uri(options: { scheme: string[] }): RuleLike;
  regex(pattern: RegExp, options?: { name?: string }): RuleLike;
  /** A check of the value: `true` when it is fine, else the message the editor sees. */
  custom(check: (value: unknown) => true | string): RuleLike;
}

export type Validation = (rule: RuleLike) => RuleLike;

export interface FieldDefinition {
  name: string;
  title: string;
  type: string;
  description?: string;
  validation?: Validation;
  of?: readonly { type: string; to?: readonly { type: string }[]; fields?: readonly FieldDefinition[] }[];
  to?: readonly { type: string }[];
  fields?: readonly FieldDefinition[];
  options?: Record<string, unknown>;
  initialValue?: unknown;
  hidden?: boolean;
  readOnly?: boolean;
  rows?: number;
}

export interface TypeDefinition {
  name: string;
  title: string;
  type: 'document' | 'object';
  description?: string;
  fields: readonly FieldDefinition[];
  preview?: { select: Record<string, string> };
}

const list = (values: readonly string[]) => values.map((value) => ({ title: value, value }));

/** A short text in nl (nl-NL) with an optional be (nl-BE) variant for Flemish wording. */
export const localeString: TypeDefinition = {
  name: 'localeString',
  title: 'Tekst (nl / nl-BE)',
  type: 'object',
  fields: [
    { name: 'nl', title: 'Nederlands (nl-NL)', type: 'string' },
    { name: 'be', title: 'Vlaams (nl-BE), alleen als het anders is', type: 'string' },
  ],
};

/** Paragraphs in nl with an optional be variant. */
export const localeParagraphs: TypeDefinition = {
  name: 'localeParagraphs',
  title: 'Alinea’s (nl / nl-BE)',
  type: 'object',
  fields: [
    {
      name: 'nl',
      title: 'Nederlands (nl-NL)',
      type: 'array',
      of: [{ type: 'text' }],
    },
    { name: 'be', title: 'Vlaams (nl-BE), alleen als het anders is', type: 'array', of: [{ type: 'text' }] },
  ],
};

/** Which brands a document applies to: brand categories and countries, or named brands (an override). */
export const audienceFields: readonly FieldDefinition[] = [
  {
    name: 'brandCategories',
    title: 'Soorten merken',
    type: 'array',
    of: [{ type: 'string' }],
    options: { list: list(['newspaper', 'magazine', 'account']), layout: 'grid' },
  },
  {
    name: 'countries',
    title: 'Landen',
    type: 'array',
    of: [{ type: 'string' }],
    options: { list: list(['nl', 'be']), layout: 'grid' },
  },
  {
    name: 'brands',
    title: 'Alleen voor deze merken',
    description: 'Leeg: voor alle merken van de gekozen soorten en landen. Gevuld: gaat vóór het algemene document.',
    type: 'array',
    of: [{ type: 'string' }],
    options: { list: list(BRAND_KEYS) },
  },
];

/** A field holding brand keys. */
export function brandKeysField(name: string, title: string): FieldDefinition {
  return { name, title, type: 'array', of: [{ type: 'string' }], options: { list: list(BRAND_KEYS) } };
}

export { list as optionList };
