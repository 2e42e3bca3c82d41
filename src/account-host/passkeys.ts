/**
 * Passkeys on the account host (the rules are src/server/domain/identity/passkeys.ts):
 *
 * - `GET  /toegangssleutels`                    → the account's passkeys on this host: list, add, remove
 * - `POST /toegangssleutels/opties`             → JSON: the options for adding one (with its name)
 * - `POST /toegangssleutels`                    → JSON: the browser's answer; stores the passkey
 * - `POST /toegangssleutels/{id}/verwijderen`   → removes one (a plain form)
 * - `POST /interaction/{uid}/toegangssleutel/opties` → JSON: the options for signing in (button and autofill)
 * - `POST /interaction/{uid}/toegangssleutel`   → JSON: the answer; signs in and says where the flow continues (for
 *   an account that waits for its deletion: the page that offers "Verwijdering intrekken" first, as every sign-in)
 *
 * Managing passkeys needs a fresh sign-in here: the browser's session at this host (its cookie) must be at most
 * {@link FRESH_SIGN_IN_SECONDS} old. An older one — or none — is sent through the portal's sign-in with `max_age=0`,
 * which makes the host ask again, and back. The relying party is this host: its hostname and origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Provider } from 'oidc-provider';
import type { BrandInfo } from '../brands/registry';
import type { Translate } from '../i18n/translate';
import { accountHostIssuer, type AccountHostOptions } from '../server/auth/urls';
import type { Db } from '../server/db/client';
import { accounts } from '../server/db/schema';
import {
  authenticationResponseSchema,
  listPasskeys,
  MAX_PASSKEYS_PER_ACCOUNT,
  PASSKEY_NAME_MAX_LENGTH,
  passkeyNameSchema,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  registrationResponseSchema,
  removePasskey,
  verifyPasskeySignIn,
  type RelyingParty,
} from '../server/domain/identity/passkeys';
import { PASSKEYS_HOST_PATH, PORTAL_PASSKEYS_PATH } from '../shared/passkeys';
import { PASSKEY_CHALLENGE_POLICY, type RateLimitStore } from '../server/ports/rate-limit';
import { readForm, readJson, sendHtml, sendJson, sendRedirect } from './http';
import type { PageInput } from './pages';
import type { PasskeyListItem, PasskeysPageProps } from './pages/passkeys-page';
import type { RenderContext } from './render';

/** How old the browser's sign-in here may be for managing passkeys. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;
/** The management page's path on the account host (the portal's PORTAL_PASSKEYS_PATH leads here). */
export const PASSKEYS_PATH = PASSKEYS_HOST_PATH;

export interface PasskeyRequest extends RenderContext {
  req: IncomingMessage;
  res: ServerResponse;
  brand: BrandInfo;
  t: Translate;
  /** The brand portal's origin. */
  portal: string;
}

export interface PasskeyHostDeps {
  db: Db;
  limiter: RateLimitStore;
  accountHost: () => AccountHostOptions;
  render: (input: PageInput, context: RenderContext) => string;
  /**
   * Asked once a passkey proved the sign-in of `accountId` in interaction `uid`, before it is finished: a page the
   * sign-in must pass first (an account that waits for its deletion chooses to cancel it), or undefined to finish.
   */
  beforeSignIn?: (uid: string, accountId: string) => Promise<string | undefined>;
}

/** The relying party of a brand's account host: its hostname and origin. */
export function relyingPartyOf(brand: BrandInfo, accountHost: AccountHostOptions): RelyingParty {
  const origin = new URL(accountHostIssuer(brand, accountHost)).origin;
  return { id: new URL(origin).hostname, name: brand.name, origin };
}

/** Where a stale or missing sign-in goes: the portal's sign-in with `max_age=0`, back to the portal's page. */
export function freshSignInUrl(portal: string): string {
  return `${portal}/api/auth/login?callback_url=${encodeURIComponent(PORTAL_PASSKEYS_PATH)}&fresh=1`;
}

/** True when a post comes from this host's own pages (a form or script of another site never does). */
function sameOrigin(req: IncomingMessage, rp: RelyingParty): boolean {
  return req.headers.origin === rp.origin;
}

function dateText(date: Date, brand: BrandInfo): string {
  return new Intl.DateTimeFormat(brand.country === 'be' ? 'nl-BE' : 'nl-NL', {
    dateStyle: 'long',
    timeZone: brand.country === 'be' ? 'Europe/Brussels' : 'Europe/Amsterdam',
  }).format(date);
}

export function passkeyHost(deps: PasskeyHostDeps) {
  const { db, limiter } = deps;
  const rpOf = (ctx: PasskeyRequest) => relyingPartyOf(ctx.brand, deps.accountHost());
  const page = (ctx: PasskeyRequest, status: number, props: PasskeysPageProps) =>
    sendHtml(ctx.res, status, deps.render({ page: 'passkeys', props }, ctx));

  /** The account signed in at this host in this browser, and whether that sign-in is fresh. */
  async function signedIn(ctx: PasskeyRequest, provider: Provider) {
    const session = await provider.Session.get({ req: ctx.req, res: ctx.res });
    if (!session.accountId) return undefined;
    const [account] = await db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, session.accountId))
      .limit(1);
    if (!account) return undefined;
    const age = Math.floor(Date.now() / 1000) - (session.loginTs ?? 0);
    return { ...account, fresh: age >= 0 && age <= FRESH_SIGN_IN_SECONDS };
  }

  async function pageProps(
    ctx: PasskeyRequest,
    account: { id: string; email: string },
    notice?: PasskeysPageProps['notice'],
  ): Promise<PasskeysPageProps> {
    const listed = await listPasskeys(db, rpOf(ctx), account.id);
    const items: PasskeyListItem[] = listed.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      created: dateText(passkey.createdAt, ctx.brand),
      lastUsed: passkey.lastUsedAt ? dateText(passkey.lastUsedAt, ctx.brand) : null,
      synced: passkey.synced,
    }));
    return {
      email: account.email,
      passkeys: items,
      optionsAction: `${PASSKEYS_PATH}/opties`,
      registerAction: PASSKEYS_PATH,
      back: `${ctx.portal}/account`,
      nameMaxLength: PASSKEY_NAME_MAX_LENGTH,
      ...(notice ? { notice } : {}),
    };
  }

  /** The management routes (`/toegangssleutels…`); false when the path is none of them. */
  async function manage(ctx: PasskeyRequest, provider: Provider, pathname: string, method: string): Promise<boolean> {
    const rp = rpOf(ctx);
    const { t } = ctx;
    const removal = /^\/toegangssleutels\/([0-9a-f-]{36})\/verwijderen$/.exec(pathname);
    const route =
      pathname === PASSKEYS_PATH
        ? 'page'
        : pathname === `${PASSKEYS_PATH}/opties`
          ? 'options'
          : removal
            ? 'remove'
            : undefined;
    if (!route) return false;
    const isJson = route === 'options' || (route === 'page' && method === 'POST');
    if (route !== 'page' || method !== 'GET') {
      if (method !== 'POST') {
        ctx.res.setHeader('Allow', route === 'page' ? 'GET, POST' : 'POST');
        sendJson(ctx.res, 405, { error: t('identity.host.notAllowedMessage') });
        return true;
      }
      if (!sameOrigin(ctx.req, rp)) {
        sendJson(ctx.res, 403, { error: t('identity.host.notAllowedMessage') });
        return true;
      }
    }
    const account = await signedIn(ctx, provider);
    if (!account?.fresh) {
      const location = freshSignInUrl(ctx.portal);
      if (isJson) sendJson(ctx.res, 401, { error: t('identity.passkeys.notFresh'), location });
      else sendRedirect(ctx.res, location, 303);
      return true;
    }

    if (route === 'page' && method === 'GET') {
      const added = new URL(ctx.req.url ?? '/', 'http://host.invalid').searchParams.get('toegevoegd');
      const props = await pageProps(ctx, account);
      const name = props.passkeys.find((passkey) => passkey.id === added)?.name;
      page(
        ctx,
        200,
        name ? { ...props, notice: { kind: 'success', text: t('identity.passkeys.added', { name }) } } : props,
      );
      return true;
    }

    if (route === 'remove') {
      await readForm(ctx.req);
      const removed = await removePasskey(db, rp, account.id, removal![1]!);
      const notice = removed
        ? { kind: 'success' as const, text: t('identity.passkeys.removed', { name: removed.name }) }
        : { kind: 'error' as const, text: t('identity.passkeys.removeNotFound') };
      page(ctx, removed ? 200 : 404, await pageProps(ctx, account, notice));
      return true;
    }

    const body = (await readJson(ctx.req)) as { name?: unknown; response?: unknown } | undefined;
    const name = passkeyNameSchema.safeParse(body?.name);
    if (!name.success) {
      const tooLong = typeof body?.name === 'string' && body.name.trim().length > PASSKEY_NAME_MAX_LENGTH;
      sendJson(ctx.res, 400, {
        field: 'name',
        error: tooLong
          ? t('identity.passkeys.nameTooLong', { max: PASSKEY_NAME_MAX_LENGTH })
          : t('identity.passkeys.nameMissing'),
      });
      return true;
    }

    if (route === 'options') {
      const limit = await limiter.hit(PASSKEY_CHALLENGE_POLICY, `register:${account.id}`);
      if (!limit.allowed) {
        ctx.res.setHeader('Retry-After', String(limit.retryAfterSeconds));
        const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
        sendJson(ctx.res, 429, { error: t('identity.passkeys.tooMany', { minutes }) });
        return true;
      }
      sendJson(ctx.res, 200, { options: await passkeyRegistrationOptions(db, rp, account) });
      return true;
    }

    const response = registrationResponseSchema.safeParse(body?.response);
    if (!response.success) {
      sendJson(ctx.res, 400, { error: t('identity.passkeys.addFailed') });
      return true;
    }
    const result = await registerPasskey(db, rp, account.id, { name: name.data, response: response.data });
    if (result.ok) {
      sendJson(ctx.res, 201, { location: `${PASSKEYS_PATH}?toegevoegd=${result.passkey.id}` });
      return true;
    }
    const errors = {
      challenge: [400, t('identity.passkeys.expired')],
      invalid: [400, t('identity.passkeys.addFailed')],
      duplicate: [409, t('identity.passkeys.duplicate')],
      'too-many': [409, t('identity.passkeys.tooManyKeys', { max: MAX_PASSKEYS_PER_ACCOUNT })],
    } as const;
    const [status, error] = errors[result.reason];
    sendJson(ctx.res, status, { error });
    return true;
  }

  /** The sign-in options of the interaction `uid` (the caller checked that it is this browser's, at the login prompt). */
  async function signInOptions(ctx: PasskeyRequest, uid: string): Promise<void> {
    const rp = rpOf(ctx);
    if (!sameOrigin(ctx.req, rp)) return sendJson(ctx.res, 403, { error: ctx.t('identity.host.notAllowedMessage') });
    const limit = await limiter.hit(PASSKEY_CHALLENGE_POLICY, `sign-in:${uid}`);
    if (!limit.allowed) {
      ctx.res.setHeader('Retry-After', String(limit.retryAfterSeconds));
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      return sendJson(ctx.res, 429, { error: ctx.t('identity.passkeys.tooMany', { minutes }) });
    }
    sendJson(ctx.res, 200, { options: await passkeySignInOptions(db, rp, uid) });
  }

  /** Checks a sign-in answer for the interaction `uid`; on success answers where the flow continues. */
  async function signIn(ctx: PasskeyRequest, provider: Provider, uid: string): Promise<void> {
    const rp = rpOf(ctx);
    if (!sameOrigin(ctx.req, rp)) return sendJson(ctx.res, 403, { error: ctx.t('identity.host.notAllowedMessage') });
    const body = (await readJson(ctx.req)) as { response?: unknown } | undefined;
    const response = authenticationResponseSchema.safeParse(body?.response);
    if (!response.success) return sendJson(ctx.res, 400, { error: ctx.t('identity.passkeys.signInRefused') });
    const result = await verifyPasskeySignIn(db, rp, uid, response.data);
    if (!result.ok) {
      const key = result.reason === 'challenge' ? 'identity.passkeys.expired' : 'identity.passkeys.signInRefused';
      return sendJson(ctx.res, 401, { error: ctx.t(key) });
    }
    const first = await deps.beforeSignIn?.(uid, result.accountId);
    if (first) return sendJson(ctx.res, 200, { location: first });
    const location = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: result.accountId, amr: ['hwk'] } },
      { mergeWithLastSubmission: false },
    );
    sendJson(ctx.res, 200, { location });
  }

  return { manage, signInOptions, signIn };
}
