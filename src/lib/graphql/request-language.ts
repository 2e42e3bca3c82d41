/**
 * What graphql-request gets for `graphql` in the browser build (src/lib/graphql/browser-graphql.ts). It imports
 * graphql-js's `parse`, `print` and `Kind`, but the portal's client (./client.ts) calls neither of the first two:
 * with `excludeOperationName` (graphql-request's documented option for string documents) it never parses, and it
 * prints only a document AST, which the client's documents never are (they are strings or codegen's `__meta__`
 * objects). So the parser and printer stay out of every island (some 3 kB of compressed JavaScript); `Kind` is
 * `@0no-co/graphql.web`'s. Called anyway, they throw, so a document of the wrong kind fails loudly rather than being
 * sent wrong.
 */
export { Kind } from '@0no-co/graphql.web';

function unsupported(name: string): never {
  throw new Error(
    `graphql-request called graphql's ${name} in the browser: the portal's documents are strings or persisted-query hashes, never ASTs`,
  );
}

/** graphql-js's `parse`: never called (excludeOperationName). */
export function parse(): never {
  return unsupported('parse');
}

/** graphql-js's `print`: called only for a document AST, which the portal's client never sends. */
export function print(): never {
  return unsupported('print');
}
