import { describe, expect, it, vi } from 'vitest';
import { isResetPasswordLink, replaceResetPasswordLinks } from './reset-password';
import { createTranslator } from './translate';
import { TRANSLATIONS } from '../content/dataset/source/translations';

const nl = createTranslator(Object.fromEntries(Object.entries(TRANSLATIONS).map(([key, text]) => [key, text.nl])), {
  log: vi.fn(),
});

describe('reset-password warning', () => {
  it('recognises the brand’s reset-password links', () => {
    expect(isResetPasswordLink({ url: 'https://login.dpgmedia.nl/wachtwoord-vergeten' })).toBe(true);
    expect(isResetPasswordLink({ url: 'https://example.be/account/reset-password?x=1' })).toBe(true);
    expect(isResetPasswordLink({ url: 'https://www.ad.nl/klantenservice' })).toBe(false);
  });

  it('replaces only the reset-password link with the Dutch warning', () => {
    const links = [
      { label: 'Klantenservice', url: 'https://www.ad.nl/klantenservice' },
      { label: 'Wachtwoord vergeten?', url: 'https://login.dpgmedia.nl/wachtwoord-vergeten' },
    ];
    const [kept, replaced] = replaceResetPasswordLinks(links, nl);
    expect(kept).toEqual(links[0]);
    expect(replaced).toEqual({ warning: expect.stringContaining('tijdelijk niet mogelijk door technische problemen') });
    expect((replaced as { warning: string }).warning).toContain('Wachtwoord vergeten');
    expect(JSON.stringify(replaced)).not.toContain('login.dpgmedia.nl');
  });
});
