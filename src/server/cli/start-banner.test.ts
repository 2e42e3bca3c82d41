/** `npm start` names demo logins and the preview link outside production only. */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/demo-accounts';
import { startBanner } from './start-banner';

const settings = {
  PORT: 4321,
  previewSecret: 'geheim-voor-de-preview-0123',
  webhookSecret: 'geheim-van-de-webhook-4567',
  lakeEditor: { email: 'redacteur@mijn-omgeving.localhost', password: 'wachtwoord-van-de-redacteur-89' },
  SANITY_PROJECT_ID: undefined,
};

describe('the start banner', () => {
  it('outside production names the brand URLs, every demo login with its password and the preview link', () => {
    const text = startBanner({ ...settings, isProduction: false }, 12.34);
    expect(text).toContain('Mijn Omgeving is running (12.3 s)');
    expect(text).toContain('http://ad.localhost:4321');
    expect(text).toContain(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) expect(text).toContain(account.email);
    expect(text).toContain('/api/preview?secret=geheim-voor-de-preview-0123');
    expect(text).toContain('/api/rebuild) secret: geheim-van-de-webhook-4567');
    // The Studio's address and the local editor's sign-in on the embedded lake.
    expect(text).toContain('http://ad.localhost:4321/studio');
    expect(text).toContain('redacteur@mijn-omgeving.localhost with password wachtwoord-van-de-redacteur-89');
    // The line a terminal leaves on screen: where to go and how to sign in.
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      `→ Open http://ad.localhost:4321 and sign in as ${DEMO_ACCOUNTS[0]!.email} with password ${DEMO_PASSWORD}`,
    );
  });

  it('in production names the brand URLs only: no demo login, no password, no preview secret', () => {
    const text = startBanner({ ...settings, isProduction: true }, 1);
    expect(text).toContain('http://ad.localhost:4321');
    expect(text).not.toContain(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) expect(text).not.toContain(account.email);
    expect(text).not.toMatch(/demo/i);
    expect(text).not.toContain('geheim-voor-de-preview');
    expect(text).not.toContain('geheim-van-de-webhook');
    expect(text).not.toContain('wachtwoord-van-de-redacteur');
    expect(text).toContain('Stop with Ctrl+C.');
    expect(text.trimEnd().split('\n').at(-1)).toBe('→ Open http://ad.localhost:4321');
  });
});
