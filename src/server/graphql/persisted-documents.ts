/**
 * The trusted-document manifest written by GraphQL Codegen (`src/lib/graphql/generated/persisted-documents.json`):
 * sha256 hex of each operation's text → the text. Imported statically so it is bundled into the built server.
 */
import { z } from 'zod';
import manifest from '../../lib/graphql/generated/persisted-documents.json';

/** sha256 hex → GraphQL document text. */
export type PersistedDocuments = Readonly<Record<string, string>>;

const manifestSchema = z.record(z.string().regex(/^[0-9a-f]{64}$/), z.string().min(1));

/** Validates a manifest so a broken codegen output fails at startup, not on the first request. */
export function parsePersistedDocuments(value: unknown): PersistedDocuments {
  return Object.freeze(manifestSchema.parse(value));
}

/** The build's manifest. */
export const persistedDocuments: PersistedDocuments = parsePersistedDocuments(manifest);
