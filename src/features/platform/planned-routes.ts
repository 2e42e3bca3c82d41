/**
 * Rows of the specification for areas that are not built yet: their analytics categories and excluded routes
 * and the cache keys their mutations revalidate. Nothing here is a screen: no
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
// Every area of the specification now has its manifest; the table stays for the next planned one.
export const PLANNED_AREAS: Readonly<Record<string, PlannedArea>> = {};

export type PlannedAreaKey = keyof typeof PLANNED_AREAS;
