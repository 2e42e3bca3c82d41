/**
 * Playwright journeys (tests/e2e) against the real portal started as `npm start` would, on separate ports and a
 * separate data folder, in Debian's Chromium (/usr/bin/chromium; never `playwright install`).
 *
 * Two projects:
 * - `setup` (tests/e2e/auth.setup.ts) signs in every demo account the journeys use once and saves its browser state;
 *   a journey that needs a signed-in subscriber starts from it (`test.use(signedInAs(email))`, tests/e2e/helpers.ts)
 *   instead of signing in again. Journeys about signing in, and those that end their session, sign in themselves.
 * - `journeys`: every journey, two at a time (fullyParallel). A journey that changes what others see (content or
 *   flags in the CMS, rebuilt pages) declares Playwright's exclusive lock (`EXCLUSIVE` in helpers.ts): it runs only
 *   while no other test runs. Journeys that change a demo account use their own account (or restore it) and share
 *   a named lock among themselves. This is kept in the tests rather than in a separate serial project, because
 *   Playwright runs a dependency project in full: ordering a serial project after the parallel one would run every
 *   journey whenever one serial file is run alone.
 */
import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { projectStartCommand } from '../src/server/cli/bench/start-command';
import { chromiumLaunchOptions } from './chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4410);

/** Desktop Chrome in a 1440 px window, the viewport the journeys are written for. */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: '../tests/e2e',
  // Per port, because Playwright empties its output folder when it starts and other runs may be using theirs.
  outputDir: `../test-results/e2e-${E2E_PORT}`,
  // Two browsers at a time: the machine has two cores, shared with the portal under test.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  use: {
    // Recording a trace costs a quarter of the journeys' time (547 s with it, 415 s without, on two cores), so it is
    // off unless asked for: `PW_TRACE=retain-on-failure npm run test:e2e` to debug a failure. A failed journey always
    // leaves a screenshot.
    trace: (process.env.PW_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    locale: 'nl-NL',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/, fullyParallel: true, use: desktop },
    { name: 'journeys', dependencies: ['setup'], fullyParallel: true, use: desktop },
  ],
  webServer: {
    // npm start's own command line (package.json), with its Node flags.
    command: ['npx', ...projectStartCommand(fileURLToPath(new URL('..', import.meta.url)))].join(' '),
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/images/favicon.ico`,
    // The start builds the portal first; on a busy shared machine that takes minutes, and waiting longer for it
    // changes no journey's outcome.
    timeout: Number(process.env.PW_WEBSERVER_TIMEOUT_MS ?? 600_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      CONTENT_LAKE_PORT: String(E2E_PORT + 2),
      ACCOUNT_HOST_PORT: String(E2E_PORT + 3),
      // Separate data and build folders per port, so end-to-end runs never share a database or a build.
      DATA_DIR: `.data/e2e-${E2E_PORT}`,
      BUILD_DIR: `dist-e2e-${E2E_PORT}`,
      ASTRO_TELEMETRY_DISABLED: '1',
      // Known secrets for the preview and rebuild journeys (the embedded defaults are derived, never printed).
      PREVIEW_SECRET: 'e2e-preview-secret-0123456789abcdef',
      SANITY_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789abcdef',
      // The local editor's Studio sign-in (tests/e2e/studio.spec.ts).
      LAKE_EDITOR_PASSWORD: 'e2e-editor-password-0123456789',
      // A change an editor makes in the CMS shows within a quarter second, so journeys that switch flags or edit
      // content do not wait out the 15-second production cache.
      CONTENT_CACHE_MS: '250',
      // The demo accounts send invitations in many journeys over one run's database: the daily limit of an account
      // (tests/security/invite-flood.test.ts proves it) must not refuse the later ones.
      SHARED_ACCESS_INVITES_PER_DAY: '1000',
      // The same for the demo accounts' contact uploads (tests/security/upload-caps.test.ts proves the caps).
      CONTACT_UPLOADS_PER_HOUR: '1000',
      CONTACT_UPLOAD_BYTES_PER_HOUR: String(1024 * 1024 * 1024),
      CONTACT_UPLOADS_PENDING: '1000',
    },
  },
});
