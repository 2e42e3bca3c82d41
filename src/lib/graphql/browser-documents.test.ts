import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaChunkName } from '../../features/chunk-groups';
import { browserDocuments, GENERATED_DOCUMENTS, operationAreas, splitDocuments } from './browser-documents';

const META = '{"__meta__":{"operationName":"HolidayOptions","operationType":"query","hash":"abc"}}';

describe('splitDocuments', () => {
  it("re-exports each document of an area's operation from a module of its own, and leaves the rest", () => {
    const source = [
      'export type HolidayOptionsQuery = { a: 1 };',
      `export const HolidayOptionsDocument = ${META} as unknown as TypedDocumentString<HolidayOptionsQuery, X>;`,
      'export const OrphanDocument = {"__meta__":{"operationName":"Orphan"}} as unknown as TypedDocumentString<A, B>;',
    ].join('\n');
    const { code, modules } = splitDocuments(source, new Map([['HolidayOptions', 'holiday']]));
    expect(code.split('\n')).toEqual([
      'export type HolidayOptionsQuery = { a: 1 };',
      "export { HolidayOptionsDocument } from 'mijn-omgeving:document/holiday/HolidayOptions';",
      'export const OrphanDocument = {"__meta__":{"operationName":"Orphan"}} as unknown as TypedDocumentString<A, B>;',
    ]);
    expect([...modules]).toEqual([
      ['mijn-omgeving:document/holiday/HolidayOptions', `export const HolidayOptionsDocument = ${META};\n`],
    ]);
  });

  it('finds the area of every generated document', () => {
    const source = readFileSync(GENERATED_DOCUMENTS, 'utf8');
    const documents = source.match(/^export const \w+Document = /gm) ?? [];
    const { code, modules } = splitDocuments(source, operationAreas());
    expect(documents.length).toBeGreaterThan(0);
    expect(modules.size).toBe(documents.length);
    expect(code).not.toMatch(/^export const \w+Document = /m);
  });
});

describe('the documents’ chunk group', () => {
  it("is the area's that defines the operation", () => {
    expect(operationAreas().get('HolidayOptions')).toBe('holiday');
    expect(operationAreas().get('SubmitContactForm')).toBe('contact');
    expect(areaChunkName('\0mijn-omgeving:document/holiday/HolidayOptions')).toBe('holiday');
    expect(areaChunkName('\0mijn-omgeving:document/contact/SubmitContactForm')).toBe('contact');
    // The generated module itself goes with the GraphQL client (its group in astro.config.mjs), not to an area.
    expect(areaChunkName('/app/src/lib/graphql/generated/graphql.ts')).toBeNull();
  });
});

describe('browserDocuments', () => {
  const plugin = browserDocuments();
  const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
  const resolveId = plugin.resolveId as (source: string) => string | null;
  const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => string | null;
  const context = { addWatchFile: () => undefined };

  it('applies to the browser build only: the server, the development server and the tests keep the generated module', () => {
    expect(plugin.apply).toBe('build');
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });

  it('serves the split module and each document module', () => {
    expect(resolveId('mijn-omgeving:document/holiday/HolidayOptions')).toBe(
      '\0mijn-omgeving:document/holiday/HolidayOptions',
    );
    expect(resolveId('./generated/graphql')).toBeNull();
    const code = load.call(context, GENERATED_DOCUMENTS);
    expect(code).toContain("export { HolidayOptionsDocument } from 'mijn-omgeving:document/holiday/HolidayOptions';");
    expect(load.call(context, '\0mijn-omgeving:document/holiday/HolidayOptions')).toMatch(
      /^export const HolidayOptionsDocument = \{"__meta__":\{"operationName":"HolidayOptions","operationType":"query","hash":"[0-9a-f]{64}"\}\};\n$/,
    );
    expect(load.call(context, '/app/src/other.ts')).toBeNull();
  });
});
