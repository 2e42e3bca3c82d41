/**
 * The portal's areas as data (DESIGN.md §4 "capabilities as data"): route, icon, label and the feature flag that
 * turns each on. The top navigation, the mobile menu and the service tiles all read these lists, so a flag that
 * is off removes an area everywhere at once.
 */
import type { BrandDocument } from '../content/queries/brand';
import type { FeatureFlags } from '../content/queries/feature-flags';
import type { SectionIcon } from './icons';

export interface NavigationItem {
  key: string;
  href: string;
  icon: SectionIcon;
  /** Translation key of the label. */
  labelKey: string;
  /** The brand flag that must be on for the item to exist; none means always there. */
  flag?: keyof FeatureFlags;
}

export const NAVIGATION: readonly NavigationItem[] = [
  { key: 'service', href: '/', icon: 'home', labelKey: 'nav.service' },
  {
    key: 'subscriptions',
    href: '/abonnementen',
    icon: 'newspaper',
    labelKey: 'nav.subscriptions',
    flag: 'isBrandSubscriptionsEnabled',
  },
  { key: 'invoices', href: '/facturen', icon: 'payment', labelKey: 'nav.invoices', flag: 'isInvoicesEnabled' },
  { key: 'account', href: '/account', icon: 'user', labelKey: 'nav.account' },
  {
    key: 'sessions',
    href: '/account/sessies',
    icon: 'user',
    labelKey: 'identity.sessions.nav',
    flag: 'isSessionOverviewEnabled',
  },
  { key: 'faq', href: '/klantenservice/veelgestelde-vragen', icon: 'info', labelKey: 'nav.faq', flag: 'isFAQEnabled' },
  {
    key: 'contact',
    href: '/klantenservice/contact',
    icon: 'comments',
    labelKey: 'nav.contact',
    flag: 'isContactEnabled',
  },
];

/**
 * The routes that exist in this build, as URL paths (`/abonnementen`, `/klantenservice/contact`). Dynamic
 * segments (`[id]`) are left out: a tile or menu item only links to a screen a visitor can open directly.
 */
export const EXISTING_ROUTES: ReadonlySet<string> = new Set(
  Object.keys(import.meta.glob('../pages/**/*.{astro,ts}'))
    .map((file) =>
      file
        .replace(/^\.\.\/pages/, '')
        .replace(/\.(astro|ts)$/, '')
        .replace(/\/index$/, ''),
    )
    .filter((route) => !route.includes('['))
    .map((route) => route || '/'),
);

/** The items a brand's flags allow whose screen exists in this build. */
export function navigationFor(
  flags: FeatureFlags | undefined,
  routes: ReadonlySet<string> = EXISTING_ROUTES,
): NavigationItem[] {
  return NAVIGATION.filter((item) => (!item.flag || Boolean(flags?.[item.flag])) && routes.has(item.href));
}

/** The item the path belongs to: the longest matching href (the root only matches itself). */
export function activeItem(items: readonly NavigationItem[], path: string): NavigationItem | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return items
    .filter((item) => (item.href === '/' ? clean === '/' : clean === item.href || clean.startsWith(`${item.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** A tile of the service page (specification §2 "service tiles"). */
export interface ServiceTileDefinition {
  key: string;
  /** The in-product screen of the area. */
  href: string;
  icon: SectionIcon;
  /** Translation keys of the title and the one-line description. */
  labelKey: string;
  descriptionKey: string;
  /** The brand flag that must be on for the tile to exist; none means always there. */
  flag?: keyof FeatureFlags;
  /** Until the screen exists: the FAQ category (slug) that answers the area's questions. */
  faqCategory?: string;
  /** Until the screen exists, or instead of it: a link of the brand document. */
  external?: (brand: BrandDocument, flags: FeatureFlags) => string | undefined;
}

export const SERVICE_TILES: readonly ServiceTileDefinition[] = [
  {
    key: 'subscriptions',
    href: '/abonnementen',
    icon: 'newspaper',
    labelKey: 'tile.subscriptions.title',
    descriptionKey: 'tile.subscriptions.description',
    flag: 'isBrandSubscriptionsEnabled',
    faqCategory: 'abonnement',
    external: (brand) => brand.subscriptionChangeLinkUrl,
  },
  {
    key: 'read-online',
    href: '/digitaal-lezen',
    icon: 'digital',
    labelKey: 'tile.readOnline.title',
    descriptionKey: 'tile.readOnline.description',
    flag: 'isBrandSubscriptionsEnabled',
    external: (brand) => brand.subscriptionReadOnlineUrl,
  },
  {
    key: 'delivery',
    href: '/bezorgservice',
    icon: 'truck',
    labelKey: 'tile.delivery.title',
    descriptionKey: 'tile.delivery.description',
    flag: 'isSubscriptionComplaintsEnabled',
    faqCategory: 'bezorging',
  },
  {
    key: 'holiday',
    href: '/vakantieservice',
    icon: 'home',
    labelKey: 'tile.holiday.title',
    descriptionKey: 'tile.holiday.description',
    flag: 'isSubscriptionHolidayEnabled',
    faqCategory: 'vakantie-en-verhuizen',
    external: (brand) => brand.holidayPauseCrossSellUrl,
  },
  {
    key: 'moving',
    href: '/verhuisservice',
    icon: 'home',
    labelKey: 'tile.moving.title',
    descriptionKey: 'tile.moving.description',
    flag: 'isSubscriptionMovingHouseEnabled',
    faqCategory: 'vakantie-en-verhuizen',
    external: (brand) => brand.changeAddressCrossSellUrl,
  },
  {
    key: 'invoices',
    href: '/facturen',
    icon: 'payment',
    labelKey: 'tile.invoices.title',
    descriptionKey: 'tile.invoices.description',
    flag: 'isInvoicesEnabled',
    faqCategory: 'betalen-en-facturen',
  },
  {
    key: 'payment',
    href: '/betaalservice',
    icon: 'payment',
    labelKey: 'tile.payment.title',
    descriptionKey: 'tile.payment.description',
    flag: 'isChangePaymentEnabled',
    faqCategory: 'betalen-en-facturen',
  },
  {
    key: 'shared-access',
    href: '/abonnementen/delen',
    icon: 'sharing',
    labelKey: 'tile.sharedAccess.title',
    descriptionKey: 'tile.sharedAccess.description',
    flag: 'isSharedAccessEnabled',
    faqCategory: 'abonnement-delen',
  },
  {
    key: 'newsletters',
    href: '/account/nieuwsbrieven',
    icon: 'newsletter',
    labelKey: 'tile.newsletters.title',
    descriptionKey: 'tile.newsletters.description',
    flag: 'isNewslettersEnabled',
    faqCategory: 'nieuwsbrieven',
  },
  {
    key: 'account',
    href: '/account',
    icon: 'user',
    labelKey: 'tile.account.title',
    descriptionKey: 'tile.account.description',
    faqCategory: 'account-en-inloggen',
  },
  {
    key: 'faq',
    href: '/klantenservice/veelgestelde-vragen',
    icon: 'info',
    labelKey: 'tile.faq.title',
    descriptionKey: 'tile.faq.description',
    flag: 'isFAQEnabled',
  },
  {
    key: 'contact',
    href: '/klantenservice/contact',
    icon: 'comments',
    labelKey: 'tile.contact.title',
    descriptionKey: 'tile.contact.description',
    // Specification §2: without in-product contact the brand's own contact page is the contact area.
    external: (brand, flags) => (flags.isContactEnabled ? undefined : brand.contactPageUrl),
  },
];

/** A tile as the service page shows it. */
export interface ServiceTile {
  key: string;
  href: string;
  icon: SectionIcon;
  labelKey: string;
  descriptionKey: string;
  /** True when the link leaves the portal. */
  external: boolean;
}

/**
 * The tiles of a brand: the areas its flags enable, each linking to its screen when that exists in this build,
 * otherwise to the area's FAQ category (when the FAQ exists and has that category), otherwise to the brand's
 * own link; an area with none of these is left out, so a tile is never a dead link.
 */
export function serviceTilesFor(opts: {
  flags: FeatureFlags;
  brand: BrandDocument;
  faqCategories: readonly string[];
  routes?: ReadonlySet<string>;
}): ServiceTile[] {
  const { flags, brand, faqCategories, routes = EXISTING_ROUTES } = opts;
  const faqOn = flags.isFAQEnabled && routes.has('/klantenservice/veelgestelde-vragen');
  const tiles: ServiceTile[] = [];
  for (const tile of SERVICE_TILES) {
    if (tile.flag && !flags[tile.flag]) continue;
    const override = tile.key === 'contact' ? tile.external?.(brand, flags) : undefined;
    let href: string | undefined;
    let external = false;
    if (override) {
      href = override;
      external = true;
    } else if (routes.has(tile.href)) {
      href = tile.href;
    } else if (tile.faqCategory && faqOn && faqCategories.includes(tile.faqCategory)) {
      href = `/klantenservice/veelgestelde-vragen#${tile.faqCategory}`;
    } else {
      href = tile.external?.(brand, flags);
      external = href !== undefined;
    }
    if (!href) continue;
    tiles.push({
      key: tile.key,
      href,
      icon: tile.icon,
      labelKey: tile.labelKey,
      descriptionKey: tile.descriptionKey,
      external,
    });
  }
  return tiles;
}
