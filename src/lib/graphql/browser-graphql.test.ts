import { describe, expect, it, vi } from 'vitest';
import { browserGraphQL } from './browser-graphql';

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

  it('resolves the bare graphql specifier to @0no-co/graphql.web and leaves every other import alone', async () => {
    const resolve = vi.fn(async (source: string) => ({ id: `/resolved/${source}` }));
    const context = { resolve };
    await expect(resolveId.call(context, 'graphql', '/x/graphql-request.js', {})).resolves.toEqual({
      id: '/resolved/@0no-co/graphql.web',
    });
    expect(resolve).toHaveBeenCalledWith('@0no-co/graphql.web', '/x/graphql-request.js', { skipSelf: true });
    await expect(resolveId.call(context, 'graphql-request', undefined, {})).resolves.toBeNull();
    await expect(resolveId.call(context, 'graphql/language', undefined, {})).resolves.toBeNull();
  });
});
