/**
 * Which feature flag switches each route area on (specification §2 routes, §3 per-brand flags). A route under a
 * switched-off area answers with the Dutch 404 page, never a broken screen: pages call {@link isRouteEnabled}
 * (or the middleware does for every route). The most specific prefix wins, so `/abonnementen/delen` follows the
 * shared-access flag and not the subscriptions flag.
 */
import type { FeatureFlags } from '../../content/queries/feature-flags';

export interface RouteFlag {
  /** A path prefix: matches the path itself and everything below it. */
  prefix: string;
  flag: keyof FeatureFlags;
}

export const ROUTE_FLAGS: readonly RouteFlag[] = [
  { prefix: '/abonnementen', flag: 'isBrandSubscriptionsEnabled' },
  { prefix: '/abonnementen/delen', flag: 'isSharedAccessEnabled' },
  { prefix: '/abonnementen/uitnodiging', flag: 'isSharedAccessEnabled' },
  { prefix: '/abonnementen/koppelen', flag: 'isBrandSubscriptionsLinkingEnabled' },
  { prefix: '/account/gegevens', flag: 'isBrandSubscriptionsPersonaliaEditingEnabled' },
  { prefix: '/account/nieuwsbrieven', flag: 'isNewslettersEnabled' },
  { prefix: '/account/telefoonnummer', flag: 'isPhoneNumberChallengeEnabled' },
  { prefix: '/facturen', flag: 'isInvoicesEnabled' },
  { prefix: '/bezorgservice', flag: 'isSubscriptionComplaintsEnabled' },
  { prefix: '/bezorgservice/app', flag: 'isAppSubscriptionComplaintsEnabled' },
  { prefix: '/vakantieservice', flag: 'isSubscriptionHolidayEnabled' },
  { prefix: '/vakantieservice/app', flag: 'isAppSubscriptionHolidayEnabled' },
  { prefix: '/verhuisservice', flag: 'isSubscriptionMovingHouseEnabled' },
  { prefix: '/verhuisservice/app', flag: 'isAppSubscriptionMovingHouseEnabled' },
  { prefix: '/betaalservice', flag: 'isChangePaymentEnabled' },
  { prefix: '/klantenservice/email', flag: 'isBrandSubscriptionsEmailEditingEnabled' },
  { prefix: '/klantenservice/veelgestelde-vragen', flag: 'isFAQEnabled' },
  { prefix: '/klantenservice/contact/formulier', flag: 'isContactFormEnabled' },
  { prefix: '/klantenservice/contact/app/basis-formulier', flag: 'isContactFormEnabled' },
];

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The flag that governs `path` (the longest matching prefix), or undefined for a route no flag names. */
export function flagForRoute(path: string): keyof FeatureFlags | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  let best: RouteFlag | undefined;
  for (const entry of ROUTE_FLAGS) {
    if (matches(clean, entry.prefix) && (!best || entry.prefix.length > best.prefix.length)) best = entry;
  }
  return best?.flag;
}

/**
 * Whether the brand's flags allow `path`. A route under an area is also closed when a broader area above it is
 * switched off (no shared access without subscriptions). Without flags (unknown host) nothing flagged is open.
 */
export function isRouteEnabled(path: string, flags: FeatureFlags | undefined): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  return ROUTE_FLAGS.filter((entry) => matches(clean, entry.prefix)).every((entry) => Boolean(flags?.[entry.flag]));
}
