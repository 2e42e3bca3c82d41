/**
 * The commercial banner every one of the 69 brands shows, from the committed content: a magazine brand never reads
 * "Lees je krant" (the Belgian magazines share the BE-Newspaper banners), and no placeholder is left.
 */
import { describe, expect, it } from 'vitest';
import { committedContentClient } from '../../../tests/fixtures/dataset';
import { BRAND_KEYS, BRANDS } from '../../brands/registry';
import { createTranslator } from '../../i18n/translate';
import { BANNER_TYPES } from '../schema/documents';
import { BANNER_PUBLICATION_KEYS, fillPublication, getCommercialBanner } from './commercial-banner';
import { getTranslations } from './translations';

/** Every banner text a brand can show, in the brand's language, as the service page renders it. */
async function bannerTexts(key: (typeof BRAND_KEYS)[number]): Promise<string[]> {
  const brand = BRANDS[key];
  const client = committedContentClient();
  const t = createTranslator(await getTranslations(client, brand.country));
  const publication = t(BANNER_PUBLICATION_KEYS[brand.category]);
  expect(publication, `${key}: ${BANNER_PUBLICATION_KEYS[brand.category]}`).not.toBe('');
  const texts: string[] = [];
  for (const type of BANNER_TYPES) {
    const banner = await getCommercialBanner(client, {
      config: brand.bannerConfig,
      type,
      language: brand.country,
      shopOrigin: 'https://shop.example',
      publication,
    });
    if (banner) texts.push(banner.title, banner.text, banner.buttonLabel);
  }
  return texts;
}

describe('commercial banners of all 69 brands', () => {
  it.each(BRAND_KEYS.map((key) => [key, BRANDS[key].category] as const))(
    '%s (%s) names its own kind of publication',
    async (key, category) => {
      const texts = await bannerTexts(key);
      for (const text of texts) expect(text).not.toMatch(/\{\w+\}/);
      if (category === 'magazine') for (const text of texts) expect(text).not.toMatch(/krant/i);
    },
  );

  it('a Belgian magazine says "Lees je magazine", a Belgian newspaper "Lees je krant"', async () => {
    expect(await bannerTexts('hu')).toEqual(expect.arrayContaining([expect.stringMatching(/^Lees je magazine /)]));
    expect(await bannerTexts('hln')).toEqual(expect.arrayContaining([expect.stringMatching(/^Lees je krant /)]));
  });

  it('fills every {publication}', () => {
    expect(fillPublication('Lees je {publication}; je {publication} is er.', 'blad')).toBe(
      'Lees je blad; je blad is er.',
    );
  });
});
