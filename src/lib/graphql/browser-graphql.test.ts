import { describe, expect, it, vi } from 'vitest';
import { browserGraphQL, REQUEST_LANGUAGE } from './browser-graphql';
import { Kind, parse, print } from './request-language';

type ResolveId = (
  this: { resolve: (source: string, importer?: string, options?: object) => Promise<unknown> },
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<unknown>;

describe('browserGraphQL', () => {
  const plugin = browserGraphQL();
  const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
  const resolveId = plugin.resolveId as unknown as ResolveId;

  it('applies to the browser build only: the server keeps graphql-js', () => {
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
    expect(applies({ name: 'prerender' })).toBe(false);
  });

  it('gives graphql-request the module without parser and printer, every other importer @0no-co/graphql.web', async () => {
    const resolve = vi.fn(async (source: string) => ({ id: `/resolved/${source}` }));
    const context = { resolve };
    const requestFile = '/app/node_modules/graphql-request/build/legacy/helpers/analyzeDocument.js';
    await expect(resolveId.call(context, 'graphql', requestFile, {})).resolves.toBe(REQUEST_LANGUAGE);
    await expect(resolveId.call(context, 'graphql', '/app/src/lib/x.ts', {})).resolves.toEqual({
      id: '/resolved/@0no-co/graphql.web',
    });
    expect(resolve).toHaveBeenCalledWith('@0no-co/graphql.web', '/app/src/lib/x.ts', { skipSelf: true });
    await expect(resolveId.call(context, 'graphql-request', undefined, {})).resolves.toBeNull();
    await expect(resolveId.call(context, 'graphql/language', undefined, {})).resolves.toBeNull();
  });

  it("graphql-request's browser graphql has Kind, and parse and print that refuse", () => {
    expect(Kind.OPERATION_DEFINITION).toBe('OperationDefinition');
    expect(() => parse()).toThrow(/parse/);
    expect(() => print()).toThrow(/print/);
  });
});
