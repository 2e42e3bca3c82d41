import { GraphQLError } from './graphql-js';
import { describe, expect, it } from 'vitest';
import { authorizeAccount, requireAccount } from './auth';

describe('requireAccount', () => {
  it('returns the session account', () => {
    const account = {
      id: '7f1c2a40-5b7e-4d51-9a39-0f1e2d3c4b5a',
      sessionId: 's1',
      email: 'anna@example.nl',
      deletionPending: false,
    };
    expect(requireAccount({ locals: { account } })).toBe(account);
  });

  it('throws a GraphQL error with code UNAUTHENTICATED without an account', () => {
    let thrown: unknown;
    try {
      requireAccount({ locals: {} });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GraphQLError);
    expect((thrown as GraphQLError).extensions['code']).toBe('UNAUTHENTICATED');
    expect((thrown as GraphQLError).message).toBe('Je bent niet ingelogd.');
  });
});

describe('authorizeAccount', () => {
  const account = {
    id: '7f1c2a40-5b7e-4d51-9a39-0f1e2d3c4b5a',
    sessionId: 's1',
    email: 'anna@example.nl',
    deletionPending: false,
  };

  it("gives the session account for the session's own id, in any letter case", () => {
    expect(authorizeAccount({ locals: { account } }, account.id)).toBe(account);
    expect(authorizeAccount({ locals: { account } }, account.id.toUpperCase())).toBe(account);
  });

  it('gives null for any other id, so the caller answers exactly as for a missing record', () => {
    for (const id of ['0d9e8f7a-1111-4222-8333-944455566677', 'not-a-uuid', '', null, undefined]) {
      expect(authorizeAccount({ locals: { account } }, id)).toBeNull();
    }
  });

  it('throws UNAUTHENTICATED without a session, whatever id is asked for', () => {
    expect(() => authorizeAccount({ locals: {} }, account.id)).toThrow('Je bent niet ingelogd.');
  });
});
