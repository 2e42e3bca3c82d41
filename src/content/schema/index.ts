/**
 * The content model: every type Sanity Studio needs (`schema: { types: schemaTypes }` in sanity.config.ts), as
 * plain objects in Sanity's schema format.
 */
import { documentTypes } from './documents';
import { localeParagraphs, localeString, type TypeDefinition } from './fields';
import { scopeTypes } from './scopes';

export { CONTENT_SCOPES, scopeTypeName, type ContentScope } from './scopes';
export type { FieldDefinition, TypeDefinition } from './fields';

export const schemaTypes: TypeDefinition[] = [localeString, localeParagraphs, ...documentTypes, ...scopeTypes];
