// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentStorageKey } from '../../lib/consent/consent';
import { APP_ROUTES, appLaunchUrl, fillRoute, languagePreferenceCookie, routeParameters } from './app-routes';
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
  clientSettings: { showLogoutButton: true, hasWebviewLimitation: false },
  privacy: { integratorId: 'int-ad', language: 'nl', readOnly: false },
  tagManagerUrl: 'https://tags.example/gtm.js',
};

function renderPage(context: PageContext) {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <main id="main" tabindex="-1"></main>
    <div id="${PAGE_CONTEXT_ID}" hidden></div>
    <section data-consent-banner hidden>
      <button type="button" data-consent-accept>Cookies accepteren</button>
      <button type="button" data-consent-reject>Alleen noodzakelijke cookies</button>
    </section>`;
  document.getElementById(PAGE_CONTEXT_ID)!.dataset['context'] = JSON.stringify(context);
}

const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
const banner = () => document.querySelector<HTMLElement>('[data-consent-banner]')!;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  document.cookie = `${ACCOUNT_COOKIE}=; Path=/; Max-Age=0`;
});
afterEach(() => {
  document.body.innerHTML = '';
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
    renderPage({ ...CONTEXT, path: '/klantenservice/veelgestelde-vragen', accountId: null, accountKnown: false });
    startPlatform(document, window);
    expect(banner().hidden).toBe(true);
    expect(dataLayer()).toMatchObject([
      { event: 'screenview', page: { category: 'FAQ' }, user: { accountId: 'acc-9' } },
    ]);
  });

  it('sends no screenview on an excluded route, even with consent', () => {
    localStorage.setItem(consentStorageKey('int-ad'), JSON.stringify({ functional: true, decidedAt: 'x' }));
    renderPage({ ...CONTEXT, path: '/vakantieservice/doorgeven' });
    startPlatform(document, window);
    expect(dataLayer()).toEqual([]);
  });
});

describe('client settings, app routes and the loading page', () => {
  it('defaults client settings as specification §3 says', () => {
    expect(clientSettingsOf(undefined)).toEqual({ showLogoutButton: true, hasWebviewLimitation: false });
    expect(clientSettingsOf({ showLogoutButton: false, userLanguagePreference: 'be' })).toEqual({
      showLogoutButton: false,
      hasWebviewLimitation: false,
      userLanguagePreference: 'be',
    });
  });

  it('lists every app route of the specification', () => {
    expect(APP_ROUTES).toEqual([
      '/bezorgservice/app/klacht',
      '/bezorgservice/app/[brand_id]/[subscription_id]',
      '/verhuisservice/app/doorgeven',
      '/vakantieservice/app/doorgeven',
      '/klantenservice/contact/app/basis-formulier',
    ]);
    expect(routeParameters(APP_ROUTES[1]!)).toEqual(['brand_id', 'subscription_id']);
    expect(fillRoute(APP_ROUTES[1]!, { brand_id: 'ad', subscription_id: 'a b' })).toBe('/bezorgservice/app/ad/a%20b');
    expect(() => fillRoute(APP_ROUTES[1]!, { brand_id: 'ad' })).toThrow(/subscription_id/);
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
