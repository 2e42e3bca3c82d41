/**
 * Source of the `knownDelay` documents: delivery delays customer service already knows about, which the
 * delivery service shows before the complaint form (brand flag isKnownDelaysEnabled), for the brands listed and
 * between `validFrom` and `validUntil` (calendar dates of the brand's country, both included).
 */
import type { BrandKey } from '../../../brands/registry';

export interface KnownDelaySource {
  slug: string;
  brands: BrandKey[];
  title: { nl: string; be?: string };
  message: { nl: string; be?: string };
  /** YYYY-MM-DD */
  validFrom: string;
  /** YYYY-MM-DD */
  validUntil: string;
}

export const KNOWN_DELAYS: KnownDelaySource[] = [
  {
    slug: 'wegwerkzaamheden-utrecht-ad',
    brands: ['ad'],
    title: { nl: 'Later bezorgd in de regio Utrecht' },
    message: {
      nl: 'Door wegwerkzaamheden kan je krant in de regio Utrecht tot een uur later worden bezorgd. Ligt je krant er om 9.00 uur nog niet, meld het dan hieronder.',
    },
    validFrom: '2025-01-01',
    validUntil: '2030-12-31',
  },
  {
    slug: 'drukkerij-hln',
    brands: ['hln'],
    title: { nl: 'Later geleverd door een storing in de drukkerij' },
    message: {
      nl: 'Door een storing in de drukkerij kan je krant later geleverd worden. Ligt je krant er om 9.00 uur nog niet, meld het dan hieronder.',
    },
    validFrom: '2025-01-01',
    validUntil: '2030-12-31',
  },
];
