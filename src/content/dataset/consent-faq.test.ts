/**
 * The FAQ answer on cookie consent describes the banner and the footer button as they are, in both languages: not
 * the footer link "Cookiebeleid" (the brand's policy page), and not that functional cookies cannot be switched off
 * while the banner asks for exactly those.
 */
import { describe, expect, it } from 'vitest';
import { committedContentClient } from '../../../tests/fixtures/dataset';
import { BRANDS } from '../../brands/registry';
import { getFaqPage } from '../queries/faq';
import { getTranslations } from '../queries/translations';

describe.each(['ad', 'hln'] as const)('the cookie FAQ of %s', (key) => {
  it('names the footer button and both banner buttons by their texts, and what consent is for', async () => {
    const client = committedContentClient();
    const brand = BRANDS[key];
    const texts = await getTranslations(client, brand.country);
    const page = await getFaqPage(client, brand);
    const item = page.categories.flatMap((category) => category.items).find((i) => i.slug === 'cookie-instellingen');
    expect(item).toBeDefined();
    const answer = item!.answer.join(' ');
    for (const key of ['footer.cookieSettings', 'consent.accept', 'consent.reject']) {
      expect(texts[key], key).toBeTruthy();
      expect(answer).toContain(`‘${texts[key]}’`);
    }
    expect(answer).not.toMatch(/functionele cookies[^.]*niet uitzetten/i);
    expect(answer).not.toContain(texts['footer.cookies']!);
    // What the banner says functional cookies are for, the answer says too.
    expect(texts['consent.body']).toContain('Met functionele cookies meten we hoe Mijn Omgeving wordt gebruikt');
    expect(answer).toContain('Met functionele cookies meten we hoe Mijn Omgeving wordt gebruikt');
  });
});
