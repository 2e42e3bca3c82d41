/**
 * The analytics route table of specification §2 as data: which category a screen belongs to, and which routes
 * send no screen-view event at all. Pure functions, shared by the server (page props) and the browser (dataLayer).
 */

/** Route prefix → analytics category, exactly as the specification lists them. */
export const ROUTE_CATEGORIES: ReadonlyArray<readonly [prefix: string, category: string]> = [
  ['/', 'Service'],
  ['/404', 'Error Pages'],
  ['/500', 'Error Pages'],
  ['/app-integration', 'App integration tool'],
  ['/abonnementen/delen', 'Shared access'],
  ['/abonnementen/uitnodiging', 'Shared access'],
  ['/abonnementen', 'subscriptions'],
  ['/account', 'My Account'],
  ['/facturen', 'Invoices'],
  ['/login', 'login'],
  ['/onderhoud', 'maintenance'],
  ['/myaccount', 'Loading Pages'],
  ['/klantenservice/veelgestelde-vragen', 'FAQ'],
  ['/bezorgservice', 'delivery service'],
  ['/vakantieservice', 'holiday service'],
  ['/verhuisservice', 'moving service'],
  ['/betaalservice', 'payment service'],
  ['/klantenservice/email', 'email service'],
  ['/klantenservice/contact', 'Contact'],
];

/** Routes that send no screen-view event; `[x]` is one path segment, `[...x]` one or more. */
export const EXCLUDED_ROUTES: readonly string[] = [
  '/bezorgservice/klacht',
  '/bezorgservice/app/klacht',
  '/bezorgservice/[brand_id]/[subscription_id]',
  '/bezorgservice/app/[brand_id]/[subscription_id]',
  '/abonnementen/uitnodiging/[invite_key]',
  '/verhuisservice/doorgeven',
  '/verhuisservice/app/doorgeven',
  '/vakantieservice/doorgeven',
  '/vakantieservice/app/doorgeven',
  '/betaalservice/wijzigen',
  '/betaalservice/wijzigen/[brand_id]/[subscription_id]',
  '/betaalservice/wijzigen/status/[...type]',
  '/klantenservice/contact/formulier',
  '/klantenservice/contact/app/basis-formulier',
];

/** Removes query, hash and a trailing slash (but keeps the root `/`). */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

function isUnder(path: string, prefix: string): boolean {
  if (prefix === '/') return path === '/';
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The analytics category of a path: the longest matching prefix of the route table (the root only matches
 * itself), otherwise `Onbekend pad: {path}`.
 */
export function routeCategory(path: string): string {
  const normalised = normalisePath(path);
  let best: readonly [string, string] | undefined;
  for (const row of ROUTE_CATEGORIES) {
    if (isUnder(normalised, row[0]) && (!best || row[0].length > best[0].length)) best = row;
  }
  return best ? best[1] : `Onbekend pad: ${normalised}`;
}

const excludedPatterns = EXCLUDED_ROUTES.map((route) => {
  const source = route
    .split('/')
    .map((segment) => {
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '[^/]+(?:/[^/]+)*';
      if (/^\[[^\]]+\]$/.test(segment)) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
});

/** True when the path is one of the routes excluded from screen-view analytics. */
export function isExcludedFromScreenView(path: string): boolean {
  const normalised = normalisePath(path);
  return excludedPatterns.some((pattern) => pattern.test(normalised));
}
