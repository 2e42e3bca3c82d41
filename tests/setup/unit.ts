/**
 * Unit test files share their worker (`isolate: false` in .config/vitest.config.ts: a fresh module graph and DOM per
 * file cost more than the tests themselves). What one file leaves behind must not reach the next: rendered React
 * trees are unmounted after every test, and mocks, timers and stubbed globals are restored after every file.
 */
import { afterAll, afterEach, vi } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    document.body.innerHTML = '';
  }
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
