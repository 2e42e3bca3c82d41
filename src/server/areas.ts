/**
 * The server's registries, all derived from the area manifests (src/features/<area>/area.ts, listed in
 * src/features/areas.ts): which GraphQL operations each flag guards, which pages are prebuilt, the navigation and
 * service tiles, and the one access check every page makes ({@link pageGate}). Route flags and the page table come
 * from src/features/areas.ts and are re-exported here for server code.
 */
import type { BrandInfo } from '../brands/registry';
import type { BrandDocument } from '../content/queries/brand';
import { AREAS, isRouteEnabled, routeFor, ROUTES } from '../features/areas';
import { normalisePath } from '../shared/routes';
import type { FlagName, NavigationEntry, Route, RouteAccess, SectionIconName, TileEntry } from '../shared/area';
import type { FeatureFlags } from '../shared/feature-flags';
import { signInUrl } from './account-host-url';
import { config, type AppEnvironment } from './config';

export { AREAS, isRouteEnabled, routeFlagTable, routeFor, ROUTES } from '../features/areas';

/** True when this build has a page for `path` (the page table of the manifests). */
export function pageExists(path: string): boolean {
  return routeFor(path) !== undefined;
}

/** True for a path whose route's page is the same for every subscriber (its manifest's `sharedShell`). */
export function isSharedShellPath(path: string): boolean {
  return routeFor(path)?.sharedShell === true;
}

/** True when `path` is a page of this build and the brand's flags switch it on. */
export function isPageOpen(path: string, flags: FeatureFlags | undefined): boolean {
  return pageExists(path) && isRouteEnabled(path, flags);
}

// ——— GraphQL operations ———

/** GraphQL operation (field) → the flag that guards it, from every manifest's `guards`. */
export const operationGuards: Readonly<Record<string, FlagName>> = Object.fromEntries(
  AREAS.flatMap((area) =>
    (Object.entries(area.guards) as Array<[FlagName, readonly string[]]>).flatMap(([flag, operations]) =>
      operations.map((operation) => [operation, flag] as const),
    ),
  ),
);

// ——— Prebuilt pages ———

/** The paths rendered once per brand at build time. */
export const prebuiltPaths: readonly string[] = ROUTES.filter((route) => route.prebuilt).map((route) => route.path);

/** The route of each path (the first that names it), looked up on every request of a prebuilt page. */
const routesByPath = new Map<string, (typeof ROUTES)[number]>();
for (const route of ROUTES) if (!routesByPath.has(route.path)) routesByPath.set(route.path, route);

/** True when `path` is prebuilt per brand. */
export function isPrebuiltPath(path: string): boolean {
  return prebuiltPaths.includes(normalisePath(path));
}

/**
 * False when the flag a prebuilt page depends on (`prebuilt: { onlyWith }`) is off for the brand: the path is then
 * rendered on demand (the contact page redirects to the brand's own contact page), so a flag switched off in the
 * CMS takes effect at once instead of after the brand's next rebuild.
 */
export function prebuiltPageAllowed(path: string, flags: FeatureFlags | undefined): boolean {
  const prebuilt = routesByPath.get(normalisePath(path))?.prebuilt;
  return typeof prebuilt !== 'object' || Boolean(flags?.[prebuilt.onlyWith]);
}

// ——— The bench ———

/**
 * The pages the bench scores with Lighthouse, signed out or signed in: every route whose manifest marks it
 * (`lighthouse`), in the areas' order.
 */
export function lighthousePaths(side: 'signedOut' | 'signedIn'): string[] {
  return ROUTES.filter((route) => route.lighthouse === side || route.lighthouse === 'both').map((route) => route.path);
}

// ——— Navigation and service tiles ———

/** An item of the top navigation and the bottom menu. */
export interface NavigationItem {
  /** The area's key. */
  key: string;
  href: string;
  icon: SectionIconName;
  /** Translation key of the label. */
  labelKey: string;
  /** The flags that must all be on (the route's and the entry's own). */
  flags: readonly FlagName[];
}

function flagsOf(route: Route, extra: FlagName | undefined): FlagName[] {
  return [route.flag, extra].filter((flag): flag is FlagName => flag !== undefined);
}

/** The navigation of every area that has an entry, in the order of the areas. */
export const navigationItems: readonly NavigationItem[] = AREAS.flatMap((area) => {
  const entry: NavigationEntry | undefined = area.navigation;
  if (!entry) return [];
  const route = area.routes[entry.route]!;
  return [
    { key: area.key, href: route.path, icon: entry.icon, labelKey: entry.labelKey, flags: flagsOf(route, entry.flag) },
  ];
});

/** The navigation items a brand's flags switch on. */
export function navigationFor(flags: FeatureFlags | undefined): NavigationItem[] {
  return navigationItems.filter((item) => item.flags.every((flag) => Boolean(flags?.[flag])));
}

/** The item the path belongs to: the longest matching href (the root only matches itself). */
export function activeItem(items: readonly NavigationItem[], path: string): NavigationItem | undefined {
  const clean = normalisePath(path);
  return items
    .filter((item) => (item.href === '/' ? clean === '/' : clean === item.href || clean.startsWith(`${item.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** A tile definition of the service page, from an area's manifest. */
export interface ServiceTileDefinition {
  key: string;
  href: string;
  icon: SectionIconName;
  labelKey: string;
  descriptionKey: string;
  flags: readonly FlagName[];
  elsewhere?: TileEntry['elsewhere'];
}

/** The tile of every area that has one, in the order of the areas. */
export const serviceTileDefinitions: readonly ServiceTileDefinition[] = AREAS.flatMap((area) => {
  const tile: TileEntry | undefined = area.tile;
  if (!tile) return [];
  const route = area.routes[tile.route]!;
  return [
    {
      key: area.key,
      href: route.path,
      icon: tile.icon,
      labelKey: tile.labelKey,
      descriptionKey: tile.descriptionKey,
      flags: flagsOf(route, tile.flag),
      ...(tile.elsewhere ? { elsewhere: tile.elsewhere } : {}),
    },
  ];
});

/** A tile as the service page shows it. */
export interface ServiceTile {
  key: string;
  href: string;
  icon: SectionIconName;
  labelKey: string;
  descriptionKey: string;
  /** True when the link leaves the portal. */
  external: boolean;
}

/**
 * The tiles of a brand: one per area that exists in this build and that the brand's flags switch on, linking to
 * the area's screen — or, for an area whose manifest says so (contact), to the brand's own page while the area is
 * not in the portal for this brand. An area that is not built has no manifest, so no tile: a tile is never a dead
 * link.
 */
export function serviceTilesFor(flags: FeatureFlags, brand: Pick<BrandDocument, 'contactPageUrl'>): ServiceTile[] {
  return serviceTileDefinitions.flatMap((tile): ServiceTile[] => {
    if (!tile.flags.every((flag) => flags[flag])) return [];
    const base = { key: tile.key, icon: tile.icon, labelKey: tile.labelKey, descriptionKey: tile.descriptionKey };
    if (tile.elsewhere && !flags[tile.elsewhere.flag]) {
      return [{ ...base, href: brand[tile.elsewhere.brandLink], external: true }];
    }
    return [{ ...base, href: tile.href, external: false }];
  });
}

// ——— The page gate ———

/**
 * Whether a `development` route (the development mailbox, the component gallery) opens. The mailbox shows every
 * sign-in code and reset link that went out, so only the test environment shows it to anyone; acceptance
 * (`BUILD_BRANCH=develop`, reachable from outside) only to someone in preview mode — who had the preview secret — and
 * production never.
 */
export function isDevelopmentRouteOpen(environment: AppEnvironment, preview: boolean): boolean {
  if (environment === 'test') return true;
  return environment === 'acceptance' && preview;
}

/** What a page's gate reads: Astro's global of the page (or the same fields in a test). */
export interface GateContext {
  locals: Pick<App.Locals, 'brand' | 'flags' | 'account' | 'preview'>;
  url: URL;
  rewrite(path: string): Promise<Response> | Response;
  redirect(path: string, status?: 301 | 302 | 303 | 307 | 308): Response;
}

/** A page that may be shown: its brand, flags and (for an `account` route, always) the signed-in account. */
export interface GatePass<A extends RouteAccess> {
  brand: A extends 'anyHost' ? BrandInfo | undefined : BrandInfo;
  flags: A extends 'anyHost' ? FeatureFlags | undefined : FeatureFlags;
  account: A extends 'account' ? NonNullable<App.Locals['account']> : App.Locals['account'];
}

/**
 * The one access check of a page, from its route in the manifest: an unknown host, a route the brand's flags switch
 * off, a preview-only route outside preview and a development route where it is closed
 * ({@link isDevelopmentRouteOpen}) get the Dutch 404 page; an
 * `account` route without a session sends the visitor to sign in and back (path and query). Anything else passes,
 * with the page's brand, flags and account.
 * @example
 * const gate = await pageGate(Astro, sessionsArea.routes.overview);
 * if (gate instanceof Response) return gate;
 */
export async function pageGate<A extends RouteAccess>(
  astro: GateContext,
  route: Route & { access: A },
): Promise<Response | GatePass<A>> {
  const { brand, flags, account, preview } = astro.locals;
  const pass = { brand, flags, account } as GatePass<A>;
  if (route.access === 'anyHost') return pass;
  if (!brand || !flags) return astro.rewrite('/404');
  if (!isRouteEnabled(astro.url.pathname, flags) || (route.flag && !flags[route.flag])) return astro.rewrite('/404');
  if (route.access === 'preview' && !preview) return astro.rewrite('/404');
  if (route.access === 'development' && !isDevelopmentRouteOpen(config().environment, preview)) {
    return astro.rewrite('/404');
  }
  if (route.access === 'account' && !account) {
    return astro.redirect(signInUrl(brand, `${astro.url.pathname}${astro.url.search}`));
  }
  return pass;
}
