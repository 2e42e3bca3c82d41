/**
 * Demo invoices: every demo account with subscriptions gets about two years of invoices per
 * subscription — one per billing period (month, quarter or year), never before the subscription started nor after
 * it ended — in every status a subscriber can see:
 *
 * - the newest invoice of each running subscription is **open, not yet due** (issued 3 days before the seed ran,
 *   due 14 days after issue);
 * - the one before it, of the account's first subscription, is **open and overdue**;
 * - the fourth newest of the first subscription is **credited**;
 * - every other invoice is **paid** (5 days after issue, by the subscription's own payment method).
 *
 * Dates: an "open, not yet due" invoice has to exist on the day a newcomer runs `npm start`, so the series is placed
 * relative to the day the seed runs (its newest period starts a week after that day), not to SEED_REFERENCE_DATE as
 * the rest of the seed is. The ids stay deterministic — invoice k (0 = newest) of subscription i of an account is
 * `seedUuid('invoice:<email>:<i>:<k>')` and its number `F<year>-<account 3><i 1><k 3>`, unique by construction — and
 * rows are inserted with ON CONFLICT DO NOTHING, so a second run, on any day, creates nothing and changes nothing
 * (the invoices of a database seeded weeks ago simply age: its open invoice becomes overdue, as a real one would).
 */
import { inArray } from 'drizzle-orm';
import { BRANDS, type BrandKey } from '../../../brands/registry';
import { addDays, addMonths, today } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS, SEED_REFERENCE_DATE, type DemoSubscription } from '../../db/demo-accounts';
import { invoices, subscriptions, type InvoiceLine, type NewInvoice } from '../../db/schema';
import { seedUuid, type AreaSeed } from '../../db/seed';

/** Months per billing period. */
const PERIOD_MONTHS: Readonly<Record<DemoSubscription['billingPeriod'], number>> = { month: 1, quarter: 3, year: 12 };
/** How far back the series goes. */
const HISTORY_MONTHS = 24;
/** Days between the invoice and the start of the period it covers, and the payment term. */
const ISSUE_BEFORE_PERIOD_DAYS = 10;
const PAYMENT_TERM_DAYS = 14;

/** VAT on news and magazines: 9 % in the Netherlands, 6 % in Belgium (print and digital alike). */
function newsVatRate(brandKey: BrandKey): number {
  return BRANDS[brandKey].country === 'be' ? 6 : 9;
}

/** The lines of invoice k: the subscription, and on every sixth newspaper invoice a special edition. */
function linesOf(subscription: DemoSubscription, k: number): InvoiceLine[] {
  const vatRate = newsVatRate(subscription.brandKey);
  const lines: InvoiceLine[] = [
    { description: subscription.title, quantity: 1, amountCents: subscription.priceCents, vatRate },
  ];
  if (subscription.productType === 'newspaper' && k % 6 === 2) {
    lines.push({ description: 'Extra editie: Het jaar in beeld', quantity: 1, amountCents: 495, vatRate });
  }
  return lines;
}

type Status = NewInvoice['status'];

function statusOf(subscriptionIndex: number, k: number, ended: boolean): Status {
  if (ended) return 'paid';
  if (k === 0) return 'open';
  if (subscriptionIndex === 0 && k === 1) return 'open';
  if (subscriptionIndex === 0 && k === 3) return 'credited';
  return 'paid';
}

/**
 * The demo invoices as rows, for the subscriptions that exist with an account (`owners`: subscription id → account
 * id). `now` decides where the series ends (see the file comment).
 */
export function demoInvoiceRows(owners: ReadonlyMap<string, string>, now: Date): NewInvoice[] {
  const rows: NewInvoice[] = [];
  DEMO_ACCOUNTS.forEach((account, accountIndex) => {
    const email = account.email.toLowerCase();
    account.subscriptions.forEach((subscription, subscriptionIndex) => {
      const subscriptionId = seedUuid(`subscription:${email}:${subscriptionIndex}`);
      const accountId = owners.get(subscriptionId);
      if (!accountId) return;
      const country = BRANDS[subscription.brandKey].country;
      const seedDay = today(country, now);
      const firstPeriodStart = addDays(seedDay, 7);
      const started = addDays(SEED_REFERENCE_DATE, -subscription.startedDaysAgo);
      // Subscriptions start and end on dates counted back from SEED_REFERENCE_DATE, as seed.ts writes them.
      const ended =
        subscription.endedDaysAgo === undefined ? undefined : addDays(SEED_REFERENCE_DATE, -subscription.endedDaysAgo);
      const months = PERIOD_MONTHS[subscription.billingPeriod];
      for (let k = 0; k * months < HISTORY_MONTHS; k += 1) {
        const periodStart = addMonths(firstPeriodStart, -k * months);
        const periodEnd = addDays(addMonths(periodStart, months), -1);
        if (periodStart < started) break;
        if (ended !== undefined && periodStart >= ended) continue;
        const issueDate = addDays(periodStart, -ISSUE_BEFORE_PERIOD_DAYS);
        const status = statusOf(subscriptionIndex, k, ended !== undefined);
        const lines = linesOf(subscription, k);
        rows.push({
          id: seedUuid(`invoice:${email}:${subscriptionIndex}:${k}`),
          accountId,
          subscriptionId,
          brandKey: subscription.brandKey,
          invoiceNumber: `F${issueDate.slice(0, 4)}-${String(accountIndex + 1).padStart(3, '0')}${subscriptionIndex}${String(k).padStart(3, '0')}`,
          issueDate,
          dueDate: addDays(issueDate, PAYMENT_TERM_DAYS),
          periodStart,
          periodEnd,
          status,
          lines,
          totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
          paidAt: status === 'paid' ? new Date(`${addDays(issueDate, 5)}T12:00:00Z`) : null,
          createdAt: new Date(`${issueDate}T06:00:00Z`),
        });
      }
    });
  });
  return rows;
}

/** Inserts the demo invoices that are missing; returns how many it created. */
export async function seedInvoices(db: Db, now: Date = new Date()): Promise<number> {
  const ids = DEMO_ACCOUNTS.flatMap((account) =>
    account.subscriptions.map((_, index) => seedUuid(`subscription:${account.email.toLowerCase()}:${index}`)),
  );
  if (ids.length === 0) return 0;
  const found = await db
    .select({ id: subscriptions.id, accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(inArray(subscriptions.id, ids));
  const owners = new Map(found.flatMap((row) => (row.accountId ? [[row.id, row.accountId] as const] : [])));
  const rows = demoInvoiceRows(owners, now);
  let created = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db
      .insert(invoices)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    created += inserted.length;
  }
  return created;
}

/** The invoices of the demo subscriptions. */
export const areaSeed: AreaSeed = {
  order: 40,
  run: async (db, { now }) => {
    await seedInvoices(db, now);
  },
};
