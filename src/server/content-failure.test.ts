import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BRANDS } from '../brands/registry';
import { ContentDocumentError, parseDocument } from '../content/queries/parse-document';
import { contentFailureResponse, minimalErrorPage } from './content-failure';
import { CONTENT_ERROR_HEADER } from './prebuilt/paths';

/** The error a malformed feature-flag group gives (as getFeatureFlags throws it). */
function flagsError(): ContentDocumentError {
  try {
    parseDocument(
      z.object({ brand: z.object({ isFAQEnabled: z.boolean() }) }),
      { brand: {} },
      'featureflagconfiguration (brand group "ad")',
    );
  } catch (error) {
    return error as ContentDocumentError;
  }
  throw new Error('expected a ContentDocumentError');
}

const prebuilt500 = { html: '<h1>Er ging iets mis</h1><p>AD</p>', status: 500, csp: "script-src 'self'" };

describe('contentFailureResponse', () => {
  it('answers the brand’s prebuilt Dutch 500 page and logs one line naming the document', async () => {
    const log = vi.fn();
    const readPage = vi.fn(async () => prebuilt500);
    const response = await contentFailureResponse({
      error: flagsError(),
      brand: BRANDS.ad,
      language: 'nl',
      pathname: '/klantenservice/veelgestelde-vragen',
      prebuild: false,
      readPage,
      log,
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(prebuilt500.html);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(prebuilt500.csp);
    expect(response.headers.get(CONTENT_ERROR_HEADER)).toBeNull();
    expect(readPage).toHaveBeenCalledWith('ad', '/500');
    expect(log).toHaveBeenCalledTimes(1);
    const line = log.mock.calls[0]![0] as string;
    expect(line).not.toContain('\n');
    expect(line).toMatch(
      /^\[content\] ad \/klantenservice\/veelgestelde-vragen: Content document "featureflagconfiguration \(brand group "ad"\)" is invalid: brand\.isFAQEnabled: /,
    );
  });

  it('answers a minimal Dutch page when the brand has no prebuilt 500 page, in the brand’s wording', async () => {
    for (const [brand, language, title] of [
      [BRANDS.ad, 'nl', 'Er ging iets mis'],
      [BRANDS.hln, 'be', 'Er liep iets mis'],
    ] as const) {
      const response = await contentFailureResponse({
        error: flagsError(),
        brand,
        language,
        pathname: '/',
        prebuild: false,
        readPage: async () => undefined,
        log: () => undefined,
      });
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('Probeer het over een paar minuten opnieuw.');
      expect(html).toContain(`lang="${language === 'be' ? 'nl-BE' : 'nl-NL'}"`);
      expect(html).not.toContain('featureflagconfiguration');
    }
  });

  it('prefers the CMS translations when they could still be read, and escapes them', () => {
    const html = minimalErrorPage('nl', { 'serverError.title': 'Storing <b>', 'serverError.body': 'Even geduld.' });
    expect(html).toContain('<h1>Storing &lt;b&gt;</h1>');
    expect(html).toContain('<p>Even geduld.</p>');
  });

  it('tells a prebuild render the error in a header and never reads the page it may replace', async () => {
    const readPage = vi.fn(async () => prebuilt500);
    const error = flagsError();
    const response = await contentFailureResponse({
      error,
      brand: BRANDS.ad,
      language: 'nl',
      pathname: '/500',
      prebuild: true,
      readPage,
      log: () => undefined,
    });
    expect(response.status).toBe(500);
    expect(readPage).not.toHaveBeenCalled();
    expect(decodeURIComponent(response.headers.get(CONTENT_ERROR_HEADER)!)).toBe(error.oneLine);
    expect(await response.text()).toContain('<h1>Er ging iets mis</h1>');
  });

  it('handles an unknown host and an error that is not about a document', async () => {
    const log = vi.fn();
    const response = await contentFailureResponse({
      error: new TypeError('fetch failed'),
      brand: undefined,
      language: 'nl',
      pathname: '/',
      prebuild: false,
      readPage: async () => prebuilt500,
      log,
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('<h1>Er ging iets mis</h1>');
    expect(log).toHaveBeenCalledWith('[content] unknown host /: TypeError: fetch failed');
  });
});
