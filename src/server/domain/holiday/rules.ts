/**
 * The holiday service's rules without a database: which subscriptions it applies to, the window of a new period,
 * where an event stands today (planned, current, past, cancelled), until when it can be cancelled, by how many
 * delivery days a suspension extends the subscription, and how the overview groups the events. The numbers come from
 * the brand's row of the capability table (src/shared/product.ts); the calendar is the brand country's.
 */
import { completeAddress, type AddressColumns, type CompleteAddress } from '../../../shared/address';
import { today, type Country, type IsoDate } from '../../../shared/dates';
import {
  usageOf,
  type HolidayKind,
  type HolidayLimits,
  type HolidayPeriod,
  type HolidayWindow,
} from '../../../shared/holiday';
import { cancelDeadline, missedDeliveryDays } from '../../../shared/holiday-window';
import { addressCountryOf } from '../../../shared/moving-codes';
import type { OwnerScope } from '../../../shared/owner';
import { capabilitiesOf, holidayRules } from '../../../shared/product';

/** An address as the holiday service stores and shows it. */
export type HolidayAddress = CompleteAddress;

/** A print subscription a holiday event can be for. */
export interface HolidaySubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
  productType: 'newspaper' | 'magazine';
  /** Whether the subscription includes reading online (which continues during a suspension). */
  digitalAccess: boolean;
  address: HolidayAddress | null;
}

/** Where an event stands today. */
export type HolidayStatus = 'planned' | 'current' | 'past' | 'cancelled';

/** One event (HolidayServiceTemporaryAddress or HolidayServiceDeliverySuspension; its id is the changeId). */
export interface HolidayEvent {
  changeId: string;
  kind: HolidayKind;
  subscription: { id: string; title: string; subscriptionNumber: string };
  startDate: IsoDate;
  endDate: IsoDate;
  status: HolidayStatus;
  /** The last day it can be cancelled (the brand's cancellation lead before the start). */
  cancelDeadline: IsoDate;
  cancellable: boolean;
  /** Started and not yet over: the end date can be brought forward to `earliestEndDate` at the earliest. */
  endDateChangeable: boolean;
  earliestEndDate: IsoDate | null;
  /** The temporary address (temporary_address only). */
  address: HolidayAddress | null;
  /**
   * The delivery days a suspension leaves out, by which the subscription is extended; 0 for a temporary address and
   * for a cancelled suspension. Worked out from the stored period and the subscription's delivery schedule, so
   * bringing the end forward shortens it too.
   */
  extensionDays: number;
  createdAt: Date;
  cancelledAt: Date | null;
}

/** What an event needs to know of its subscription. */
export interface EventSubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
  deliveryDays: readonly number[];
}

/** An event as stored (the columns the rules read). */
export interface StoredEvent extends AddressColumns {
  id: string;
  kind: HolidayKind;
  startDate: IsoDate;
  endDate: IsoDate;
  createdAt: Date;
  cancelledAt: Date | null;
}

/** A subscription the holiday service applies to: its product type allows suspending or diverting delivery. */
export function isHolidayProduct(row: { productType: string }): boolean {
  const capabilities = capabilitiesOf(row.productType);
  return capabilities.suspension || capabilities.temporaryAddress;
}

/** A subscription row as the holiday service shows it. */
export function toSubscription(
  row: AddressColumns & {
    id: string;
    title: string;
    subscriptionNumber: string;
    productType: string;
    digitalAccess: boolean;
  },
): HolidaySubscription {
  return {
    id: row.id,
    title: row.title,
    subscriptionNumber: row.subscriptionNumber,
    productType: row.productType as 'newspaper' | 'magazine',
    digitalAccess: row.digitalAccess,
    address: completeAddress(row),
  };
}

/** The first day of the calendar year of `date` (periods ending before it no longer count). */
export function firstOfYear(date: IsoDate): IsoDate {
  return `${date.slice(0, 4)}-01-01`;
}

/** The window of a new period of one subscription: the start window, its other periods and the brand's limits. */
export function windowOf(
  periods: readonly HolidayPeriod[],
  start: { earliest: IsoDate; latest: IsoDate },
  limits: HolidayLimits,
): HolidayWindow {
  const taken = periods.map(({ startDate, endDate }) => ({ startDate, endDate }));
  const { minDays, maxDays, yearLimitDays } = limits;
  return {
    earliestStart: start.earliest,
    latestStart: start.latest,
    taken,
    usedDays: usageOf(taken),
    limits: { minDays, maxDays, yearLimitDays },
  };
}

/** Where an event stands on the calendar date `current`. */
export function statusOf(
  row: Pick<StoredEvent, 'startDate' | 'endDate' | 'cancelledAt'>,
  current: IsoDate,
): HolidayStatus {
  if (row.cancelledAt) return 'cancelled';
  if (row.endDate < current) return 'past';
  return row.startDate <= current ? 'current' : 'planned';
}

/** An event as the screens show it, today (`now`) on the owner's brand and calendar. */
export function toEvent(row: StoredEvent, subscription: EventSubscription, owner: OwnerScope, now: Date): HolidayEvent {
  const country: Country = owner.country;
  const current = today(country, now);
  const status = statusOf(row, current);
  const deadline = cancelDeadline(row.startDate, country, holidayRules(owner.brandKey));
  const endDateChangeable = status === 'current' && row.endDate > current;
  return {
    changeId: row.id,
    kind: row.kind,
    subscription: {
      id: subscription.id,
      title: subscription.title,
      subscriptionNumber: subscription.subscriptionNumber,
    },
    startDate: row.startDate,
    endDate: row.endDate,
    status,
    cancelDeadline: deadline,
    cancellable: status === 'planned' && current <= deadline,
    endDateChangeable,
    earliestEndDate: endDateChangeable ? current : null,
    address:
      row.kind === 'temporary_address' && row.street && row.houseNumber && row.zipCode && row.city
        ? {
            street: row.street,
            houseNumber: row.houseNumber,
            houseNumberSuffix: row.houseNumberSuffix,
            zipCode: row.zipCode,
            city: row.city,
            countryCode: row.countryCode ?? addressCountryOf(country),
          }
        : null,
    extensionDays:
      row.kind === 'suspension' && !row.cancelledAt
        ? missedDeliveryDays(row.startDate, row.endDate, subscription.deliveryDays, country)
        : 0,
    createdAt: row.createdAt,
    cancelledAt: row.cancelledAt,
  };
}

/** The overview's groups of events. */
export interface GroupedEvents {
  /** Running today, soonest end first. */
  current: HolidayEvent[];
  /** Starting after today, in the given order (soonest first). */
  planned: HolidayEvent[];
  /** Over or cancelled, most recent first (at most 10). */
  past: HolidayEvent[];
}

/** Groups events (in start order) for the overview. */
export function groupEvents(events: readonly HolidayEvent[]): GroupedEvents {
  return {
    current: events.filter((event) => event.status === 'current').sort((a, b) => a.endDate.localeCompare(b.endDate)),
    planned: events.filter((event) => event.status === 'planned'),
    past: events
      .filter((event) => event.status === 'past' || event.status === 'cancelled')
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .slice(0, 10),
  };
}

/** "15-03-2026" for a mail (the Dutch way of writing a date in plain text). */
export function plainDate(date: IsoDate): string {
  return date.split('-').reverse().join('-');
}
