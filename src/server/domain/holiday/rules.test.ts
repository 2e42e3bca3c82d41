import { describe, expect, it } from 'vitest';
import type { OwnerScope } from '../../../shared/owner';
import {
  firstOfYear,
  groupEvents,
  isHolidayProduct,
  plainDate,
  statusOf,
  toEvent,
  windowOf,
  type HolidayEvent,
  type StoredEvent,
} from './rules';

const owner: OwnerScope = { accountId: 'a', brandKey: 'ad', country: 'nl' };
/** Monday 2 March 2026, noon in Amsterdam. */
const NOW = new Date('2026-03-02T11:00:00Z');
const PAPER = { id: 's', title: 'AD', subscriptionNumber: '123', deliveryDays: [1, 2, 3, 4, 5, 6] };
const NO_ADDRESS = {
  street: null,
  houseNumber: null,
  houseNumberSuffix: null,
  zipCode: null,
  city: null,
  countryCode: null,
};

function stored(overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    id: 'e',
    kind: 'suspension',
    startDate: '2026-03-16',
    endDate: '2026-03-21',
    createdAt: NOW,
    cancelledAt: null,
    ...NO_ADDRESS,
    ...overrides,
  };
}

describe('the holiday rules', () => {
  it('apply to print products only (the capability table)', () => {
    expect(isHolidayProduct({ productType: 'newspaper' })).toBe(true);
    expect(isHolidayProduct({ productType: 'magazine' })).toBe(true);
    expect(isHolidayProduct({ productType: 'digital' })).toBe(false);
  });

  it('tell where an event stands on a day', () => {
    expect(statusOf(stored(), '2026-03-02')).toBe('planned');
    expect(statusOf(stored(), '2026-03-16')).toBe('current');
    expect(statusOf(stored(), '2026-03-21')).toBe('current');
    expect(statusOf(stored(), '2026-03-22')).toBe('past');
    expect(statusOf(stored({ cancelledAt: NOW }), '2026-03-02')).toBe('cancelled');
  });

  it('cancel until 3 working days before the start, and extend a suspension by its delivery days', () => {
    const event = toEvent(stored(), PAPER, owner, NOW);
    // Monday 16 March minus 3 working days (Monday–Saturday): Thursday 12 March.
    expect(event).toMatchObject({ status: 'planned', cancelDeadline: '2026-03-12', cancellable: true });
    expect(event.extensionDays).toBe(6);
    expect(toEvent(stored(), PAPER, owner, new Date('2026-03-13T11:00:00Z')).cancellable).toBe(false);
    expect(toEvent(stored({ cancelledAt: NOW }), PAPER, owner, NOW).extensionDays).toBe(0);
    const running = toEvent(stored(), PAPER, owner, new Date('2026-03-18T11:00:00Z'));
    expect(running).toMatchObject({ endDateChangeable: true, earliestEndDate: '2026-03-18' });
  });

  it('show a temporary address with its country, and no address for a suspension', () => {
    const address = {
      street: 'Zeedijk',
      houseNumber: '120',
      houseNumberSuffix: 'bus 3',
      zipCode: '8400',
      city: 'Oostende',
    };
    const be: OwnerScope = { ...owner, brandKey: 'hln', country: 'be' };
    expect(toEvent(stored({ kind: 'temporary_address', ...address }), PAPER, be, NOW).address).toEqual({
      ...address,
      countryCode: 'BE',
    });
    expect(toEvent(stored(address), PAPER, owner, NOW).address).toBeNull();
  });

  it('make the window of a new period with the limits and the days taken', () => {
    const window = windowOf(
      [{ startDate: '2026-12-30', endDate: '2027-01-02' }],
      { earliest: '2026-03-05', latest: '2027-03-02' },
      { minDays: 1, maxDays: 90, yearLimitDays: 90 },
    );
    expect(window).toEqual({
      earliestStart: '2026-03-05',
      latestStart: '2027-03-02',
      taken: [{ startDate: '2026-12-30', endDate: '2027-01-02' }],
      usedDays: [
        { year: 2026, days: 2 },
        { year: 2027, days: 2 },
      ],
      limits: { minDays: 1, maxDays: 90, yearLimitDays: 90 },
    });
    expect(firstOfYear('2026-07-14')).toBe('2026-01-01');
  });

  it('group the overview: current by end, planned as given, past and cancelled most recent first, at most 10', () => {
    const event = (changeId: string, status: HolidayEvent['status'], startDate: string, endDate = startDate) =>
      ({ changeId, status, startDate, endDate }) as HolidayEvent;
    const past = Array.from({ length: 12 }, (_, i) => event(`p${i}`, 'past', `2025-01-${String(i + 10)}`));
    const grouped = groupEvents([
      event('c1', 'current', '2026-03-01', '2026-03-20'),
      event('c2', 'current', '2026-03-02', '2026-03-10'),
      event('n1', 'planned', '2026-04-01'),
      event('x', 'cancelled', '2026-05-01'),
      ...past,
    ]);
    expect(grouped.current.map((e) => e.changeId)).toEqual(['c2', 'c1']);
    expect(grouped.planned.map((e) => e.changeId)).toEqual(['n1']);
    expect(grouped.past).toHaveLength(10);
    expect(grouped.past[0]?.changeId).toBe('x');
  });

  it('write a date for a mail the Dutch way', () => {
    expect(plainDate('2026-03-15')).toBe('15-03-2026');
  });
});
