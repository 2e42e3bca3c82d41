import type { SanityClient } from '@sanity/client';
import { describe, expect, it, vi } from 'vitest';
import { cachingClient } from './content-cache';
import { deliverContentEvent } from './ports/content-events';

/** A content client whose answers count the questions. */
function source() {
  let asked = 0;
  const fetch = vi.fn(async (query: string, params: Record<string, unknown>) => {
    asked += 1;
    if (query === 'broken') throw new Error('unreachable');
    return { query, params, answer: asked };
  });
  return { client: { fetch, config: () => ({ dataset: 'production' }) } as unknown as SanityClient, fetch };
}

describe('the published-content cache of a request client', () => {
  it('answers the same query and parameters from memory, others from the source', async () => {
    const { client, fetch } = source();
    const cached = cachingClient(client);
    const first = await cached.fetch('*[_type == "faqItem"]', { brand: 'ad' });
    expect(await cached.fetch('*[_type == "faqItem"]', { brand: 'ad' })).toEqual(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    await cached.fetch('*[_type == "faqItem"]', { brand: 'hln' });
    expect(fetch).toHaveBeenCalledTimes(2);
    // Everything else is the client's own.
    expect(cached.config()).toEqual({ dataset: 'production' });
  });

  it('asks again after any instance published a change, and never keeps a failure', async () => {
    const { client, fetch } = source();
    const cached = cachingClient(client);
    await cached.fetch('*[_id == $id]', { id: 'brand.ad' });
    deliverContentEvent({ kind: 'content', brands: ['ad'] });
    await cached.fetch('*[_id == $id]', { id: 'brand.ad' });
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(cached.fetch('broken')).rejects.toThrow('unreachable');
    await expect(cached.fetch('broken')).rejects.toThrow('unreachable');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('leaves a call with request options alone', async () => {
    const { client, fetch } = source();
    const cached = cachingClient(client);
    await cached.fetch('*', {}, { tag: 'a' });
    await cached.fetch('*', {}, { tag: 'a' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
