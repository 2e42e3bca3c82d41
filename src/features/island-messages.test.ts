/**
 * Each island gets only the translation keys of its own list (its page picks them with `pickMessages`), so a key the
 * island uses but its list lacks would read as empty text. This checks every listed island's list against the keys
 * its module and the project modules it imports name (tests/fixtures/island-messages.ts), and that each whole key of
 * a list exists in the dictionary. An island that gets a narrower list than its area's belongs here.
 */
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../content/dataset/source/translations';
import { keysNamedBy, listHolds } from '../../tests/fixtures/island-messages';
import { ACCOUNT_OVERVIEW_MESSAGE_KEYS } from './account/messages';
import { INVOICE_MESSAGE_KEYS } from './invoices/messages';
import { DELETION_MESSAGE_KEYS } from './privacy/messages';
import { COMMERCIAL_OFFERS_MESSAGE_KEYS, SUBSCRIPTION_OVERVIEW_MESSAGE_KEYS } from './subscriptions/messages';
import { REQUEST_VIOLATION_CODES } from '../lib/messages';

/** Each island's module and the list its page passes it. */
const ISLANDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['src/features/account/AccountOverview.tsx', ACCOUNT_OVERVIEW_MESSAGE_KEYS],
  ['src/features/subscriptions/SubscriptionOverview.tsx', SUBSCRIPTION_OVERVIEW_MESSAGE_KEYS],
  ['src/features/subscriptions/CommercialOffers.tsx', COMMERCIAL_OFFERS_MESSAGE_KEYS],
  ['src/features/invoices/InvoiceOverview.tsx', INVOICE_MESSAGE_KEYS],
  ['src/features/privacy/DeleteAccount.tsx', DELETION_MESSAGE_KEYS],
];

describe.each(ISLANDS)('the messages of %s', (island, list) => {
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
