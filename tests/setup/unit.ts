/**
 * Unit test files share their worker (`isolate: false` in .config/vitest.config.ts: a fresh module graph and DOM per
 * file cost more than the tests themselves). What one file leaves behind must not reach the next: rendered React
 * trees (Testing Library's and src/ui/test-utils/hydrate.ts's) are unmounted after every test, and mocks, timers and
 * stubbed globals are restored after every file.
 * Listeners a test adds to `window` or `document` are removed by that test file itself (see platform.test.ts and
 * route-loading.test.ts): one left behind acts on the next file's clicks and keys. A sweep here cannot do it, because
 * it would also remove the listeners libraries add once when their module loads (Zag's focus-visible tracking).
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Taken as the file starts, before any test resets the module graph (`vi.resetModules`, a fresh fetcher for an
// island): the instances the file's own imports render with. Imported again after such a reset, Testing Library
// would be a new copy that knows none of the trees the file rendered, and those trees (with their `popstate`
// listeners) would stay mounted into the next file's tests.
const dom =
  typeof document === 'undefined'
    ? undefined
    : {
        testingLibrary: await import('@testing-library/react'),
        hydrated: await import('../../src/ui/test-utils/hydrate'),
      };

// Waiting for an element is waiting for a state: how long it takes depends on the machine, so the limit only ends a
// test that would never get there (Testing Library's default of one second fails on a busy machine).
beforeAll(() => {
  dom?.testingLibrary.configure({ asyncUtilTimeout: 20_000 });
});

afterEach(() => {
  if (!dom) return;
  dom.testingLibrary.cleanup();
  // Roots a test hydrated itself too: their listeners would outlive the test.
  dom.hydrated.unmountHydrated();
  document.body.innerHTML = '';
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
