/**
 * The browser build's `graphql`: graphql-request imports graphql-js's `parse`, `print` and `Kind` (to read an
 * operation's name from a document and to print a document object), and graphql-js would be tens of kB in every
 * island although the client sends only hashes and never parses. In the browser, graphql-request's import resolves
 * to ./request-language.ts (`Kind` only; the portal's client never parses or prints, see there), and any other
 * browser import of `graphql` to `@0no-co/graphql.web`, the spec-compliant subset of graphql-js's language API that
 * urql ships for this purpose (parse, print, Kind, GraphQLError, a few kB). The server keeps graphql-js itself: Yoga
 * executes with it.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** graphql-request's files: its `graphql` is the one without parser and printer. */
const GRAPHQL_REQUEST = /[\\/]node_modules[\\/]graphql-request[\\/]/;

/** The module graphql-request gets for `graphql` in the browser. */
export const REQUEST_LANGUAGE = fileURLToPath(new URL('./request-language.ts', import.meta.url));

/** The Vite plugin: only the client environment, only the bare `graphql` specifier. */
export function browserGraphQL(): Plugin {
  return {
    name: 'mijn-omgeving:browser-graphql',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'graphql') return null;
      if (importer !== undefined && GRAPHQL_REQUEST.test(importer)) return REQUEST_LANGUAGE;
      return this.resolve('@0no-co/graphql.web', importer, { ...options, skipSelf: true });
    },
  };
}
