/**
 * The area manifest: what the portal needs to know about one area, declared once in
 * `src/features/<area>/area.ts` with {@link defineArea}. Every registry is derived from the manifests — route flags,
 * operation gates, navigation, service tiles, analytics categories and excluded routes, prebuilt paths, app routes,
 * revalidation keys and the page table (src/features/areas.ts for what the browser needs, src/server/areas.ts for
 * the rest) — so adding an area never means editing a central table.
 *
 * Manifests are plain data (no zod, no React, no server code): islands import them for their mutations' cache keys,
 * and the server for everything else. src/features/areas.test.ts checks each one against the page files, the
 * GraphQL schema, the feature flags and the committed translations.
 */
import type { FlagName } from './feature-flags';

export type { FlagName } from './feature-flags';

/** The ten section icons (`images/{icon}_icon.svg`). */
export const SECTION_ICON_NAMES = [
  'newspaper',
  'user',
  'home',
  'info',
  'truck',
  'payment',
  'digital',
  'comments',
  'sharing',
  'newsletter',
] as const;
export type SectionIconName = (typeof SECTION_ICON_NAMES)[number];

/**
 * Who may open a route; the page's gate (src/server/areas.ts `pageGate`) enforces it.
 * - `anyHost`: rendered for any host, even an unknown one (the error pages);
 * - `public`: anyone on a brand's host;
 * - `account`: a signed-in subscriber; anyone else is sent to sign in and comes back;
 * - `preview`: an editor in preview mode; anyone else gets the 404 page;
 * - `development`: tools for the team: open in the test environment, on acceptance only in preview mode (with the
 *   preview secret), never in production; otherwise the 404 page.
 */
export type RouteAccess = 'anyHost' | 'public' | 'account' | 'preview' | 'development';

/** The brand document's links a tile may send to when the area is not in the portal for that brand. */
export type BrandLink = 'contactPageUrl';

/** A separate route an app opens in its webview (a route with an `app` segment). */
export interface AppVariant {
  /** The URL path, with `app` as a segment (`/bezorgservice/app/klacht`). */
  path: string;
  /** The page file under src/pages that renders it. */
  page: string;
  /** The app flag that switches the variant on, on top of the route's own flag. */
  flag?: FlagName;
  /** True when the variant sends no screen-view event. */
  noScreenView?: boolean;
}

/** One route (screen) of an area. */
export interface RouteDefinition {
  /** The URL path as Astro routes it; `[name]` is one segment, `[...name]` one or more. */
  path: string;
  /** The page file under src/pages that renders it (`account/sessies.astro`). */
  page: string;
  access: RouteAccess;
  /**
   * The flag that switches the route on for a brand: while it is off the route (and everything below its path) is
   * the Dutch 404 page and its navigation entry and tile are gone. None: always there.
   */
  flag?: FlagName;
  /**
   * The analytics category. It applies to everything below the path too (the specification's
   * table is by prefix); none for a route the table does not name ("Onbekend pad: {path}").
   */
  category?: string;
  /** True when the route sends no screen-view event. */
  noScreenView?: boolean;
  /**
   * Rendered once per brand at build time and served as a file; `{ onlyWith }` when the page exists
   * only while that flag is on (otherwise it is rendered on demand, so switching the flag off works at once).
   */
  prebuilt?: boolean | { onlyWith: FlagName };
  /** Apps open this very route in their webview (the app-integration tool lists it). */
  inApp?: boolean;
  /** The route's variant for apps, at its own path. */
  appVariant?: AppVariant;
  /**
   * The bench (`npm run bench`) scores this page with Lighthouse on each of its brands: signed out, signed in or
   * both. For every prebuilt page, each area's first screen and the first step of each journey and form.
   */
  lighthouse?: 'signedOut' | 'signedIn' | 'both';
  /**
   * Signed in, the page is the same for every subscriber apart from the header's address (its islands read their
   * own data): rendered once per brand, language, app context and URL and kept briefly (src/server/page-shell.ts).
   * A page that reads the account (its id, its record) on the server must not say so.
   */
  sharedShell?: boolean;
}

/** The entry of an area in the top navigation and the bottom menu. */
export interface NavigationEntry<R extends string = string> {
  /** The route it links to (a key of the manifest's routes); its flag decides whether the entry is there. */
  route: R;
  /** Translation key of the label. */
  labelKey: string;
  icon: SectionIconName;
  /** A flag the entry needs besides the route's own. */
  flag?: FlagName;
}

/** The tile of an area on the service page. */
export interface TileEntry<R extends string = string> {
  /** The route it links to; its flag decides whether the tile is there. */
  route: R;
  /** Translation keys of the title and the one-line description. */
  labelKey: string;
  descriptionKey: string;
  icon: SectionIconName;
  /** A flag the tile needs besides the route's own. */
  flag?: FlagName;
  /**
   * While `flag` is off, the tile links to this link of the brand document instead (the specification's contact
   * rule: without in-product contact the brand's own contact page is the contact area).
   */
  elsewhere?: { flag: FlagName; brandLink: BrandLink };
}

/**
 * What a mutation refreshes in the fetcher's cache: one exact key, every key of an entity (the
 * list and each instance), or the instance named by one of the mutation's variables (`HolidayServiceTemporaryAddress/`
 * + changeId).
 */
export type Revalidation = { exact: string } | { entity: string } | { instanceOf: string; variable: string };

/** A mutation's cache rule, as a manifest declares it. */
export interface MutationDefinition {
  revalidates: readonly Revalidation[];
}

/** A mutation's cache rule with its name (what the fetcher's createMutation takes). */
export interface MutationSpec extends MutationDefinition {
  /** The GraphQL mutation field. */
  name: string;
}

/** What a manifest declares. */
export interface AreaDefinition<R extends string = string, M extends string = string> {
  /** The area's folder name under src/features. */
  key: string;
  /**
   * The area's place among the areas: navigation, service tiles and every table derived from the manifests list
   * the areas by ascending order (the manifests are found by glob, so no list says it). Unique per area.
   */
  order: number;
  /**
   * True for the page shell's own areas: their browser modules belong to the shell's script (on every page), so the
   * build gives them no chunk group of their own as it does every other area (src/features/chunk-groups.ts).
   */
  shell?: boolean;
  routes: Record<R, RouteDefinition>;
  navigation?: NavigationEntry<R>;
  tile?: TileEntry<R>;
  /** The GraphQL mutations each flag guards: refused with FEATURE_DISABLED while the brand has the flag off. */
  guards?: Partial<Record<FlagName, readonly string[]>>;
  /** The fetcher's cache keys (GraphQL type names) of what the area's screens read. */
  cacheKeys?: Record<string, string>;
  /** Which cache keys each of the area's mutations revalidates. */
  mutations?: Record<M, MutationDefinition>;
  /** The area's API and asset endpoints: their files under src/pages (`api/pass.ts`). */
  endpoints?: readonly string[];
}

/** A route as the registries see it: with its key and its area's. */
export interface Route extends RouteDefinition {
  key: string;
  area: string;
}

/** A manifest after {@link defineArea}: routes and mutations know their names. */
export interface Area<R extends string = string, M extends string = string> {
  key: string;
  /** See {@link AreaDefinition.order}. */
  order: number;
  /** See {@link AreaDefinition.shell}. */
  shell: boolean;
  routes: Readonly<Record<R, Route>>;
  navigation?: NavigationEntry<R>;
  tile?: TileEntry<R>;
  guards: Partial<Record<FlagName, readonly string[]>>;
  cacheKeys: Readonly<Record<string, string>>;
  mutations: Readonly<Record<M, MutationSpec>>;
  endpoints: readonly string[];
}

/** The routes of a definition, each with its literal fields (its access, say) and its key. */
type RoutesOf<D extends AreaDefinition> = {
  readonly [K in keyof D['routes'] & string]: D['routes'][K] & { key: K; area: string };
};

/** The mutations of a definition, each with its name. */
type MutationsOf<D extends AreaDefinition> = {
  readonly [K in keyof NonNullable<D['mutations']> & string]: MutationSpec & { name: K };
};

/** What {@link defineArea} returns: an {@link Area} whose route and mutation keys are typed. */
export type DefinedArea<D extends AreaDefinition> = Omit<Area, 'routes' | 'mutations' | 'cacheKeys'> & {
  routes: RoutesOf<D>;
  mutations: MutationsOf<D>;
  cacheKeys: D['cacheKeys'] extends Record<string, string> ? D['cacheKeys'] : Readonly<Record<string, never>>;
};

/**
 * Declares an area. Returns the same data with each route's and mutation's own name filled in, keeping keys and
 * literal fields typed, so a page says `sessionsArea.routes.overview` (whose `access` the page gate reads) and an
 * island `sessionsArea.mutations.endSession`.
 */
export function defineArea<const D extends AreaDefinition>(
  definition: D & {
    navigation?: NavigationEntry<keyof D['routes'] & string>;
    tile?: TileEntry<keyof D['routes'] & string>;
  },
): DefinedArea<D> {
  const routes = Object.fromEntries(
    Object.entries<RouteDefinition>(definition.routes).map(([key, route]) => [
      key,
      { ...route, key, area: definition.key },
    ]),
  );
  const mutations = Object.fromEntries(
    Object.entries<MutationDefinition>(definition.mutations ?? {}).map(([name, mutation]) => [
      name,
      { ...mutation, name },
    ]),
  );
  return {
    key: definition.key,
    order: definition.order,
    shell: definition.shell ?? false,
    routes: routes as RoutesOf<D>,
    ...(definition.navigation ? { navigation: definition.navigation } : {}),
    ...(definition.tile ? { tile: definition.tile } : {}),
    guards: definition.guards ?? {},
    cacheKeys: (definition.cacheKeys ?? {}) as DefinedArea<D>['cacheKeys'],
    mutations: mutations as MutationsOf<D>,
    endpoints: definition.endpoints ?? [],
  };
}
