/**
 * The public origin of a brand's account host. Filled from ACCOUNT_HOST_TEMPLATE: `{key}` is the brand key,
 * `{domain}` the production host without its `mijn.` prefix, `{port}` ACCOUNT_HOST_PORT
 * (locally `http://login.ad.localhost:4323`; in production e.g. `https://login.{domain}` → `https://login.ad.nl`).
 * With an external OpenID provider (OIDC_ISSUER) the login entry point is the portal's own /api/auth/login.
 */
import type { BrandInfo } from '../brands/registry';
import { config, type ServerConfig } from './config';

export function accountHostOrigin(brand: BrandInfo, settings: ServerConfig = config()): string {
  const host = settings.ACCOUNT_HOST_TEMPLATE.replaceAll('{key}', brand.key)
    .replaceAll('{domain}', brand.host.replace(/^mijn\./, ''))
    .replaceAll('{port}', String(settings.ACCOUNT_HOST_PORT));
  return `${settings.ACCOUNT_HOST_PROTOCOL}://${host}`;
}

/** The portal's own origin for a brand: `http://{key}.localhost:{PORT}` locally, `https://{host}` in production. */
export function portalOrigin(brand: BrandInfo, settings: ServerConfig = config()): string {
  return settings.isProduction ? `https://${brand.host}` : `http://${brand.key}.localhost:${settings.PORT}`;
}
