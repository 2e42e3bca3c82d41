/**
 * The moving service's rules without a database: which subscriptions a move applies to (every print subscription of
 * the brand at the old address, all of them), when two ways of writing an address are the same address, the window of
 * the effective date (the brand's numbers from the capability table, src/shared/product.ts, on its country's
 * calendar), and how the overview splits planned from past moves.
 */
import type { CompleteAddress } from '../../../shared/address';
import { today, type IsoDate } from '../../../shared/dates';
import { MOVING_VIOLATIONS, type MovingDateWindow } from '../../../shared/moving';
import { movingDateWindow } from '../../../shared/moving-window';
import type { OwnerScope } from '../../../shared/owner';
import { movingRules } from '../../../shared/product';
import type { Violation } from '../../../shared/result';

/** An address as the moving service stores and shows it. */
export type MovingAddress = CompleteAddress;

/** A print subscription the move can apply to, with its current delivery address. */
export interface MovableSubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
  productType: 'newspaper' | 'magazine';
  address: MovingAddress | null;
}

/** What a move shows of one of its subscriptions. */
export interface MovedSubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
}

/** One planned (or past) move of the overview (MovingHouseService). */
export interface MovingHouseService {
  id: string;
  effectiveDate: IsoDate;
  createdAt: Date;
  address: MovingAddress;
  subscriptions: MovedSubscription[];
}

/** A move as stored (the columns the rules read). */
export interface StoredMove extends MovingAddress {
  id: string;
  effectiveDate: IsoDate;
  createdAt: Date;
  subscriptionIds: readonly string[];
}

/** A key that is equal for two ways of writing the same address (case, spaces, suffix dashes). */
export function addressKey(address: MovingAddress | null): string {
  if (!address) return '';
  const clean = (value: string | null) => (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  // A Belgian box number is written "bus 3" as often as "3".
  const suffix = clean(address.houseNumberSuffix).replace(/^BUS/, '');
  return [address.countryCode, address.zipCode, address.houseNumber, suffix].map(clean).join('|');
}

/**
 * The violation of the chosen subscriptions against all movable ones: they must share one old address, and every
 * movable subscription at that address must be among them (a move applies to all of them).
 */
export function subscriptionsViolation(
  chosen: readonly MovableSubscription[],
  movable: readonly MovableSubscription[],
): Violation | undefined {
  const oldKeys = new Set(chosen.map((subscription) => addressKey(subscription.address)));
  const incomplete = { code: MOVING_VIOLATIONS.subscriptionsIncomplete, field: 'subscriptionIds' };
  if (oldKeys.size > 1) return incomplete;
  const atOldAddress = movable.filter((subscription) => oldKeys.has(addressKey(subscription.address)));
  return atOldAddress.length > chosen.length ? incomplete : undefined;
}

/** Whether the new address is the old address of one of the chosen subscriptions. */
export function isSameAddress(newAddress: MovingAddress, chosen: readonly MovableSubscription[]): boolean {
  return chosen.some((subscription) => addressKey(subscription.address) === addressKey(newAddress));
}

/** The window of effective dates on the owner's brand, today (`now`). */
export function dateWindowOf(owner: OwnerScope, now: Date): MovingDateWindow {
  return movingDateWindow(owner.country, now, movingRules(owner.brandKey));
}

/** A move as the screens show it, with what is known of its subscriptions (the owner's only). */
export function toService(row: StoredMove, known: readonly MovedSubscription[]): MovingHouseService {
  return {
    id: row.id,
    effectiveDate: row.effectiveDate,
    createdAt: row.createdAt,
    address: {
      street: row.street,
      houseNumber: row.houseNumber,
      houseNumberSuffix: row.houseNumberSuffix,
      zipCode: row.zipCode,
      city: row.city,
      countryCode: row.countryCode,
    },
    subscriptions: row.subscriptionIds.flatMap((id) => {
      const subscription = known.find((candidate) => candidate.id === id);
      return subscription
        ? [{ id: subscription.id, title: subscription.title, subscriptionNumber: subscription.subscriptionNumber }]
        : [];
    }),
  };
}

/** Planned moves (today or later, in the given order) and past ones (most recent first, at most 10). */
export function splitMoves(
  services: readonly MovingHouseService[],
  owner: OwnerScope,
  now: Date,
): { planned: MovingHouseService[]; past: MovingHouseService[] } {
  const current = today(owner.country, now);
  return {
    planned: services.filter((service) => service.effectiveDate >= current),
    past: services
      .filter((service) => service.effectiveDate < current)
      .reverse()
      .slice(0, 10),
  };
}
