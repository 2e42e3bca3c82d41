/** Vite's `?raw` import of a GraphQL module's schema file: the file's text. */
declare module '*.graphql?raw' {
  const source: string;
  export default source;
}
