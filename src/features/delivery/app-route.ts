/**
 * The route an app variant is gated as: the main route's access and category with the variant's path, page and app
 * flag (the main route's flag still applies through its path prefix, see isRouteEnabled of ../areas.ts).
 */
import type { Route } from '../../shared/area';

export function appRoute<R extends Route>(route: R): R {
  const variant = route.appVariant;
  if (!variant) throw new Error(`Route ${route.key} has no app variant.`);
  return { ...route, path: variant.path, page: variant.page, flag: variant.flag ?? route.flag, inApp: true };
}
