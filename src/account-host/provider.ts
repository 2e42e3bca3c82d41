/**
 * One oidc-provider `Provider` per brand account host. All of them share the storage adapter (`oidc_payloads`) and
 * the signing keys; each knows exactly one client, the brand's portal (`mijn-{key}`), whose consent is implicit.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Provider, type KoaContextWithOIDC, type ProviderConfiguration } from 'oidc-provider';
import { z } from 'zod';
import type { BrandInfo } from '../brands/registry';
import type { Translate } from '../i18n/translate';
import type { Db } from '../server/db/client';
import { accounts } from '../server/db/schema';
import { clientIdFor, clientSecretFor, OIDC_SCOPE } from '../server/auth/client-credentials';
import { SESSION_TTL_MS } from '../server/domain/sessions/rules';
import { log } from '../server/log';
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from '../server/service-unavailable';
import {
  accountHostIssuer,
  portalOrigin,
  type AccountHostOptions,
  type PortalOriginOptions,
} from '../server/auth/urls';
import { drizzleAdapterFactory } from './adapter';
import type { SigningKeySet } from './jwks';
import type { RenderContext } from './render';
import type { PageInput } from './pages';

export interface BrandProviderOptions {
  db: Db;
  signingKeys: SigningKeySet;
  sessionSecret: string;
  accountHost: AccountHostOptions;
  portal: PortalOriginOptions;
  /** The translator of the brand's pages. */
  translator: (brand: BrandInfo | undefined) => Promise<Translate>;
  /** Renders a page (render.tsx's renderPage, loaded by the server once Node can take the pages' CSS imports). */
  render: (input: PageInput, context: RenderContext) => string;
}

const uuidSchema = z.uuid();

/**
 * The claims of an account: the OIDC `sub` is the account id; e-mail address and names come with their scopes. Every
 * address here is verified (registration confirms it with a code, a change with a link to the new address), so
 * `email_verified` is true — a portal that treats this host as an external provider may link accounts by it.
 */
export async function accountClaims(db: Db, sub: string) {
  const id = uuidSchema.safeParse(sub);
  if (!id.success) return undefined;
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, id.data))
    .limit(1);
  if (!account) return undefined;
  return {
    sub: account.id,
    email: account.email,
    email_verified: true,
    ...(account.firstName ? { given_name: account.firstName } : {}),
    ...(account.lastName ? { family_name: account.lastName } : {}),
  };
}

/** The provider's cookie signing key, derived from the session secret so every instance agrees on it. */
function cookieKey(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('account-host-cookies').digest('base64url');
}

/** The log line of every 503 the account host answers for its database, with the error that caused it. */
export const ACCOUNT_HOST_UNAVAILABLE_LINE = '[account-host] database: no answer in time, 503';

/**
 * 503 with Retry-After: the database did not answer (src/server/service-unavailable.ts). One log line names the
 * error, as for the host's own routes (server.ts).
 */
function answerUnavailable(ctx: KoaContextWithOIDC, error: unknown): void {
  if (ctx.status !== 503) log.warn({ err: error, path: ctx.originalUrl.split('?')[0] }, ACCOUNT_HOST_UNAVAILABLE_LINE);
  ctx.status = 503;
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  ctx.set('Cache-Control', 'no-store');
}

/** Builds the provider of one brand's account host. */
export function createBrandProvider(brand: BrandInfo, options: BrandProviderOptions): Provider {
  const issuer = accountHostIssuer(brand, options.accountHost);
  const portal = portalOrigin(brand, options.portal);
  const clientId = clientIdFor(brand.key);
  const sessionTtlSeconds = SESSION_TTL_MS / 1000;
  const home = (t: Translate) => ({ href: `${portal}/`, label: t('identity.host.backToSite', { brand: brand.name }) });
  const context = async () => ({ brand, portal, t: await options.translator(brand) });

  const configuration: ProviderConfiguration = {
    adapter: drizzleAdapterFactory(options.db),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecretFor(brand.key, options.sessionSecret),
        client_name: `Mijn Omgeving ${brand.name}`,
        redirect_uris: [`${portal}/api/auth/callback`],
        post_logout_redirect_uris: [`${portal}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: options.signingKeys,
    cookies: {
      keys: [cookieKey(options.sessionSecret)],
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: OIDC_SCOPE.split(' '),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // The portal reads e-mail address and names straight from the ID token; no second round trip to userinfo needed.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // The portal asks for `sid` in the ID token with it: the link between its session and this one, so that ending
      // a portal session ends the browser's session here too (src/server/domain/identity/).
      claimsParameter: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = options.render({ page: 'logout', props: { form } }, await context());
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          const page = await context();
          ctx.type = 'html';
          ctx.body = options.render(
            {
              page: 'message',
              props: { title: page.t('identity.logout.doneTitle'), message: page.t('logout.done'), link: home(page.t) },
            },
            page,
          );
        },
      },
    },
    interactions: {
      url: async (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string) => {
      const claims = await accountClaims(options.db, sub);
      if (!claims) return undefined;
      return { accountId: claims.sub, claims: async () => claims };
    },
    // First-party client: consent is implicit, so a grant for our scopes is created the moment one is needed.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope(OIDC_SCOPE);
      await grant.save();
      return grant;
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error?: string }, error?: unknown) => {
      const page = await context();
      ctx.type = 'html';
      // A database that is down: the portal's "try again shortly" answer, not a failed sign-in.
      if (isServiceUnavailable(error)) {
        answerUnavailable(ctx, error);
        ctx.body = options.render(
          {
            page: 'message',
            props: {
              title: page.t('serviceUnavailable.title'),
              message: page.t('serviceUnavailable.body'),
              // The same address on this host (one leading slash: `//host` would be another site).
              link: { href: `/${ctx.originalUrl.replace(/^[/\\]+/, '')}`, label: page.t('pageReloadButtonLabel') },
            },
          },
          page,
        );
        return;
      }
      ctx.body = options.render(
        {
          page: 'message',
          props: {
            title: page.t('identity.host.errorTitle'),
            message: page.t('identity.host.flowErrorMessage'),
            link: home(page.t),
          },
        },
        page,
      );
      // Logged for support; never shown, so error details cannot leak to the page.
      log.warn({ brand: brand.key, error: out.error ?? 'error' }, '[account-host] flow error');
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: sessionTtlSeconds,
      Grant: sessionTtlSeconds,
    },
  };

  const provider = new Provider(issuer, configuration);
  // The HTTP server in front sanitises Host and X-Forwarded-Proto before the provider sees them.
  provider.proxy = true;
  // The JSON endpoints (token, userinfo) answer a database that is down with 503 and Retry-After as well; the event
  // comes after the provider set its 500 and before the answer goes out.
  provider.on('server_error', (ctx, error) => {
    if (isServiceUnavailable(error)) answerUnavailable(ctx as KoaContextWithOIDC, error);
  });
  // A path nobody answers gets the host's Dutch 404 page, not Koa's bare English "Not Found".
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    const page = await context();
    ctx.status = 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = options.render(
      {
        page: 'message',
        props: {
          title: page.t('identity.host.notFoundTitle'),
          message: page.t('identity.host.notFoundMessage'),
          link: home(page.t),
        },
      },
      page,
    );
  });
  return provider;
}
