/**
 * `hydrateRoot` for tests that hydrate a server's HTML as Astro does: every root made here is unmounted after each
 * test (tests/setup/unit.ts), like Testing Library's renders. A root left mounted keeps its listeners on `window`
 * (a journey's `popstate`), which then act on the next file's tests in the same worker.
 */
import { act, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

const roots = new Set<Root>();

/** Hydrates `element` into `container` (the server's HTML of it) and keeps the root for {@link unmountHydrated}. */
export function hydrate(container: Element, element: ReactNode, options?: HydrationOptions): Root {
  const root = hydrateRoot(container, element, options);
  roots.add(root);
  return root;
}

/** Unmounts every root {@link hydrate} made. */
export function unmountHydrated(): void {
  for (const root of roots) act(() => root.unmount());
  roots.clear();
}
