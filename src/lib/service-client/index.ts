/** The service client: `services.call(newsletterService.list)`. */
import { createServiceClient, type ServiceClient } from './client';

export * from './client';
export * from './endpoints';
export * from './errors';
export { violationMessages } from './messages';

let shared: ServiceClient | undefined;

/** The page's service client (same origin, monitoring reporter). */
export function services(): ServiceClient {
  shared ??= createServiceClient();
  return shared;
}
