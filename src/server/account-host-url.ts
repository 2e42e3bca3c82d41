/**
 * The public origin of a brand's account host and the sign-in entry point of a page.
 *
 * `accountHostOrigin` is filled from ACCOUNT_HOST_TEMPLATE: `{key}` is the brand key, `{domain}` the production host
 * without its `mijn.` prefix, `{port}` ACCOUNT_HOST_PORT (locally `http://login.ad.localhost:4323`; in production
 * e.g. `https://login.{domain}` → `https://login.ad.nl`).
 *
 * `signInUrl` is where a login link or an access redirect sends the browser: with the built-in account host the
 * specification's `{account host}/login?callback_url={path}`; with an external OpenID provider (OIDC_ISSUER) the
 * portal's own `/api/auth/login?callback_url={path}`, which starts the code flow at that provider. Setting
 * OIDC_ISSUER is therefore enough to move every login entry; no page names a host itself.
 */
import { BRAND_KEYS, BRANDS, type BrandInfo } from '../brands/registry';
import { loginUrl } from '../shared/login-url';
import { config, type ServerConfig } from './config';

export function accountHostOrigin(brand: BrandInfo, settings: ServerConfig = config()): string {
  const host = settings.ACCOUNT_HOST_TEMPLATE.replaceAll('{key}', brand.key)
    .replaceAll('{domain}', brand.host.replace(/^mijn\./, ''))
    .replaceAll('{port}', String(settings.ACCOUNT_HOST_PORT));
  return `${settings.ACCOUNT_HOST_PROTOCOL}://${host}`;
}

/** The portal's path that starts signing in at the configured provider. */
export const PORTAL_LOGIN_PATH = '/api/auth/login';

/**
 * Where signing in starts for a page at `currentPath` (path, query): the built-in account host's `/login`, or the
 * portal's `/api/auth/login` with an external provider. Both keep the rule: the current path as
 * `callback_url`, not added when already on `/login`.
 */
export function signInUrl(brand: BrandInfo, currentPath: string, settings: ServerConfig = config()): string {
  if (!settings.OIDC_ISSUER) return loginUrl(accountHostOrigin(brand, settings), currentPath);
  // Same origin as the page: a relative URL, so it holds on every host the brand answers on.
  const url = new URL(loginUrl('http://portal.invalid', currentPath));
  return `${PORTAL_LOGIN_PATH}${url.search}`;
}

/** The portal's origins, one per brand: the only sites a Studio address may be on. */
export function portalOrigins(settings: Pick<ServerConfig, 'isProduction' | 'PORT'> = config()): string[] {
  return BRAND_KEYS.map((key) => portalOrigin(BRANDS[key], settings));
}

/** The portal's own origin for a brand: `http://{key}.localhost:{PORT}` locally, `https://{host}` in production. */
export function portalOrigin(
  brand: BrandInfo,
  settings: Pick<ServerConfig, 'isProduction' | 'PORT'> = config(),
): string {
  return settings.isProduction ? `https://${brand.host}` : `http://${brand.key}.localhost:${settings.PORT}`;
}
