/**
 * Source of the `sitealert` documents: short notices an editor shows at the top of one or more brands' portals
 * (specification §2 "site alerts", behind the general flag isSiteAlertsEnabled).
 */
import type { BrandKey } from '../../../brands/registry';

export interface SiteAlertSource {
  slug: string;
  brands: BrandKey[];
  /** The notification variants of specification §3. */
  variant: 'info' | 'warning' | 'success' | 'error';
  title: string;
  message: string;
}

export const SITE_ALERTS: SiteAlertSource[] = [
  {
    slug: 'abonnement-delen-ad',
    brands: ['ad'],
    variant: 'info',
    title: 'Nieuw: deel je digitale abonnement',
    message:
      'Met een digitaal abonnement nodig je nu tot drie meelezers uit. Je vindt het bij Abonnementen onder Delen.',
  },
  {
    slug: 'vernieuwde-omgeving-hln',
    brands: ['hln'],
    variant: 'info',
    title: 'Welkom in de vernieuwde Mijn Omgeving',
    message: 'Werkt iets niet zoals je verwacht? Laat het ons weten via de klantendienst.',
  },
];
