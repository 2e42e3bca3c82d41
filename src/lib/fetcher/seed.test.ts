// @vitest-environment jsdom
/**
 * A query given the data its page came with starts from it without asking the server, reads again when a mutation
 * names its key, keeps an entry the cache already has, and keeps nothing on the server, where one context serves
 * every request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetcherContext } from './fetcher';

afterEach(() => vi.unstubAllGlobals());

describe("a query with its page's data", () => {
  it('shows that data without a read, and reads when a mutation names its key', async () => {
    const context = createFetcherContext();
    const load = vi.fn(async () => ['from the server']);
    const store = context.createQuery('S2LinkedSubscriptions', load, ['from the page']);
    const unsubscribe = store.listen(() => {});
    expect(store.get().data).toEqual(['from the page']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();

    context.revalidateKeys('S2LinkedSubscriptions');
    await vi.waitFor(() => expect(store.get().data).toEqual(['from the server']));
    expect(load).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('keeps what the cache already holds for the key', async () => {
    const context = createFetcherContext();
    const first = context.createQuery('PaymentOverview', async () => 'read', 'first page data');
    const unsubscribe = first.listen(() => {});
    const second = context.createQuery('PaymentOverview', async () => 'read', 'older page data');
    const unsubscribeSecond = second.listen(() => {});
    expect(second.get().data).toBe('first page data');
    unsubscribe();
    unsubscribeSecond();
  });

  it('is not kept on the server', async () => {
    vi.stubGlobal('window', undefined);
    const context = createFetcherContext();
    context.createQuery('Session', async () => 'read', 'one visitor');
    expect(context.cachedKeys()).toEqual([]);
  });
});
