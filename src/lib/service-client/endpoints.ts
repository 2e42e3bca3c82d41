/**
 * The services of specification §7 that the portal answers itself, as typed endpoints for the service client.
 * The payload and result types are the contract of the routes in src/pages/api/.
 */
import { endpoint } from './client';

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

export const newsletterService = {
  /** The brand's newsletters with the subscriber's choice. */
  list: endpoint<void, NewsletterList>('GET', '/api/newsletter'),
  /** Subscribes to or unsubscribes from one newsletter; answers the updated list. */
  change: endpoint<NewsletterChange & Record<string, unknown>, NewsletterList>('PUT', '/api/newsletter'),
};

export const commercialOfferingService = {
  get: endpoint<void, CommercialOfferings>('GET', '/api/commercial-offerings'),
  /** Changes one channel; answers the updated choices. */
  change: endpoint<CommercialOfferingChange & Record<string, unknown>, CommercialOfferings>(
    'PUT',
    '/api/commercial-offerings',
  ),
};

export const passService = {
  /** Changes the password; 204 on success, 422 with violations when the current password is wrong or the new weak. */
  change: endpoint<PasswordChange & Record<string, unknown>, void>('POST', '/api/pass'),
};

export const logoutService = {
  /** Ends the portal session and the account host's; the answer redirects to the account host. */
  logout: endpoint<void, unknown>('POST', '/api/logout'),
};
