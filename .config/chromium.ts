/**
 * Debian's Chromium (/usr/bin/chromium; never `playwright install`) as every browser of the project is launched: the
 * journeys (./playwright.config.ts) and the bench's page-weight and sign-in runs (src/server/cli/bench/browser.ts).
 * Without the background-networking flags Chromium keeps trying to reach Google's hosts, which this machine's closed
 * network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
