/// <reference types="vitest/config" />
/**
 * Vitest: unit tests (`*.test.ts(x)` beside the code) and integration tests (`*.int.test.ts`, against PGlite and,
 * when one answers, PostgreSQL). Run with `npm run test:unit` / `npm run test:integration`.
 */
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

const root = fileURLToPath(new URL('..', import.meta.url));

export default getViteConfig(
  {
    root,
    test: {
      root,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.int.test.{ts,tsx}'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['src/**/*.int.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
      ],
    },
  },
  { logLevel: 'error' },
);
