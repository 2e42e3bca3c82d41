/**
 * The content model and the committed dataset: every scope has a type, every stored
 * document has a type, its fields are declared and its required fields are filled.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS } from '../../brands/registry';
import { DATASET_FILE } from '../dataset/generate';
import { parseNdjson } from '../lake/store';
import { pickForBrand, schemaForScope } from '../queries/page';
import type { FieldDefinition, RuleLike } from './fields';
import { CONTENT_SCOPES, schemaTypes, scopeTypeName, type TypeDefinition } from './index';

const documents = parseNdjson(readFileSync(DATASET_FILE, 'utf8'), DATASET_FILE);
const types = new Map(schemaTypes.map((type) => [type.name, type]));
const SYSTEM_FIELDS = new Set(['_id', '_type', '_key', '_rev', '_createdAt', '_updatedAt']);

/** Runs a field's validation against a recording Rule and tells whether it calls required(). */
function isRequired(field: FieldDefinition): boolean {
  let required = false;
  const rule: RuleLike = {
    required: () => ((required = true), rule),
    min: () => rule,
    max: () => rule,
    uri: () => rule,
    regex: () => rule,
    custom: () => rule,
  };
  field.validation?.(rule);
  return required;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Problems of a stored value against declared fields: undeclared fields and missing required ones. */
function problems(value: Record<string, unknown>, fields: readonly FieldDefinition[], path: string): string[] {
  const found: string[] = [];
  const declared = new Map(fields.map((field) => [field.name, field]));
  for (const key of Object.keys(value)) {
    if (!SYSTEM_FIELDS.has(key) && !declared.has(key)) found.push(`${path}.${key} is not in the schema`);
  }
  for (const field of fields) {
    const inner = value[field.name];
    if (isEmpty(inner)) {
      if (isRequired(field)) found.push(`${path}.${field.name} is required`);
      continue;
    }
    const nested = field.fields ?? types.get(field.type)?.fields;
    if (nested && typeof inner === 'object' && !Array.isArray(inner)) {
      found.push(...problems(inner as Record<string, unknown>, nested, `${path}.${field.name}`));
    }
    const itemFields = field.of?.[0]?.fields ?? types.get(field.of?.[0]?.type ?? '')?.fields;
    if (itemFields && Array.isArray(inner)) {
      inner.forEach((item, index) =>
        found.push(...problems(item as Record<string, unknown>, itemFields, `${path}.${field.name}[${index}]`)),
      );
    }
  }
  return found;
}

describe('content model', () => {
  it('has a document type for every content scope', () => {
    expect(CONTENT_SCOPES).toHaveLength(23);
    for (const scope of CONTENT_SCOPES) {
      expect(types.get(scopeTypeName(scope))?.type, scope).toBe('document');
    }
  });

  it('has brand, translation, feature flags, site alert, commercial banner, newsletter and FAQ types', () => {
    for (const name of [
      'brand',
      'translation',
      'featureflagconfiguration',
      'sitealert',
      'commercialBanner',
      'newsletter',
      'faqCategory',
      'faqItem',
    ]) {
      expect(types.get(name)?.type, name).toBe('document');
    }
  });

  it('uses names Sanity accepts, each once, and titles on every type and field', () => {
    expect(types.size).toBe(schemaTypes.length);
    const check = (fields: readonly FieldDefinition[], where: string) => {
      for (const field of fields) {
        expect(field.name, where).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
        expect(field.title, `${where}.${field.name}`).toBeTruthy();
        if (field.fields) check(field.fields, `${where}.${field.name}`);
      }
    };
    for (const type of schemaTypes) {
      expect(type.name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(type.title, type.name).toBeTruthy();
      check(type.fields, type.name);
    }
  });

  it('gives every dataset document a schema type, declared fields and its required fields', () => {
    const found: string[] = [];
    for (const doc of documents) {
      const type = types.get(doc._type ?? '') as TypeDefinition | undefined;
      if (!type || type.type !== 'document') {
        found.push(`${doc._id}: no document type "${doc._type}"`);
        continue;
      }
      found.push(...problems(doc, type.fields, doc._id));
    }
    expect(found).toEqual([]);
  });

  it('a document missing a required field is reported (the check can fail)', () => {
    const brand = documents.find((doc) => doc._type === 'brand')!;
    const { seoTitle: _dropped, ...withoutTitle } = brand;
    expect(problems({ ...withoutTitle, stray: 1 }, types.get('brand')!.fields, 'brand')).toEqual([
      'brand.stray is not in the schema',
      'brand.seoTitle is required',
    ]);
  });

  it('stores scope documents the portal can read, and every brand has those of its prebuilt pages', () => {
    for (const scope of CONTENT_SCOPES) {
      const stored = documents.filter((doc) => doc._type === scopeTypeName(scope));
      expect(stored.length, scope).toBeGreaterThan(0);
      for (const doc of stored) {
        const result = schemaForScope(scope).safeParse(doc);
        expect(result.success, `${doc._id}: ${result.error?.message}`).toBe(true);
      }
    }
    for (const scope of [
      'servicepage',
      'faq',
      'faq-items',
      'contactcta',
      'contactpage',
      'maintenancepage',
      'loginpage',
    ] as const) {
      const stored = documents.filter((doc) => doc._type === scopeTypeName(scope)) as {
        _id: string;
        brands?: string[];
        brandCategories: string[];
        countries: string[];
      }[];
      for (const key of BRAND_KEYS) {
        const brand = BRANDS[key];
        const candidates = stored.filter(
          (doc) =>
            doc.brands?.includes(key) ||
            (!doc.brands && doc.brandCategories.includes(brand.category) && doc.countries.includes(brand.country)),
        );
        expect(pickForBrand(candidates, key), `${scope} for ${key}`).toBeDefined();
      }
    }
  });

  it('lets a per-brand document win over the general one', () => {
    const general: { _id: string; brands?: string[] } = { _id: 'servicepage.print' };
    const own: { _id: string; brands?: string[] } = { _id: 'servicepage.vk', brands: ['vk'] };
    expect(pickForBrand([general, own], 'vk')).toBe(own);
    expect(pickForBrand([general], 'ad')).toBe(general);
  });
});
