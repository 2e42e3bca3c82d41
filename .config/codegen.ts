/**
 * GraphQL Codegen: typed documents for the browser client and the trusted-document manifest the server enforces.
 * Run from the project root: `npx graphql-codegen --config .config/codegen.ts`.
 *
 * - schema: every module's schema file under src/server/graphql/modules (the same files the server loads).
 * - documents: the operations of the feature areas (src/features/<area>/*.graphql).
 * - output: src/lib/graphql/generated/ — `graphql.ts` (types + documents carrying `__meta__.hash`) and
 *   `persisted-documents.json` (sha256 hash → document text), which is the server's trusted-document manifest.
 */
import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * SHA-256 of the printed document as plain hex. The preset's built-in 'sha256' prefixes `sha256:` (the
 * GraphQL-over-HTTP draft's document identifier), but Apollo's `extensions.persistedQuery.sha256Hash`, which our
 * client sends, is the bare hex digest of the query text; this keeps hash = sha256(manifest text) verifiable.
 */
const sha256Hex = (document: string): string => createHash('sha256').update(document).digest('hex');

const config: CodegenConfig = {
  schema: 'src/server/graphql/modules/**/*.graphql',
  documents: ['src/features/**/*.graphql'],
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    'src/lib/graphql/generated/': {
      preset: 'client',
      presetConfig: {
        // Islands receive plain data; fragment masking would only add unwrapping boilerplate.
        fragmentMasking: false,
        persistedDocuments: { hashAlgorithm: sha256Hex },
      },
      config: {
        scalars: { Date: 'string', ID: 'string' },
        // String unions instead of TypeScript enums: no runtime objects in the browser bundle.
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
