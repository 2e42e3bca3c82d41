/**
 * Every area manifest, and what the browser needs derived from them: the analytics route table and excluded routes
 *, the app routes of the app-integration tool, the cache keys each mutation revalidates
 * and the page table. Nothing here is kept by hand: a new area adds its folder with its
 * `area.ts`, found by glob ({@link MANIFEST_PATTERN}); the specification's rows of areas not built yet come from
 * ./platform/planned-routes.ts.
 *
 * Server-only registries (route flags, operation gates, navigation, tiles, prebuilt paths, page access) are derived
 * in src/server/areas.ts. Browser-safe: manifests are plain data.
 */
import { isUnderPrefix, longestPrefixMatch, matchesRoutePattern, normalisePath } from '../shared/routes';
import type { Area, FlagName, MutationSpec, Revalidation, Route } from '../shared/area';
import { foundModules, UNDER_VITE } from '../shared/found-modules';
import { PLANNED_AREAS, type PlannedArea } from './platform/planned-routes';

/** Where the manifests are, relative to this file: one `area.ts` per area folder. */
export const MANIFEST_PATTERN = './*/area.ts';

/**
 * The manifests of the found modules, in their order. Each `area.ts` exports its one manifest, whose key is its
 * folder's name; two areas may not share an order (the navigation would depend on the file system).
 */
export function manifestsOf(modules: Readonly<Record<string, Record<string, unknown>>>): Area[] {
  const areas = Object.entries(modules).map(([file, exports]) => {
    const values = Object.values(exports);
    const area = values[0] as Area | undefined;
    const folder = /^\.\/([^/]+)\/area\.ts$/.exec(file)?.[1];
    if (values.length !== 1 || !area || typeof area.key !== 'string' || typeof area.order !== 'number')
      throw new Error(`${file} must export exactly one area manifest (defineArea).`);
    if (area.key !== folder)
      throw new Error(`${file} declares the area "${area.key}": its key must be its folder's name.`);
    return area;
  });
  const sorted = areas.sort((a, b) => a.order - b.order);
  sorted.forEach((area, index) => {
    const next = sorted[index + 1];
    if (next && next.order === area.order)
      throw new Error(`The areas ${area.key} and ${next.key} have the same order ${area.order}.`);
  });
  return sorted;
}

/** Every area, in navigation order: the manifests found by {@link MANIFEST_PATTERN}, sorted by their `order`. */
export const AREAS: readonly Area[] = manifestsOf(
  foundModules<Record<string, unknown>>(
    UNDER_VITE ? import.meta.glob<Record<string, unknown>>('./*/area.ts', { eager: true }) : undefined,
    import.meta.url,
    MANIFEST_PATTERN,
  ),
);

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
    // The bench measures the main route; its app variant is the same screen without header and footer.
    delete variant.lighthouse;
    return [route, variant];
  }),
);

/** Paths seen → their route (or none), at most a few thousand. */
const routesByPath = new Map<string, Route | undefined>();

/** The route a path is a page of (the page table), or undefined when this build has no page for it. */
export function routeFor(path: string): Route | undefined {
  // Every request asks, several times (the gate, the navigation, the tiles); the table does not change.
  if (routesByPath.has(path)) return routesByPath.get(path);
  const route = ROUTES.find((candidate) => matchesRoutePattern(path, candidate.path));
  // Paths with ids are many: start over rather than grow without bound.
  if (routesByPath.size >= 5000) routesByPath.clear();
  routesByPath.set(path, route);
  return route;
}

/** Route prefix → analytics category: the manifests' routes, then the planned areas' rows. */
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

/** Every mutation with its cache rule: the manifests' and the planned areas'. */
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
