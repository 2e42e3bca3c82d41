/**
 * Every translation key the UI uses exists in the dataset (nl, and be through its fallback): the source is
 * scanned for `t('…')` and `m('…')` calls and `labelKey`/`descriptionKey` entries; keys built at run time (template literals
 * such as t(`account.gender.${gender}`)) must be listed below with all their expansions — a new one that is not
 * listed fails the test — and every `identity.*` key written anywhere (also outside a t() call) must exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands/registry';
import { TRANSLATIONS } from '../content/dataset/source/translations';
import { BRAND_LINK_KEYS } from '../features/subscriptions/facts';
import type { BillingPeriod, PaymentMethod, ProductType } from '../lib/graphql/generated/graphql';
import { ACCOUNT_VIOLATIONS, GENDERS } from '../shared/account';
import { CONTACT_CATEGORIES, CONTACT_SUB_TOPICS } from '../shared/contact-codes';
import { COMPENSATION, COMPLAINT_REASONS, COMPLAINT_STEPS, REASONS_BY_PRODUCT_TYPE } from '../shared/delivery';
import { FREE_TEXT_VIOLATIONS } from '../shared/free-text';
import { HOLIDAY_KINDS, HOLIDAY_STEPS, HOLIDAY_VIOLATIONS } from '../shared/holiday';
import { INVOICE_STATUSES } from '../shared/invoice-codes';
import { MOVING_STEPS } from '../shared/moving';
import { EXPORT_KINDS } from '../shared/privacy-codes';
import { PAYMENT_CHANGE_METHODS, STATUS_TYPES, TEST_OUTCOMES } from '../shared/payment-codes';
import { ADDRESS_COUNTRIES, POSTCODE_INVALID } from '../shared/postcode';
import { COMMERCIAL_CHANNELS } from '../shared/rest-endpoints';
import { SUBSCRIPTION_STATES } from '../shared/subscriptions';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The identity pages build their keys from these prefixes (`${prefix}.title`, `${prefix}.intro`). */
const IDENTITY_KEY_PREFIXES = ['identity.code', 'identity.forgot'] as const;

/** The countries of the brands: the moving journey and the linking form get `brand.country` of the request's brand. */
const BRAND_COUNTRIES = [...new Set(Object.values(BRANDS).map((brand) => brand.country))];

/** Every value of a generated GraphQL enum (a union type, no list at run time): the record makes the compiler check it. */
function enumValues<T extends string>(values: Record<T, true>): T[] {
  return Object.keys(values) as T[];
}

/**
 * Keys the code builds from data (template literals), per template as the scanner reads it (every `${…}` as
 * `*`), spelled out with every value the data can take.
 */
/** The areas whose screens use the kit's edit-in-place section, and those on the kit's journey parts. */
const EDIT_SECTION_AREAS = ['account', 'subscriptions'] as const;
const JOURNEY_AREAS = ['holiday', 'moving'] as const;

const DYNAMIC_KEYS: Record<string, readonly string[]> = {
  // src/features/contact/ContactForm.tsx and src/server/domain/contact/notifications.ts (the mail): the categories and
  // sub-topics
  'contact.category.*': CONTACT_CATEGORIES.map((category) => `contact.category.${category}`),
  'contact.subTopic.*': CONTACT_SUB_TOPICS.map((topic) => `contact.subTopic.${topic}`),
  // src/features/account/AccountOverview.tsx: `account.productType.${productType.toLowerCase()}`
  'account.productType.*': ['newspaper', 'magazine', 'digital'].map((type) => `account.productType.${type}`),
  // src/features/account/AccountDetails.tsx: the gender select and the gender shown
  'account.gender.*': GENDERS.map((gender) => `account.gender.${gender}`),
  // src/features/account/AccountDetails.tsx: the country select and the country shown
  'account.country.*': ADDRESS_COUNTRIES.map((code) => `account.country.${code}`),
  // src/account-host/pages/email-step-page.tsx: the e-mail step of the code and forgotten-password flows
  '*.title': IDENTITY_KEY_PREFIXES.map((prefix) => `${prefix}.title`),
  '*.intro': IDENTITY_KEY_PREFIXES.map((prefix) => `${prefix}.intro`),
  // src/features/platform/AppIntegrationTool.tsx: the language select
  'appIntegration.language.*': ['none', 'nl', 'be'].map((value) => `appIntegration.language.${value}`),
  // src/server/domain/delivery.ts (the mail), src/features/delivery/ComplaintJourney.tsx and ComplaintHistory.tsx:
  // a complaint's reason (any the schema accepts) and the reasons a subscription's product type offers
  'delivery.reason.*': [...new Set([...COMPLAINT_REASONS, ...Object.values(REASONS_BY_PRODUCT_TYPE).flat()])].map(
    (reason) => `delivery.reason.${reason}`,
  ),
  // src/features/delivery/ComplaintHistory.tsx: a complaint's compensation (every complaint gets COMPENSATION)
  'delivery.compensation.*': [`delivery.compensation.${COMPENSATION}`],
  // src/features/delivery/ComplaintJourney.tsx: the step indicator's labels and each step's heading
  'delivery.step.*': COMPLAINT_STEPS.map((step) => `delivery.step.${step}`),
  'delivery.step.*.heading': COMPLAINT_STEPS.map((step) => `delivery.step.${step}.heading`),
  // src/server/domain/privacy/export-summary.ts: the heading of each kind of a data export
  'privacy.export.kind.*': EXPORT_KINDS.map((kind) => `privacy.export.kind.${kind}`),
  // src/server/domain/invoices/pdf.ts and src/features/invoices/InvoiceOverview.tsx: an invoice's status
  'invoices.status.*': INVOICE_STATUSES.map((status) => `invoices.status.${status}`),
  // src/server/domain/invoices/pdf.ts: the headings of the lines' columns (its local `columns` list)
  'invoices.pdf.column.*': ['description', 'quantity', 'vatRate', 'vat', 'amount'].map(
    (column) => `invoices.pdf.column.${column}`,
  ),
  // src/features/payment/*.tsx and src/server/domain/payment.ts: a subscription's payment method, a method's hint
  'payment.method.*': ['invoice', ...PAYMENT_CHANGE_METHODS].map((method) => `payment.method.${method}`),
  'payment.change.method.*.hint': PAYMENT_CHANGE_METHODS.map((method) => `payment.change.method.${method}.hint`),
  'payment.change.iban.hint.*': BRAND_COUNTRIES.map((country) => `payment.change.iban.hint.${country}`),
  // src/pages/betaalservice/testbetaling/[payment_id].astro: the tester's choices
  'payment.test.*': TEST_OUTCOMES.map((outcome) => `payment.test.${outcome}`),
  // src/pages/betaalservice/wijzigen/status/[...type].astro: the status page's words per status
  'payment.status.*.heading': STATUS_TYPES.map((type) => `payment.status.${type}.heading`),
  'payment.status.*.text': STATUS_TYPES.map((type) => `payment.status.${type}.text`),
  // src/features/platform/edit-section.tsx: the edit-in-place sections' buttons and notice, per area that has them
  ...Object.fromEntries(
    ['edit', 'saved', 'save', 'saving', 'cancel'].map((name) => [
      `*.${name}`,
      EDIT_SECTION_AREAS.map((area) => `${area}.${name}`),
    ]),
  ),
  // src/features/platform/journey-parts.tsx and journey-check.tsx: the holiday and moving journeys' shared texts
  ...Object.fromEntries(
    ['errorSummary', 'changeLabel', 'change', 'back', 'submitting', 'noSubscriptions', 'toOverview'].map((name) => [
      `*.journey.${name}`,
      JOURNEY_AREAS.map((area) => `${area}.journey.${name}`),
    ]),
  ),
  // src/features/platform/journey-parts.tsx: the address step's fields, per journey (suffix, city and the postcode's
  // example per brand country)
  '*.address.*': JOURNEY_AREAS.flatMap((area) => [
    ...['postcode', 'houseNumber', 'optional', 'street'].map((name) => `${area}.address.${name}`),
    ...BRAND_COUNTRIES.flatMap((country) =>
      ['suffix', 'city', 'postcodeHint'].map((name) => `${area}.address.${name}.${country}`),
    ),
  ]),
  // src/features/platform/journey-check.tsx: the check step's introduction, per journey
  '*.check.intro': JOURNEY_AREAS.map((area) => `${area}.check.intro`),
  '*.journey.step.*': [
    ...HOLIDAY_STEPS.map((step) => `holiday.journey.step.${step}`),
    ...MOVING_STEPS.map((step) => `moving.journey.step.${step}`),
  ],
  // src/features/moving/MovingJourney.tsx: the step indicator's labels, the headings and the check step's links
  'moving.journey.step.*': MOVING_STEPS.map((step) => `moving.journey.step.${step}`),
  // src/features/moving/address-step.tsx: the address step's texts for the brand's country
  'moving.address.intro.*': BRAND_COUNTRIES.map((country) => `moving.address.intro.${country}`),
  'moving.address.onlyCountry.*': BRAND_COUNTRIES.map((country) => `moving.address.onlyCountry.${country}`),
  // src/features/holiday/HolidayJourney.tsx: the step indicator's labels and headings, the kinds and the submit
  // button per kind
  'holiday.journey.step.*': HOLIDAY_STEPS.map((step) => `holiday.journey.step.${step}`),
  'holiday.choice.kind.*': HOLIDAY_KINDS.map((kind) => `holiday.choice.kind.${kind}`),
  'holiday.choice.hint.*': HOLIDAY_KINDS.map((kind) => `holiday.choice.hint.${kind}`),
  'holiday.journey.submit.*': HOLIDAY_KINDS.map((kind) => `holiday.journey.submit.${kind}`),
  // src/features/holiday/HolidayOverview.tsx: an event's status (the server's planned, current, past, cancelled)
  'holiday.event.status.*': ['planned', 'current', 'past', 'cancelled'].map(
    (status) => `holiday.event.status.${status}`,
  ),
  // src/features/subscriptions/CommercialOffers.tsx: a switch per channel
  'subscriptions.offers.channel.*': COMMERCIAL_CHANNELS.map((channel) => `subscriptions.offers.channel.${channel}`),
  // src/features/subscriptions/LinkSubscription.tsx: the postcode hint for the brand's country
  'subscriptions.linkForm.postcodeHint.*': BRAND_COUNTRIES.map(
    (country) => `subscriptions.linkForm.postcodeHint.${country}`,
  ),
  // src/features/subscriptions/SubscriptionOverview.tsx and SubscriptionDetail.tsx: `productType.toLowerCase()`
  'subscriptions.productType.*': enumValues<ProductType>({ NEWSPAPER: true, MAGAZINE: true, DIGITAL: true }).map(
    (type) => `subscriptions.productType.${type.toLowerCase()}`,
  ),
  // src/features/subscriptions/facts.tsx: the status tag (`state.toLowerCase()`)
  'subscriptions.state.*': SUBSCRIPTION_STATES.map((state) => `subscriptions.state.${state}`),
  // src/features/subscriptions/facts.tsx: the edition days (ISO weekday numbers, 1 = Monday … 7 = Sunday)
  'subscriptions.day.*': [1, 2, 3, 4, 5, 6, 7].map((day) => `subscriptions.day.${day}`),
  // src/features/subscriptions/facts.tsx: the price per billing period (`billingPeriod.toLowerCase()`)
  'subscriptions.price.*': enumValues<BillingPeriod>({ MONTH: true, QUARTER: true, YEAR: true }).map(
    (period) => `subscriptions.price.${period.toLowerCase()}`,
  ),
  // src/features/subscriptions/facts.tsx: the payment method (`paymentMethod.toLowerCase()`)
  'subscriptions.payment.*': enumValues<PaymentMethod>({
    CREDIT_CARD: true,
    DIRECT_DEBIT: true,
    IDEAL: true,
    INVOICE: true,
  }).map((method) => `subscriptions.payment.${method.toLowerCase()}`),
  // src/features/subscriptions/facts.tsx: the brand's links
  'subscriptions.link.*': BRAND_LINK_KEYS.map((key) => `subscriptions.link.${key}`),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(astro|ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

/** The literal keys used in one file's text. */
export function keysIn(text: string): string[] {
  const keys: string[] = [];
  // `t(…)` on the server and in islands; `m(…)` is an island's picked-messages lookup.
  for (const match of text.matchAll(/\b[tm]\(\s*(['"])([^'"\n]+)\1/g)) keys.push(match[2]!);
  for (const match of text.matchAll(/\b(?:labelKey|descriptionKey)\s*:\s*(['"])([^'"\n]+)\1/g)) keys.push(match[2]!);
  return keys;
}

/** The templates of keys built at run time in one file's text, each `${…}` written as `*`. */
export function keyTemplatesIn(text: string): string[] {
  return [...text.matchAll(/\b(?:t|m)\(\s*`([^`]*\$\{[^`]*)`/g)].map((match) => match[1]!.replace(/\$\{[^}]*\}/g, '*'));
}

/** Every `identity.*` key (or key prefix) written as a string literal, wherever it is passed on. */
export function identityKeysIn(text: string): string[] {
  return [...text.matchAll(/(['"`])(identity\.[A-Za-z0-9.]+)\1/g)].map((match) => match[2]!);
}

/** Violation codes the server answers with (`{ code: 'HOLIDAY_START_TOO_SOON' }`), not GraphQL error codes. */
export function violationCodesIn(text: string): string[] {
  return [...text.matchAll(/(?<!extensions:\s*\{\s*)\bcode:\s*'([A-Z][A-Z0-9_-]{3,})'/g)].map((match) => match[1]!);
}

describe('translation keys used by the UI', () => {
  it('finds t() calls and navigation keys (the scanner works)', () => {
    expect(
      keysIn(
        `{t('faq.title')} t("nav.menu", { a: 1 }) m('nav.account') labelKey: 'nav.faq', descriptionKey: "tile.faq.description"`,
      ),
    ).toEqual(['faq.title', 'nav.menu', 'nav.account', 'nav.faq', 'tile.faq.description']);
    expect(keysIn('const x = format(value); it(`works`)')).toEqual([]);
  });

  it('exist in the dataset', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      for (const key of keysIn(readFileSync(file, 'utf8'))) used.set(key, path.relative(SRC, file));
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used]
      .filter(([key]) => !Object.hasOwn(TRANSLATIONS, key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('finds keys built at run time and identity keys passed on (the scanners work)', () => {
    expect(
      keyTemplatesIn("m.t(`account.gender.${gender}`) t(`${prefix}.title`) m(`a.${b.c()}`) t(`plain`) t('x')"),
    ).toEqual(['account.gender.*', '*.title', 'a.*']);
    expect(
      identityKeysIn(
        `t(kind ? 'identity.code.send' : "identity.forgot.submit"); const p = 'identity.code'; x = 'identity'`,
      ),
    ).toEqual(['identity.code.send', 'identity.forgot.submit', 'identity.code']);
  });

  it('built at run time are all listed, and every expansion exists in the dataset', () => {
    const templates = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      for (const template of keyTemplatesIn(readFileSync(file, 'utf8')))
        templates.set(template, path.relative(SRC, file));
    }
    // The templates the audit named are really used (else this list would check nothing).
    for (const template of ['account.gender.*', 'account.country.*', '*.title', '*.intro']) {
      expect(templates.has(template), template).toBe(true);
    }
    const unlisted = [...templates]
      .filter(([template]) => !Object.hasOwn(DYNAMIC_KEYS, template))
      .map(([template, file]) => `${template} (${file})`);
    expect(unlisted, 'add each new template with its expansions to DYNAMIC_KEYS').toEqual([]);
    for (const [template, keys] of Object.entries(DYNAMIC_KEYS)) {
      const shape = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\*/g, '[^.]+(?:\\.[^.]+)*')}$`);
      expect(keys.length, template).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key, template).toMatch(shape);
        expect(Object.hasOwn(TRANSLATIONS, key), key).toBe(true);
      }
    }
  });

  it('of the identity pages exist, also when they are chosen or passed on before t() sees them', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      if (file.includes(`${path.sep}content${path.sep}dataset${path.sep}`)) continue;
      for (const key of identityKeysIn(readFileSync(file, 'utf8'))) used.set(key, path.relative(SRC, file));
    }
    expect(used.size).toBeGreaterThan(50);
    const prefixes = new Set<string>(IDENTITY_KEY_PREFIXES);
    const keys = Object.keys(TRANSLATIONS);
    // A prefix the code builds keys from is one of the listed ones (its keys are checked through DYNAMIC_KEYS); a
    // prefix ending in a dot picks a group of messages for an island (pickMessages) and must pick at least one.
    const exists = (key: string) =>
      key.endsWith('.') ? keys.some((candidate) => candidate.startsWith(key)) : Object.hasOwn(TRANSLATIONS, key);
    const missing = [...used]
      .filter(([key]) => !exists(key) && !prefixes.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
    for (const prefix of IDENTITY_KEY_PREFIXES) expect(used.has(prefix), prefix).toBe(true);
  });

  it('include every violation code of the shared contracts, in Dutch (nl-BE falls back to nl)', () => {
    const codes = [
      ...Object.values(FREE_TEXT_VIOLATIONS),
      POSTCODE_INVALID,
      ...Object.values(ACCOUNT_VIOLATIONS),
      ...Object.values(HOLIDAY_VIOLATIONS),
    ];
    const missing = codes.filter((code) => !/\S/.test(TRANSLATIONS[code]?.nl ?? ''));
    expect(missing).toEqual([]);
  });

  it('include every violation code the server answers with, and GENERIC-ERROR', () => {
    expect(
      violationCodesIn(
        `refused({ code: 'HOLIDAY_OVERLAP', field: 'x' }); extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' }; { code: 'NL' }`,
      ),
    ).toEqual(['HOLIDAY_OVERLAP']);
    const codes = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      for (const code of violationCodesIn(readFileSync(file, 'utf8'))) codes.set(code, path.relative(SRC, file));
    }
    expect(codes.has('FEATURE_DISABLED')).toBe(true);
    const missing = [...codes]
      .filter(([code]) => !Object.hasOwn(TRANSLATIONS, code))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
    expect(Object.hasOwn(TRANSLATIONS, 'GENERIC-ERROR')).toBe(true);
  });
});
