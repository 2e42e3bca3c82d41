/**
 * The server's registries derived from the area manifests: route flags, navigation, service tiles, prebuilt pages,
 * operation guards, and the one access check of every page.
 */
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandKey } from '../brands/registry';
import { brandDocument } from '../content/dataset/source/brands';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../content/dataset/source/feature-flags';
import { accountArea } from '../features/account/area';
import { internalArea } from '../features/internal/area';
import { platformArea } from '../features/platform/area';
import { sessionsArea } from '../features/sessions/area';
import type { FeatureFlags } from '../shared/feature-flags';
import {
  activeItem,
  isPageOpen,
  isPrebuiltPath,
  isRouteEnabled,
  lighthousePaths,
  navigationItems,
  navigationFor,
  operationGuards,
  pageGate,
  prebuiltPaths,
  prebuiltPageAllowed,
  routeFlagTable,
  ROUTES,
  serviceTilesFor,
  type GateContext,
  isSharedShellPath,
} from './areas';

const flagsOf = (key: BrandKey): FeatureFlags => ({ ...PUBLISHED_GENERAL_FLAGS, ...brandFlags(key) });

describe('route flags', () => {
  it('are the manifests’ routes with a flag, nothing of an area that is not built', () => {
    expect(routeFlagTable).toContainEqual(['/account/sessies', 'isSessionOverviewEnabled']);
    expect(routeFlagTable).toContainEqual(['/account/gegevens', 'isBrandSubscriptionsPersonaliaEditingEnabled']);
    expect(routeFlagTable).toContainEqual(['/abonnementen', 'isBrandSubscriptionsEnabled']);
    expect(routeFlagTable).toContainEqual(['/bezorgservice/app/klacht', 'isAppSubscriptionComplaintsEnabled']);
    expect(routeFlagTable).toContainEqual(['/betaalservice', 'isChangePaymentEnabled']);
    expect(routeFlagTable).toContainEqual(['/klantenservice/contact/formulier', 'isContactFormEnabled']);
    expect(routeFlagTable).toContainEqual(['/vakantieservice', 'isSubscriptionHolidayEnabled']);
    expect(routeFlagTable).toContainEqual(['/vakantieservice/app/doorgeven', 'isAppSubscriptionHolidayEnabled']);
    expect(routeFlagTable).toContainEqual(['/account/e-mailadres', 'isBrandSubscriptionsEmailEditingEnabled']);
    expect(routeFlagTable.map(([prefix]) => prefix)).not.toContain('/klantenservice/email');
    expect(routeFlagTable.map(([prefix]) => prefix)).not.toContain('/bestaat-niet');
  });

  it('close a route whose flag is off, and everything below it', () => {
    const qmnl = flagsOf('qmnl');
    expect(isRouteEnabled('/klantenservice/veelgestelde-vragen', qmnl)).toBe(false);
    expect(isRouteEnabled('/klantenservice/veelgestelde-vragen/iets', qmnl)).toBe(false);
    expect(isRouteEnabled('/account/gegevens', qmnl)).toBe(false);
    expect(isRouteEnabled('/', qmnl)).toBe(true);
    expect(isRouteEnabled('/account', qmnl)).toBe(true);
    expect(isRouteEnabled('/account/sessies', { ...flagsOf('ad'), isSessionOverviewEnabled: false })).toBe(false);
  });

  it('open the built areas for the demo brands, and nothing flagged without flags (unknown host)', () => {
    expect(isRouteEnabled('/account/gegevens', flagsOf('ad'))).toBe(true);
    expect(isRouteEnabled('/account/telefoonnummer', flagsOf('hln'))).toBe(true);
    expect(isRouteEnabled('/account/e-mailadres', flagsOf('vtmgo'))).toBe(true);
    expect(isRouteEnabled('/klantenservice/veelgestelde-vragen', undefined)).toBe(false);
    expect(isRouteEnabled('/login', undefined)).toBe(true);
  });

  it('say a page is open only when it exists and is switched on', () => {
    expect(isPageOpen('/account/gegevens', flagsOf('ad'))).toBe(true);
    expect(isPageOpen('/account/gegevens', flagsOf('qmnl'))).toBe(false);
    expect(isPageOpen('/abonnementen', flagsOf('ad'))).toBe(true);
    // A TV brand has no subscriptions; an area that is not built has no page anywhere.
    expect(isPageOpen('/abonnementen', flagsOf('vtmgo'))).toBe(false);
    expect(isPageOpen('/klantenservice/contact/formulier', flagsOf('hln'))).toBe(true);
    expect(isPageOpen('/klantenservice/contact/app/basis-formulier', flagsOf('mar'))).toBe(true);
    expect(isPageOpen('/klantenservice/contact/formulier', flagsOf('qmnl'))).toBe(false);
    expect(isPageOpen('/vakantieservice', flagsOf('ad'))).toBe(true);
    expect(isPageOpen('/vakantieservice/app/doorgeven', flagsOf('hln'))).toBe(true);
    // Magazines have no holiday service (the demo magazine mar has every area on).
    expect(isPageOpen('/vakantieservice', flagsOf('lbn'))).toBe(false);
    expect(isPageOpen('/vakantieservice', flagsOf('mar'))).toBe(true);
    expect(isPageOpen('/bestaat-niet', flagsOf('ad'))).toBe(false);
    // Writing by e-mail is public and has no flag of its own; the e-mail change moved to the account.
    expect(isPageOpen('/klantenservice/email', flagsOf('ad'))).toBe(true);
    expect(isPageOpen('/account/e-mailadres', flagsOf('ad'))).toBe(true);
    expect(isPageOpen('/account/e-mailadres', flagsOf('qmnl'))).toBe(false);
  });
});

describe('operation guards', () => {
  it('are the manifests’ guards: only operations that exist', () => {
    expect(operationGuards).toEqual({
      linkSubscription: 'isBrandSubscriptionsLinkingEnabled',
      unlinkSubscription: 'isBrandSubscriptionsLinkingEnabled',
      changeSubscriptionEmail: 'isBrandSubscriptionsEmailEditingEnabled',
      confirmSubscriptionEmail: 'isBrandSubscriptionsEmailEditingEnabled',
      updateSubscriptionPersonalia: 'isBrandSubscriptionsPersonaliaEditingEnabled',
      invoices: 'isInvoicesEnabled',
      sasOverview: 'isSharedAccessEnabled',
      sasInvite: 'isSharedAccessEnabled',
      sendInvite: 'isSharedAccessEnabled',
      revokeInvite: 'isSharedAccessEnabled',
      revokeCoReader: 'isSharedAccessEnabled',
      acceptInvite: 'isSharedAccessEnabled',
      deliveryComplaints: 'isSubscriptionComplaintsEnabled',
      deliveryComplaintSubscriptions: 'isSubscriptionComplaintsEnabled',
      complaintOptions: 'isSubscriptionComplaintsEnabled',
      submitDeliveryComplaint: 'isSubscriptionComplaintsEnabled',
      submitMovingHouseV2: 'isSubscriptionMovingHouseEnabled',
      lookupAddress: 'isSubscriptionMovingHouseEnabled',
      movingHouseOptions: 'isSubscriptionMovingHouseEnabled',
      movingHouseServicesOverview: 'isSubscriptionMovingHouseEventsOverviewEnabled',
      suspendDeliveryV2: 'isSubscriptionHolidayEnabled',
      submitTemporaryDeliveryAddressV2: 'isSubscriptionHolidayEnabled',
      holidayOptions: 'isSubscriptionHolidayEnabled',
      bringHolidayEndDateForward: 'isSubscriptionHolidayEnabled',
      holidayServicesOverview: 'isSubscriptionHolidayEventsOverviewEnabled',
      cancelTemporaryDeliveryAddressV2: 'isHolidayCancellationEnabled',
      cancelDeliverySuspensionV2: 'isHolidayCancellationEnabled',
      paymentOverview: 'isChangePaymentEnabled',
      changePaymentDirectDebit: 'isChangePaymentEnabled',
      startPaymentChange: 'isChangePaymentEnabled',
      updatePersonalInformation: 'isBrandSubscriptionsPersonaliaEditingEnabled',
      updateContactInformation: 'isBrandSubscriptionsPersonaliaEditingEnabled',
      changeEmail: 'isBrandSubscriptionsEmailEditingEnabled',
      confirmEmailChange: 'isBrandSubscriptionsEmailEditingEnabled',
      startPhoneNumberChallenge: 'isPhoneNumberChallengeEnabled',
      verifyPhoneNumber: 'isPhoneNumberChallengeEnabled',
      sessions: 'isSessionOverviewEnabled',
      sessionCount: 'isSessionOverviewEnabled',
      endSession: 'isSessionOverviewEnabled',
      endOtherSessions: 'isSessionOverviewEnabled',
      createContactFormUploadLink: 'isContactFormEnabled',
      submitContactForm: 'isContactFormEnabled',
    });
  });
});

describe('prebuilt pages', () => {
  it('are the manifests’ prebuilt routes', () => {
    expect([...prebuiltPaths].sort()).toEqual(
      [
        '/',
        '/404',
        '/500',
        '/klantenservice/contact',
        '/klantenservice/email',
        '/klantenservice/veelgestelde-vragen',
        '/login',
        '/onderhoud',
      ].sort(),
    );
    expect(isPrebuiltPath('/login/')).toBe(true);
    expect(isPrebuiltPath('/account')).toBe(false);
  });

  it('serve the contact page only while the brand has in-product contact (prebuilt: onlyWith)', () => {
    expect(prebuiltPageAllowed('/klantenservice/contact', flagsOf('ad'))).toBe(true);
    expect(prebuiltPageAllowed('/klantenservice/contact/', flagsOf('ad'))).toBe(true);
    expect(prebuiltPageAllowed('/klantenservice/contact', { ...flagsOf('ad'), isContactEnabled: false })).toBe(false);
    expect(prebuiltPageAllowed('/klantenservice/contact', flagsOf('qmnl'))).toBe(false);
    expect(prebuiltPageAllowed('/klantenservice/contact', undefined)).toBe(false);
    // Writing by e-mail follows the contact page: the brand's own contact page takes over without in-product contact.
    expect(prebuiltPageAllowed('/klantenservice/email', flagsOf('hln'))).toBe(true);
    expect(prebuiltPageAllowed('/klantenservice/email', { ...flagsOf('ad'), isContactEnabled: false })).toBe(false);
    expect(prebuiltPageAllowed('/klantenservice/email', flagsOf('qmnl'))).toBe(false);
    for (const path of ['/', '/onderhoud', '/login', '/404', '/500']) {
      expect(prebuiltPageAllowed(path, flagsOf('qmnl')), path).toBe(true);
    }
  });
});

describe('navigation', () => {
  it('lists the areas that have an entry, in the manifests’ order: only built areas, the main ones', () => {
    // The header has one line: the other areas are reached through the service page's tiles and the account page.
    expect(navigationItems.map((item) => item.key)).toEqual([
      'platform',
      'subscriptions',
      'account',
      'invoices',
      'faq',
      'contact',
    ]);
    expect(navigationItems.map((item) => item.href)).toEqual([
      '/',
      '/abonnementen',
      '/account',
      '/facturen',
      '/klantenservice/veelgestelde-vragen',
      '/klantenservice/contact',
    ]);
  });

  it('leaves out an area whose flag is off', () => {
    expect(navigationFor(flagsOf('ad')).map((item) => item.key)).toEqual(navigationItems.map((item) => item.key));
    const qmnl = navigationFor(flagsOf('qmnl')).map((item) => item.key);
    expect(qmnl).toEqual(['platform', 'account']);
    expect(navigationFor(undefined).map((item) => item.key)).toEqual(['platform', 'account']);
  });

  it('marks the item of the current path, the most specific one, the root only on the root', () => {
    expect(activeItem(navigationItems, '/account/gegevens')?.key).toBe('account');
    expect(activeItem(navigationItems, '/account/sessies')?.key).toBe('account');
    expect(activeItem(navigationItems, '/abonnementen/delen')?.key).toBe('subscriptions');
    expect(activeItem(navigationItems, '/')?.key).toBe('platform');
    expect(activeItem(navigationItems, '/onbekend')).toBeUndefined();
  });
});

describe('service tiles (a tile never leads to a screen that does not exist)', () => {
  it('are the tiles of the built areas a brand has on, each linking to its screen', () => {
    const tiles = serviceTilesFor(flagsOf('ad'), brandDocument(BRANDS.ad));
    expect(tiles).toEqual([
      expect.objectContaining({ key: 'subscriptions', href: '/abonnementen', external: false }),
      expect.objectContaining({ key: 'account', href: '/account', external: false }),
      expect.objectContaining({ key: 'invoices', href: '/facturen', external: false }),
      expect.objectContaining({ key: 'shared-access', href: '/abonnementen/delen', external: false }),
      expect.objectContaining({ key: 'delivery', href: '/bezorgservice', external: false }),
      expect.objectContaining({ key: 'holiday', href: '/vakantieservice', external: false }),
      expect.objectContaining({ key: 'moving', href: '/verhuisservice', external: false }),
      expect.objectContaining({ key: 'payment', href: '/betaalservice', external: false }),
      expect.objectContaining({ key: 'newsletters', href: '/account/nieuwsbrieven', external: false }),
      expect.objectContaining({ key: 'faq', href: '/klantenservice/veelgestelde-vragen', external: false }),
      expect.objectContaining({ key: 'contact', href: '/klantenservice/contact', external: false }),
    ]);
    for (const tile of tiles) expect(isPageOpen(tile.href, flagsOf('ad')), tile.href).toBe(true);
  });

  it('send qmnl (everything off) to its own contact page and show no switched-off area', () => {
    const tiles = serviceTilesFor(flagsOf('qmnl'), brandDocument(BRANDS.qmnl));
    expect(tiles.map((tile) => tile.key)).toEqual(['account', 'contact']);
    expect(tiles[1]).toMatchObject({ href: 'https://www.qmusic.nl/klantenservice', external: true });
  });

  it('link only to pages of this build that are open, on every brand', () => {
    for (const key of Object.keys(BRANDS) as BrandKey[]) {
      for (const tile of serviceTilesFor(flagsOf(key), brandDocument(BRANDS[key]))) {
        if (!tile.external) expect(isPageOpen(tile.href, flagsOf(key)), `${key} ${tile.href}`).toBe(true);
      }
    }
  });
});

describe('pageGate: the one access check of a page', () => {
  function astro(locals: Partial<GateContext['locals']>, path: string) {
    const calls: string[] = [];
    const context: GateContext = {
      locals: { preview: false, ...locals },
      url: new URL(`http://ad.localhost:4321${path}`),
      rewrite: (to) => {
        calls.push(`rewrite ${to}`);
        return new Response(null, { status: 404 });
      },
      redirect: (to) => {
        calls.push(`redirect ${to}`);
        return new Response(null, { status: 302, headers: { location: to } });
      },
    };
    return { context, calls };
  }
  const account = { id: 'a-1', sessionId: 's-1', email: 'jan@example.nl', deletionPending: false };

  it('answers the 404 page for an unknown host and for a route the brand’s flags switch off', async () => {
    const unknown = astro({}, '/account/sessies');
    expect(await pageGate(unknown.context, sessionsArea.routes.overview)).toBeInstanceOf(Response);
    expect(unknown.calls).toEqual(['rewrite /404']);
    const off = astro(
      { brand: BRANDS.ad, flags: { ...flagsOf('ad'), isSessionOverviewEnabled: false }, account },
      '/account/sessies',
    );
    await pageGate(off.context, sessionsArea.routes.overview);
    expect(off.calls).toEqual(['rewrite /404']);
  });

  it('sends a visitor without a session to sign in and back, path and query', async () => {
    const { context, calls } = astro({ brand: BRANDS.ad, flags: flagsOf('ad') }, '/account/gegevens?tab=adres');
    const gate = await pageGate(context, accountArea.routes.details);
    expect(gate).toBeInstanceOf(Response);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^redirect .*callback_url=%2Faccount%2Fgegevens%3Ftab%3Dadres/);
  });

  it('lets a signed-in subscriber through with brand, flags and account', async () => {
    const { context, calls } = astro({ brand: BRANDS.ad, flags: flagsOf('ad'), account }, '/account/sessies');
    const gate = await pageGate(context, sessionsArea.routes.overview);
    expect(gate).toEqual({ brand: BRANDS.ad, flags: flagsOf('ad'), account });
    expect(calls).toEqual([]);
  });

  it('opens a public route to anyone, a preview route only in preview', async () => {
    const visitor = astro({ brand: BRANDS.ad, flags: flagsOf('ad') }, '/');
    expect(await pageGate(visitor.context, platformArea.routes.service)).not.toBeInstanceOf(Response);
    const editorsOnly = astro({ brand: BRANDS.ad, flags: flagsOf('ad') }, '/redactie/publicatie');
    expect(await pageGate(editorsOnly.context, internalArea.routes.publication)).toBeInstanceOf(Response);
    const editor = astro({ brand: BRANDS.ad, flags: flagsOf('ad'), preview: true }, '/redactie/publicatie');
    expect(await pageGate(editor.context, internalArea.routes.publication)).not.toBeInstanceOf(Response);
  });
});

describe('the pages the bench scores', () => {
  it('are the routes the manifests mark, signed out and signed in, never an app variant', () => {
    const signedOut = lighthousePaths('signedOut');
    const signedIn = lighthousePaths('signedIn');
    expect(signedOut).toEqual(['/', '/klantenservice/veelgestelde-vragen', '/klantenservice/contact', '/login']);
    expect(signedIn).toContain('/account');
    expect(signedIn).toContain('/klantenservice/veelgestelde-vragen');
    expect(signedIn).toHaveLength(21);
    const appVariants = new Set(ROUTES.filter((route) => route.key.endsWith('.app')).map((route) => route.path));
    expect([...signedOut, ...signedIn].filter((path) => appVariants.has(path))).toEqual([]);
  });
});

describe('isSharedShellPath: the routes whose page is kept for every subscriber', () => {
  it('follows the manifests: the invoices and the account overview are, the newsletters and a prebuilt page are not', () => {
    expect(isSharedShellPath('/facturen')).toBe(true);
    expect(isSharedShellPath('/account')).toBe(true);
    expect(isSharedShellPath('/account/nieuwsbrieven')).toBe(false);
    expect(isSharedShellPath('/klantenservice/veelgestelde-vragen')).toBe(false);
    expect(isSharedShellPath('/bestaat-niet')).toBe(false);
  });
});
