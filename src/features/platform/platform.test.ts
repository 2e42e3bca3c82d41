// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStorageKey } from '../../lib/consent/consent';
import { APP_ROUTES, routeFor } from '../areas';
import { appLaunchUrl, fillRoute, languagePreferenceCookie, routeParameters } from './app-routes';
import { loadingTarget, safeTarget } from './loading-target';
import { clientSettingsOf, PAGE_CONTEXT_ID, type PageContext } from './page-context';
import { ACCOUNT_COOKIE, startPlatform } from './platform';

const CONTEXT: PageContext = {
  path: '/facturen',
  title: 'Facturen',
  accountId: 'acc-1',
  accountKnown: true,
  origin: 'WEB',
  category: 'Invoices',
  noScreenView: false,
  clientSettings: { showLogoutButton: true, hasWebviewLimitation: false },
  privacy: { integratorId: 'int-ad', language: 'nl', readOnly: false },
  tagManagerUrl: 'https://tags.example/gtm.js',
  prefetchPaths: [],
};

function renderPage(context: PageContext) {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <main id="main" tabindex="-1"></main>
    <div id="${PAGE_CONTEXT_ID}" hidden></div>
    <section data-consent-banner hidden>
      <h2 tabindex="-1" data-consent-title>Jouw keuze over cookies</h2>
      <p data-consent-current hidden data-accepted="Geaccepteerd." data-rejected="Alleen noodzakelijk."></p>
      <button type="button" data-consent-accept>Cookies accepteren</button>
      <button type="button" data-consent-reject>Alleen noodzakelijke cookies</button>
    </section>
    <footer><ul><li data-consent-settings hidden><button type="button" data-consent-open>Cookie-instellingen</button></li></ul></footer>`;
  document.getElementById(PAGE_CONTEXT_ID)!.dataset['context'] = JSON.stringify(context);
}

const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
const banner = () => document.querySelector<HTMLElement>('[data-consent-banner]')!;

// startPlatform installs listeners on the window for the page's life (the click guard, prefetching). The test window
// is shared with the next test file (isolate: false), so the listeners each test added are removed after it.
const windowListeners = vi.spyOn(window, 'addEventListener');
const documentListeners = vi.spyOn(document, 'addEventListener');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  document.cookie = `${ACCOUNT_COOKIE}=; Path=/; Max-Age=0`;
});
afterEach(() => {
  document.body.innerHTML = '';
  for (const args of windowListeners.mock.calls) window.removeEventListener(...args);
  for (const args of documentListeners.mock.calls) document.removeEventListener(...args);
  windowListeners.mockClear();
  documentListeners.mockClear();
});

describe('platform: consent first, then analytics', () => {
  it('sends nothing and loads no tag manager before consent; shows the banner', () => {
    renderPage(CONTEXT);
    startPlatform(document, window);
    expect(banner().hidden).toBe(false);
    expect(dataLayer()).toEqual([]);
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();
    expect(document.cookie).not.toContain(ACCOUNT_COOKIE);
  });

  it('after acceptance: loads the tag manager, sets dc_myaccount and pushes the screenview', () => {
    renderPage(CONTEXT);
    startPlatform(document, window);
    document.querySelector<HTMLButtonElement>('[data-consent-accept]')!.click();
    expect(banner().hidden).toBe(true);
    expect(document.querySelector('script[data-tag-manager]')?.getAttribute('src')).toBe('https://tags.example/gtm.js');
    expect(document.cookie).toContain(`${ACCOUNT_COOKIE}=acc-1`);
    expect(dataLayer()).toEqual([
      {
        event: 'screenview',
        screen_name: '/facturen',
        page: { title: 'Facturen', category: 'Invoices' },
        user: { accountId: 'acc-1' },
        origin: { platform: 'WEB' },
      },
    ]);
  });

  it('after refusal: nothing, and the choice holds on the next page', () => {
    renderPage(CONTEXT);
    startPlatform(document, window);
    document.querySelector<HTMLButtonElement>('[data-consent-reject]')!.click();
    renderPage(CONTEXT);
    startPlatform(document, window);
    expect(banner().hidden).toBe(true);
    expect(dataLayer()).toEqual([]);
  });

  it('with stored consent: a prebuilt page takes the account from dc_myaccount', () => {
    localStorage.setItem(consentStorageKey('int-ad'), JSON.stringify({ functional: true, decidedAt: 'x' }));
    document.cookie = `${ACCOUNT_COOKIE}=acc-9; Path=/`;
    renderPage({
      ...CONTEXT,
      path: '/klantenservice/veelgestelde-vragen',
      category: 'FAQ',
      accountId: null,
      accountKnown: false,
    });
    startPlatform(document, window);
    expect(banner().hidden).toBe(true);
    expect(dataLayer()).toMatchObject([
      { event: 'screenview', page: { category: 'FAQ' }, user: { accountId: 'acc-9' } },
    ]);
  });

  it('sends no screenview on an excluded route, even with consent', () => {
    localStorage.setItem(consentStorageKey('int-ad'), JSON.stringify({ functional: true, decidedAt: 'x' }));
    renderPage({ ...CONTEXT, path: '/vakantieservice/doorgeven', noScreenView: true });
    startPlatform(document, window);
    expect(dataLayer()).toEqual([]);
  });
});

describe('platform: changing or withdrawing consent from the footer', () => {
  const settings = () => document.querySelector<HTMLElement>('[data-consent-settings]')!;
  const openSettings = () => document.querySelector<HTMLButtonElement>('[data-consent-open]')!;
  const current = () => document.querySelector<HTMLElement>('[data-consent-current]')!;

  it('shows the footer button only once the script runs, and it reopens the banner with the current choice', () => {
    localStorage.setItem(consentStorageKey('int-ad'), JSON.stringify({ functional: true, decidedAt: 'x' }));
    renderPage(CONTEXT);
    expect(settings().hidden).toBe(true);
    startPlatform(document, window);
    expect(settings().hidden).toBe(false);
    expect(banner().hidden).toBe(true);
    openSettings().focus();
    openSettings().click();
    expect(banner().hidden).toBe(false);
    expect(current().hidden).toBe(false);
    expect(current().textContent).toBe('Geaccepteerd.');
    expect(document.activeElement).toBe(document.querySelector('[data-consent-title]'));
  });

  it('withdrawing stores the refusal, removes what consent set, and the next page loads no tag manager', () => {
    localStorage.setItem(consentStorageKey('int-ad'), JSON.stringify({ functional: true, decidedAt: 'x' }));
    renderPage(CONTEXT);
    startPlatform(document, window);
    expect(document.querySelector('script[data-tag-manager]')).not.toBeNull();
    expect(document.cookie).toContain(`${ACCOUNT_COOKIE}=acc-1`);
    document.cookie = '_ga=GA1.1.123; Path=/';
    document.cookie = '_gid=GA1.1.456; Path=/';
    document.cookie = 'mo-site-language=be; Path=/';

    openSettings().click();
    document.querySelector<HTMLButtonElement>('[data-consent-reject]')!.click();
    expect(banner().hidden).toBe(true);
    expect(JSON.parse(localStorage.getItem(consentStorageKey('int-ad'))!)).toMatchObject({ functional: false });
    expect(document.cookie).not.toContain(ACCOUNT_COOKIE);
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).not.toContain('_gid=');
    // Cookies that consent did not set stay.
    expect(document.cookie).toContain('mo-site-language=be');
    document.cookie = 'mo-site-language=; Path=/; Max-Age=0';

    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    sessionStorage.clear();
    renderPage(CONTEXT);
    startPlatform(document, window);
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();
    expect(dataLayer()).toEqual([]);
    expect(banner().hidden).toBe(true);
    openSettings().click();
    expect(current().textContent).toBe('Alleen noodzakelijk.');
  });

  it('accepting after a refusal starts analytics once, and the focus returns to the footer button', () => {
    localStorage.setItem(consentStorageKey('int-ad'), JSON.stringify({ functional: false, decidedAt: 'x' }));
    renderPage(CONTEXT);
    startPlatform(document, window);
    expect(dataLayer()).toEqual([]);
    openSettings().focus();
    openSettings().click();
    document.querySelector<HTMLButtonElement>('[data-consent-accept]')!.focus();
    document.querySelector<HTMLButtonElement>('[data-consent-accept]')!.click();
    expect(document.activeElement).toBe(openSettings());
    expect(document.querySelector('script[data-tag-manager]')).not.toBeNull();
    expect(dataLayer()).toHaveLength(1);
    openSettings().click();
    document.querySelector<HTMLButtonElement>('[data-consent-accept]')!.click();
    expect(dataLayer()).toHaveLength(1);
    expect(document.querySelectorAll('script[data-tag-manager]')).toHaveLength(1);
  });
});

describe('client settings, app routes and the loading page', () => {
  it('defaults client settings as the rules says', () => {
    expect(clientSettingsOf(undefined)).toEqual({ showLogoutButton: true, hasWebviewLimitation: false });
    expect(clientSettingsOf({ showLogoutButton: false, userLanguagePreference: 'be' })).toEqual({
      showLogoutButton: false,
      hasWebviewLimitation: false,
      userLanguagePreference: 'be',
    });
  });

  it('lists only the app routes that exist (the manifests’ inApp routes), each a page of this build', () => {
    expect(APP_ROUTES).toEqual([
      '/myaccount',
      '/account',
      '/bezorgservice/app/klacht',
      '/bezorgservice/app/[brand_id]/[subscription_id]',
      '/vakantieservice/app/doorgeven',
      '/verhuisservice/app/doorgeven',
      '/klantenservice/veelgestelde-vragen',
      '/klantenservice/contact',
      '/klantenservice/email',
      '/klantenservice/contact/app/basis-formulier',
    ]);
    for (const route of APP_ROUTES) expect(routeFor(route), route).toBeDefined();
    // A path without a page is never offered: it would open the 404 page.
    expect(APP_ROUTES).not.toContain('/bestaat-niet/app/doorgeven');
  });

  it('fills the parameters of a route with an app segment', () => {
    const route = '/bezorgservice/app/[brand_id]/[subscription_id]';
    expect(routeParameters(route)).toEqual(['brand_id', 'subscription_id']);
    expect(fillRoute(route, { brand_id: 'ad', subscription_id: 'a b' })).toBe('/bezorgservice/app/ad/a%20b');
    expect(() => fillRoute(route, { brand_id: 'ad' })).toThrow(/subscription_id/);
  });

  it('opens an app route as WEBVIEW with the chosen client settings', () => {
    expect(
      appLaunchUrl('/vakantieservice/app/doorgeven', { showLogoutButton: false, hasWebviewLimitation: true }),
    ).toBe('/vakantieservice/app/doorgeven?platform=webview&showLogoutButton=false&hasWebviewLimitation=true');
    expect(languagePreferenceCookie('be', true)).toBe(
      'mo-site-language=be; Path=/; SameSite=Lax; Secure; Max-Age=31536000',
    );
    expect(languagePreferenceCookie(undefined, false)).toBe('mo-site-language=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it('forwards the loading page to the asked screen, else by subscriptions', () => {
    expect(safeTarget('/facturen?jaar=2026')).toBe('/facturen?jaar=2026');
    expect(safeTarget('//evil.example/x')).toBeUndefined();
    expect(safeTarget('https://evil.example')).toBeUndefined();
    expect(safeTarget('/api/logout')).toBeUndefined();
    expect(safeTarget('/myaccount')).toBeUndefined();
    const subscriptions = [{ path: '/abonnementen', needsSubscriptions: true }];
    expect(loadingTarget({ requested: '/facturen', subscriptionsCount: 2, targets: subscriptions })).toBe('/facturen');
    expect(loadingTarget({ subscriptionsCount: 2, targets: subscriptions })).toBe('/abonnementen');
    // The subscriptions screen missing or switched off for the brand: it is not among the open targets.
    expect(loadingTarget({ subscriptionsCount: 2, targets: [] })).toBe('/account');
    expect(loadingTarget({ subscriptionsCount: 0, targets: subscriptions })).toBe('/account');
  });
});
