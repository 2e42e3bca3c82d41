import { describe, expect, it } from 'vitest';
import {
  availableDates,
  brandNameOf,
  countryOf,
  dateViolation,
  isComplainable,
  isFlagged,
  toComplaintSubscription,
  windowStart,
  type ComplaintSubscriptionRow,
} from './rules';

const PAPER: ComplaintSubscriptionRow = {
  id: 's',
  brandKey: 'ad',
  title: 'AD Krant',
  subscriptionNumber: '1',
  productType: 'newspaper',
  status: 'active',
  deliveryDays: [1, 2, 3, 4, 5, 6],
  startDate: '2024-01-01',
  endDate: null,
};
/** Wednesday 11 March 2026. */
const TODAY = '2026-03-11';

describe('the complaint rules', () => {
  it('offer delivered products that are not ended, with their product type’s reasons', () => {
    expect(isComplainable(PAPER)).toBe(true);
    expect(isComplainable({ ...PAPER, status: 'ended' })).toBe(false);
    expect(isComplainable({ ...PAPER, productType: 'digital', deliveryDays: [] })).toBe(false);
    expect(toComplaintSubscription({ ...PAPER, productType: 'magazine' })).toMatchObject({
      brandName: 'AD',
      reasons: ['DAMAGED', 'NOT_DELIVERED', 'INCOMPLETE'],
    });
  });

  it('allow a date within the last 14 days, on a delivery day, in the term and outside a suspension', () => {
    expect(dateViolation(PAPER, TODAY, TODAY, [])).toBeNull();
    expect(dateViolation(PAPER, '2026-03-12', TODAY, [])).toBe('DELIVERY_DATE_IN_FUTURE');
    expect(dateViolation(PAPER, '2026-02-24', TODAY, [])).toBe('DELIVERY_DATE_TOO_OLD');
    expect(dateViolation(PAPER, '2026-02-25', TODAY, [])).toBeNull();
    expect(dateViolation(PAPER, '2026-03-08', TODAY, [])).toBe('DELIVERY_DATE_NOT_DELIVERY_DAY');
    expect(dateViolation({ ...PAPER, startDate: '2026-03-10' }, '2026-03-09', TODAY, [])).toBe(
      'DELIVERY_DATE_OUTSIDE_SUBSCRIPTION',
    );
    expect(dateViolation(PAPER, '2026-03-10', TODAY, [{ startDate: '2026-03-09', endDate: '2026-03-10' }])).toBe(
      'DELIVERY_DATE_SUSPENDED',
    );
  });

  it('offer every allowed date without a complaint, newest first', () => {
    const dates = availableDates(
      PAPER,
      TODAY,
      [{ startDate: '2026-03-02', endDate: '2026-03-07' }],
      new Set(['2026-03-10']),
    );
    expect(windowStart(TODAY)).toBe('2026-02-25');
    expect(dates[0]).toBe(TODAY);
    expect(dates).not.toContain('2026-03-10');
    expect(dates).not.toContain('2026-03-08');
    expect(dates.some((date) => date >= '2026-03-02' && date <= '2026-03-07')).toBe(false);
    expect(dates.at(-1)).toBe('2026-02-25');
  });

  it('flag the third complaint within the window', () => {
    expect(isFlagged(0)).toBe(false);
    expect(isFlagged(1)).toBe(false);
    expect(isFlagged(2)).toBe(true);
  });

  it("follow the brand's country and name", () => {
    expect(countryOf('hln')).toBe('be');
    expect(countryOf('ad')).toBe('nl');
    expect(brandNameOf('unknown')).toBe('unknown');
  });
});
