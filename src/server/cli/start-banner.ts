/**
 * What `npm start` prints once the portal listens: where to open it and, outside production only, how to sign in
 * (the demo logins the seed created — production seeds none, and printing a password there would only mislead) and
 * the editors' preview link (it carries the preview secret). Its last line is what to do next: the brand to open and,
 * outside production, the demo login to sign in with — the line a terminal leaves on screen.
 */
import { BRAND_KEYS } from '../../brands/registry';
import type { ServerConfig } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/demo-accounts';

/** The brands the banner names as examples. */
const EXAMPLE_BRANDS = ['ad', 'vk', 'hln', 'dm', 'mar', 'hu'];

/** The text `npm start` prints when the portal is up after `seconds`. */
export function startBanner(
  settings: Pick<
    ServerConfig,
    'PORT' | 'isProduction' | 'previewSecret' | 'webhookSecret' | 'lakeEditor' | 'SANITY_PROJECT_ID'
  >,
  seconds: number,
) {
  const port = settings.PORT;
  const lines = [
    '',
    `Mijn Omgeving is running (${seconds.toFixed(1)} s). Open a brand:`,
    ...EXAMPLE_BRANDS.map((key) => `  http://${key}.localhost:${port}`),
    `  (every brand: http://{brand key}.localhost:${port}, e.g. ${BRAND_KEYS.slice(0, 6).join(', ')} …)`,
    '',
  ];
  if (!settings.isProduction) {
    lines.push(
      `Demo logins (not in production; password for all: ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(34)} ${account.description}`),
      '',
      'Editors (not shown in production): edit content in the Studio at',
      `  http://ad.localhost:${port}/studio`,
      ...(settings.SANITY_PROJECT_ID
        ? ['  (signing in with your Sanity account)']
        : [`  signing in as ${settings.lakeEditor.email} with password ${settings.lakeEditor.password}`]),
      '  Preview drafts with',
      `  http://ad.localhost:${port}/api/preview?secret=${encodeURIComponent(settings.previewSecret)}&redirect=/`,
      `  and follow rebuilds at http://ad.localhost:${port}/redactie/publicatie (in preview).`,
      `  Rebuild webhook (POST http://ad.localhost:${port}/api/rebuild) secret: ${settings.webhookSecret}`,
      '',
    );
  }
  lines.push('Stop with Ctrl+C.', '');
  const open = `http://${EXAMPLE_BRANDS[0]}.localhost:${port}`;
  const demo = DEMO_ACCOUNTS[0];
  lines.push(
    settings.isProduction || !demo
      ? `→ Open ${open}`
      : `→ Open ${open} and sign in as ${demo.email} with password ${DEMO_PASSWORD}`,
  );
  return lines.join('\n');
}
