// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchesQuery, normalize, queryTerms, setupFaqSearch } from './search';

const PAGE = `
  <div id="faq">
    <form data-faq-search hidden role="search"><label for="q">Zoeken</label><input id="q" type="search" /></form>
    <p data-faq-status aria-live="polite" data-count-one="1 vraag gevonden" data-count-other="{count} vragen gevonden"
       data-no-results="We vonden geen vragen over ‘{query}’."></p>
    <nav data-faq-nav><a href="#bezorging">Bezorging</a></nav>
    <section data-faq-category id="bezorging">
      <details data-faq-item><summary>Mijn krant is niet bezorgd. Wat nu?</summary><p>Meld het via de bezorgservice.</p></details>
      <details data-faq-item><summary>Hoe laat wordt de krant bezorgd?</summary><p>Vóór 7.00 uur.</p></details>
    </section>
    <section data-faq-category id="betalen">
      <details data-faq-item><summary>Hoe wijzig ik mijn rekeningnummer?</summary><p>Via Betaalservice in België en Nederland.</p></details>
    </section>
  </div>`;

let root: HTMLElement;
let teardown: () => void;
const input = () => root.querySelector<HTMLInputElement>('input')!;
const status = () => root.querySelector<HTMLElement>('[data-faq-status]')!;
const visibleQuestions = () =>
  [...root.querySelectorAll<HTMLElement>('[data-faq-item]')]
    .filter((item) => !item.hidden && !item.closest<HTMLElement>('[data-faq-category]')!.hidden)
    .map((item) => item.querySelector('summary')!.textContent);
const type = (value: string) => {
  input().value = value;
  input().dispatchEvent(new Event('input'));
};

beforeEach(() => {
  document.body.innerHTML = PAGE;
  root = document.getElementById('faq')!;
  teardown = setupFaqSearch(root, 0);
});
afterEach(() => teardown());

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('FAQ search', () => {
  it('normalizes case and accents and needs every word', () => {
    expect(normalize('  België  BEZORGING ')).toBe('belgie bezorging');
    expect(matchesQuery('mijn krant is niet bezorgd', 'krant bezorgd')).toBe(true);
    expect(matchesQuery('mijn krant is niet bezorgd', 'krant factuur')).toBe(false);
  });

  it('shows the search only once the script runs', () => {
    expect(root.querySelector<HTMLElement>('[data-faq-search]')!.hidden).toBe(false);
  });

  it('filters questions by a word, hides empty categories and announces the count', async () => {
    type('bezorgd');
    await settle();
    expect(visibleQuestions()).toEqual(['Mijn krant is niet bezorgd. Wat nu?', 'Hoe laat wordt de krant bezorgd?']);
    expect(root.querySelector<HTMLElement>('#betalen')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-faq-nav]')!.hidden).toBe(true);
    expect(status().textContent).toBe('2 vragen gevonden');
    type('belgie');
    await settle();
    expect(visibleQuestions()).toEqual(['Hoe wijzig ik mijn rekeningnummer?']);
    expect(status().textContent).toBe('1 vraag gevonden');
  });

  it('says so when nothing matches, and shows everything again when cleared', async () => {
    type('parkeervergunning');
    await settle();
    expect(visibleQuestions()).toEqual([]);
    expect(status().textContent).toBe('We vonden geen vragen over ‘parkeervergunning’.');
    type('');
    await settle();
    expect(visibleQuestions()).toHaveLength(3);
    expect(status().textContent).toBe('');
    expect(root.querySelector<HTMLElement>('[data-faq-nav]')!.hidden).toBe(false);
  });

  it('searches at once on Enter without submitting the form', () => {
    input().value = 'rekeningnummer';
    const event = new Event('submit', { cancelable: true });
    root.querySelector('form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(visibleQuestions()).toEqual(['Hoe wijzig ik mijn rekeningnummer?']);
  });
});

describe('FAQ search by stem and synonym', () => {
  it('matches inflected forms through the Dutch stem', () => {
    expect(matchesQuery(normalize('Waar vind ik mijn factuur?'), normalize('facturen'))).toBe(true);
    expect(matchesQuery(normalize('Je abonnement opzeggen'), normalize('opzegging'))).toBe(true);
    expect(matchesQuery(normalize('Hoe laat wordt de krant bezorgd?'), normalize('kranten'))).toBe(true);
  });

  it('matches the word the other country uses for the same thing, both ways', () => {
    expect(matchesQuery(normalize('De levering van je krant'), normalize('bezorging'))).toBe(true);
    expect(matchesQuery(normalize('De bezorging van je krant'), normalize('levering'))).toBe(true);
    expect(matchesQuery(normalize('Abonnement stopzetten'), normalize('opzeggen'))).toBe(true);
    expect(matchesQuery(normalize('Je paswoord wijzigen'), normalize('wachtwoord'))).toBe(true);
    expect(matchesQuery(normalize('Betalen met domiciliëring'), normalize('incasso'))).toBe(true);
  });

  it('still needs every word and still finds a word being typed', () => {
    expect(matchesQuery(normalize('De levering van je krant'), normalize('bezorging factuur'))).toBe(false);
    expect(matchesQuery(normalize('Mijn krant is niet bezorgd'), normalize('bezo'))).toBe(true);
  });

  it('expands a query word to its whole synonym group', () => {
    const [forms] = queryTerms(normalize('Beëindigen'));
    expect(forms).toEqual(expect.arrayContaining(['beeindigen', 'opzeggen', 'stopzetten']));
  });
});
