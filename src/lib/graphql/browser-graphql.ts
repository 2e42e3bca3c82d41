/**
 * The browser build's `graphql`: graphql-request imports graphql-js's `parse`, `print` and `Kind` (to read an
 * operation's name from a document and to print a document object), which is some 12 kB of parser in every island
 * although the client sends only hashes and never parses. In the browser those imports resolve to
 * `@0no-co/graphql.web`, the spec-compliant subset of graphql-js's language API that urql ships for this purpose
 * (parse, print, Kind, GraphQLError, a few kB). The server keeps graphql-js itself: Yoga executes with it.
 */
import type { Plugin } from 'vite';

/** The Vite plugin: only the client environment, only the bare `graphql` specifier. */
export function browserGraphQL(): Plugin {
  return {
    name: 'mijn-omgeving:browser-graphql',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'graphql') return null;
      return this.resolve('@0no-co/graphql.web', importer, { ...options, skipSelf: true });
    },
  };
}
