/**
 * Source of the `sitealert` documents: short notices an editor shows at the top of one or more brands' portals
 * (behind the general flag isSiteAlertsEnabled).
 */
import type { BrandKey } from '../../../brands/registry';

export interface SiteAlertSource {
  slug: string;
  brands: BrandKey[];
  /** The notification variants. */
  variant: 'info' | 'warning' | 'success' | 'error';
  title: string;
  message: string;
}

export const SITE_ALERTS: SiteAlertSource[] = [
  {
    // Announces only what exists: the account screens, switched on for every demo brand.
    slug: 'gegevens-wijzigen-ad',
    brands: ['ad'],
    variant: 'info',
    title: 'Nieuw: wijzig je gegevens zelf',
    message: 'Je naam, adres en telefoonnummer pas je nu zelf aan onder Mijn account.',
  },
  {
    slug: 'vernieuwde-omgeving-hln',
    brands: ['hln'],
    variant: 'info',
    title: 'Welkom in de vernieuwde Mijn Omgeving',
    message: 'Werkt iets niet zoals je verwacht? Laat het ons weten via de klantendienst.',
  },
];
