import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/registry';
import { createTranslator } from '../../../i18n/translate';
import { ACCOUNT_HOST_CSS, renderCodeEntryPage, renderLoginPage, renderLogoutPage, renderMessagePage } from './pages';
import { committedTranslations } from './translations';

const nl = createTranslator(committedTranslations('nl'));
const be = createTranslator(committedTranslations('be'));
const links = { password: '/i/x', code: '/i/x/code', forgot: '/i/x/wachtwoord-vergeten', register: '/i/x/registreren' };

describe('renderLoginPage', () => {
  it('is a Dutch page with the brand logo, one main area and labelled fields with the right autocomplete', () => {
    const html = renderLoginPage({ brand: BRANDS.ad, t: nl, action: '/interaction/abc/login', links });
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('<main id="main">');
    expect(html).toContain('<img src="/assets/logo.svg" alt="AD Mijn Omgeving" height="35">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/brand.css">');
    expect(html).toContain('<label for="email">E-mailadres</label>');
    expect(html).toContain('<label for="password">Wachtwoord</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/);
    expect(html).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(html).toContain('>Inloggen</button>');
    expect(html).toContain('href="/i/x/code">Inloggen met een code per e-mail</a>');
    expect(html).not.toMatch(/<input[^>]*aria-invalid/);
    // No inline script or style: the CSP forbids them.
    expect(html).not.toMatch(/<script>|<style|style="/);
  });

  it('says "aanmelden" for a Belgian brand', () => {
    const html = renderLoginPage({ brand: BRANDS.hln, t: be, action: '/x', links });
    expect(html).toContain('<html lang="nl-BE">');
    expect(html).toContain('<h1>Aanmelden</h1>');
    expect(html).toContain('>Aanmelden</button>');
    expect(html).not.toContain('Inloggen');
  });

  it('links field errors and the form error to the fields', () => {
    const html = renderLoginPage({
      brand: BRANDS.ad,
      t: nl,
      action: '/x',
      links,
      email: 'a@b.nl',
      errors: { password: 'Vul je wachtwoord in.', form: 'Het klopt niet.' },
    });
    expect(html).toMatch(/id="email"[^>]*aria-describedby="form-error" aria-invalid="true"/);
    expect(html).toMatch(/id="password"[^>]*aria-describedby="password-error form-error" aria-invalid="true"/);
    expect(html).toContain('<p class="field-error" id="password-error">Vul je wachtwoord in.</p>');
    expect(html).toContain('id="form-error" role="alert">Het klopt niet.</p>');
  });

  it('escapes what the user typed', () => {
    const html = renderLoginPage({
      brand: BRANDS.ad,
      t: nl,
      action: '/x',
      links,
      email: '"><script>alert(1)</script>',
      errors: { form: 'x' },
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;');
  });
});

describe('renderCodeEntryPage', () => {
  it('has one numeric one-time-code field that the script submits on the sixth digit', () => {
    const html = renderCodeEntryPage({
      brand: BRANDS.ad,
      t: nl,
      action: '/i/x/code/verify',
      resendAction: '/i/x/code',
      links,
      kind: 'login',
      email: 'jan@example.nl',
    });
    expect(html).toMatch(
      /<input id="code" name="code" type="text" autocomplete="one-time-code"[^>]*inputmode="numeric"/,
    );
    expect(html).toContain('data-submit-on-six');
    expect(html).toContain('maxlength="6"');
    expect(html).toContain('<script src="/assets/account-host.js" defer></script>');
  });
});

describe('renderLogoutPage and renderMessagePage', () => {
  it('marks the logout button for the script instead of an inline script', () => {
    const html = renderLogoutPage({ brand: BRANDS.hln, t: be }, '<form id="op.logoutForm"></form>');
    expect(html).toContain('data-auto-submit>Afmelden</button>');
    expect(html).not.toContain('<script>');
  });

  it('shows the title, message and link', () => {
    const html = renderMessagePage({
      brand: BRANDS.ad,
      t: nl,
      title: 'Je bent uitgelogd',
      message: 'Tot ziens.',
      link: { href: 'http://ad.localhost:4321/', label: 'Naar AD' },
    });
    expect(html).toContain('<h1>Je bent uitgelogd</h1>');
    expect(html).toContain('<a class="button-link" href="http://ad.localhost:4321/">Naar AD</a>');
  });

  it('styles only with the semantic tokens and 44px targets', () => {
    expect(ACCOUNT_HOST_CSS).toContain('min-height:44px');
    expect(ACCOUNT_HOST_CSS).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });
});
