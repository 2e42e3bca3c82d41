/** The account host's pages as the server sends them (render.tsx): Dutch, themed, accessible, escaped, no inline code. */
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands/registry';
import { committedTranslations } from '../content/queries/translations';
import { createTranslator } from '../i18n/translate';
import { PAGE_DATA_ID, type PageData } from './pages';
import { replayTranslator } from './pages/texts';
import { renderPage } from './render';

const nl = createTranslator(committedTranslations('nl'));
const be = createTranslator(committedTranslations('be'));
const links = { password: '/i/x', code: '/i/x/code', forgot: '/i/x/wachtwoord-vergeten', register: '/i/x/registreren' };
const ad = { brand: BRANDS.ad, t: nl, portal: 'http://ad.localhost:4321' };

/** The attributes of every `<name …>` tag of a page, in order (attribute order does not matter to browsers). */
function tags(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:.-]+)(?:="([^"]*)")?/g)].map((attribute) => [attribute[1]!, attribute[2] ?? '']),
    ),
  );
}

/** The one tag `<name …>` whose attributes include `has`. */
function tag(html: string, name: string, has: Record<string, string>): Record<string, string> {
  const found = tags(html, name).filter((attributes) =>
    Object.entries(has).every(([key, value]) => attributes[key] === value),
  );
  expect(found, `<${name}> with ${JSON.stringify(has)}`).toHaveLength(1);
  return found[0]!;
}

/** The JSON data block of a page. */
function dataOf(html: string): PageData {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  expect(json).toBeTruthy();
  return JSON.parse(json!) as PageData;
}

describe('the document', () => {
  it('is a Dutch page with the brand logo, one main area, the one stylesheet and the one script as files', () => {
    const html = renderPage({ page: 'login', props: { action: '/interaction/abc/login', links } }, ad);
    expect(html.startsWith('<!doctype html><html lang="nl-NL">')).toBe(true);
    expect(html).toContain('<title>Inloggen – AD Mijn Omgeving</title>');
    // The brand's tokens lead that stylesheet (one render-blocking request, not two).
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/assets/account-host.css"/>');
    expect(html).toContain('<script type="module" src="/assets/account-host.js"></script>');
    expect(html).toMatch(/<img src="\/assets\/logo.svg" alt="AD Mijn Omgeving" height="35"/);
    expect(html).toContain('<a href="http://ad.localhost:4321/"');
    expect(html.match(/<main /g)).toHaveLength(1);
    // No inline script or style: the Content-Security-Policy forbids them (the JSON data block is not executed).
    expect(html).not.toMatch(/<script>|<script type="text\/javascript"|<style|style="/);
  });

  it('says "aanmelden" for a Belgian brand, and nothing is "inloggen"', () => {
    const html = renderPage({ page: 'login', props: { action: '/x', links } }, { ...ad, brand: BRANDS.hln, t: be });
    expect(html).toContain('<html lang="nl-BE">');
    expect(html).toMatch(/<h1[^>]*>Aanmelden<\/h1>/);
    expect(html).toMatch(/<button type="submit"[^>]*><span>Aanmelden<\/span><\/button>/);
    expect(html).not.toContain('Inloggen');
  });

  it('carries the props and every text the page used to the browser, so hydration draws the same words', () => {
    const html = renderPage({ page: 'login', props: { action: '/x', links, email: 'jan@example.nl' } }, ad);
    const data = dataOf(html);
    expect(data.input).toEqual({ page: 'login', props: { action: '/x', links, email: 'jan@example.nl' } });
    expect(data.brand).toEqual({ key: 'ad', name: 'AD', country: 'nl' });
    const t = replayTranslator(data.texts);
    expect(t('identity.login.title')).toBe('Inloggen');
    expect(t('identity.login.intro', { brand: 'AD' })).toBe(nl('identity.login.intro', { brand: 'AD' }));
  });
});

describe('the sign-in page', () => {
  it('has labelled fields from the design system, with the autocomplete values password managers need', () => {
    const html = renderPage({ page: 'login', props: { action: '/interaction/abc/login', links } }, ad);
    expect(html).toMatch(/<label[^>]*for="email"[^>]*>E-mailadres<\/label>/);
    expect(html).toMatch(/<label[^>]*for="password"[^>]*>Wachtwoord<\/label>/);
    expect(tag(html, 'input', { id: 'email' })).toMatchObject({
      type: 'email',
      autoComplete: 'username',
      name: 'email',
    });
    expect(tag(html, 'input', { id: 'password' })).toMatchObject({
      type: 'password',
      autoComplete: 'current-password',
      name: 'password',
    });
    expect(tag(html, 'button', { 'aria-label': 'Wachtwoord tonen' })).toMatchObject({
      type: 'button',
      'aria-pressed': 'false',
      'aria-controls': 'password',
    });
    expect(tag(html, 'form', { action: '/interaction/abc/login' })).toMatchObject({ method: 'post' });
    expect(html).toMatch(/<nav aria-label="Andere manieren">/);
    expect(html).toContain('href="/i/x/code"');
    expect(html).not.toMatch(/aria-invalid|data-error-summary/);
  });

  it('opens with an error summary that takes focus and links to the fields, not with an alert', () => {
    const html = renderPage(
      {
        page: 'login',
        props: { action: '/x', links, errors: { email: 'Vul je e-mailadres in.', password: 'Vul je wachtwoord in.' } },
      },
      ad,
    );
    expect(html).toMatch(/<section tabindex="-1" aria-labelledby="error-summary-title" data-error-summary=""/);
    expect(html).toMatch(/<h2 id="error-summary-title"[^>]*>Er ging iets mis<\/h2>/);
    expect(html).toMatch(
      /<a href="#email"[^>]*>Vul je e-mailadres in.<\/a>.*<a href="#password"[^>]*>Vul je wachtwoord in.<\/a>/,
    );
    // The summary comes before the heading: it is the first thing read.
    expect(html.indexOf('data-error-summary')).toBeLessThan(html.indexOf('<h1'));
    expect(tag(html, 'input', { id: 'email' })['aria-invalid']).toBe('true');
    expect(tag(html, 'input', { id: 'password' })['aria-invalid']).toBe('true');
    expect(html).not.toContain('role="alert"');
  });

  it('shows a wrong combination at the e-mail address field, and links it from the summary', () => {
    const html = renderPage({ page: 'login', props: { action: '/x', links, errors: { form: 'Het klopt niet.' } } }, ad);
    expect(html).toMatch(/<a href="#email"[^>]*>Het klopt niet.<\/a>/);
    expect(html).toMatch(/<p[^>]*id="email-error"[^>]*>Het klopt niet.<\/p>/);
  });

  it('escapes what the user typed, in the page and in the data block', () => {
    const email = '"><script>alert(1)</script>';
    const html = renderPage({ page: 'login', props: { action: '/x', links, email, errors: { form: 'x' } } }, ad);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('\\u003cscript>alert(1)\\u003c/script>');
    expect(dataOf(html).input.props).toMatchObject({ email });
  });
});

describe('the code entry', () => {
  it('is the six-box verification code, the first box offering the mailed code, sent by the script', () => {
    const html = renderPage(
      {
        page: 'code-entry',
        props: { action: '/i/x/code/verify', resendAction: '/i/x/code', links, kind: 'login', email: 'jan@example.nl' },
      },
      ad,
    );
    const boxes = html.match(/<input[^>]*name="verification-code-input-\d"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toMatch(/aria-label="Cijfer 1 van 6"/);
    expect(boxes[0]).toMatch(/autoComplete="one-time-code"/);
    expect(boxes[0]).toMatch(/inputMode="numeric"/);
    expect(html).toMatch(/<span id="[^"]+-label"[^>]*>Code van 6 cijfers<\/span>/);
    expect(html).toMatch(/<input type="hidden"[^>]*name="code" value=""/);
    expect(html).toMatch(/<input type="hidden"[^>]*name="email" value="jan@example.nl"/);
    expect(html).toContain('>Stuur een nieuwe code</span></button>');
  });

  it('links a wrong code from the summary to the boxes; a lockout is about the request, not the code', () => {
    const props = { action: '/v', resendAction: '/c', links, kind: 'login' as const, email: 'jan@example.nl' };
    const wrong = renderPage(
      { page: 'code-entry', props: { ...props, errors: { code: 'Deze code klopt niet.' } } },
      ad,
    );
    expect(wrong).toMatch(/<a href="#code"[^>]*>Deze code klopt niet.<\/a>/);
    expect(wrong).toMatch(/<div id="code">/);
    expect(wrong).toMatch(/aria-invalid="true"[^>]*name="verification-code-input-0"/);
    const locked = renderPage({ page: 'code-entry', props: { ...props, errors: { form: 'Te vaak.' } } }, ad);
    expect(locked).toMatch(/<li><span[^>]*>Te vaak.<\/span><\/li>/);
    expect(locked).not.toContain('aria-invalid');
  });
});

describe('the other pages', () => {
  it('registers with a new password whose rule is its description', () => {
    const html = renderPage({ page: 'register', props: { action: '/r', links } }, ad);
    expect(html).toMatch(/<label[^>]*for="password"[^>]*>Nieuw wachtwoord<\/label>/);
    expect(html).toMatch(/autoComplete="new-password"/);
    expect(html).toContain('Minstens 10 tekens.');
  });

  it('gives password managers the username on the reset page, hidden from people', () => {
    const html = renderPage({ page: 'reset', props: { action: '/w/abc', email: 'jan@example.nl' } }, ad);
    expect(tag(html, 'input', { name: 'username' })).toMatchObject({
      type: 'text',
      autoComplete: 'username',
      value: 'jan@example.nl',
      hidden: '',
    });
  });

  it('puts the provider form of the logout step in the page, with our button for it', () => {
    const form =
      '<form id="op.logoutForm" method="post" action="/session/end/confirm"><input type="hidden" name="xsrf" value="abc"/></form>';
    const html = renderPage({ page: 'logout', props: { form } }, { ...ad, brand: BRANDS.hln, t: be });
    expect(html).toContain(form);
    expect(tag(html, 'button', { form: 'op.logoutForm' })).toMatchObject({
      type: 'submit',
      name: 'logout',
      value: 'yes',
    });
    expect(html).toMatch(/<button[^>]*><span>Ja, afmelden<\/span><\/button>/);
    // A real question: the other answer goes back to the site and ends nothing.
    expect(html).toMatch(/<a [^>]*href="http:\/\/ad\.localhost:4321\/"[^>]*>(<span>)?Nee, aangemeld blijven/);
  });

  it('shows a message with its title, text and link onward; without a brand, without a header', () => {
    const html = renderPage(
      {
        page: 'message',
        props: {
          title: 'Je bent uitgelogd',
          message: 'Tot ziens.',
          link: { href: 'http://ad.localhost:4321/', label: 'Naar AD' },
        },
      },
      ad,
    );
    expect(html).toContain('<title>Je bent uitgelogd – AD Mijn Omgeving</title>');
    expect(html).toMatch(/<h1[^>]*>Je bent uitgelogd<\/h1>/);
    expect(html).toMatch(
      /<a data-variant="primary"[^>]*href="http:\/\/ad.localhost:4321\/"|<a href="http:\/\/ad.localhost:4321\/"[^>]*data-variant="primary"/,
    );
    const brandless = renderPage(
      { page: 'message', props: { title: 'Pagina niet gevonden', message: 'x' } },
      { brand: undefined, t: nl },
    );
    expect(brandless).toContain('<title>Pagina niet gevonden – Mijn Omgeving</title>');
    expect(brandless).not.toContain('<header');
  });
});
