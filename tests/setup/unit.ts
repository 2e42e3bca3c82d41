/**
 * Unit test files share their worker (`isolate: false` in .config/vitest.config.ts: a fresh module graph and DOM per
 * file cost more than the tests themselves). What one file leaves behind must not reach the next: rendered React
 * trees (Testing Library's and src/ui/test-utils/hydrate.ts's) are unmounted after every test, and mocks, timers and stubbed globals are restored after every file.
 * Listeners a test adds to `window` or `document` are removed by that test file itself (see platform.test.ts and
 * route-loading.test.ts): one left behind acts on the next file's clicks and keys. A sweep here cannot do it, because
 * it would also remove the listeners libraries add once when their module loads (Zag's focus-visible tracking).
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Waiting for an element is waiting for a state: how long it takes depends on the machine, so the limit only ends a
// test that would never get there (Testing Library's default of one second fails on a busy machine).
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    // Roots a test hydrated itself (src/ui/test-utils/hydrate.ts) too: their listeners would outlive the test.
    const { unmountHydrated } = await import('../../src/ui/test-utils/hydrate');
    unmountHydrated();
    document.body.innerHTML = '';
  }
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
