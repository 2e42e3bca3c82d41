/**
 * The one fetcher of the portal, on @nanostores/query: queries are cached by key, retried under the
 * policy (see retry.ts) and garbage-collected 5 minutes after they were fetched; mutations
 * revalidate exactly the keys their area's manifest names (see keys.ts).
 *
 * Retries run inside the fetcher rather than through nanoquery's onErrorRetry, so a store stays `loading` until
 * the last try failed and a screen shows its failure state only once, at the end.
 */
import { nanoquery, type FetcherStore, type KeyInput, type MutatorStore } from '@nanostores/query';
import { revalidationSelector, type MutationSpec, type MutationVariables } from './keys';
import { withRetry, type RetryOptions } from './retry';

/** Cache entries are dropped this long after they were fetched. */
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;

type CacheEntry = { data?: unknown; error?: unknown; retryCount?: number; created?: number; expires?: number };

export interface FetcherContextOptions {
  /** How retries wait; tests pass a fake. */
  sleep?: RetryOptions['sleep'];
  /** The clock of the garbage collector; default Date.now. */
  now?: () => number;
}

/** A fetcher context: its own cache, query stores, mutations and garbage collector. */
export function createFetcherContext(options: FetcherContextOptions = {}) {
  const cache = new Map<string, CacheEntry>();
  const now = options.now ?? Date.now;
  const [createQueryStore, createMutatorStore, controls] = nanoquery({
    cache,
    cacheLifetime: CACHE_LIFETIME_MS,
    // A mounted screen refreshes on focus and reconnect; deduplicated within nanoquery's default 4 s.
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    onErrorRetry: false,
  });

  /**
   * A query store for `key` (parts are joined, `['HolidayServiceTemporaryAddress/', changeId]`), whose data comes
   * from `load` with retries; `initial`, the data the page came with, is its first answer ({@link seed}).
   */
  function createQuery<T>(
    key: KeyInput,
    load: (...parts: Array<string | number | true>) => Promise<T>,
    initial?: T,
  ): FetcherStore<T> {
    if (typeof key === 'string' && initial !== undefined) seed(key, initial);
    return createQueryStore<T>(key, {
      fetcher: (...parts) => withRetry(() => load(...parts), { sleep: options.sleep }),
    });
  }

  /**
   * A mutation with its cache rule from the area's manifest (`someArea.mutations.endSession`): after `run` (success
   * or failure: the server may have changed part of it) the keys of that rule are revalidated, and nothing else.
   * `run` throws to report a failure; the store then carries the error.
   */
  function createMutation<Variables extends object, Result>(
    mutation: Pick<MutationSpec, 'revalidates'>,
    run: (variables: Variables) => Promise<Result>,
  ): MutatorStore<Variables, Result> {
    return createMutatorStore<Variables, Result>(async ({ data, revalidate }) => {
      // A rule may name one of the variables (changeId); a missing one fails before anything is sent.
      revalidate(revalidationSelector(mutation, data as MutationVariables));
      return run(data);
    });
  }

  /**
   * A mutation whose answer is the new state of one key (the account's own details): it revalidates no key; what
   * `cached` picks from the answer (nothing when it returns undefined) becomes the cache entry `key`, so the screen
   * that reads that key shows the saved state without another request. `run` throws to report a failure.
   */
  function createUpdate<Variables, Result, Cached>(
    key: string,
    run: (variables: Variables) => Promise<Result>,
    cached: (result: Result) => Cached | undefined,
  ): MutatorStore<Variables, Result> {
    return createMutatorStore<Variables, Result>(async ({ data, getCacheUpdater }) => {
      const result = await run(data);
      const next = cached(result);
      if (next !== undefined) getCacheUpdater<Cached>(key, false)[0](next);
      return result;
    });
  }

  /**
   * Gives `key` the data its page came with, as if just read: a query of `key` that starts within nanoquery's
   * deduplication time (4 s) shows it without asking the server again (the page read it a moment ago), and refreshes
   * on focus, on reconnect and after a mutation that names the key, as every query does. A key that already has an
   * entry keeps it. Only in the browser: on the server the context is shared by every request, and one visitor's
   * data must never be another's.
   */
  function seed(key: string, data: unknown): void {
    if (typeof window === 'undefined' || cache.has(key)) return;
    // nanoquery's own clock, against which it measures the deduplication time.
    const time = Date.now();
    cache.set(key, { data, created: time, expires: time + CACHE_LIFETIME_MS });
  }

  /** Drops every cache entry older than the cache lifetime; returns how many went. */
  function collectGarbage(): number {
    let dropped = 0;
    const time = now();
    for (const [key, entry] of cache) {
      if ((entry.expires ?? 0) <= time) {
        cache.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  return {
    createQuery,
    createMutation,
    createUpdate,
    collectGarbage,
    /** The keys now in the cache (for tests and diagnostics). */
    cachedKeys: () => [...cache.keys()],
    revalidateKeys: controls.revalidateKeys,
    invalidateKeys: controls.invalidateKeys,
  };
}

export type FetcherContext = ReturnType<typeof createFetcherContext>;

let shared: FetcherContext | undefined;

/** The page's fetcher context; in the browser its garbage collector runs every minute. */
export function fetcher(): FetcherContext {
  if (!shared) {
    shared = createFetcherContext();
    if (typeof window !== 'undefined') setInterval(shared.collectGarbage, 60_000);
  }
  return shared;
}
