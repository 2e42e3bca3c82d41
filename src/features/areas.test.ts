/**
 * The area manifests against what they name: page files, GraphQL operations, feature flags, translation keys, icons.
 * A manifest that names something that does not exist fails here, and so does a page file no manifest owns. Then
 * the registries derived from them: the analytics route table and the app routes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATASET_FILE } from '../content/dataset/generate';
import { BUILT_AREA_FLAGS, DEMO_MAGAZINE } from '../content/dataset/source/feature-flags';
import { BRAND_KEYS } from '../brands/registry';
import { parseNdjson } from '../content/lake/store';
import { buildSchema } from '../server/graphql/schema';
import { SECTION_ICON_NAMES, type Area, type FlagName } from '../shared/area';
import { BRAND_FLAG_NAMES, GENERAL_FLAG_NAMES } from '../shared/feature-flags';
import {
  APP_ROUTES,
  AREAS,
  excludedRoutePatterns,
  isExcludedFromScreenView,
  MUTATIONS,
  pageCategory,
  routeCategory,
  routeFor,
  ROUTES,
} from './areas';
import { PLANNED_AREAS, type PlannedArea } from './platform/planned-routes';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const PAGES = path.join(SRC, 'pages');
const FEATURES = path.join(SRC, 'features');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every route file Astro serves: pages and endpoints, as paths under src/pages (files starting with _ are not routes). */
const PAGE_FILES = filesUnder(PAGES)
  .map((file) => path.relative(PAGES, file).split(path.sep).join('/'))
  .filter((file) => /\.(astro|ts)$/.test(file) && !file.split('/').some((part) => part.startsWith('_')));

/** The URL path Astro gives a page file (`account/index.astro` → `/account`). */
function routeOfFile(file: string): string {
  const route = file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '');
  return `/${route}`;
}

const FLAGS = new Set<string>([...BRAND_FLAG_NAMES, ...GENERAL_FLAG_NAMES]);

/** Every flag a manifest names, with where. */
function flagsNamedBy(area: Area): Array<[where: string, flag: FlagName]> {
  const named: Array<[string, FlagName | undefined]> = [];
  for (const route of Object.values(area.routes)) {
    named.push([`route ${route.key}`, route.flag], [`app variant of ${route.key}`, route.appVariant?.flag]);
    if (typeof route.prebuilt === 'object') named.push([`prebuilt ${route.key}`, route.prebuilt.onlyWith]);
  }
  named.push(['navigation', area.navigation?.flag], ['tile', area.tile?.flag], ['tile', area.tile?.elsewhere?.flag]);
  for (const flag of Object.keys(area.guards)) named.push(['guards', flag as FlagName]);
  return named.filter((entry): entry is [string, FlagName] => entry[1] !== undefined);
}

const schema = buildSchema();
const mutationFields = new Set(Object.keys(schema.getMutationType()?.getFields() ?? {}));
const queryFields = new Set(Object.keys(schema.getQueryType()?.getFields() ?? {}));

const dataset = parseNdjson(readFileSync(DATASET_FILE, 'utf8'), DATASET_FILE);
const translationKeys = (language: 'nl' | 'be') => {
  const document = dataset.find((doc) => doc._id === `translation.${language}`) as
    { entries: Array<{ key: string; value: string }> } | undefined;
  return new Map((document?.entries ?? []).map((entry) => [entry.key, entry.value]));
};
const TRANSLATIONS = { nl: translationKeys('nl'), be: translationKeys('be') };

describe.each(AREAS.map((area) => [area.key, area] as const))('the %s manifest', (key, area) => {
  it('lives in src/features/<key>/area.ts', () => {
    expect(existsSync(path.join(FEATURES, key, 'area.ts'))).toBe(true);
  });

  it('names page files that exist, each at the URL Astro gives it', () => {
    for (const route of Object.values(area.routes)) {
      for (const { page, path: routePath } of [route, ...(route.appVariant ? [route.appVariant] : [])]) {
        expect(PAGE_FILES, `${route.key}: ${page}`).toContain(page);
        expect(routeOfFile(page), page).toBe(routePath);
      }
    }
    for (const endpoint of area.endpoints) expect(PAGE_FILES, endpoint).toContain(endpoint);
  });

  it('names only flags of the feature-flag document', () => {
    for (const [where, flag] of flagsNamedBy(area)) expect(FLAGS.has(flag), `${where}: ${flag}`).toBe(true);
  });

  it('names only GraphQL operations of the schema', () => {
    for (const [flag, operations] of Object.entries(area.guards)) {
      for (const operation of operations ?? []) {
        expect(mutationFields.has(operation) || queryFields.has(operation), `${flag}: ${operation}`).toBe(true);
      }
    }
    for (const mutation of Object.keys(area.mutations)) expect(mutationFields.has(mutation), mutation).toBe(true);
  });

  it('names only translation keys of the committed translations, in nl and be', () => {
    const keys = [area.navigation?.labelKey, area.tile?.labelKey, area.tile?.descriptionKey].filter(
      (value): value is string => value !== undefined,
    );
    for (const translationKey of keys) {
      expect(TRANSLATIONS.nl.get(translationKey), `nl ${translationKey}`).toBeTruthy();
      expect(TRANSLATIONS.be.get(translationKey), `be ${translationKey}`).toBeTruthy();
    }
  });

  it('names only section icons that ship as images', () => {
    for (const icon of [area.navigation?.icon, area.tile?.icon].filter((value) => value !== undefined)) {
      expect(SECTION_ICON_NAMES).toContain(icon);
      expect(existsSync(path.join(SRC, '..', 'public', 'images', `${icon}_icon.svg`)), icon).toBe(true);
    }
  });

  it('checks access in every page through its own route (one pageGate line)', () => {
    for (const route of Object.values(area.routes)) {
      if (route.access === 'anyHost') continue;
      const source = readFileSync(path.join(PAGES, route.page), 'utf8');
      expect(source, route.page).toMatch(
        new RegExp(
          `pageGate\\(Astro, ${area.key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Area\\.routes\\.${route.key}\\)`,
        ),
      );
    }
  });
});

describe('the manifests together', () => {
  it('own every page and endpoint file, each exactly once', () => {
    const owned = AREAS.flatMap((area) => [
      ...Object.values(area.routes).flatMap((route) => [
        route.page,
        ...(route.appVariant ? [route.appVariant.page] : []),
      ]),
      ...area.endpoints,
    ]);
    expect([...owned].sort()).toEqual([...PAGE_FILES].sort());
  });

  it('are all listed in AREAS, and no two routes share a path', () => {
    const folders = readdirSync(FEATURES).filter((name) => existsSync(path.join(FEATURES, name, 'area.ts')));
    expect(AREAS.map((area) => area.key).sort()).toEqual(folders.sort());
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guard every operation with one flag at most', () => {
    const guarded = AREAS.flatMap((area) => Object.values(area.guards).flat());
    expect(new Set(guarded).size).toBe(guarded.length);
  });
});

describe('the demo content switches every built area on (nobody could change name, address or phone)', () => {
  const named = new Set(AREAS.flatMap((area) => flagsNamedBy(area).map(([, flag]) => flag)));

  it('knows the brand flags of the built areas: every one it lists is named by a manifest', () => {
    for (const flag of BUILT_AREA_FLAGS) expect(named.has(flag), flag).toBe(true);
  });

  it('has every flag a manifest names on for ad, hln and the demo magazine (issues 10–12), published and draft', () => {
    const brandFlagsNamed = [...named].filter((flag) => (BRAND_FLAG_NAMES as readonly string[]).includes(flag));
    for (const id of ['featureflagconfiguration', 'drafts.featureflagconfiguration']) {
      const document = dataset.find((doc) => doc._id === id) as Record<string, unknown>;
      for (const key of ['ad', 'hln', DEMO_MAGAZINE]) {
        const flags = document[key] as Record<string, boolean>;
        for (const flag of brandFlagsNamed) expect(flags[flag], `${id} ${key}.${flag}`).toBe(true);
      }
    }
  });

  it('has every built area on for every brand but qmnl (the everything-off brand), in the published and the draft copy', () => {
    for (const id of ['featureflagconfiguration', 'drafts.featureflagconfiguration']) {
      const document = dataset.find((doc) => doc._id === id) as Record<string, unknown>;
      const general = document['general'] as Record<string, boolean>;
      for (const flag of named) {
        if ((GENERAL_FLAG_NAMES as readonly string[]).includes(flag)) expect(general[flag], `${id} ${flag}`).toBe(true);
      }
      for (const key of BRAND_KEYS.filter((brand) => brand !== 'qmnl')) {
        const flags = document[key] as Record<string, boolean>;
        for (const flag of BUILT_AREA_FLAGS) expect(flags[flag], `${id} ${key}.${flag}`).toBe(true);
      }
    }
  });
});

describe('the planned areas (rows of the specification for areas not built yet)', () => {
  it('have no manifest yet: a built area takes its rows over', () => {
    for (const key of Object.keys(PLANNED_AREAS)) {
      expect(
        AREAS.map((area) => area.key),
        key,
      ).not.toContain(key);
      expect(existsSync(path.join(FEATURES, key, 'area.ts')), key).toBe(false);
    }
  });

  it('name no mutation the schema already has, and no route that has a page', () => {
    for (const area of Object.values<PlannedArea>(PLANNED_AREAS)) {
      for (const mutation of Object.keys(area.mutations)) expect(mutationFields.has(mutation), mutation).toBe(false);
      for (const excluded of area.excluded) expect(routeFor(excluded), excluded).toBeUndefined();
    }
  });
});

describe('the analytics route table, derived from the manifests and the planned areas', () => {
  it.each([
    ['/', 'Service'],
    ['/404', 'Error Pages'],
    ['/500', 'Error Pages'],
    ['/app-integration', 'App integration tool'],
    ['/abonnementen/delen', 'Shared access'],
    ['/abonnementen/delen/overzicht', 'Shared access'],
    ['/abonnementen/uitnodiging', 'Shared access'],
    ['/abonnementen/uitnodiging/abc123', 'Shared access'],
    ['/abonnementen', 'subscriptions'],
    ['/abonnementen/123', 'subscriptions'],
    ['/account', 'My Account'],
    ['/account/gegevens', 'My Account'],
    ['/account/sessies', 'My Account'],
    ['/account/e-mailadres', 'My Account'],
    ['/facturen', 'Invoices'],
    ['/login', 'login'],
    ['/onderhoud', 'maintenance'],
    ['/myaccount', 'Loading Pages'],
    ['/klantenservice/veelgestelde-vragen', 'FAQ'],
    ['/bezorgservice', 'delivery service'],
    ['/bezorgservice/klacht', 'delivery service'],
    ['/vakantieservice', 'holiday service'],
    ['/verhuisservice', 'moving service'],
    ['/betaalservice', 'payment service'],
    ['/betaalservice/wijzigen/status/ok', 'payment service'],
    ['/klantenservice/email', 'email service'],
    ['/klantenservice/contact', 'Contact'],
    ['/klantenservice/contact/formulier', 'Contact'],
  ])('labels %s as %s', (routePath, category) => {
    expect(routeCategory(routePath)).toBe(category);
  });

  it('ignores query, hash and a trailing slash, and labels any other path as unknown', () => {
    expect(routeCategory('/facturen/?jaar=2026#top')).toBe('Invoices');
    expect(routeCategory('/klantenservice')).toBe('Onbekend pad: /klantenservice');
    expect(routeCategory('/accountx')).toBe('Onbekend pad: /accountx');
    expect(routeCategory('/dev/mailbox')).toBe('Onbekend pad: /dev/mailbox');
  });

  it('gives every route the category its manifest declares', () => {
    for (const route of ROUTES) {
      expect(routeCategory(route.path), route.path).toBe(route.category ?? `Onbekend pad: ${route.path}`);
    }
  });

  it('counts an error page shown for a path as "Error Pages"', () => {
    expect(pageCategory({ path: '/facturen', errorStatus: 404 })).toBe('Error Pages');
    expect(pageCategory({ path: '/klantenservice/contact/app/basis-formulier' })).toBe('Contact');
  });

  it.each([
    '/bezorgservice/klacht',
    '/bezorgservice/app/klacht',
    '/bezorgservice/ad/12345',
    '/bezorgservice/app/ad/12345',
    '/abonnementen/uitnodiging/k3y',
    '/verhuisservice/doorgeven',
    '/verhuisservice/app/doorgeven',
    '/vakantieservice/doorgeven',
    '/vakantieservice/app/doorgeven',
    '/betaalservice/wijzigen',
    '/betaalservice/wijzigen/ad/12345',
    '/betaalservice/wijzigen/status/success',
    '/betaalservice/wijzigen/status/ideal/pending',
    '/klantenservice/contact/formulier',
    '/klantenservice/contact/app/basis-formulier',
  ])('excludes %s from screen views', (routePath) => {
    expect(isExcludedFromScreenView(routePath)).toBe(true);
  });

  it.each(['/', '/bezorgservice', '/abonnementen/uitnodiging', '/betaalservice/wijzigen/status', '/account'])(
    'keeps %s',
    (routePath) => {
      expect(isExcludedFromScreenView(routePath)).toBe(false);
    },
  );

  it('has the 14 excluded routes of the specification', () => {
    expect(excludedRoutePatterns).toHaveLength(14);
  });
});

describe('app routes and mutations', () => {
  it('offer apps only routes that have a page', () => {
    expect(APP_ROUTES.length).toBeGreaterThan(0);
    for (const route of APP_ROUTES) expect(routeFor(route), route).toBeDefined();
  });

  it('know each mutation once, with its name', () => {
    for (const [name, spec] of Object.entries(MUTATIONS)) expect(spec.name).toBe(name);
  });
});
