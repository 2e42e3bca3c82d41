/**
 * The payloads and answers of the REST endpoints that the portal answers itself
 * (src/pages/api/newsletter.ts, commercial-offerings.ts, pass.ts): the contract between the service client
 * (src/lib/service-client/endpoints.ts) and the domain services behind those routes.
 */

/** A newsletter of the brand, and whether the signed-in subscriber receives it. */
export interface NewsletterItem {
  /** Stable id within the brand (the CMS document's slug). */
  slug: string;
  title: string;
  description: string;
  frequency: string;
  subscribed: boolean;
}

export interface NewsletterList {
  newsletters: NewsletterItem[];
}

export interface NewsletterChange {
  slug: string;
  subscribed: boolean;
}

/** The ways a publisher may approach a subscriber with commercial offers. */
export const COMMERCIAL_CHANNELS = ['email', 'phone', 'post'] as const;
export type CommercialChannel = (typeof COMMERCIAL_CHANNELS)[number];

export interface CommercialOfferings {
  /** Per channel: true when the subscriber agreed to receive offers through it (opt-in, default false). */
  channels: Record<CommercialChannel, boolean>;
}

export interface CommercialOfferingChange {
  channel: CommercialChannel;
  optedIn: boolean;
}

/** The password change of the account area (src/pages/api/pass.ts): the current password and the new one. */
export interface PasswordChange {
  current_password: string;
  new_password: string;
}
