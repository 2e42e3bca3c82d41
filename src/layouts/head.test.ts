import { describe, expect, it } from 'vitest';
import { faviconLinks, pageTitle } from './head';

describe('pageTitle', () => {
  it('puts the brand seoTitle before Mijn Omgeving', () => {
    expect(pageTitle('AD')).toBe('AD Mijn Omgeving');
  });
  it('is just Mijn Omgeving without a brand', () => {
    expect(pageTitle(undefined)).toBe('Mijn Omgeving');
  });
});

describe('faviconLinks', () => {
  it('falls back to the default favicon in the images folder', () => {
    expect(faviconLinks({})).toEqual([
      { rel: 'icon', href: '/images/favicon.ico', type: 'image/x-icon', sizes: '48x48' },
    ]);
  });
  it('uses the brand icon and adds the SVG one when the brand has it', () => {
    const links = faviconLinks({ faviconIco: '/a.ico', faviconSvg: '/a.svg' });
    expect(links.map((link) => link.href)).toEqual(['/a.ico', '/a.svg']);
  });
});
