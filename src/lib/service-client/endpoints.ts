/**
 * The services that the portal answers itself, as typed endpoints for the service client.
 * The payload and result types (src/shared/rest-endpoints.ts) are the contract of the routes in src/pages/api/.
 */
import type {
  CommercialOfferingChange,
  CommercialOfferings,
  NewsletterChange,
  NewsletterList,
  PasswordChange,
} from '../../shared/rest-endpoints';
import type { AccountDeletionRequest, AccountDeletionState } from '../../shared/account-deletion';
import { endpoint } from './client';

export * from '../../shared/rest-endpoints';

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

export const accountDeletionService = {
  /** Mails a deletion code, asks for the deletion (password or code) or cancels it; answers the open request. */
  act: endpoint<AccountDeletionRequest & Record<string, unknown>, AccountDeletionState>(
    'POST',
    '/api/account-deletion',
  ),
};
