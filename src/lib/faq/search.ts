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
 */

/** Lower case without accents, so "België" matches "belgie" and "Bezorging" matches "bezorging". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query occurs in the text (both already normalized). */
export function matchesQuery(text: string, query: string): boolean {
  return query.split(' ').every((word) => text.includes(word));
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
      text: normalize(element.textContent ?? ''),
    })),
  );
  form.hidden = false;

  const apply = () => {
    const raw = input.value.trim();
    const query = normalize(raw);
    let count = 0;
    for (const item of items) {
      const show = query === '' || matchesQuery(item.text, query);
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
