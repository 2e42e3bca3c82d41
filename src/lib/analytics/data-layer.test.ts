import { describe, expect, it } from 'vitest';
import { pageCategory, pageEvent, screenViewEvent, type AnalyticsPage } from './data-layer';

const page = (path: string, overrides: Partial<AnalyticsPage> = {}): AnalyticsPage => ({
  path,
  title: 'Facturen',
  accountId: 'acc-1',
  origin: 'WEB',
  ...overrides,
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('screenview events (specification §2–§3)', () => {
  it('carries screen_name, page title and category, account and origin', () => {
    expect(screenViewEvent(page('/facturen/?jaar=2026', { origin: 'WEBVIEW' }))).toEqual({
      event: 'screenview',
      screen_name: '/facturen',
      page: { title: 'Facturen', category: 'Invoices' },
      user: { accountId: 'acc-1' },
      origin: { platform: 'WEBVIEW' },
    });
  });

  it('labels unknown paths and sends nothing for excluded routes', () => {
    expect(screenViewEvent(page('/iets'))?.page.category).toBe('Onbekend pad: /iets');
    expect(screenViewEvent(page('/betaalservice/wijzigen'))).toBeUndefined();
    expect(screenViewEvent(page('/abonnementen/uitnodiging/abc'))).toBeUndefined();
  });

  it('counts an error page shown for a path as "Error Pages", under the path it was asked for', () => {
    expect(screenViewEvent(page('/facturen', { errorStatus: 404 }))).toMatchObject({
      screen_name: '/facturen',
      page: { category: 'Error Pages' },
    });
    expect(screenViewEvent(page('/vakantieservice/doorgeven', { errorStatus: 404 }))).toBeUndefined();
  });

  it('sends page_loading on the first load of /myaccount in a tab, a screenview after that', () => {
    const storage = memoryStorage();
    expect(pageEvent(page('/myaccount', { title: 'Laden' }), storage)).toMatchObject({
      event: 'page_loading',
      page: { title: 'Laden', category: 'Loading Pages' },
    });
    expect(pageEvent(page('/myaccount'), storage)).toMatchObject({
      event: 'screenview',
      page: { category: 'Loading Pages' },
    });
    expect(pageEvent(page('/account'), storage)?.event).toBe('screenview');
  });
});

describe('the category a page renders into its page context', () => {
  it('is the route category, or Error Pages for an error page', () => {
    expect(pageCategory({ path: '/klantenservice/contact/app/basis-formulier' })).toBe('Contact');
    expect(pageCategory({ path: '/app-integration' })).toBe('App integration tool');
    expect(pageCategory({ path: '/facturen', errorStatus: 404 })).toBe('Error Pages');
  });
});
