/**
 * Search on the prebuilt FAQ page without a server round trip: filters the rendered questions as the visitor
 * types and announces the result in a live region. Plain DOM code (no framework), so the page stays small.
 *
 * Markup it expects inside `root`:
 * - `[data-faq-search]` (hidden until this script runs, so a visitor without JavaScript sees no dead control)
 *   holding an `input[type=search]`;
 * - `[data-faq-status]` (aria-live) with `data-count-one`, `data-count-other` ({count}) and `data-no-results`
 *   ({query}) texts;
 * - `[data-faq-category]` sections holding `[data-faq-item]` elements; an item's searchable text is its
 *   `textContent` (question and answer);
 * - optional `[data-faq-nav]`: the category links, hidden while a search is active.
 *
 * Matching is by word stem and synonym, not by exact word: "facturen" finds "factuur", and a Dutch visitor's
 * "bezorging" finds a Belgian brand's answers about "levering" (the synonym groups in `synonyms.ts`). Stems come
 * from the Snowball Dutch stemmer of `@orama/stemmers` (a maintained library; stemming by hand would miss most of
 * Dutch inflection).
 */
import { stemmer } from '@orama/stemmers/dutch';
import { FAQ_SYNONYMS } from './synonyms';

/** Lower case without accents, so "België" matches "belgie" and "Bezorging" matches "bezorging". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalized text. */
function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The stem of a normalized word. */
function stem(word: string): string {
  return stemmer(word);
}

/** Every synonym group as normalized words with their stems, computed once. */
let synonymGroups: { words: string[]; stems: string[] }[] | undefined;
function groups() {
  synonymGroups ??= FAQ_SYNONYMS.map((group) => {
    const words = group.map(normalize);
    return { words, stems: words.map(stem) };
  });
  return synonymGroups;
}

/**
 * What a query asks for: per word of the (normalized) query, the forms that answer it — the word, its stem, and
 * every word and stem of each synonym group the word belongs to (by the word itself or by its stem).
 */
export function queryTerms(query: string): string[][] {
  return wordsOf(query).map((word) => {
    const wordStem = stem(word);
    const forms = new Set([word, wordStem]);
    for (const group of groups()) {
      if (!group.words.includes(word) && !group.stems.includes(wordStem)) continue;
      for (const form of [...group.words, ...group.stems]) forms.add(form);
    }
    return [...forms];
  });
}

/** A text prepared for matching: its normalized words and, beside them, their stems. */
export interface SearchableText {
  text: string;
  stems: string;
}

/** Prepares a normalized text once, so that every keystroke only compares. */
export function searchable(text: string): SearchableText {
  return { text, stems: wordsOf(text).map(stem).join(' ') };
}

/**
 * True when every word of the query is answered in the text: one of its forms ({@link queryTerms}) occurs in the
 * text or among the text's stems. Occurring inside a longer word counts ("bezorg" in "krantenbezorger"), so a word
 * being typed matches as soon as it is a start of a word.
 */
export function matchesTerms(target: SearchableText, terms: readonly (readonly string[])[]): boolean {
  return terms.every((forms) => forms.some((form) => target.text.includes(form) || target.stems.includes(form)));
}

/** True when the text answers every word of the query (both already normalized). */
export function matchesQuery(text: string, query: string): boolean {
  return matchesTerms(searchable(text), queryTerms(query));
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Wires the search up; returns a function that removes the listener. */
export function setupFaqSearch(root: HTMLElement, debounceMs = 150): () => void {
  const form = root.querySelector<HTMLElement>('[data-faq-search]');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const status = root.querySelector<HTMLElement>('[data-faq-status]');
  if (!form || !input || !status) return () => {};
  const nav = root.querySelector<HTMLElement>('[data-faq-nav]');
  const categories = [...root.querySelectorAll<HTMLElement>('[data-faq-category]')];
  const items = categories.flatMap((category) =>
    [...category.querySelectorAll<HTMLElement>('[data-faq-item]')].map((element) => ({
      element,
      category,
      target: searchable(normalize(element.textContent ?? '')),
    })),
  );
  form.hidden = false;

  const apply = () => {
    const raw = input.value.trim();
    const query = normalize(raw);
    const terms = queryTerms(query);
    let count = 0;
    for (const item of items) {
      const show = query === '' || matchesTerms(item.target, terms);
      item.element.hidden = !show;
      if (show) count += 1;
    }
    for (const category of categories) {
      category.hidden = !items.some((item) => item.category === category && !item.element.hidden);
    }
    if (nav) nav.hidden = query !== '';
    if (query === '') status.textContent = '';
    else if (count === 0) status.textContent = fill(status.dataset['noResults'] ?? '', { query: raw });
    else {
      const template = count === 1 ? status.dataset['countOne'] : status.dataset['countOther'];
      status.textContent = fill(template ?? '', { count });
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(apply, debounceMs);
  };
  // Enter in the search field must not reload the page.
  const onSubmit = (event: Event) => {
    event.preventDefault();
    clearTimeout(timer);
    apply();
  };
  input.addEventListener('input', onInput);
  form.addEventListener('submit', onSubmit);
  if (input.value) apply();
  return () => {
    clearTimeout(timer);
    input.removeEventListener('input', onInput);
    form.removeEventListener('submit', onSubmit);
  };
}
