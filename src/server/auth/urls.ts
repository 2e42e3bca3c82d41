/**
 * Where things live in the sign-in flow: the portal origin of a brand, its account host and issuer, and the
 * validation of `callback_url`. Both the account host and the portal use these functions, so the registered
 * redirect URIs and the ones the portal sends can never drift apart.
 */
import { BRAND_KEYS, BRANDS, type BrandInfo } from '../../brands/registry';
import { safeRedirectTarget } from '../../shared/safe-path';

/** True for `localhost`, `*.localhost` and loopback addresses: hosts that are only reachable on this machine. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export interface PortalOriginOptions {
  /** The portal's port locally (config PORT, default 4321). */
  port: number;
  /** In production the portal answers on the brand's own host over HTTPS. */
  production: boolean;
}

/** The portal origin of a brand: `http://{key}.localhost:{port}` locally, `https://{brand.host}` in production. */
export function portalOrigin(brand: BrandInfo, options: PortalOriginOptions): string {
  return options.production ? `https://${brand.host}` : `http://${brand.key}.localhost:${options.port}`;
}

export interface AccountHostOptions {
  /** The port the account host is reached on (ACCOUNT_HOST_PORT). */
  port: number;
  /** ACCOUNT_HOST_TEMPLATE: `{key}`, `{port}` and `{domain}` (the brand host without `mijn.`) are filled in. */
  template: string;
  /** ACCOUNT_HOST_PROTOCOL: the scheme of the account host's public URL. */
  protocol: 'http' | 'https';
}

/** The `host[:port]` of a brand's account host, e.g. `login.ad.localhost:4323`. */
export function accountHostAuthority(brand: BrandInfo, options: AccountHostOptions): string {
  return options.template
    .replaceAll('{key}', brand.key)
    .replaceAll('{port}', String(options.port))
    .replaceAll('{domain}', brand.host.replace(/^mijn\./, ''))
    .toLowerCase();
}

/** The issuer (and public origin) of a brand's account host, e.g. `http://login.ad.localhost:4323`. */
export function accountHostIssuer(brand: BrandInfo, options: AccountHostOptions): string {
  return `${options.protocol}://${accountHostAuthority(brand, options)}`;
}

/**
 * The brand whose account host a `Host` value names, or undefined. The comparison is exact (port included), so a
 * request can only reach the provider whose issuer it actually addressed.
 */
export function brandFromAccountHost(
  host: string | null | undefined,
  options: AccountHostOptions,
): BrandInfo | undefined {
  if (!host) return undefined;
  const wanted = host.trim().toLowerCase();
  const key = BRAND_KEYS.find((candidate) => accountHostAuthority(BRANDS[candidate], options) === wanted);
  return key ? BRANDS[key] : undefined;
}

/**
 * The path to return to after signing in: the shared same-site sanitiser ({@link safeRedirectTarget}), with API
 * routes refused too (returning to the login route itself or logout after signing in is never what the user
 * wants). Everything else becomes `/`, so the sign-in flow can never be used as an open redirect.
 */
export function safeCallbackPath(value: unknown): string {
  return safeRedirectTarget(value, { refuse: ['/api'] });
}
