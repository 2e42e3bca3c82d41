import { describe, expect, it } from 'vitest';
import { minimalPage } from './minimal-page';

describe('minimalPage', () => {
  it('is a Dutch page with the heading, the text and the link, every text escaped', () => {
    const html = minimalPage({
      language: 'be',
      title: 'Storing <b>',
      paragraphs: ['Probeer het "straks" opnieuw.'],
      link: { href: '/account?a=1&b=2', label: 'Opnieuw' },
    });
    expect(html).toContain('<html lang="nl-BE">');
    expect(html).toContain('<title>Storing &lt;b&gt; – Mijn Omgeving</title>');
    expect(html).toContain('<h1>Storing &lt;b&gt;</h1>');
    expect(html).toContain('<p>Probeer het &quot;straks&quot; opnieuw.</p>');
    expect(html).toContain('<a href="/account?a=1&amp;b=2">Opnieuw</a>');
    expect(html).not.toContain('tokens.css');
    expect(html).not.toMatch(/<script|style=/);
  });

  it("shows the brand's logo and tokens when the brand is known, and the tokens alone when asked", () => {
    const branded = minimalPage({
      language: 'nl',
      title: 'Even niet bereikbaar',
      paragraphs: [],
      brand: { name: 'AD' },
    });
    expect(branded).toContain('<html lang="nl-NL">');
    expect(branded).toContain('<title>Even niet bereikbaar | AD</title>');
    expect(branded).toContain('<img src="/brand/logo.svg" alt="AD"');
    expect(branded).toContain('href="/brand/tokens.css"');
    const tokens = minimalPage({ language: 'nl', title: 'Aanmelden is niet gelukt', paragraphs: [], tokens: true });
    expect(tokens).toContain('href="/brand/tokens.css"');
    expect(tokens).not.toContain('logo.svg');
  });
});
