/**
 * The GraphQL context: what `yoga.fetch(request, serverContext)` is given by the Astro endpoint, plus Yoga's own
 * fields (request, params).
 */
import type { YogaInitialContext } from 'graphql-yoga';
import type { Db } from '../db/client';

/** What the endpoint passes per request. */
export interface GraphQLServerContext {
  /** The request's locals from the middleware: brand, signed-in account, preview. */
  locals: App.Locals;
  db: Db;
}

/** The context every resolver receives. */
export type GraphQLContext = YogaInitialContext & GraphQLServerContext;
