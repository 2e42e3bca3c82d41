/**
 * The portal as an OpenID Connect relying party (openid-client v6). Each brand talks to its own issuer — the
 * built-in account host `login.{key}.localhost:{port}` by default — and the discovered configuration is cached per
 * issuer and client. Setting OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET points every brand at an external
 * provider instead (`{key}` in the issuer or client id is replaced by the brand key).
 */
import * as client from 'openid-client';
import type { BrandInfo } from '../../brands/registry';
import { config } from '../config';
import { clientIdFor, clientSecretFor } from './client-credentials';

export { OIDC_SCOPE } from './client-credentials';
import { localFetch } from './local-fetch';
import { accountHostIssuer, isLocalHostname, portalOrigin } from './urls';

/** Overrides for tests and for running the portal on other ports than the configured ones. */
export interface OidcClientOptions {
  /** The portal's port (default config PORT). */
  portalPort?: number;
  /** The built-in account host's port (default config ACCOUNT_HOST_PORT). */
  accountHostPort?: number;
}

/** Everything the portal needs to know about its client registration on one brand. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  portalOrigin: string;
  /** `{portal origin}/api/auth/callback` */
  redirectUri: string;
  /** `{portal origin}/` */
  postLogoutRedirectUri: string;
  /** True when an external provider (OIDC_ISSUER) is configured. */
  external: boolean;
}

/** The client registration of a brand, from configuration; pure apart from reading config. */
export function oidcClientSettings(brand: BrandInfo, options: OidcClientOptions = {}): OidcClientSettings {
  const cfg = config();
  const origin = portalOrigin(brand, { port: options.portalPort ?? cfg.PORT, production: cfg.isProduction });
  const common = {
    portalOrigin: origin,
    redirectUri: `${origin}/api/auth/callback`,
    postLogoutRedirectUri: `${origin}/`,
  };
  if (cfg.OIDC_ISSUER) {
    if (!cfg.OIDC_CLIENT_ID || !cfg.OIDC_CLIENT_SECRET) {
      throw new Error('Invalid configuration:\n  OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with OIDC_ISSUER');
    }
    return {
      ...common,
      issuer: cfg.OIDC_ISSUER.replaceAll('{key}', brand.key),
      clientId: cfg.OIDC_CLIENT_ID.replaceAll('{key}', brand.key),
      clientSecret: cfg.OIDC_CLIENT_SECRET,
      external: true,
    };
  }
  return {
    ...common,
    issuer: accountHostIssuer(brand, {
      port: options.accountHostPort ?? cfg.ACCOUNT_HOST_PORT,
      template: cfg.ACCOUNT_HOST_TEMPLATE,
      protocol: cfg.ACCOUNT_HOST_PROTOCOL,
    }),
    clientId: clientIdFor(brand.key),
    clientSecret: clientSecretFor(brand.key, cfg.sessionSecret),
    external: false,
  };
}

/** The origin of a brand's sign-in provider (its issuer), or undefined when the configuration cannot name one. */
export function providerOrigin(brand: BrandInfo, options: OidcClientOptions = {}): string | undefined {
  // Every page asks (the silent sign-in check); the answer follows from the configuration, the brand and the ports.
  const key = [brand.key, options.portalPort, options.accountHostPort].join('\n');
  const known = providerOrigins.get(config());
  if (known?.has(key)) return known.get(key);
  let origin: string | undefined;
  try {
    origin = new URL(oidcClientSettings(brand, options).issuer).origin;
  } catch {
    origin = undefined;
  }
  const origins = known ?? new Map<string, string | undefined>();
  origins.set(key, origin);
  providerOrigins.set(config(), origins);
  return origin;
}

/** Per configuration (a test may load another), brand and ports: the provider's origin. */
const providerOrigins = new WeakMap<object, Map<string, string | undefined>>();

export interface BrandOidcClient extends OidcClientSettings {
  configuration: client.Configuration;
}

/** One discovery per issuer and client in a process: the module is loaded once (the server's one module graph). */
const cache = new Map<string, Promise<client.Configuration>>();

async function discover(settings: OidcClientSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  const execute: Array<(configuration: client.Configuration) => void> = [
    // The ID token arrives over plain HTTP locally, so its signature is checked against the provider's keys as well.
    client.enableNonRepudiationChecks,
  ];
  if (issuer.protocol === 'http:' && isLocalHostname(issuer.hostname)) execute.push(client.allowInsecureRequests);
  return client.discovery(
    issuer,
    settings.clientId,
    {
      client_secret: settings.clientSecret,
      redirect_uris: [settings.redirectUri],
      post_logout_redirect_uris: [settings.postLogoutRedirectUri],
      response_types: ['code'],
    },
    client.ClientSecretBasic(settings.clientSecret),
    { [client.customFetch]: localFetch, execute, timeout: 10 },
  );
}

/**
 * The relying-party configuration of a brand, discovered once per issuer and client. A failed discovery is not
 * cached, so the next sign-in tries again (the account host may simply have started later than the portal).
 */
export async function oidcClientFor(brand: BrandInfo, options: OidcClientOptions = {}): Promise<BrandOidcClient> {
  const settings = oidcClientSettings(brand, options);
  const key = [settings.issuer, settings.clientId, settings.redirectUri].join('\n');
  let pending = cache.get(key);
  if (!pending) {
    pending = discover(settings);
    cache.set(key, pending);
    pending.catch(() => {
      if (cache.get(key) === pending) cache.delete(key);
    });
  }
  return { ...settings, configuration: await pending };
}
