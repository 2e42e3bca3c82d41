/**
 * graphql-js for server code: import graphql *values* from here, never from 'graphql' directly (types are fine).
 *
 * Why: in Vite (Vitest, `astro dev`) a bare `'graphql'` import in our source resolves to graphql's ESM build
 * (`index.mjs`, through its "module" field), while GraphQL Yoga, loaded by Node from node_modules, gets the CommonJS
 * build (`index.js`, its "main"). Two copies break graphql-js's instanceof checks: a GraphQLError thrown by a
 * resolver would be masked as "Unexpected error.", and schemas count as "from another module or realm". Naming the
 * CommonJS file makes our code and Yoga share one copy in every environment.
 */
export {
  getOperationAST,
  graphql,
  GraphQLError,
  GraphQLScalarType,
  isEnumType,
  isInterfaceType,
  isObjectType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  validate,
} from 'graphql/index.js';
