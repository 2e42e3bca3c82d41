/**
 * The FAQ search on the real, committed FAQ of AD (nl-NL) and HLN (nl-BE), with the queries a new user tried
 *: "levering" found nothing on AD, "bezorging" and "opzeggen" nothing on HLN. Each item is searched as
 * the FAQ page offers it to the search: question and answer, as one text.
 */
import { describe, expect, it } from 'vitest';
import { committedContentClient } from '../../../tests/fixtures/dataset';
import { BRANDS } from '../../brands/registry';
import { getFaqPage } from '../../content/queries/faq';
import { matchesTerms, normalize, queryTerms, searchable } from './search';

/** The questions of a brand's FAQ that a query finds. */
async function search(brandKey: 'ad' | 'hln', query: string): Promise<string[]> {
  const page = await getFaqPage(committedContentClient(), BRANDS[brandKey]);
  const terms = queryTerms(normalize(query));
  return page.categories
    .flatMap((category) => category.items)
    .filter((item) => matchesTerms(searchable(normalize(`${item.question} ${item.answer.join(' ')}`)), terms))
    .map((item) => item.question);
}

describe('FAQ search on the real content of AD (nl-NL) and HLN (nl-BE)', () => {
  it('AD: "levering" finds the answers about delivery, which AD calls bezorging', async () => {
    const found = await search('ad', 'levering');
    expect(found).toEqual(expect.arrayContaining(['Mijn krant is niet bezorgd. Wat nu?']));
    expect(found).toEqual(await search('ad', 'bezorging'));
  });

  it('HLN: "bezorging" finds the answers about delivery, which HLN calls levering', async () => {
    const found = await search('hln', 'bezorging');
    expect(found).toEqual(expect.arrayContaining(['Mijn krant is niet geleverd. Wat nu?']));
    expect(found).toEqual(await search('hln', 'levering'));
  });

  it('HLN: "opzeggen" finds how to end a subscription, which HLN calls stopzetten', async () => {
    expect(await search('hln', 'opzeggen')).toEqual(expect.arrayContaining(['Hoe zet ik mijn abonnement stop?']));
  });

  it('AD: "stopzetten" finds how to end a subscription, which AD calls opzeggen', async () => {
    expect(await search('ad', 'stopzetten')).toEqual(expect.arrayContaining(['Hoe zeg ik mijn abonnement op?']));
  });
});
