/**
 * Every area manifest, and what the browser needs derived from them: the analytics route table and excluded routes
 * (specification §2), the app routes of the app-integration tool, the cache keys each mutation revalidates
 * (specification §4) and the page table. Nothing here is kept by hand: a new area adds its manifest to
 * {@link AREAS}; the specification's rows of areas not built yet come from ./platform/planned-routes.ts.
 *
 * Server-only registries (route flags, operation gates, navigation, tiles, prebuilt paths, page access) are derived
 * in src/server/areas.ts. Browser-safe: manifests are plain data.
 */
import { isUnderPrefix, longestPrefixMatch, matchesRoutePattern, normalisePath } from '../shared/routes';
import type { Area, FlagName, MutationSpec, Revalidation, Route } from '../shared/area';
import { accountArea } from './account/area';
import { contactArea } from './contact/area';
import { deliveryArea } from './delivery/area';
import { faqArea } from './faq/area';
import { holidayArea } from './holiday/area';
import { internalArea } from './internal/area';
import { invoicesArea } from './invoices/area';
import { loginArea } from './login/area';
import { movingArea } from './moving/area';
import { paymentArea } from './payment/area';
import { newslettersArea } from './newsletters/area';
import { PLANNED_AREAS, type PlannedArea } from './platform/planned-routes';
import { platformArea } from './platform/area';
import { sessionsArea } from './sessions/area';
import { sharedAccessArea } from './shared-access/area';
import { subscriptionsArea } from './subscriptions/area';

/** Every area, in navigation order. */
export const AREAS: readonly Area[] = [
  platformArea,
  subscriptionsArea,
  accountArea,
  sessionsArea,
  invoicesArea,
  sharedAccessArea,
  deliveryArea,
  holidayArea,
  movingArea,
  paymentArea,
  newslettersArea,
  faqArea,
  contactArea,
  loginArea,
  internalArea,
];

const PLANNED: readonly PlannedArea[] = Object.values(PLANNED_AREAS);

/**
 * Every route of every area, app variants included as routes of their own (with the app flag, and the main route's
 * flag, category and access: an app variant lies below its main route's path).
 */
export const ROUTES: readonly Route[] = AREAS.flatMap((area) =>
  Object.values<Route>(area.routes).flatMap((route) => {
    if (!route.appVariant) return [route];
    const { path, page, flag, noScreenView } = route.appVariant;
    const variant: Route = {
      ...route,
      key: `${route.key}.app`,
      path,
      page,
      ...(flag ? { flag } : {}),
      noScreenView: Boolean(noScreenView),
      inApp: true,
      prebuilt: false,
    };
    delete variant.appVariant;
    return [route, variant];
  }),
);

/** The route a path is a page of (the page table), or undefined when this build has no page for it. */
export function routeFor(path: string): Route | undefined {
  return ROUTES.find((route) => matchesRoutePattern(path, route.path));
}

/** Route prefix → analytics category: the manifests' routes, then the planned areas' rows (specification §2). */
export const routeCategoryTable: ReadonlyArray<readonly [prefix: string, category: string]> = [
  ...ROUTES.filter((route) => route.category !== undefined).map((route) => [route.path, route.category!] as const),
  ...PLANNED.flatMap((area) => area.categories),
];

/**
 * The analytics category of a path: the longest matching prefix of the route table (the root only matches itself),
 * otherwise `Onbekend pad: {path}`.
 */
export function routeCategory(path: string): string {
  return longestPrefixMatch(path, routeCategoryTable) ?? `Onbekend pad: ${normalisePath(path)}`;
}

/** The analytics category a page renders into its page context: its route's, or "Error Pages" for an error page. */
export function pageCategory(page: { path: string; errorStatus?: 404 | 500 | undefined }): string {
  return routeCategory(page.errorStatus ? `/${page.errorStatus}` : page.path);
}

/** Routes that send no screen-view event; `[x]` is one path segment, `[...x]` one or more. */
export const excludedRoutePatterns: readonly string[] = [
  ...ROUTES.filter((route) => route.noScreenView).map((route) => route.path),
  ...PLANNED.flatMap((area) => area.excluded),
];

/** True when the path is one of the routes excluded from screen-view analytics. */
export function isExcludedFromScreenView(path: string): boolean {
  return excludedRoutePatterns.some((route) => matchesRoutePattern(path, route));
}

/** The routes an app opens in its webview (the app-integration tool lists them): only routes with a page. */
export const APP_ROUTES: readonly string[] = ROUTES.filter((route) => route.inApp).map((route) => route.path);

/** Every mutation with its cache rule: the manifests' and the planned areas' (specification §4). */
export const MUTATIONS: Readonly<Record<string, MutationSpec>> = Object.fromEntries([
  ...AREAS.flatMap((area) => Object.values<MutationSpec>(area.mutations).map((spec) => [spec.name, spec] as const)),
  ...PLANNED.flatMap((area) =>
    Object.entries<readonly Revalidation[]>(area.mutations).map(
      ([name, revalidates]) => [name, { name, revalidates }] as const,
    ),
  ),
]);

/** Which keys each mutation revalidates, by mutation name (derived from {@link MUTATIONS}). */
export const revalidationByMutation: Readonly<Record<string, readonly Revalidation[]>> = Object.fromEntries(
  Object.values(MUTATIONS).map((spec) => [spec.name, spec.revalidates]),
);

/** Route prefix → the flag that must be on for it (and everything below it): every route and app variant. */
export const routeFlagTable: ReadonlyArray<readonly [prefix: string, flag: FlagName]> = ROUTES.filter(
  (route) => route.flag !== undefined,
).map((route) => [route.path, route.flag!] as const);

/**
 * Whether the brand's flags allow `path`: every route whose path it is or lies below must have its flag on, so a
 * route below a switched-off one is closed too (an app variant needs its own flag and its main route's). Without
 * flags (unknown host) nothing flagged is open.
 */
export function isRouteEnabled(path: string, flags: Readonly<Partial<Record<FlagName, boolean>>> | undefined): boolean {
  return flagsGuarding(normalisePath(path)).every((flag) => Boolean(flags?.[flag]));
}

/** Paths seen → the flags that guard them (every request asks; the table does not change), at most a few thousand. */
const guardsByPath = new Map<string, readonly FlagName[]>();

function flagsGuarding(normalised: string): readonly FlagName[] {
  let guards = guardsByPath.get(normalised);
  if (!guards) {
    guards = routeFlagTable.filter(([prefix]) => isUnderPrefix(normalised, prefix)).map(([, flag]) => flag);
    // Paths with ids are many: start over rather than grow without bound.
    if (guardsByPath.size >= 5000) guardsByPath.clear();
    guardsByPath.set(normalised, guards);
  }
  return guards;
}
