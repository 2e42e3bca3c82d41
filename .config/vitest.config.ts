/// <reference types="vitest/config" />
/**
 * Vitest: unit tests (`*.test.ts(x)` beside the code) and integration tests (`*.int.test.ts`, against PGlite and,
 * when one answers, PostgreSQL and Redis). Run with `npm run test:unit` / `npm run test:integration`.
 *
 * Test files run side by side, integration files too: no two files share a database or keys. Each opens its own
 * in-memory PGlite or a throwaway PostgreSQL database with a random name (tests/fixtures/db.ts), Redis keys carry
 * the process id and random ids, servers listen on free ports, and on-disk state lives in a temporary folder.
 * A new integration file must keep it that way.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

const root = fileURLToPath(new URL('..', import.meta.url));

export default getViteConfig(
  {
    root,
    test: {
      root,
      // Vitest's default leaves a core for itself (one worker on a two-core machine); the files are small and the
      // main process mostly waits for them, and integration files wait on sockets, timers and child processes: one
      // worker more than cores (integration 162 s → 147 s on two cores).
      maxWorkers: Math.max(2, availableParallelism() + 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'],
            exclude: ['src/**/*.int.test.{ts,tsx}'],
            environment: 'node',
            // Files share their worker's modules and DOM (half the time of a fresh one per file); tests/setup/unit.ts
            // cleans up after each test and file. A file that needs a fresh module graph says so with vi.resetModules.
            isolate: false,
            setupFiles: ['tests/setup/unit.ts'],
            // A limit for a test that hangs, not a speed requirement: component tests with axe take seconds alone
            // and minutes on a two-core machine with other work beside it.
            testTimeout: 180_000,
            hookTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['src/**/*.int.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
            environment: 'node',
            // Limits for a test or setup that hangs, not speed requirements. A setup that starts a portal
            // (tests/fixtures/portal.ts) compiles the middleware and every API route through Vite: about 20 s alone,
            // and more than five minutes beside heavy other work on a two-core machine, when a shorter limit skipped
            // every test of the file; a test that walks every state of an area took over two minutes there.
            testTimeout: 300_000,
            hookTimeout: 900_000,
          },
        },
      ],
    },
  },
  { logLevel: 'error' },
);
