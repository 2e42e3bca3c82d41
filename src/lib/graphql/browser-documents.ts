/**
 * The browser build's operations, each in its area's file: codegen writes every operation's document (its hash, name
 * and kind) into one module, `generated/graphql.ts`, and a module goes into one chunk whole, so every screen that
 * speaks GraphQL loaded the hashes of all 47 operations (2 kB) for the few it sends. In the browser build that module
 * re-exports each document from a module of its own, named after the area whose `.graphql` file defines the
 * operation (`src/features/<area>/*.graphql`); the chunk groups (src/features/chunk-groups.ts) put it into that area's
 * file, which the area's screens load anyway. The server keeps the generated module as it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The generated module of the typed documents. */
export const GENERATED_DOCUMENTS = fileURLToPath(new URL('./generated/graphql.ts', import.meta.url));

const FEATURES = fileURLToPath(new URL('../../features/', import.meta.url));

/** The specifier of one operation's document module: `mijn-omgeving:document/<area>/<Operation>`. */
const SPECIFIER = 'mijn-omgeving:document/';

/** One generated document: `export const NameDocument = {"__meta__":{…}} as unknown as TypedDocumentString<…>;`. */
const DOCUMENT = /^export const (\w+)Document = (\{"__meta__":\{[^\n]*?\}\}) as unknown as [^\n]*;$/gm;

/** An operation's head in a `.graphql` file. */
const OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/g;

/** Operation name → the area whose `.graphql` file defines it, read from `src/features/<area>/*.graphql`. */
export function operationAreas(features: string = FEATURES): Map<string, string> {
  const areas = new Map<string, string>();
  for (const area of readdirSync(features, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(path.join(features, area.name))) {
      if (!file.endsWith('.graphql')) continue;
      const text = readFileSync(path.join(features, area.name, file), 'utf8').replace(/#[^\n]*/g, '');
      for (const [, name] of text.matchAll(OPERATION)) if (name) areas.set(name, area.name);
    }
  }
  return areas;
}

/**
 * The generated module with each document re-exported from a module of its own, and those modules' code by
 * specifier. A document whose operation no area defines stays where it is.
 */
export function splitDocuments(
  source: string,
  areas: ReadonlyMap<string, string>,
): { code: string; modules: Map<string, string> } {
  const modules = new Map<string, string>();
  const code = source.replace(DOCUMENT, (line, name: string, meta: string) => {
    const area = areas.get(name);
    if (area === undefined) return line;
    const specifier = `${SPECIFIER}${area}/${name}`;
    modules.set(specifier, `export const ${name}Document = ${meta};\n`);
    return `export { ${name}Document } from '${specifier}';`;
  });
  return { code, modules };
}

/**
 * The Vite plugin: only the browser build (the development server and the tests import the generated module as it
 * is; the split matters only to the build's chunks).
 */
export function browserDocuments(): Plugin {
  /** The split of the generated module as its file was last read. */
  const split = () => splitDocuments(readFileSync(GENERATED_DOCUMENTS, 'utf8'), operationAreas());
  return {
    name: 'mijn-omgeving:browser-documents',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return source.startsWith(SPECIFIER) ? `\0${source}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${SPECIFIER}`)) return split().modules.get(id.slice(1)) ?? null;
      if (path.resolve(id.split('?')[0] ?? id) !== GENERATED_DOCUMENTS) return null;
      this.addWatchFile(GENERATED_DOCUMENTS);
      return split().code;
    },
  };
}
