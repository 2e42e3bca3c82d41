/**
 * Playwright journeys (tests/e2e) against the real portal started as `npm start` would, on separate ports and a
 * separate data folder, in Debian's Chromium (/usr/bin/chromium; never `playwright install`).
 */
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4410);

export default defineConfig({
  testDir: '../tests/e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    locale: 'nl-NL',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'npx tsx src/server/cli/start.ts',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/images/favicon.ico`,
    timeout: 240_000,
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
    },
  },
});
