/**
 * Each island gets only the translation keys of its own list (its page picks them with `pickMessages`), so a key the
 * island uses but its list lacks would read as empty text. This checks every listed island's list against the keys
 * its module and the project modules it imports name (tests/fixtures/island-messages.ts), and that each whole key of
 * a list exists in the dictionary, and that each page named here passes the island its list. An island that gets a
 * narrower list than its area's belongs here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../content/dataset/source/translations';
import { keysNamedBy, listHolds } from '../../tests/fixtures/island-messages';
import { ACCOUNT_OVERVIEW_MESSAGE_KEYS } from './account/messages';
import { INVOICE_MESSAGE_KEYS } from './invoices/messages';
import { DELETION_MESSAGE_KEYS } from './privacy/messages';
import { COMMERCIAL_OFFERS_MESSAGE_KEYS, SUBSCRIPTION_OVERVIEW_MESSAGE_KEYS } from './subscriptions/messages';
import { REQUEST_VIOLATION_CODES } from '../lib/messages';

/** Each island's module, the list its page passes it, and the pages that render it. */
const ISLANDS: ReadonlyArray<readonly [string, readonly string[], string, readonly string[]]> = [
  [
    'src/features/account/AccountOverview.tsx',
    ACCOUNT_OVERVIEW_MESSAGE_KEYS,
    'ACCOUNT_OVERVIEW_MESSAGE_KEYS',
    ['src/pages/account/index.astro'],
  ],
  [
    'src/features/subscriptions/SubscriptionOverview.tsx',
    SUBSCRIPTION_OVERVIEW_MESSAGE_KEYS,
    'SUBSCRIPTION_OVERVIEW_MESSAGE_KEYS',
    ['src/pages/abonnementen/index.astro'],
  ],
  [
    'src/features/subscriptions/CommercialOffers.tsx',
    COMMERCIAL_OFFERS_MESSAGE_KEYS,
    'COMMERCIAL_OFFERS_MESSAGE_KEYS',
    ['src/pages/abonnementen/index.astro'],
  ],
  [
    'src/features/invoices/InvoiceOverview.tsx',
    INVOICE_MESSAGE_KEYS,
    'INVOICE_MESSAGE_KEYS',
    ['src/pages/facturen/index.astro'],
  ],
  [
    'src/features/privacy/DeleteAccount.tsx',
    DELETION_MESSAGE_KEYS,
    'DELETION_MESSAGE_KEYS',
    ['src/pages/account/index.astro'],
  ],
];

/** The `messages={…}` expression each `<Component` of a page passes (the page's source, after its front matter). */
function messagesPassed(page: string, component: string): string[] {
  const source = readFileSync(page, 'utf8');
  const passed: string[] = [];
  const tag = new RegExp(`<${component}\\b([^>]*?)/?>`, 'gs');
  for (const match of source.matchAll(tag)) {
    const attribute = /messages=\{([^}]*)\}/.exec(match[1] ?? '');
    passed.push(attribute?.[1]?.trim() ?? '');
  }
  return passed;
}

describe.each(ISLANDS)('the messages of %s', (island, list, listName, pages) => {
  it.each(pages)('are what %s passes it', (page) => {
    const component = path.basename(island, '.tsx');
    const source = readFileSync(page, 'utf8');
    const passed = messagesPassed(page, component);
    expect(passed.length).toBeGreaterThan(0);
    // Either the list itself, or a variable the page picked with the list.
    for (const expression of passed) {
      const direct = expression.includes(listName);
      const picked = new RegExp(`const ${expression} = pickMessages\\(translations, ${listName}\\)`).test(source);
      expect(direct || picked, `${page}: <${component} messages={${expression}}>`).toBe(true);
    }
  });

  const named = keysNamedBy(island, TRANSLATIONS);

  it('hold every key its modules name', () => {
    const missing = [...named.keys].filter((key) => !listHolds(list, key));
    expect(missing).toEqual([]);
  });

  it('hold every key a template of its modules starts', () => {
    // `subscriptions.day.${day}` needs a prefix in the list that holds all of it: its keys are known at run time only.
    const missing = [...named.prefixes].filter(
      (prefix) => !list.some((entry) => entry.endsWith('.') && prefix.startsWith(entry)),
    );
    expect(missing).toEqual([]);
  });

  it('hold the refusals of any request when the island shows violation codes', () => {
    if (!named.violations) return;
    expect(REQUEST_VIOLATION_CODES.filter((code) => !list.includes(code))).toEqual([]);
  });

  it('name only keys of the dictionary', () => {
    const unknown = list.filter((entry) =>
      entry.endsWith('.')
        ? !Object.keys(TRANSLATIONS).some((key) => key.startsWith(entry))
        : !Object.hasOwn(TRANSLATIONS, entry),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the key scan', () => {
  it('finds a key a module names, a template start and a violation call, through imports', () => {
    const named = keysNamedBy('src/features/subscriptions/SubscriptionOverview.tsx', TRANSLATIONS);
    // From the island itself, from ./facts.tsx (a template), and from the page states of src/lib/messages.
    expect(named.keys).toContain('subscriptions.details');
    expect(named.prefixes).toContain('subscriptions.day.');
    expect(named.keys).toContain('pageLoading');
    expect(keysNamedBy('src/features/privacy/DeleteAccount.tsx', TRANSLATIONS).violations).toBe(true);
  });
});
