/**
 * The content model: every type Sanity Studio needs (`schema: { types: schemaTypes }` in sanity.config.ts), as
 * plain objects in Sanity's schema format. Every field's validation is derived from the zod schema the portal
 * parses that document with (portal-rules.ts), so what the Studio accepts never breaks a build.
 */
import type { z } from 'zod';
import { BRAND_KEYS } from '../../brands/registry';
import { brandDocumentSchema } from '../queries/brand';
import { commercialBannerDocumentSchema } from '../queries/commercial-banner';
import {
  faqCategoryDocumentSchema,
  faqItemDocumentSchema,
  localeParagraphsSchema,
  localeStringSchema,
} from '../queries/faq';
import { brandFlagsSchema, featureFlagDocumentSchema } from '../queries/feature-flags';
import { knownDelayDocumentSchema } from '../queries/known-delays';
import { newsletterDocumentSchema } from '../queries/newsletters';
import { schemaForScope } from '../queries/page';
import { siteAlertDocumentSchema } from '../queries/site-alerts';
import { translationDocumentSchema } from '../queries/translations';
import { documentTypes } from './documents';
import { localeParagraphs, localeString, type TypeDefinition } from './fields';
import { withPortalValidation } from './portal-rules';
import { CONTENT_SCOPES, scopeTypeName, scopeTypes } from './scopes';

export { CONTENT_SCOPES, scopeTypeName, type ContentScope } from './scopes';
export type { FieldDefinition, TypeDefinition } from './fields';

/** The stored feature-flag document: the general group and a complete group for every brand. */
const featureFlagsStoredSchema = featureFlagDocumentSchema
  .strip()
  .extend(Object.fromEntries(BRAND_KEYS.map((key) => [key, brandFlagsSchema])));

/** The zod schema the portal reads each document type with, by type name. */
export const PORTAL_SCHEMAS: Readonly<Record<string, z.ZodObject>> = {
  localeString: localeStringSchema,
  localeParagraphs: localeParagraphsSchema,
  brand: brandDocumentSchema,
  translation: translationDocumentSchema,
  featureflagconfiguration: featureFlagsStoredSchema,
  sitealert: siteAlertDocumentSchema,
  knownDelay: knownDelayDocumentSchema,
  commercialBanner: commercialBannerDocumentSchema,
  newsletter: newsletterDocumentSchema,
  faqCategory: faqCategoryDocumentSchema,
  faqItem: faqItemDocumentSchema,
  ...Object.fromEntries(CONTENT_SCOPES.map((scope) => [scopeTypeName(scope), schemaForScope(scope) as z.ZodObject])),
};

const named = new Map([
  [localeString.name, localeString.fields],
  [localeParagraphs.name, localeParagraphs.fields],
]);

function validated(type: TypeDefinition): TypeDefinition {
  const schema = PORTAL_SCHEMAS[type.name];
  if (!schema) throw new Error(`${type.name}: no zod schema of the portal`);
  return withPortalValidation(type, schema, named);
}

export const schemaTypes: TypeDefinition[] = [localeString, localeParagraphs, ...documentTypes, ...scopeTypes].map(
  validated,
);
