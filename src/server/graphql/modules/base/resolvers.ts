/** Resolvers of the base module: the Date scalar and the MutationResult interface. */
import { GraphQLError, GraphQLScalarType, Kind } from '../../graphql-js';
import { z } from 'zod';
import type { Resolvers } from '../../generated/resolvers-types';

/** Strict ISO calendar date; z.iso.date also rejects impossible dates such as 2025-02-30. */
const isoDate = z.iso.date();

function parseDate(value: unknown): string {
  const parsed = isoDate.safeParse(value);
  if (!parsed.success) throw new GraphQLError('Date must be an ISO 8601 calendar date (YYYY-MM-DD).');
  return parsed.data;
}

/** `Date`: a calendar date as `YYYY-MM-DD`, both ways (Drizzle's date columns already give that string). */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar date without time zone, ISO 8601 YYYY-MM-DD.',
  serialize: parseDate,
  parseValue: parseDate,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Date must be a string (YYYY-MM-DD).');
    return parseDate(ast.value);
  },
});

export const baseResolvers: Resolvers = {
  Date: DateScalar,
  Query: {
    health: () => true,
  },
  MutationResult: {
    /** Results that are returned as the interface itself carry their concrete type name. */
    __resolveType: (result) => result.__typename ?? null,
  },
};
