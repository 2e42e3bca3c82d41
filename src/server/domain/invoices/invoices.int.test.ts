/**
 * The invoices area against PGlite: the overview is the signed-in account's own, grouped by year and
 * narrowed by its filter; "overdue" is derived in the brand's time zone; another account's invoice or subscription
 * is answered exactly like an unknown one; the PDF carries brand, customer, number, dates, lines with VAT, total,
 * payment status and — for an open invoice — the bank account with the invoice number as reference (read back with
 * unpdf). Then the Invoices query through GraphQL as the island sends it, including the manifest's feature gate.
 */
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { graphqlClientAs } from '../../../../tests/fixtures/graphql-client';
import { describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, useTestDb } from '../../../../tests/fixtures/db';
import { withSeededDb } from '../../../../tests/fixtures/seeded-db';
import { BRANDS } from '../../../brands/registry';
import { TRANSLATIONS } from '../../../content/dataset/source/translations';
import { createTranslator } from '../../../i18n/translate';
import { InvoicesDocument } from '../../../lib/graphql/generated/graphql';
import type { Account, InvoiceLine, NewInvoice, Subscription } from '../../db/schema';
import { invoices } from '../../db/schema';
import { seedAccountId } from '../../db/seed';
import { seedInvoices } from '../../db/seed-invoices';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { renderInvoicePdf } from './pdf';
import { findInvoice, invoiceFileName, listInvoices } from './index';

const testDb = useTestDb();

/** 23:30 UTC on 10 March 2025: already 11 March in Amsterdam and Brussels. */
const NOW = new Date('2025-03-10T23:30:00Z');
let sequence = 0;

async function addInvoice(
  account: Account,
  subscription: Subscription,
  fields: Partial<NewInvoice> & { issueDate: string },
): Promise<string> {
  sequence += 1;
  const lines: InvoiceLine[] = fields.lines ?? [
    { description: subscription.title, quantity: 1, amountCents: 3950, vatRate: 9 },
    { description: 'Extra editie', quantity: 1, amountCents: 495, vatRate: 9 },
  ];
  const [row] = await testDb.db
    .insert(invoices)
    .values({
      accountId: account.id,
      subscriptionId: subscription.id,
      brandKey: subscription.brandKey,
      invoiceNumber: `T${fields.issueDate.slice(0, 4)}-${String(sequence).padStart(7, '0')}`,
      dueDate: fields.dueDate ?? fields.issueDate,
      periodStart: fields.issueDate,
      periodEnd: fields.issueDate,
      status: 'paid',
      totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
      ...fields,
      lines,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** Me with an AD and an HLN subscription and invoices over two years; another account with one of its own. */
async function twoAccounts() {
  const me = await buildAccount(testDb.db, { firstName: 'Jan', lastName: 'de Vries' });
  const other = await buildAccount(testDb.db, { firstName: 'Bram', lastName: 'Slachtoffer' });
  const ad = await buildSubscription(testDb.db, me.id, {
    holderFirstName: 'Jan',
    holderLastName: 'de Vries',
    street: 'Nieuwe Binnenweg',
    houseNumber: '152',
    houseNumberSuffix: 'B',
    zipCode: '3015 BH',
    city: 'Rotterdam',
  });
  const hln = await buildSubscription(testDb.db, me.id, {
    brandKey: 'hln',
    title: 'HLN Krant maandag t/m zaterdag',
    countryCode: 'BE',
  });
  const theirs = await buildSubscription(testDb.db, other.id, { title: 'AD van Bram' });
  const ids = {
    paid2024: await addInvoice(me, ad, {
      issueDate: '2024-11-20',
      dueDate: '2024-12-04',
      status: 'paid',
      paidAt: new Date('2024-11-25T12:00:00Z'),
    }),
    credited2024: await addInvoice(me, ad, { issueDate: '2024-12-20', dueDate: '2025-01-03', status: 'credited' }),
    // Due on 10 March: that day has passed in Amsterdam (11 March there), though not in UTC.
    overdue: await addInvoice(me, ad, { issueDate: '2025-02-24', dueDate: '2025-03-10', status: 'open' }),
    // Due today (11 March, local): still open.
    openToday: await addInvoice(me, ad, { issueDate: '2025-02-25', dueDate: '2025-03-11', status: 'open' }),
    openBe: await addInvoice(me, hln, {
      issueDate: '2025-03-01',
      dueDate: '2025-03-15',
      status: 'open',
      lines: [{ description: 'HLN Krant maandag t/m zaterdag', quantity: 1, amountCents: 3899, vatRate: 6 }],
    }),
    theirs: await addInvoice(other, theirs, { issueDate: '2025-03-02', dueDate: '2025-03-16', status: 'open' }),
  };
  return { me, other, ad, hln, theirs, ids };
}

const statusesOf = (overview: Awaited<ReturnType<typeof listInvoices>>) =>
  overview.groups.flatMap((group) => group.invoices.map((invoice) => [invoice.id, invoice.status]));

describe('the invoice overview', () => {
  it('lists only the own invoices, newest first, grouped by year, with overdue derived in the brand’s time zone', async () => {
    const { me, ids } = await twoAccounts();
    const overview = await listInvoices(testDb.db, me.id, {}, NOW);
    // A year at a time: the newest first, then the one before it.
    expect(overview.groups.map((group) => group.year)).toEqual([2025]);
    expect(statusesOf(overview)).toEqual([
      [ids.openBe, 'open'],
      [ids.openToday, 'open'],
      [ids.overdue, 'overdue'],
    ]);
    expect(overview).toMatchObject({ totalCount: 5, matchCount: 5, olderYear: 2024 });
    const older = await listInvoices(testDb.db, me.id, {}, NOW, 2025);
    expect(statusesOf(older)).toEqual([
      [ids.credited2024, 'credited'],
      [ids.paid2024, 'paid'],
    ]);
    expect(older).toMatchObject({ olderYear: null, years: [2025, 2024], ignored: [] });
    expect((await listInvoices(testDb.db, me.id, {}, NOW, 2024)).groups).toEqual([]);
    // A page that is no year is ignored, and says so.
    const badPage = await listInvoices(testDb.db, me.id, {}, NOW, 99999);
    expect(badPage.ignored).toEqual(['before']);
    expect(badPage.groups).toEqual(overview.groups);
    expect(overview.years).toEqual([2025, 2024]);
    expect(overview.subscriptions.map((s) => s.title).sort()).toEqual([
      'AD Krant maandag t/m zaterdag',
      'HLN Krant maandag t/m zaterdag',
    ]);
    expect(overview.filter).toEqual({});
    expect(overview.ignored).toEqual([]);
    // VAT contained in 39,50 + 4,95 at 9 %: 3,26 + 0,41.
    const overdue = overview.groups[0]!.invoices.find((invoice) => invoice.id === ids.overdue)!;
    expect(overdue).toMatchObject({ totalCents: 4445, vatCents: 367 });
  });

  it('narrows by year, status and subscription, each kept as applied', async () => {
    const { me, ad, hln, ids } = await twoAccounts();
    const byYear = await listInvoices(testDb.db, me.id, { year: 2024 }, NOW);
    expect(statusesOf(byYear).map(([id]) => id)).toEqual([ids.credited2024, ids.paid2024]);
    expect(byYear.filter).toEqual({ year: 2024 });
    // The choices stay complete under a filter.
    expect(byYear.years).toEqual([2025, 2024]);
    expect(byYear.totalCount).toBe(5);

    for (const [status, expected] of [
      ['overdue', [ids.overdue]],
      ['open', [ids.openBe, ids.openToday]],
      ['paid', [ids.paid2024]],
      ['credited', [ids.credited2024]],
    ] as const) {
      const narrowed = await listInvoices(testDb.db, me.id, { status }, NOW);
      expect(
        statusesOf(narrowed).map(([id]) => id),
        status,
      ).toEqual(expected);
    }
    const onlyHln = await listInvoices(testDb.db, me.id, { subscriptionId: hln.id.toUpperCase() }, NOW);
    expect(statusesOf(onlyHln)).toEqual([[ids.openBe, 'open']]);
    expect(onlyHln.filter).toEqual({ subscriptionId: hln.id });
    const combined = await listInvoices(testDb.db, me.id, { subscriptionId: ad.id, year: 2025, status: 'open' }, NOW);
    expect(statusesOf(combined)).toEqual([[ids.openToday, 'open']]);
    const none = await listInvoices(testDb.db, me.id, { year: 2019 }, NOW);
    expect(none.groups).toEqual([]);
    expect(none.totalCount).toBe(5);
  });

  it("ignores another account's subscription exactly like an unknown one, and values that are not valid", async () => {
    const { me, theirs } = await twoAccounts();
    const foreign = await listInvoices(testDb.db, me.id, { subscriptionId: theirs.id }, NOW);
    const unknown = await listInvoices(testDb.db, me.id, { subscriptionId: randomUUID() }, NOW);
    expect(foreign).toEqual(unknown);
    expect(foreign.ignored).toEqual(['subscriptionId']);
    expect(foreign.filter).toEqual({});
    expect(JSON.stringify(foreign)).not.toMatch(/Bram/);
    const all = await listInvoices(testDb.db, me.id, {}, NOW);
    expect(foreign.groups).toEqual(all.groups);

    // An own subscription without invoices may be chosen: nothing to show, and the filter says so.
    const fresh = await buildSubscription(testDb.db, me.id, { title: 'Nieuw abonnement' });
    const empty = await listInvoices(testDb.db, me.id, { subscriptionId: fresh.id }, NOW);
    expect(empty).toMatchObject({ filter: { subscriptionId: fresh.id }, ignored: [], groups: [], totalCount: 5 });

    const invalid = await listInvoices(
      testDb.db,
      me.id,
      { subscriptionId: "' OR 1=1 --", year: 1e308, status: 'betaald' },
      NOW,
    );
    expect(invalid.ignored).toEqual(['subscriptionId', 'year', 'status']);
    expect(invalid.groups).toEqual(all.groups);
    // Another account sees none of mine.
    const { other } = await twoAccounts();
    const theirsOnly = await listInvoices(testDb.db, other.id, {}, NOW);
    expect(theirsOnly.totalCount).toBe(1);
    expect(theirsOnly.subscriptions.map((s) => s.title)).toEqual(['AD van Bram']);
  });

  it("finds an own invoice for its PDF, and answers another account's, an unknown and a malformed id alike", async () => {
    const { me, ids } = await twoAccounts();
    const own = await findInvoice(testDb.db, me.id, ids.overdue, NOW);
    expect(own).toMatchObject({
      id: ids.overdue,
      status: 'overdue',
      customer: { name: 'Jan de Vries', addressLines: ['Nieuwe Binnenweg 152 B', '3015 BH Rotterdam'] },
    });
    expect(await findInvoice(testDb.db, me.id, ids.theirs, NOW)).toBeNull();
    expect(await findInvoice(testDb.db, me.id, randomUUID(), NOW)).toBeNull();
    expect(await findInvoice(testDb.db, me.id, '../../etc/passwd', NOW)).toBeNull();
    expect(await findInvoice(testDb.db, 'not-an-account', ids.overdue, NOW)).toBeNull();
    expect(invoiceFileName('F2025-0010003')).toBe('factuur-F2025-0010003.pdf');
    expect(invoiceFileName('F 2025/"x"')).toBe('factuur-F-2025--x-.pdf');
  });
});

describe('the PDF of an invoice', () => {
  const dictionary = (language: 'nl' | 'be') =>
    Object.fromEntries(
      Object.entries(TRANSLATIONS).map(([key, text]) => [key, language === 'be' ? (text.be ?? text.nl) : text.nl]),
    );

  async function pdfText(invoiceId: string, accountId: string, language: 'nl' | 'be' = 'nl'): Promise<string> {
    const invoice = await findInvoice(testDb.db, accountId, invoiceId, NOW);
    const bytes = await renderInvoicePdf(invoice!, {
      t: createTranslator(dictionary(language)),
      locale: language === 'be' ? 'nl-BE' : 'nl-NL',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }

  it('states brand, customer, number, dates, lines with VAT, total and how to pay an overdue invoice', async () => {
    const { me, ids } = await twoAccounts();
    const invoice = (await findInvoice(testDb.db, me.id, ids.overdue, NOW))!;
    const text = await pdfText(ids.overdue, me.id);
    for (const expected of [
      BRANDS.ad.name,
      'Jan de Vries',
      'Nieuwe Binnenweg 152 B',
      '3015 BH Rotterdam',
      `Factuurnummer ${invoice.invoiceNumber}`,
      '24 februari 2025',
      '10 maart 2025',
      'AD Krant maandag t/m zaterdag',
      'Extra editie',
      '9%',
      '€ 3,26',
      'Totaal € 44,45',
      'Betaalstatus: Achterstallig',
      'De vervaldatum (10 maart 2025) is verstreken',
      'DPG Media B.V.',
      'NL67 INGB 0006 5432 10',
      `Betalingskenmerk ${invoice.invoiceNumber}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says a paid invoice is paid and a credited one needs nothing, without payment details', async () => {
    const { me, ids } = await twoAccounts();
    const paid = await pdfText(ids.paid2024, me.id);
    expect(paid).toContain('Betaalstatus: Betaald');
    expect(paid).toContain('Betaald op 25 november 2024');
    expect(paid).not.toContain('IBAN');
    const credited = await pdfText(ids.credited2024, me.id);
    expect(credited).toContain('Betaalstatus: Gecrediteerd');
    expect(credited).not.toContain('Betalingskenmerk');
  });

  it("uses the Belgian publisher's account and wording for a Belgian brand", async () => {
    const { me, ids } = await twoAccounts();
    const text = await pdfText(ids.openBe, me.id, 'be');
    expect(text).toContain(BRANDS.hln.name);
    expect(text).toContain('Betaalstatus: Openstaand');
    expect(text).toContain('Schrijf € 38,99 uiterlijk 15 maart 2025 over');
    expect(text).toContain('DPG Media NV');
    expect(text).toContain('BE31 0910 0123 4555');
    expect(text).toContain('Mededeling');
    expect(text).toContain('6%');
  });
});

describe('the Invoices query through GraphQL (trusted document, the browser client)', () => {
  function clientFor(account: Account, invoicesEnabled = true) {
    return graphqlClientAs(testDb.db, account, { flags: { isInvoicesEnabled: invoicesEnabled } });
  }

  it('answers the filtered overview with payment details for what is open, and another account’s subscription as unknown', async () => {
    const { me, hln, theirs, ids } = await twoAccounts();
    const client = clientFor(me);
    const all = await client.request(InvoicesDocument, {});
    expect(all.invoices).toMatchObject({ totalCount: 5, matchCount: 5, olderYear: 2024 });
    const before = await client.request(InvoicesDocument, { before: 2025 });
    expect(before.invoices.groups.map((group) => group.year)).toEqual([2024]);
    expect(before.invoices.olderYear).toBeNull();
    // Today (the real clock) every open invoice of 2025 is overdue.
    const open = await client.request(InvoicesDocument, { status: 'OVERDUE', subscriptionId: hln.id });
    expect(open.invoices.filter).toEqual({ subscriptionId: hln.id, period: null, status: 'OVERDUE', ignored: [] });
    expect(open.invoices.groups).toHaveLength(1);
    const [invoice] = open.invoices.groups[0]!.invoices;
    expect(invoice).toMatchObject({
      invoiceId: ids.openBe,
      brandName: 'HLN',
      status: 'OVERDUE',
      totalCents: 3899,
      paymentDetails: { name: 'DPG Media NV', iban: 'BE31 0910 0123 4555' },
    });
    const paid = await client.request(InvoicesDocument, { status: 'PAID' });
    expect(paid.invoices.groups[0]!.invoices[0]!.paymentDetails).toBeNull();

    const byPeriod = await client.request(InvoicesDocument, { period: '2024' });
    expect(byPeriod.invoices.filter.period).toBe('2024');
    expect(byPeriod.invoices.groups.map((group) => group.year)).toEqual([2024]);
    const badPeriod = await client.request(InvoicesDocument, { period: '24' });
    expect(badPeriod.invoices.filter).toMatchObject({ period: null, ignored: ['year'] });

    const foreign = await client.request(InvoicesDocument, { subscriptionId: theirs.id });
    const unknown = await client.request(InvoicesDocument, { subscriptionId: randomUUID() });
    expect(foreign).toEqual(unknown);
    expect(foreign.invoices.filter.ignored).toEqual(['subscriptionId']);
  });

  it('refuses the query with FEATURE_DISABLED while the brand has invoices off', async () => {
    const { me } = await twoAccounts();
    await expect(clientFor(me, false).request(InvoicesDocument, {})).rejects.toMatchObject({
      graphQLErrors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'FEATURE_DISABLED' }) })],
    });
  });
});

describe('the demo seed', () => {
  it('gives every demo account with subscriptions two years of invoices in every status, once', () =>
    withSeededDb(async (db) => {
      expect(await seedInvoices(db)).toBe(0);
      for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.subscriptions.length > 0)) {
        const id = seedAccountId(account.email);
        // Every page, a year at a time.
        let overview = await listInvoices(db, id, {});
        const statuses = new Set<string>();
        for (;;) {
          for (const group of overview.groups) for (const invoice of group.invoices) statuses.add(invoice.status);
          if (overview.olderYear === null) break;
          overview = await listInvoices(db, id, {}, new Date(), overview.groups.at(-1)!.year);
        }
        expect([...statuses].sort(), account.email).toEqual(['credited', 'open', 'overdue', 'paid']);
        expect(overview.years.length, account.email).toBeGreaterThanOrEqual(2);
      }
      const sanne = await listInvoices(db, seedAccountId('sanne.visser@example.nl'), {});
      expect(sanne.totalCount).toBe(0);
    }));
});
