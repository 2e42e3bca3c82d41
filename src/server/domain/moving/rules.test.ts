import { describe, expect, it } from 'vitest';
import { MEIR } from '../../../../tests/fixtures/addresses';
import type { OwnerScope } from '../../../shared/owner';
import { addressKey, dateWindowOf, isSameAddress, splitMoves, subscriptionsViolation, toService } from './rules';
import type { MovableSubscription, MovingAddress, MovingHouseService } from './rules';

const owner: OwnerScope = { accountId: 'a', brandKey: 'hln', country: 'be' };
const GENT: MovingAddress = {
  ...MEIR,
  street: 'Veldstraat',
  houseNumber: '56',
  houseNumberSuffix: null,
  zipCode: '9000',
};

function subscription(id: string, address: MovingAddress | null): MovableSubscription {
  return { id, title: id, subscriptionNumber: id, productType: 'newspaper', address };
}

describe('the moving rules', () => {
  it('see two ways of writing one address as the same (case, spaces, dashes, a box with or without "bus")', () => {
    expect(addressKey(MEIR)).toBe(addressKey({ ...MEIR, houseNumberSuffix: '3' }));
    expect(addressKey({ ...GENT, houseNumberSuffix: '2-a' })).toBe(addressKey({ ...GENT, houseNumberSuffix: '2 A' }));
    expect(addressKey(MEIR)).not.toBe(addressKey(GENT));
    expect(addressKey(null)).toBe('');
    expect(isSameAddress({ ...MEIR, houseNumberSuffix: 'BUS3' }, [subscription('a', MEIR)])).toBe(true);
    expect(isSameAddress(GENT, [subscription('a', MEIR)])).toBe(false);
  });

  it('apply a move to every subscription at the old address, and only one old address', () => {
    const a = subscription('a', MEIR);
    const b = subscription('b', { ...MEIR, houseNumberSuffix: '3' });
    const c = subscription('c', GENT);
    expect(subscriptionsViolation([a, b], [a, b, c])).toBeUndefined();
    expect(subscriptionsViolation([c], [a, b, c])).toBeUndefined();
    expect(subscriptionsViolation([a], [a, b, c])).toEqual({
      code: 'MOVE_SUBSCRIPTIONS_INCOMPLETE',
      field: 'subscriptionIds',
    });
    expect(subscriptionsViolation([a, c], [a, b, c])?.code).toBe('MOVE_SUBSCRIPTIONS_INCOMPLETE');
  });

  it("has a date window from 3 working days to 6 months on the brand country's calendar", () => {
    // Monday 27 April 2026 in Brussels; 1 May is a Belgian public holiday.
    expect(dateWindowOf(owner, new Date('2026-04-27T10:00:00Z'))).toEqual({
      earliest: '2026-04-30',
      latest: '2026-10-27',
    });
    expect(dateWindowOf({ ...owner, country: 'nl' }, new Date('2026-04-27T10:00:00Z')).earliest).toBe('2026-04-30');
  });

  it('show a move with the owner’s subscriptions it names, and split planned from past', () => {
    const row = {
      ...MEIR,
      id: 'm',
      effectiveDate: '2026-05-04',
      createdAt: new Date(),
      subscriptionIds: ['a', 'gone'],
    };
    const move = toService(row, [{ id: 'a', title: 'HLN', subscriptionNumber: '1' }]);
    expect(move.subscriptions).toEqual([{ id: 'a', title: 'HLN', subscriptionNumber: '1' }]);
    expect(move.address).toEqual(MEIR);
    const at = (id: string, effectiveDate: string) => ({ id, effectiveDate }) as MovingHouseService;
    const split = splitMoves(
      [at('p1', '2026-01-01'), at('p2', '2026-02-01'), at('n', '2026-05-04')],
      owner,
      new Date('2026-04-27T10:00:00Z'),
    );
    expect(split.planned.map((m) => m.id)).toEqual(['n']);
    expect(split.past.map((m) => m.id)).toEqual(['p2', 'p1']);
  });
});
