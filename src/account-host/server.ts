/**
 * The built-in account host: a small node:http application (like the content lake) that answers for every brand on
 * `login.{key}.localhost:{port}` (production: ACCOUNT_HOST_TEMPLATE), themed per brand, in Dutch. Nothing in the
 * portal imports it; only the start command (src/server/cli/services.ts) starts it, so an external OpenID provider
 * replaces this folder. Its rules are the portal's own (src/server/domain/identity/). Routes:
 *
 * - `GET /login?callback_url=/path`              → the brand portal's `/api/auth/login` (where the code flow starts)
 * - `GET  /interaction/{uid}`                    → sign in with e-mail address and password
 * - `POST /interaction/{uid}/login`              → checks the password (8 wrong ones lock the address)
 * - `GET|POST /interaction/{uid}/code`           → sign in with a six-digit code sent by e-mail
 * - `POST /interaction/{uid}/code/verify`        → checks the code (4 wrong ones lock for an hour)
 * - `GET|POST /interaction/{uid}/wachtwoord-vergeten` → mails a link to choose a new password
 * - `GET|POST /interaction/{uid}/registreren`    → create an account (the address is confirmed with a code)
 * - `POST /interaction/{uid}/registreren/verify` → checks that code, creates the account and signs in
 * - `GET|POST /interaction/{uid}/verwijdering`   → after any sign-in of an account that waits for its deletion
 *   (the page in between offers it; a passkey sign-in opens it by GET): cancels the deletion (and says so) or keeps
 *   it, then signs in
 * - `GET|POST /wachtwoord-herstellen/{token}`    → choose a new password from the mailed link
 * - `POST /interaction/{uid}/toegangssleutel[/opties]` → sign in with a passkey (button or autofill; passkeys.ts)
 * - `GET|POST /toegangssleutels[/…]`             → the account's passkeys: list, add, remove (passkeys.ts)
 * - `GET /assets/brand.css|account-host.css|account-host.js|logo.svg` → the brand's tokens, the stylesheet (the
 *   brand's tokens first), the script and the wordmark
 * - everything else                              → the brand's oidc-provider (discovery, authorize, token, jwks, logout)
 *
 * A database that is down or stops answering never hangs a sign-in: as on the portal (src/server/service-unavailable.ts),
 * a request still running after REQUEST_TIMEOUT_MS gets a quick probe of the database, and no answer (or a connection
 * error) means the brand's Dutch "try again shortly" page with 503 and `Retry-After`; the provider's own routes
 * answer the same (provider.ts). Nothing needs a restart: the pool serves again once the database answers.
 *
 * Pages are React components (pages/) rendered on the server and hydrated in the browser (render.tsx, client.tsx).
 * Node cannot resolve `*.localhost`, so the portal calls us on 127.0.0.1 with the real host in `X-Forwarded-Host`;
 * that header is believed only from a loopback peer (or from anyone with ACCOUNT_HOST_TRUST_PROXY behind a load
 * balancer), and the brand and issuer are chosen from the resulting host.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { errors, type Provider } from 'oidc-provider';
import { brandLogoSvg } from '../brands/logo';
import type { BrandInfo, BrandKey } from '../brands/registry';
import { brandCss, defaultBrandCss } from '../brands/tokens';
import type { Translate } from '../i18n/translate';
import {
  consumeLinkToken,
  findLinkToken,
  issueCode,
  issueLinkToken,
  openCodeData,
  verifyCode,
} from '../server/domain/identity/codes';
import {
  accountHostIssuer,
  brandFromAccountHost,
  portalOrigin,
  safeCallbackPath,
  type AccountHostOptions,
  type PortalOriginOptions,
} from '../server/auth/urls';
import { config } from '../server/config';
import { projectRoot } from '../server/project-root';
import { isValidHostHeader, sendBadHost } from '../server/host-header';
import { createTraceId, log, runWithTraceId } from '../server/log';
import { getDb, type Db } from '../server/db/client';
import { accounts } from '../server/db/schema';
import {
  createAccount,
  emailAddressSchema,
  findAccountByEmail,
  hashPassword,
  newPasswordViolation,
  plainPasswordSchema,
  recordSuccess,
  replacePassword,
  signInWithPassword,
  type NewPasswordViolation,
} from '../server/domain/identity';
import { cancelDeletion, pendingDeletion, plannedDateText } from '../server/domain/privacy/deletion';
import { sendMail } from '../server/ports/mail';
import {
  isServiceUnavailable,
  REQUEST_TIMEOUT_MS,
  requestDeadline,
  RETRY_AFTER_SECONDS,
} from '../server/service-unavailable';
import { CODE_SEND_POLICY, rateLimitStore } from '../server/ports/rate-limit';
import { purgeExpiredOidcPayloads } from './adapter';
import { ASSET_PATHS } from './asset-paths';
import { accountHostAssets } from './assets';
import { accountHostSecurityHeaders, readForm, resolveForwarded, sendAsset, sendHtml, sendRedirect } from './http';
import { withCompression } from '../server/serving/compress';
import { keepConnectionsAlive } from '../server/serving/keep-alive';
import { ASSET_QUALITIES } from '../server/serving/precompress';
import { servedBody, type ServedFile } from '../server/serving/served-file';
import { loadSigningKeys, type SigningKeySet } from './jwks';
import type { PageInput } from './pages';
import type { InteractionLinks, LoginFormErrors } from './pages/login-page';
import type { MessagePageProps } from './pages/message-page';
import { passkeyHost, PASSKEYS_PATH } from './passkeys';
import { ACCOUNT_HOST_UNAVAILABLE_LINE, createBrandProvider } from './provider';
import { renderPage, type RenderContext } from './render';
import { hostSettings } from './settings';
import { translatorFor } from './translations';

export interface StartAccountHostOptions {
  /** Port to listen on; 0 picks a free one (the issuers then use the port actually bound). */
  port: number;
  /** Interface to bind; default 127.0.0.1 (browsers reach `*.localhost` on loopback). */
  host?: string;
  /** The portal's port, for the redirect URIs of the local portal origins. */
  portalPort: number;
  /** Database; default the process-wide one (getDb). */
  db?: Db;
  /** Signing keys; default OIDC_JWKS or the key set in DATA_DIR (generated on first use). */
  signingKeys?: SigningKeySet;
  /** Trust X-Forwarded-Host/Proto from every peer; default ACCOUNT_HOST_TRUST_PROXY. */
  trustProxy?: boolean;
  /** The translator of a brand; default the translation documents of the content service (see translations.ts). */
  translator?: (brand: BrandInfo | undefined) => Promise<Translate>;
  /**
   * Build the stylesheet and script at start (default true), so the first visitor does not wait for them; tests
   * that never load them in a browser switch it off.
   */
  buildAssetsAtStart?: boolean;
}

export interface RunningAccountHost {
  /** Where the server listens, e.g. `http://127.0.0.1:4323`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The Dutch lockout message, in whole minutes. */
export function lockedMessage(t: Translate, retryAfterSeconds: number, key = 'identity.login.locked'): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes === 1 && key === 'identity.login.locked') return t('identity.login.lockedOneMinute');
  return t(key, { minutes });
}

/** The translation key of a refused new password. */
const NEW_PASSWORD_MESSAGES: Record<NewPasswordViolation, string> = {
  PASSWORD_TOO_SHORT: 'identity.password.tooShort',
  PASSWORD_TOO_LONG: 'identity.password.tooLong',
};

/** The portal's default favicon, served by the account host as well (from the project: the build bundles this module). */
const FAVICON_FILE = path.join(projectRoot, 'public/images/favicon.ico');

/** How long a forgotten-password link is valid. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** How long the choice after signing in to an account that waits for its deletion may take. */
export const DELETION_CHOICE_TTL_MS = 10 * 60 * 1000;

/** The link tokens' purpose of that choice (subject: the interaction's uid, data: the account id). */
const DELETION_CHOICE_PURPOSE = 'deletion-sign-in';

/** The six-digit code of a code form: the joined `code` (script), else the six boxes (no script). */
function codeFrom(form: URLSearchParams): string {
  const joined = form.get('code');
  const code =
    joined || Array.from({ length: 6 }, (_, index) => form.get(`verification-code-input-${index}`) ?? '').join('');
  return code.replace(/\s/g, '');
}

/** Starts the account host. */
export async function startAccountHost(options: StartAccountHostOptions): Promise<RunningAccountHost> {
  const cfg = config();
  const db = options.db ?? (await getDb());
  const signingKeys =
    options.signingKeys ??
    loadSigningKeys({ dataDir: cfg.DATA_DIR, envJwks: hostSettings().OIDC_JWKS, production: cfg.isProduction });
  const trustProxy = options.trustProxy ?? hostSettings().ACCOUNT_HOST_TRUST_PROXY;
  const translator = options.translator ?? translatorFor;
  const limiter = rateLimitStore(db);
  const portal: PortalOriginOptions = { port: options.portalPort, production: cfg.isProduction };
  let accountHost: AccountHostOptions = {
    port: options.port,
    template: cfg.ACCOUNT_HOST_TEMPLATE,
    protocol: cfg.ACCOUNT_HOST_PROTOCOL,
  };
  if (options.buildAssetsAtStart ?? true) {
    accountHostAssets().catch((error: unknown) =>
      log.error({ err: error }, '[account-host] building the assets failed'),
    );
  }

  // Created on first use: most brands are never visited in a given process, and a provider is not free to build.
  const providers = new Map<BrandKey, { provider: Provider; callback: ReturnType<Provider['callback']> }>();
  const providerFor = (brand: BrandInfo) => {
    let entry = providers.get(brand.key);
    if (!entry) {
      const provider = createBrandProvider(brand, {
        db,
        signingKeys,
        sessionSecret: cfg.sessionSecret,
        accountHost,
        portal,
        translator,
        render: renderPage,
      });
      entry = { provider, callback: provider.callback() };
      providers.set(brand.key, entry);
    }
    return entry;
  };

  /** Everything one request on a brand's host needs. */
  interface Ctx extends RenderContext {
    req: IncomingMessage;
    res: ServerResponse;
    brand: BrandInfo;
    t: Translate;
    portal: string;
    /** The interaction being answered (set by its route). */
    uid?: string;
  }

  const send = (ctx: Pick<Ctx, 'res'> & RenderContext, status: number, input: PageInput) =>
    sendHtml(ctx.res, status, renderPage(input, ctx));

  const message = (ctx: Pick<Ctx, 'res'> & RenderContext, status: number, props: MessagePageProps) =>
    send(ctx, status, { page: 'message', props });

  const expired = (ctx: Ctx) =>
    message(ctx, 400, {
      title: ctx.t('identity.host.expiredTitle'),
      message: ctx.t('identity.host.expiredMessage'),
      link: { href: `${ctx.portal}/api/auth/login`, label: ctx.t('identity.host.restart') },
    });

  const tooMany = (ctx: Ctx, retryAfterSeconds: number, input: PageInput) => {
    ctx.res.setHeader('Retry-After', String(retryAfterSeconds));
    send(ctx, 429, input);
  };

  const signIn = (ctx: Ctx, provider: Provider, accountId: string) =>
    provider.interactionFinished(ctx.req, ctx.res, { login: { accountId } }, { mergeWithLastSubmission: false });

  /** The single-use token that carries a sign-in of `accountId`, proven in interaction `uid`, to the deletion choice. */
  const deletionChoiceToken = async (uid: string, accountId: string) =>
    (
      await issueLinkToken(db, {
        purpose: DELETION_CHOICE_PURPOSE,
        subject: uid,
        data: { accountId },
        ttlMs: DELETION_CHOICE_TTL_MS,
      })
    ).token;

  const deletionAction = (uid: string) => `/interaction/${encodeURIComponent(uid)}/verwijdering`;

  const deletionPage = (ctx: Ctx, uid: string, token: string, pending: { eraseAfter: Date }) =>
    send(ctx, 200, {
      page: 'deletion',
      props: { action: deletionAction(uid), token, date: plannedDateText(pending.eraseAfter, ctx.brand.country) },
    });

  const passkeys = passkeyHost({
    db,
    limiter,
    accountHost: () => accountHost,
    render: renderPage,
    // A passkey proves the sign-in in a script's request, so the choice is a page the script opens (its token in the
    // address: single use, ten minutes, and only good with this browser's interaction cookie).
    beforeSignIn: async (uid, accountId) => {
      if (!(await pendingDeletion(db, accountId))) return undefined;
      const token = await deletionChoiceToken(uid, accountId);
      return `${deletionAction(uid)}?token=${encodeURIComponent(token)}`;
    },
  });

  /**
   * Signs the proven account in; one that waits for its deletion first sees the planned date and chooses to cancel it
   * or not ({@link deletionChoice}), whichever way it signed in (password, e-mail code, registration here; a passkey
   * through `beforeSignIn` above and {@link showDeletionChoice}).
   */
  const finishLogin = async (ctx: Ctx, provider: Provider, accountId: string) => {
    const pending = ctx.uid ? await pendingDeletion(db, accountId) : undefined;
    if (!pending || !ctx.uid) return signIn(ctx, provider, accountId);
    return deletionPage(ctx, ctx.uid, await deletionChoiceToken(ctx.uid, accountId), pending);
  };

  /** The deletion choice a passkey sign-in leads to (its token in the address; see `beforeSignIn`). */
  async function showDeletionChoice(ctx: Ctx, provider: Provider) {
    const token = new URL(ctx.req.url ?? '/', 'http://host.invalid').searchParams.get('token') ?? '';
    const found = await findLinkToken(db, { purpose: DELETION_CHOICE_PURPOSE, token });
    const accountId = found?.data?.['accountId'];
    if (!found || found.subject !== ctx.uid || typeof accountId !== 'string') return expired(ctx);
    const pending = await pendingDeletion(db, accountId);
    if (pending) return deletionPage(ctx, ctx.uid, token, pending);
    // Cancelled in the meantime (on the portal, in another tab): nothing to choose any more.
    if (!(await consumeLinkToken(db, { purpose: DELETION_CHOICE_PURPOSE, token }))) return expired(ctx);
    return signIn(ctx, provider, accountId);
  }

  /**
   * The choice after signing in to an account that waits for its deletion. Keeping it signs in; "Verwijdering
   * intrekken" cancels it and says so on a page of its own, from which a new token signs in.
   */
  async function deletionChoice(ctx: Ctx, provider: Provider) {
    const form = await readForm(ctx.req);
    const consumed = await consumeLinkToken(db, { purpose: DELETION_CHOICE_PURPOSE, token: form.get('token') ?? '' });
    const accountId = consumed?.data?.['accountId'];
    if (!consumed || !ctx.uid || consumed.subject !== ctx.uid || typeof accountId !== 'string') return expired(ctx);
    if (form.get('choice') !== 'cancel') return signIn(ctx, provider, accountId);
    await cancelDeletion(db, accountId);
    return send(ctx, 200, {
      page: 'deletion',
      props: { action: deletionAction(ctx.uid), token: await deletionChoiceToken(ctx.uid, accountId), cancelled: true },
    });
  }

  /** Counts a mail sent to `key`; answers false (after a 429 page) when too many went out. */
  const allowSend = async (ctx: Ctx, key: string, page: () => PageInput): Promise<boolean> => {
    const result = await limiter.hit(CODE_SEND_POLICY, key);
    if (result.allowed) return true;
    tooMany(ctx, result.retryAfterSeconds, page());
    return false;
  };

  const emailError = (t: Translate, raw: string) =>
    t(raw ? 'identity.login.emailInvalid' : 'identity.login.emailMissing');

  async function passwordStep(ctx: Ctx, provider: Provider, action: string, links: InteractionLinks) {
    const { t } = ctx;
    const form = await readForm(ctx.req);
    const raw = (form.get('email') ?? '').trim().slice(0, 254);
    const email = raw.toLowerCase();
    const password = form.get('password') ?? '';
    const page = (status: number, errors: LoginFormErrors) =>
      send(ctx, status, { page: 'login', props: { action, links, email, errors } });
    // Longer than any password can be hashed: refused like a wrong one, without the work.
    if (password && !plainPasswordSchema.safeParse(password).success) {
      return page(400, { form: t('identity.login.wrongCredentials') });
    }
    // The address is validated before it is looked up: a NUL or another character no address has must be refused
    // here, not by the database with an error.
    const address = emailAddressSchema.safeParse(raw);
    const fieldErrors: LoginFormErrors = {};
    if (!address.success) fieldErrors.email = emailError(t, raw);
    if (!password) fieldErrors.password = t('identity.login.passwordMissing');
    if (fieldErrors.email || fieldErrors.password || !address.success) return page(400, fieldErrors);

    const result = await signInWithPassword(db, address.data, password);
    if (result.ok) return finishLogin(ctx, provider, result.accountId);
    const lockedFor = result.reason === 'locked' ? result.retryAfterSeconds : result.lockedForSeconds;
    if (lockedFor !== undefined) {
      return tooMany(ctx, lockedFor, {
        page: 'login',
        props: { action, links, email, errors: { form: lockedMessage(t, lockedFor) } },
      });
    }
    return page(401, { form: t('identity.login.wrongCredentials') });
  }

  async function codeStep(
    ctx: Ctx,
    provider: Provider,
    base: string,
    links: InteractionLinks,
    step: 'show' | 'send' | 'verify',
  ) {
    const { t } = ctx;
    const emailPage = (status: number, email?: string, errors?: { email?: string; form?: string }) =>
      send(ctx, status, {
        page: 'email-step',
        props: { action: base, links, kind: 'code', ...(email ? { email } : {}), ...(errors ? { errors } : {}) },
      });
    if (step === 'show') return emailPage(200);
    const form = await readForm(ctx.req);
    const raw = (form.get('email') ?? '').trim();
    const email = emailAddressSchema.safeParse(raw);
    if (!email.success) return emailPage(400, raw, { email: emailError(t, raw) });
    const entry = (errors?: { code?: string; form?: string }): PageInput => ({
      page: 'code-entry',
      props: {
        action: `${base}/verify`,
        resendAction: base,
        links,
        kind: 'login',
        email: email.data,
        ...(errors ? { errors } : {}),
      },
    });

    if (step === 'send') {
      // Every address goes through the same steps and the same throttles (a new code at most every 30 seconds, at
      // most 5 in 15 minutes), whether it has an account or not: only the mail itself depends on it, so neither the
      // answer nor a 429 tells which addresses have an account. A code issued for an unknown address reaches nobody.
      const issued = await issueCode(db, { purpose: 'login-code', subject: email.data });
      if (!issued.ok) {
        return tooMany(
          ctx,
          issued.retryAfterSeconds,
          entry({ form: t('identity.code.tooSoon', { seconds: issued.retryAfterSeconds }) }),
        );
      }
      const sendStatus = await limiter.hit(CODE_SEND_POLICY, email.data);
      if (!sendStatus.allowed) {
        const minutes = Math.max(1, Math.ceil(sendStatus.retryAfterSeconds / 60));
        return tooMany(ctx, sendStatus.retryAfterSeconds, entry({ form: t('identity.code.tooMany', { minutes }) }));
      }
      const account = await findAccountByEmail(db, email.data);
      if (account) {
        await sendMail(db, {
          brandKey: ctx.brand.key,
          to: account.email,
          subject: t('identity.code.mailSubject', { brand: ctx.brand.name, code: issued.code }),
          text: t('identity.code.mailText', { brand: ctx.brand.name, code: issued.code }),
        });
      }
      return send(ctx, 200, entry());
    }

    const code = codeFrom(form);
    if (!/^\d{6}$/.test(code)) return send(ctx, 400, entry({ code: t('identity.code.missing') }));
    const result = await verifyCode(db, { purpose: 'login-code', subject: email.data, code, limiter });
    if (!result.ok) {
      if (result.reason === 'locked') {
        return tooMany(
          ctx,
          result.retryAfterSeconds,
          entry({ form: lockedMessage(t, result.retryAfterSeconds, 'identity.code.locked') }),
        );
      }
      return send(ctx, 401, entry({ code: t('identity.code.invalid') }));
    }
    const account = await findAccountByEmail(db, email.data);
    if (!account) return send(ctx, 401, entry({ code: t('identity.code.invalid') }));
    // Proving access to the mailbox is as good as the password: a running password lockout is lifted.
    await recordSuccess(db, email.data);
    return finishLogin(ctx, provider, account.id);
  }

  async function forgotStep(ctx: Ctx, base: string, links: InteractionLinks, step: 'show' | 'send') {
    const { t } = ctx;
    const page = (email?: string, errors?: { email?: string; form?: string }): PageInput => ({
      page: 'email-step',
      props: { action: base, links, kind: 'forgot', ...(email ? { email } : {}), ...(errors ? { errors } : {}) },
    });
    if (step === 'show') return send(ctx, 200, page());
    const form = await readForm(ctx.req);
    const raw = (form.get('email') ?? '').trim();
    const email = emailAddressSchema.safeParse(raw);
    if (!email.success) return send(ctx, 400, page(raw, { email: emailError(t, raw) }));
    const allowed = await allowSend(ctx, `forgot:${email.data}`, () =>
      page(email.data, { form: t('identity.code.tooMany', { minutes: 15 }) }),
    );
    if (!allowed) return;
    const account = await findAccountByEmail(db, email.data);
    if (account) {
      const { token } = await issueLinkToken(db, {
        purpose: 'password-reset',
        subject: account.id,
        ttlMs: RESET_LINK_TTL_MS,
      });
      const link = `${accountHostIssuer(ctx.brand, accountHost)}/wachtwoord-herstellen/${token}`;
      await sendMail(db, {
        brandKey: ctx.brand.key,
        to: account.email,
        subject: t('identity.forgot.mailSubject', { brand: ctx.brand.name }),
        text: t('identity.forgot.mailText', { brand: ctx.brand.name, link }),
      });
    }
    return message(ctx, 200, {
      title: t('identity.forgot.sentTitle'),
      message: t('identity.forgot.sent', { email: email.data }),
      link: { href: links.password, label: t('identity.login.withPassword') },
    });
  }

  async function registerStep(
    ctx: Ctx,
    provider: Provider,
    base: string,
    links: InteractionLinks,
    step: 'show' | 'send' | 'verify',
  ) {
    const { t } = ctx;
    const page = (email?: string, errors?: { email?: string; password?: string; form?: string }): PageInput => ({
      page: 'register',
      props: { action: base, links, ...(email ? { email } : {}), ...(errors ? { errors } : {}) },
    });
    if (step === 'show') return send(ctx, 200, page());
    const form = await readForm(ctx.req);
    const raw = (form.get('email') ?? '').trim();
    const email = emailAddressSchema.safeParse(raw);
    const entry = (address: string, errors?: { code?: string; form?: string }): PageInput => ({
      page: 'code-entry',
      props: {
        action: `${base}/verify`,
        resendAction: base,
        links,
        kind: 'register',
        email: address,
        ...(errors ? { errors } : {}),
      },
    });

    if (step === 'send') {
      const password = form.get('password') ?? '';
      const resend = form.get('resend') === '1';
      const errors: { email?: string; password?: string } = {};
      if (!email.success) errors.email = emailError(t, raw);
      const violation = resend ? undefined : newPasswordViolation(password);
      if (violation) errors.password = t(NEW_PASSWORD_MESSAGES[violation]);
      if (errors.email || errors.password || !email.success) return send(ctx, 400, page(raw, errors));
      const allowed = await allowSend(ctx, `register:${email.data}`, () =>
        page(email.data, { form: t('identity.code.tooMany', { minutes: 15 }) }),
      );
      if (!allowed) return;
      // A resend keeps the password chosen before (its hash travels with the open code).
      const data = resend
        ? await openCodeData(db, 'register', email.data)
        : { passwordHash: await hashPassword(password) };
      if (!data) return send(ctx, 400, page(email.data, {}));
      const issued = await issueCode(db, { purpose: 'register', subject: email.data, data });
      if (!issued.ok) {
        return tooMany(
          ctx,
          issued.retryAfterSeconds,
          entry(email.data, { form: t('identity.code.tooSoon', { seconds: issued.retryAfterSeconds }) }),
        );
      }
      await sendMail(db, {
        brandKey: ctx.brand.key,
        to: email.data,
        subject: t('identity.register.mailSubject', { brand: ctx.brand.name, code: issued.code }),
        text: t('identity.register.mailText', { brand: ctx.brand.name, code: issued.code }),
      });
      return send(ctx, 200, entry(email.data));
    }

    if (!email.success) return send(ctx, 400, page(raw, { email: t('identity.login.emailInvalid') }));
    const code = codeFrom(form);
    if (!/^\d{6}$/.test(code)) return send(ctx, 400, entry(email.data, { code: t('identity.code.missing') }));
    const result = await verifyCode(db, { purpose: 'register', subject: email.data, code, limiter });
    if (!result.ok) {
      if (result.reason === 'locked') {
        return tooMany(
          ctx,
          result.retryAfterSeconds,
          entry(email.data, { form: lockedMessage(t, result.retryAfterSeconds, 'identity.code.locked') }),
        );
      }
      return send(ctx, 401, entry(email.data, { code: t('identity.code.invalid') }));
    }
    // The address is proven; an account that already exists is simply signed in (its password stays).
    const passwordHash = typeof result.data?.['passwordHash'] === 'string' ? result.data['passwordHash'] : null;
    const account = await createAccount(db, { email: email.data, passwordHash });
    return finishLogin(ctx, provider, account.id);
  }

  async function resetStep(ctx: Ctx, token: string, submit: boolean) {
    const { t } = ctx;
    const invalid = () =>
      message(ctx, 400, {
        title: t('identity.reset.invalidTitle'),
        message: t('identity.reset.invalid'),
        link: { href: `${ctx.portal}/api/auth/login`, label: t('identity.login.title') },
      });
    const found = await findLinkToken(db, { purpose: 'password-reset', token });
    if (!found) return invalid();
    const [account] = await db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, found.subject))
      .limit(1);
    if (!account) return invalid();
    const action = `/wachtwoord-herstellen/${token}`;
    if (!submit) return send(ctx, 200, { page: 'reset', props: { action, email: account.email } });
    const form = await readForm(ctx.req);
    const password = form.get('password') ?? '';
    const violation = newPasswordViolation(password);
    if (violation) {
      const error = t(NEW_PASSWORD_MESSAGES[violation]);
      return send(ctx, 400, { page: 'reset', props: { action, email: account.email, error } });
    }
    const consumed = await consumeLinkToken(db, { purpose: 'password-reset', token });
    if (!consumed) return invalid();
    // A new password ends every portal session of the account and lifts a running lockout (identity.ts).
    await replacePassword(db, account.id, password);
    return message(ctx, 200, {
      title: t('identity.reset.doneTitle'),
      message: t('identity.reset.done'),
      link: { href: `${ctx.portal}/api/auth/login?callback_url=%2Faccount`, label: t('identity.login.title') },
    });
  }

  type Route =
    | 'password'
    | 'password-submit'
    | 'code'
    | 'code-send'
    | 'code-verify'
    | 'forgot'
    | 'forgot-send'
    | 'register'
    | 'register-send'
    | 'register-verify'
    | 'passkey-options'
    | 'passkey-verify'
    | 'deletion-show'
    | 'deletion';

  const INTERACTION_ROUTES: Record<string, { GET?: Route; POST?: Route }> = {
    '': { GET: 'password' },
    '/login': { POST: 'password-submit' },
    '/code': { GET: 'code', POST: 'code-send' },
    '/code/verify': { POST: 'code-verify' },
    '/wachtwoord-vergeten': { GET: 'forgot', POST: 'forgot-send' },
    '/registreren': { GET: 'register', POST: 'register-send' },
    '/registreren/verify': { POST: 'register-verify' },
    '/toegangssleutel/opties': { POST: 'passkey-options' },
    '/toegangssleutel': { POST: 'passkey-verify' },
    '/verwijdering': { GET: 'deletion-show', POST: 'deletion' },
  };

  async function interaction(ctx: Ctx, uid: string, route: Route) {
    const { provider } = providerFor(ctx.brand);
    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return expired(ctx);
      throw error;
    }
    // The interaction comes from the browser's cookie; a URL for another interaction is stale.
    if (details.uid !== uid) return expired(ctx);
    ctx.uid = uid;
    const base = `/interaction/${encodeURIComponent(uid)}`;
    const links: InteractionLinks = {
      password: base,
      code: `${base}/code`,
      forgot: `${base}/wachtwoord-vergeten`,
      register: `${base}/registreren`,
      passkey: { options: `${base}/toegangssleutel/opties`, verify: `${base}/toegangssleutel` },
    };

    if (details.prompt.name === 'consent') {
      // First-party client: consent is implicit (normally loadExistingGrant already made the grant).
      const accountId = details.session?.accountId;
      const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : undefined;
      if (!accountId || !clientId) return expired(ctx);
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId });
      const promptDetails = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (promptDetails.missingOIDCScope) grant.addOIDCScope(promptDetails.missingOIDCScope.join(' '));
      if (promptDetails.missingOIDCClaims) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
      const grantId = await grant.save();
      return provider.interactionFinished(
        ctx.req,
        ctx.res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    if (details.prompt.name !== 'login') return expired(ctx);

    switch (route) {
      case 'password':
        return send(ctx, 200, { page: 'login', props: { action: `${base}/login`, links } });
      case 'password-submit':
        return passwordStep(ctx, provider, `${base}/login`, links);
      case 'code':
        return codeStep(ctx, provider, links.code, links, 'show');
      case 'code-send':
        return codeStep(ctx, provider, links.code, links, 'send');
      case 'code-verify':
        return codeStep(ctx, provider, links.code, links, 'verify');
      case 'forgot':
        return forgotStep(ctx, links.forgot, links, 'show');
      case 'forgot-send':
        return forgotStep(ctx, links.forgot, links, 'send');
      case 'register':
        return registerStep(ctx, provider, links.register, links, 'show');
      case 'register-send':
        return registerStep(ctx, provider, links.register, links, 'send');
      case 'register-verify':
        return registerStep(ctx, provider, links.register, links, 'verify');
      case 'passkey-options':
        return passkeys.signInOptions(ctx, details.uid);
      case 'passkey-verify':
        return passkeys.signIn(ctx, provider, details.uid);
      case 'deletion-show':
        return showDeletionChoice(ctx, provider);
      case 'deletion':
        return deletionChoice(ctx, provider);
    }
  }

  // Each file as served (ETag, Brotli and gzip at the build's qualities), made once per process: the script is
  // 270 KB as text and 73 KB as Brotli, on every subscriber's way to signing in.
  const servedFiles = new Map<string, Promise<ServedFile>>();
  const servedOnce = (key: string, body: () => Promise<string | Buffer> | string | Buffer) => {
    let file = servedFiles.get(key);
    if (!file) {
      file = Promise.resolve(body()).then((text) => servedBody(Buffer.from(text), true, ASSET_QUALITIES));
      servedFiles.set(key, file);
      file.catch(() => servedFiles.delete(key));
    }
    return file;
  };

  /** The stylesheet, script and images: the same for every brand but the tokens and the wordmark. */
  function assetFile(
    brand: BrandInfo | undefined,
    pathname: string,
  ): { type: string; file: Promise<ServedFile> } | undefined {
    const css = 'text/css; charset=utf-8';
    switch (pathname) {
      case ASSET_PATHS.brandCss:
        return {
          type: css,
          file: servedOnce(`brand.css ${brand?.key ?? ''}`, () => (brand ? brandCss(brand.key) : defaultBrandCss())),
        };
      // The brand's tokens lead the stylesheet: one render-blocking file instead of two (each brand's host is an
      // origin of its own, so nothing is lost to caching); /assets/brand.css stays for whoever links it alone.
      case ASSET_PATHS.css:
        return {
          type: css,
          file: servedOnce(
            `css ${brand?.key ?? ''}`,
            async () => `${brand ? brandCss(brand.key) : defaultBrandCss()}\n${(await accountHostAssets()).css}`,
          ),
        };
      case ASSET_PATHS.js:
        return {
          type: 'text/javascript; charset=utf-8',
          file: servedOnce('js', async () => (await accountHostAssets()).js),
        };
      case ASSET_PATHS.logo:
        return brand && { type: 'image/svg+xml', file: servedOnce(`logo ${brand.key}`, () => brandLogoSvg(brand.key)) };
      // The portal's own favicon, so no sign-in page asks for one in vain (browsers also ask /favicon.ico unbidden).
      case ASSET_PATHS.favicon:
      case '/favicon.ico':
        return { type: 'image/x-icon', file: servedOnce('favicon', () => readFile(FAVICON_FILE)) };
      default:
        return undefined;
    }
  }

  async function asset(
    req: IncomingMessage,
    res: ServerResponse,
    brand: BrandInfo | undefined,
    pathname: string,
  ): Promise<boolean> {
    const found = assetFile(brand, pathname);
    if (!found) return false;
    sendAsset(req, res, found.type, await found.file);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const forwarded = resolveForwarded(req.headers, req.socket.remoteAddress, trustProxy);
    // A Host that is not host[:port] (`login.ad.localhost@evil.example`) is malformed: 400, as on the portal.
    if (!isValidHostHeader(req.headers.host) || !isValidHostHeader(forwarded.host)) return sendBadHost(res);
    // From here on the request carries only what we decided to believe; the provider builds its URLs from these.
    if (forwarded.host) req.headers.host = forwarded.host;
    delete req.headers['x-forwarded-host'];
    req.headers['x-forwarded-proto'] = forwarded.proto;
    if (!trustProxy) delete req.headers['x-forwarded-for'];

    const brand = brandFromAccountHost(forwarded.host, accountHost);
    const hostname = forwarded.host?.replace(/:\d+$/, '');
    const url = new URL(req.url ?? '/', 'http://account-host.invalid');
    const method = req.method ?? 'GET';
    const isRead = method === 'GET' || method === 'HEAD';
    const origin = brand ? portalOrigin(brand, portal) : undefined;
    for (const [name, value] of Object.entries(accountHostSecurityHeaders(origin ?? "'none'", hostname))) {
      res.setHeader(name, value);
    }
    // The 404 page of an unknown host needs the stylesheets too.
    const isAsset = url.pathname.startsWith('/assets/') || url.pathname === '/favicon.ico';
    if (isRead && isAsset && (await asset(req, res, brand, url.pathname))) return;
    if (!brand || !origin) {
      const t = await translator(undefined);
      return message({ res, brand: undefined, t }, 404, {
        title: t('identity.host.notFoundTitle'),
        message: t('identity.host.notFoundMessage'),
      });
    }
    if (url.pathname === '/login' && isRead) {
      const callback = safeCallbackPath(url.searchParams.get('callback_url'));
      return sendRedirect(res, `${origin}/api/auth/login?callback_url=${encodeURIComponent(callback)}`);
    }
    if (url.pathname === '/' && isRead) return sendRedirect(res, `${origin}/`);

    const t = await translator(brand);
    const ctx: Ctx = { req, res, brand, t, portal: origin };
    const notAllowed = (allow: string) => {
      res.setHeader('Allow', allow);
      return message(ctx, 405, {
        title: t('identity.host.notAllowedTitle'),
        message: t('identity.host.notAllowedMessage'),
      });
    };

    const reset = /^\/wachtwoord-herstellen\/([A-Za-z0-9_-]{1,64})$/.exec(url.pathname);
    if (reset) {
      if (method === 'GET') return resetStep(ctx, reset[1]!, false);
      if (method === 'POST') return resetStep(ctx, reset[1]!, true);
      return notAllowed('GET, POST');
    }

    if (url.pathname === PASSKEYS_PATH || url.pathname.startsWith(`${PASSKEYS_PATH}/`)) {
      if (await passkeys.manage(ctx, providerFor(brand).provider, url.pathname, method)) return;
    }

    const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})((?:\/[a-z-]+){0,2})$/.exec(url.pathname);
    if (match) {
      const routes = INTERACTION_ROUTES[match[2] ?? ''];
      if (routes) {
        const route = method === 'GET' ? routes.GET : method === 'POST' ? routes.POST : undefined;
        if (route) return interaction(ctx, match[1]!, route);
        return notAllowed(Object.keys(routes).join(', '));
      }
    }
    // Awaited, so the request's deadline covers the provider's work (sessions, interactions and codes are stored).
    await providerFor(brand).callback(req, res);
  }

  /** The 503 of a request the database could not serve in time (see the file's comment). */
  async function sendServiceUnavailable(req: IncomingMessage, res: ServerResponse, error: unknown): Promise<void> {
    log.warn({ err: error, path: req.url?.split('?')[0] }, ACCOUNT_HOST_UNAVAILABLE_LINE);
    if (res.headersSent) {
      res.end();
      return;
    }
    const brand = brandFromAccountHost(req.headers.host, accountHost);
    const t = await translator(brand);
    // The same address again on this host (one leading slash: `//host` would be another site); a form's page for a
    // POST, whose body the browser would otherwise send again.
    const path = (req.url ?? '/').replace(/^[/\\]+/, '');
    const again = `/${req.method === 'GET' ? path : path.split('?')[0]}`;
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    message({ res, brand, t }, 503, {
      title: t('serviceUnavailable.title'),
      message: t('serviceUnavailable.body'),
      link: { href: again, label: t('pageReloadButtonLabel') },
    });
  }

  // Every text answer compressed as the portal's are (pages, the provider's JSON; the files above come compressed).
  const server = createServer(
    withCompression((req, res) => {
      const deadline = requestDeadline(REQUEST_TIMEOUT_MS, () => db.execute(sql`select 1`));
      // Each request under its own trace id, so its log lines (log.ts) can be told apart from other requests'.
      runWithTraceId(createTraceId(), () =>
        deadline
          .race(() => handle(req, res))
          .catch((error: unknown) => {
            if (!isServiceUnavailable(error)) throw error;
            return sendServiceUnavailable(req, res, error);
          }),
      ).catch((error: unknown) => {
        log.error({ err: error }, '[account-host] request failed');
        if (res.headersSent) {
          res.end();
          return;
        }
        translator(undefined)
          .then((t) =>
            message({ res, brand: undefined, t }, 500, {
              title: t('identity.host.errorTitle'),
              message: t('identity.host.errorMessage'),
            }),
          )
          .catch(() => {
            res.statusCode = 500;
            res.end();
          });
      });
    }),
  );

  keepConnectionsAlive(server, cfg.KEEP_ALIVE_TIMEOUT_MS);

  const bindHost = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, bindHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  // With port 0 the issuers must name the port actually bound.
  if (options.port === 0) accountHost = { ...accountHost, port };

  const purge = setInterval(
    () => {
      purgeExpiredOidcPayloads(db).catch((error: unknown) => log.warn({ err: error }, '[account-host] purge failed'));
    },
    60 * 60 * 1000,
  );
  purge.unref();

  const displayHost = bindHost.includes(':') ? `[${bindHost}]` : bindHost;
  return {
    url: `http://${displayHost}:${port}`,
    port,
    close: async () => {
      clearInterval(purge);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
