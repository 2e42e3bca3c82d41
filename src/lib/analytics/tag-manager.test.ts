// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadTagManager, tagManagerUrl } from './tag-manager';

describe('tag manager', () => {
  it('builds the URL only from a valid container id', () => {
    expect(tagManagerUrl('GTM-ABC123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(tagManagerUrl(undefined)).toBeUndefined();
    expect(tagManagerUrl('GTM-"><script>')).toBeUndefined();
  });

  it('adds the script once, and nothing without a URL', () => {
    document.head.innerHTML = '';
    expect(loadTagManager(document, undefined)).toBe(false);
    expect(loadTagManager(document, 'https://tags.example/gtm.js')).toBe(true);
    expect(loadTagManager(document, 'https://tags.example/gtm.js')).toBe(false);
    expect(document.querySelectorAll('script[data-tag-manager]')).toHaveLength(1);
  });
});
