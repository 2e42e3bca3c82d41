/**
 * Rows of the specification for areas that are not built yet: their analytics categories and excluded routes
 * (specification §2) and the cache keys their mutations revalidate (specification §4). Nothing here is a screen: no
 * navigation, tile, route flag or page links to these paths, which answer 404 until their page exists.
 *
 * When an area is built, its manifest (`src/features/<area>/area.ts`) takes its rows over and its entry here is
 * deleted; src/features/areas.test.ts fails while both declare the same area.
 */
import type { Revalidation } from '../../shared/area';

/** What the specification says about an area that has no screens yet. */
export interface PlannedArea {
  /** Route prefix → analytics category. */
  categories: ReadonlyArray<readonly [prefix: string, category: string]>;
  /** Routes that will send no screen-view event. */
  excluded: readonly string[];
  /** The area's mutations and the cache keys each one refreshes. */
  mutations: Readonly<Record<string, readonly Revalidation[]>>;
}

/** Keyed by the folder the area's manifest will have (`src/features/<key>/area.ts`). */
export const PLANNED_AREAS = {
  holiday: {
    categories: [['/vakantieservice', 'holiday service']],
    excluded: ['/vakantieservice/doorgeven', '/vakantieservice/app/doorgeven'],
    mutations: {
      cancelTemporaryDeliveryAddressV2: [{ instanceOf: 'HolidayServiceTemporaryAddress', variable: 'changeId' }],
      cancelDeliverySuspensionV2: [{ instanceOf: 'HolidayServiceDeliverySuspension', variable: 'changeId' }],
      submitTemporaryDeliveryAddressV2: [{ exact: 'HolidayServicesOverview' }],
      suspendDeliveryV2: [{ exact: 'HolidayServicesOverview' }],
    },
  },
  // The contact page exists (../contact/area.ts); its form and the in-app form do not yet.
  'contact-form': {
    categories: [],
    excluded: ['/klantenservice/contact/formulier', '/klantenservice/contact/app/basis-formulier'],
    mutations: {},
  },
} as const satisfies Record<string, PlannedArea>;

export type PlannedAreaKey = keyof typeof PLANNED_AREAS;
