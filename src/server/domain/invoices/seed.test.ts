import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/registry';
import { displayStatus } from '../../../shared/invoice-codes';
import { today } from '../../../shared/dates';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { seedUuid } from '../../db/seed';
import { addMonths } from '../../../shared/dates';
import { demoInvoiceRows } from './seed';

/** Every demo subscription as linked to its account (what the seed finds in the database). */
function owners(): Map<string, string> {
  return new Map(
    DEMO_ACCOUNTS.flatMap((account) =>
      account.subscriptions.map(
        (_, index) => [seedUuid(`subscription:${account.email}:${index}`), `account:${account.email}`] as const,
      ),
    ),
  );
}

describe('the demo invoices', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const rows = demoInvoiceRows(owners(), now);

  it('give every demo account with subscriptions two years of invoices in every status', () => {
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.subscriptions.length > 0)) {
      const own = rows.filter((row) => row.accountId === `account:${account.email}`);
      const statuses = new Set(
        own.map((row) =>
          displayStatus(
            { status: row.status!, dueDate: row.dueDate },
            today(BRANDS[row.brandKey as 'ad'].country, now),
          ),
        ),
      );
      expect([...statuses].sort(), account.email).toEqual(['credited', 'open', 'overdue', 'paid']);
      const dates = own.map((row) => row.issueDate).sort();
      expect(new Set(own.map((row) => row.issueDate.slice(0, 4))).size, account.email).toBeGreaterThanOrEqual(2);
      expect(dates.at(-1)! > addMonths(dates[0]!, 20), account.email).toBe(true);
      // The newest invoice of the first subscription is open and not yet due on the day the seed runs.
      const newest = own.find((row) => row.id === seedUuid(`invoice:${account.email}:0:0`));
      expect(newest?.status).toBe('open');
      expect(newest!.dueDate > today('nl', now)).toBe(true);
    }
  });

  it('have unique numbers and totals that are the sum of their lines, never outside the subscription', () => {
    expect(new Set(rows.map((row) => row.invoiceNumber)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.totalCents).toBe(row.lines.reduce((sum, line) => sum + line.amountCents, 0));
      expect(row.invoiceNumber).toMatch(/^F\d{4}-\d{7}$/);
      expect(row.dueDate > row.issueDate).toBe(true);
      expect(row.status === 'paid').toBe(row.paidAt !== null);
    }
    // Privé of Anneke Jansen ended on 3 December 2023: seeded in mid-2024, its invoices stop there, all paid.
    const prive = demoInvoiceRows(owners(), new Date('2024-06-01T10:00:00Z')).filter((row) => row.brandKey === 'pr');
    expect(prive.length).toBeGreaterThan(10);
    expect(prive.every((row) => row.status === 'paid' && row.periodStart < '2023-12-03')).toBe(true);
  });

  it('are the same rows for the same day, and none for subscriptions without an account', () => {
    expect(demoInvoiceRows(owners(), now)).toEqual(rows);
    expect(demoInvoiceRows(new Map(), now)).toEqual([]);
  });

  it('count months on the calendar', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', -24)).toBe('2024-11-30');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });
});
