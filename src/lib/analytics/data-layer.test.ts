import { describe, expect, it } from 'vitest';
import { pageEvent, screenViewEvent, type AnalyticsPage } from './data-layer';

const page = (path: string, overrides: Partial<AnalyticsPage> = {}): AnalyticsPage => ({
  path,
  title: 'Facturen',
  accountId: 'acc-1',
  origin: 'WEB',
  category: 'Invoices',
  ...overrides,
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('screenview events', () => {
  it('carries screen_name, page title and category, account and origin', () => {
    expect(screenViewEvent(page('/facturen/?jaar=2026', { origin: 'WEBVIEW' }))).toEqual({
      event: 'screenview',
      screen_name: '/facturen',
      page: { title: 'Facturen', category: 'Invoices' },
      user: { accountId: 'acc-1' },
      origin: { platform: 'WEBVIEW' },
    });
  });

  it('sends nothing for a page on an excluded route', () => {
    expect(screenViewEvent(page('/betaalservice/wijzigen', { noScreenView: true }))).toBeUndefined();
    expect(screenViewEvent(page('/iets', { category: 'Onbekend pad: /iets' }))?.page.category).toBe(
      'Onbekend pad: /iets',
    );
  });

  it('sends page_loading on the first load of /myaccount in a tab, a screenview after that', () => {
    const storage = memoryStorage();
    const loading = { title: 'Laden', category: 'Loading Pages' };
    expect(pageEvent(page('/myaccount', loading), storage)).toMatchObject({
      event: 'page_loading',
      page: { title: 'Laden', category: 'Loading Pages' },
    });
    expect(pageEvent(page('/myaccount', loading), storage)).toMatchObject({
      event: 'screenview',
      page: { category: 'Loading Pages' },
    });
    expect(pageEvent(page('/account'), storage)?.event).toBe('screenview');
  });
});
