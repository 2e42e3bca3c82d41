/**
 * Fixtures of an island's component test whose GraphQL transport is the mock `request`: the islands from a fresh
 * module graph, and an island's server HTML queried like the screen.
 */
import { waitFor, within } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';

/**
 * The server HTML of an island in a container of its own, queried like the screen (removed after the test). Reading
 * a query store while rendering starts its read a moment later (nanostores mounts a store that is read): it gets an
 * answer that never comes, and `remove` waits for it to start, so that it does not take the next test's answers.
 * An island whose page gave its data (`reads: false`: the data fills the fetcher's cache) asks nothing.
 */
export function serverHtml(request: Mock, html: string, { reads = true }: { reads?: boolean } = {}) {
  request.mockReturnValue(new Promise(() => {}));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return {
    ...within(container),
    container,
    remove: async () => {
      container.remove();
      if (reads) await waitFor(() => expect(request).toHaveBeenCalled());
      else expect(request).not.toHaveBeenCalled();
    },
  };
}

/**
 * The islands `loaders` import, each module's default export under its loader's name, from a fresh module graph: a
 * fresh fetcher with an empty cache, as on a new page.
 */
export async function freshIslands<T extends Record<string, () => Promise<{ default: unknown }>>>(
  loaders: T,
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>>['default'] }> {
  vi.resetModules();
  const entries = await Promise.all(
    Object.entries(loaders).map(async ([name, load]) => [name, (await load()).default] as const),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<ReturnType<T[K]>>['default'] };
}
