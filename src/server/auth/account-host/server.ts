/**
 * The built-in account host: a small node:http service (like the content lake) that answers for every brand on
 * `login.{key}.localhost:{port}` (production: ACCOUNT_HOST_TEMPLATE), themed per brand, in Dutch. Routes:
 *
 * - `GET /login?callback_url=/path`              → the brand portal's `/api/auth/login` (where the code flow starts)
 * - `GET  /interaction/{uid}`                    → sign in with e-mail address and password
 * - `POST /interaction/{uid}/login`              → checks the password (8 wrong ones lock the address)
 * - `GET|POST /interaction/{uid}/code`           → sign in with a six-digit code sent by e-mail
 * - `POST /interaction/{uid}/code/verify`        → checks the code (4 wrong ones lock for an hour)
 * - `GET|POST /interaction/{uid}/wachtwoord-vergeten` → mails a link to choose a new password
 * - `GET|POST /interaction/{uid}/registreren`    → create an account (the address is confirmed with a code)
 * - `POST /interaction/{uid}/registreren/verify` → checks that code, creates the account and signs in
 * - `GET|POST /wachtwoord-herstellen/{token}`    → choose a new password from the mailed link
 * - `GET /assets/brand.css|logo.svg|account-host.js` → the brand's theme and the one script
 * - everything else                              → the brand's oidc-provider (discovery, authorize, token, jwks, logout)
 *
 * Node cannot resolve `*.localhost`, so the portal calls us on 127.0.0.1 with the real host in `X-Forwarded-Host`;
 * that header is believed only from a loopback peer (or from anyone with ACCOUNT_HOST_TRUST_PROXY behind a load
 * balancer), and the brand and issuer are chosen from the resulting host.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { errors, type Provider } from 'oidc-provider';
import { z } from 'zod';
import { brandLogoSvg } from '../../../brands/logo';
import type { BrandInfo, BrandKey } from '../../../brands/registry';
import { brandCss } from '../../../brands/tokens';
import type { Translate } from '../../../i18n/translate';
import { config } from '../../config';
import { getDb, type Db } from '../../db/client';
import { accounts, sessions } from '../../db/schema';
import { sendMail } from '../../ports/mail';
import { CODE_SEND_POLICY, rateLimitStore, SIGN_IN_POLICY } from '../../ports/rate-limit';
import { consumeLinkToken, findLinkToken, issueCode, issueLinkToken, openCodeData, verifyCode } from '../codes';
import { hashPassword, verifyPassword } from '../password';
import { authSettings } from '../settings';
import {
  accountHostIssuer,
  brandFromAccountHost,
  isLocalHostname,
  portalOrigin,
  safeCallbackPath,
  type AccountHostOptions,
  type PortalOriginOptions,
} from '../urls';
import { purgeExpiredOidcPayloads } from './adapter';
import { loadSigningKeys, type SigningKeySet } from './jwks';
import { lockStatus, recordFailure, recordSuccess, type LockStatus } from './login-throttle';
import {
  ACCOUNT_HOST_CSS,
  ACCOUNT_HOST_JS,
  renderCodeEntryPage,
  renderEmailStepPage,
  renderLoginPage,
  renderMessagePage,
  renderRegisterPage,
  renderResetPage,
  type InteractionLinks,
  type LoginFormErrors,
  type PageContext,
} from './pages';
import { createBrandProvider } from './provider';
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
}

export interface RunningAccountHost {
  /** Where the server listens, e.g. `http://127.0.0.1:4323`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** True for a peer address on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const first = raw?.split(',')[0]?.trim();
  return first || undefined;
}

export interface ForwardedRequest {
  /** The host the request was meant for. */
  host: string | undefined;
  proto: 'http' | 'https';
}

/**
 * The host and scheme a request was meant for. `X-Forwarded-Host`/`-Proto` count only from a trusted peer: a
 * loopback address (the portal on this machine), or anyone when `trustProxy` is on.
 */
export function resolveForwarded(
  headers: IncomingMessage['headers'],
  remoteAddress: string | undefined,
  trustProxy: boolean,
): ForwardedRequest {
  const trusted = trustProxy || isLoopbackAddress(remoteAddress);
  const forwardedHost = trusted ? firstHeader(headers['x-forwarded-host']) : undefined;
  const forwardedProto = trusted ? firstHeader(headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  return {
    host: forwardedHost ?? firstHeader(headers.host),
    proto: forwardedProto === 'https' ? 'https' : 'http',
  };
}

/**
 * The account host's security headers: a strict Content-Security-Policy (no inline script or style; forms may only
 * go to the host itself and, through the provider's redirects, to the brand's portal), no framing, nosniff, and
 * HSTS outside localhost.
 */
export function accountHostSecurityHeaders(portal: string, hostname: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action 'self' ${portal}`,
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (hostname && !isLocalHostname(hostname)) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return new URLSearchParams();
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

function sendAsset(res: ServerResponse, type: string, body: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.end(body);
}

function sendRedirect(res: ServerResponse, location: string, status = 302): void {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
const passwordInputSchema = z.string().max(1024);
/** New passwords: at least 10 characters (length beats composition rules), at most 200. */
export const NEW_PASSWORD_MIN = 10;
export const NEW_PASSWORD_MAX = 200;

/** The Dutch lockout message, in whole minutes. */
export function lockedMessage(t: Translate, retryAfterSeconds: number, key = 'identity.login.locked'): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes === 1 && key === 'identity.login.locked') return t('identity.login.lockedOneMinute');
  return t(key, { minutes });
}

/** Validation of a new password; a translation key on failure. */
function newPasswordError(password: string): string | undefined {
  if (password.length < NEW_PASSWORD_MIN) return 'identity.password.tooShort';
  if (password.length > NEW_PASSWORD_MAX) return 'identity.password.tooLong';
  return undefined;
}

/** How long a forgotten-password link is valid. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** Starts the account host. */
export async function startAccountHost(options: StartAccountHostOptions): Promise<RunningAccountHost> {
  const cfg = config();
  const db = options.db ?? (await getDb());
  const signingKeys =
    options.signingKeys ??
    loadSigningKeys({ dataDir: cfg.DATA_DIR, envJwks: authSettings().OIDC_JWKS, production: cfg.isProduction });
  const trustProxy = options.trustProxy ?? authSettings().ACCOUNT_HOST_TRUST_PROXY;
  const translator = options.translator ?? translatorFor;
  const limiter = rateLimitStore(db);
  const portal: PortalOriginOptions = { port: options.portalPort, production: cfg.isProduction };
  let accountHost: AccountHostOptions = {
    port: options.port,
    template: cfg.ACCOUNT_HOST_TEMPLATE,
    protocol: cfg.ACCOUNT_HOST_PROTOCOL,
  };

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
      });
      entry = { provider, callback: provider.callback() };
      providers.set(brand.key, entry);
    }
    return entry;
  };

  /** Everything one request on a brand's host needs. */
  interface Ctx extends PageContext {
    req: IncomingMessage;
    res: ServerResponse;
    brand: BrandInfo;
    t: Translate;
    portal: string;
  }

  const expired = (ctx: Ctx) =>
    sendHtml(
      ctx.res,
      400,
      renderMessagePage({
        ...ctx,
        title: ctx.t('identity.host.expiredTitle'),
        message: ctx.t('identity.host.expiredMessage'),
        link: { href: `${ctx.portal}/api/auth/login`, label: ctx.t('identity.host.restart') },
      }),
    );

  const tooMany = (ctx: Ctx, retryAfterSeconds: number, html: string) => {
    ctx.res.setHeader('Retry-After', String(retryAfterSeconds));
    sendHtml(ctx.res, 429, html);
  };

  const finishLogin = (ctx: Ctx, provider: Provider, accountId: string) =>
    provider.interactionFinished(ctx.req, ctx.res, { login: { accountId } }, { mergeWithLastSubmission: false });

  const findAccountByEmail = async (email: string) => {
    const [account] = await db
      .select({ id: accounts.id, passwordHash: accounts.passwordHash, email: accounts.email })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email}`)
      .limit(1);
    return account;
  };

  /** Counts a mail sent to `email`; answers false (after a 429 page) when too many went out. */
  const allowSend = async (ctx: Ctx, email: string, page: () => string): Promise<boolean> => {
    const result = await limiter.hit(CODE_SEND_POLICY, email);
    if (result.allowed) return true;
    tooMany(ctx, result.retryAfterSeconds, page());
    return false;
  };

  async function passwordStep(ctx: Ctx, provider: Provider, action: string, links: InteractionLinks) {
    const { t } = ctx;
    const form = await readForm(ctx.req);
    const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, 254);
    const password = passwordInputSchema.safeParse(form.get('password') ?? '');
    const page = (status: number, errors: LoginFormErrors) =>
      sendHtml(ctx.res, status, renderLoginPage({ ...ctx, action, links, email, errors }));
    if (!password.success) return page(400, { form: t('identity.login.wrongCredentials') });
    const fieldErrors: LoginFormErrors = {};
    if (!email) fieldErrors.email = t('identity.login.emailMissing');
    if (!password.data) fieldErrors.password = t('identity.login.passwordMissing');
    if (fieldErrors.email || fieldErrors.password) return page(400, fieldErrors);

    const locked = (lock: LockStatus) =>
      tooMany(
        ctx,
        lock.retryAfterSeconds,
        renderLoginPage({
          ...ctx,
          action,
          links,
          email,
          errors: { form: lockedMessage(t, lock.retryAfterSeconds) },
        }),
      );
    const lock = await lockStatus(db, email);
    if (lock.locked) return locked(lock);
    const account = await findAccountByEmail(email);
    // verifyPassword does the same work without an account, so timing does not tell which addresses exist.
    const valid = await verifyPassword(account?.passwordHash ?? null, password.data);
    if (!account || !valid) {
      const after = await recordFailure(db, email);
      if (after.locked) return locked(after);
      return page(401, { form: t('identity.login.wrongCredentials') });
    }
    await recordSuccess(db, email);
    return finishLogin(ctx, provider, account.id);
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
      sendHtml(
        ctx.res,
        status,
        renderEmailStepPage({
          ...ctx,
          action: base,
          links,
          kind: 'code',
          ...(email ? { email } : {}),
          ...(errors ? { errors } : {}),
        }),
      );
    if (step === 'show') return emailPage(200);
    const form = await readForm(ctx.req);
    const raw = (form.get('email') ?? '').trim();
    const email = emailSchema.safeParse(raw);
    if (!email.success) {
      return emailPage(400, raw, { email: t(raw ? 'identity.login.emailInvalid' : 'identity.login.emailMissing') });
    }
    const entry = (status: number, error?: string, notice?: string) =>
      sendHtml(
        ctx.res,
        status,
        renderCodeEntryPage({
          ...ctx,
          action: `${base}/verify`,
          resendAction: base,
          links,
          kind: 'login',
          email: email.data,
          ...(error ? { error } : {}),
          ...(notice ? { notice } : {}),
        }),
      );

    if (step === 'send') {
      const tooManyPage = (seconds: number) =>
        renderCodeEntryPage({
          ...ctx,
          action: `${base}/verify`,
          resendAction: base,
          links,
          kind: 'login',
          email: email.data,
          error: t('identity.code.tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
        });
      const account = await findAccountByEmail(email.data);
      // Without an account nothing is sent, but the answer is the same: the page reveals no addresses.
      if (account) {
        const issued = await issueCode(db, { purpose: 'login-code', subject: email.data });
        if (!issued.ok) {
          ctx.res.setHeader('Retry-After', String(issued.retryAfterSeconds));
          return entry(429, t('identity.code.tooSoon', { seconds: issued.retryAfterSeconds }));
        }
        const sendStatus = await limiter.hit(CODE_SEND_POLICY, email.data);
        if (!sendStatus.allowed)
          return tooMany(ctx, sendStatus.retryAfterSeconds, tooManyPage(sendStatus.retryAfterSeconds));
        await sendMail(db, {
          brandKey: ctx.brand.key,
          to: account.email,
          subject: t('identity.code.mailSubject', { brand: ctx.brand.name, code: issued.code }),
          text: t('identity.code.mailText', { brand: ctx.brand.name, code: issued.code }),
        });
      }
      return entry(200);
    }

    const code = (form.get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return entry(400, t('identity.code.missing'));
    const result = await verifyCode(db, { purpose: 'login-code', subject: email.data, code, limiter });
    if (!result.ok) {
      if (result.reason === 'locked') {
        ctx.res.setHeader('Retry-After', String(result.retryAfterSeconds));
        return entry(429, lockedMessage(t, result.retryAfterSeconds, 'identity.code.locked'));
      }
      return entry(401, t('identity.code.invalid'));
    }
    const account = await findAccountByEmail(email.data);
    if (!account) return entry(401, t('identity.code.invalid'));
    // Proving access to the mailbox is as good as the password: a running password lockout is lifted.
    await limiter.reset(SIGN_IN_POLICY, email.data);
    return finishLogin(ctx, provider, account.id);
  }

  async function forgotStep(ctx: Ctx, base: string, links: InteractionLinks, step: 'show' | 'send') {
    const { t } = ctx;
    const page = (status: number, email?: string, errors?: { email?: string; form?: string }) =>
      sendHtml(
        ctx.res,
        status,
        renderEmailStepPage({
          ...ctx,
          action: base,
          links,
          kind: 'forgot',
          ...(email ? { email } : {}),
          ...(errors ? { errors } : {}),
        }),
      );
    if (step === 'show') return page(200);
    const form = await readForm(ctx.req);
    const raw = (form.get('email') ?? '').trim();
    const email = emailSchema.safeParse(raw);
    if (!email.success) {
      return page(400, raw, { email: t(raw ? 'identity.login.emailInvalid' : 'identity.login.emailMissing') });
    }
    const allowed = await allowSend(ctx, `forgot:${email.data}`, () =>
      renderEmailStepPage({
        ...ctx,
        action: base,
        links,
        kind: 'forgot',
        email: email.data,
        errors: { form: t('identity.code.tooMany', { minutes: 15 }) },
      }),
    );
    if (!allowed) return;
    const account = await findAccountByEmail(email.data);
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
    return sendHtml(
      ctx.res,
      200,
      renderMessagePage({
        ...ctx,
        title: t('identity.forgot.sentTitle'),
        message: t('identity.forgot.sent', { email: email.data }),
        link: { href: links.password, label: t('identity.login.withPassword') },
      }),
    );
  }

  async function registerStep(
    ctx: Ctx,
    provider: Provider,
    base: string,
    links: InteractionLinks,
    step: 'show' | 'send' | 'verify',
  ) {
    const { t } = ctx;
    const page = (status: number, email?: string, errors?: { email?: string; password?: string; form?: string }) =>
      sendHtml(
        ctx.res,
        status,
        renderRegisterPage({ ...ctx, action: base, links, ...(email ? { email } : {}), ...(errors ? { errors } : {}) }),
      );
    if (step === 'show') return page(200);
    const form = await readForm(ctx.req);
    const raw = (form.get('email') ?? '').trim();
    const email = emailSchema.safeParse(raw);
    const entry = (status: number, address: string, error?: string) =>
      sendHtml(
        ctx.res,
        status,
        renderCodeEntryPage({
          ...ctx,
          action: `${base}/verify`,
          resendAction: base,
          links,
          kind: 'register',
          email: address,
          ...(error ? { error } : {}),
        }),
      );

    if (step === 'send') {
      const password = form.get('password') ?? '';
      const resend = form.get('resend') === '1';
      const errors: { email?: string; password?: string } = {};
      if (!email.success) errors.email = t(raw ? 'identity.login.emailInvalid' : 'identity.login.emailMissing');
      const passwordError = resend ? undefined : newPasswordError(password);
      if (passwordError) errors.password = t(passwordError);
      if (errors.email || errors.password || !email.success) return page(400, raw, errors);
      const allowed = await allowSend(ctx, `register:${email.data}`, () =>
        renderRegisterPage({
          ...ctx,
          action: base,
          links,
          email: email.data,
          errors: { form: t('identity.code.tooMany', { minutes: 15 }) },
        }),
      );
      if (!allowed) return;
      // A resend keeps the password chosen before (its hash travels with the open code).
      const data = resend
        ? await openCodeData(db, 'register', email.data)
        : { passwordHash: await hashPassword(password) };
      if (!data) return page(400, email.data, {});
      const issued = await issueCode(db, { purpose: 'register', subject: email.data, data });
      if (!issued.ok) {
        ctx.res.setHeader('Retry-After', String(issued.retryAfterSeconds));
        return entry(429, email.data, t('identity.code.tooSoon', { seconds: issued.retryAfterSeconds }));
      }
      await sendMail(db, {
        brandKey: ctx.brand.key,
        to: email.data,
        subject: t('identity.register.mailSubject', { brand: ctx.brand.name, code: issued.code }),
        text: t('identity.register.mailText', { brand: ctx.brand.name, code: issued.code }),
      });
      return entry(200, email.data);
    }

    if (!email.success) return page(400, raw, { email: t('identity.login.emailInvalid') });
    const code = (form.get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return entry(400, email.data, t('identity.code.missing'));
    const result = await verifyCode(db, { purpose: 'register', subject: email.data, code, limiter });
    if (!result.ok) {
      if (result.reason === 'locked') {
        ctx.res.setHeader('Retry-After', String(result.retryAfterSeconds));
        return entry(429, email.data, lockedMessage(t, result.retryAfterSeconds, 'identity.code.locked'));
      }
      return entry(401, email.data, t('identity.code.invalid'));
    }
    // The address is proven; an account that already exists is simply signed in (its password stays).
    const existing = await findAccountByEmail(email.data);
    if (existing) return finishLogin(ctx, provider, existing.id);
    const passwordHash = typeof result.data?.['passwordHash'] === 'string' ? result.data['passwordHash'] : null;
    const [created] = await db
      .insert(accounts)
      .values({ email: email.data, passwordHash })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    const accountId = created?.id ?? (await findAccountByEmail(email.data))?.id;
    if (!accountId) return entry(401, email.data, t('identity.code.invalid'));
    return finishLogin(ctx, provider, accountId);
  }

  async function resetStep(ctx: Ctx, token: string, submit: boolean) {
    const { t } = ctx;
    const invalid = () =>
      sendHtml(
        ctx.res,
        400,
        renderMessagePage({
          ...ctx,
          title: t('identity.reset.invalidTitle'),
          message: t('identity.reset.invalid'),
          link: { href: `${ctx.portal}/api/auth/login`, label: t('identity.login.title') },
        }),
      );
    const found = await findLinkToken(db, { purpose: 'password-reset', token });
    if (!found) return invalid();
    const [account] = await db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, found.subject))
      .limit(1);
    if (!account) return invalid();
    const action = `/wachtwoord-herstellen/${token}`;
    if (!submit) return sendHtml(ctx.res, 200, renderResetPage({ ...ctx, action, email: account.email }));
    const form = await readForm(ctx.req);
    const password = form.get('password') ?? '';
    const error = newPasswordError(password);
    if (error)
      return sendHtml(ctx.res, 400, renderResetPage({ ...ctx, action, email: account.email, error: t(error) }));
    const consumed = await consumeLinkToken(db, { purpose: 'password-reset', token });
    if (!consumed) return invalid();
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(accounts.id, account.id));
    // A new password ends every portal session of the account and lifts a running lockout.
    await db.delete(sessions).where(eq(sessions.accountId, account.id));
    await recordSuccess(db, account.email.toLowerCase());
    return sendHtml(
      ctx.res,
      200,
      renderMessagePage({
        ...ctx,
        title: t('identity.reset.doneTitle'),
        message: t('identity.reset.done'),
        link: { href: `${ctx.portal}/api/auth/login?callback_url=%2Faccount`, label: t('identity.login.title') },
      }),
    );
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
    | 'register-verify';

  const INTERACTION_ROUTES: Record<string, { GET?: Route; POST?: Route }> = {
    '': { GET: 'password' },
    '/login': { POST: 'password-submit' },
    '/code': { GET: 'code', POST: 'code-send' },
    '/code/verify': { POST: 'code-verify' },
    '/wachtwoord-vergeten': { GET: 'forgot', POST: 'forgot-send' },
    '/registreren': { GET: 'register', POST: 'register-send' },
    '/registreren/verify': { POST: 'register-verify' },
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
    const base = `/interaction/${encodeURIComponent(uid)}`;
    const links: InteractionLinks = {
      password: base,
      code: `${base}/code`,
      forgot: `${base}/wachtwoord-vergeten`,
      register: `${base}/registreren`,
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
        return sendHtml(ctx.res, 200, renderLoginPage({ ...ctx, action: `${base}/login`, links }));
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
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const forwarded = resolveForwarded(req.headers, req.socket.remoteAddress, trustProxy);
    // From here on the request carries only what we decided to believe; the provider builds its URLs from these.
    if (forwarded.host) req.headers.host = forwarded.host;
    delete req.headers['x-forwarded-host'];
    req.headers['x-forwarded-proto'] = forwarded.proto;
    if (!trustProxy) delete req.headers['x-forwarded-for'];

    const brand = brandFromAccountHost(forwarded.host, accountHost);
    const hostname = forwarded.host?.replace(/:\d+$/, '');
    if (!brand) {
      for (const [name, value] of Object.entries(accountHostSecurityHeaders("'none'", hostname))) {
        res.setHeader(name, value);
      }
      const t = await translator(undefined);
      return sendHtml(
        res,
        404,
        renderMessagePage({
          brand: undefined,
          t,
          title: t('identity.host.notFoundTitle'),
          message: t('identity.host.notFoundMessage'),
        }),
      );
    }
    const origin = portalOrigin(brand, portal);
    for (const [name, value] of Object.entries(accountHostSecurityHeaders(origin, hostname))) {
      res.setHeader(name, value);
    }
    const url = new URL(req.url ?? '/', 'http://account-host.invalid');
    const method = req.method ?? 'GET';
    const isRead = method === 'GET' || method === 'HEAD';

    if (isRead && url.pathname === '/assets/brand.css') {
      return sendAsset(res, 'text/css; charset=utf-8', `${brandCss(brand.key)}\n${ACCOUNT_HOST_CSS}`);
    }
    if (isRead && url.pathname === '/assets/logo.svg') return sendAsset(res, 'image/svg+xml', brandLogoSvg(brand.key));
    if (isRead && url.pathname === '/assets/account-host.js') {
      return sendAsset(res, 'text/javascript; charset=utf-8', ACCOUNT_HOST_JS);
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
      return sendHtml(
        res,
        405,
        renderMessagePage({
          ...ctx,
          title: t('identity.host.notAllowedTitle'),
          message: t('identity.host.notAllowedMessage'),
        }),
      );
    };

    const reset = /^\/wachtwoord-herstellen\/([A-Za-z0-9_-]{1,64})$/.exec(url.pathname);
    if (reset) {
      if (method === 'GET') return resetStep(ctx, reset[1]!, false);
      if (method === 'POST') return resetStep(ctx, reset[1]!, true);
      return notAllowed('GET, POST');
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
    providerFor(brand).callback(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[account-host]', error);
      if (res.headersSent) {
        res.end();
        return;
      }
      translator(undefined)
        .then((t) =>
          sendHtml(
            res,
            500,
            renderMessagePage({
              brand: undefined,
              t,
              title: t('identity.host.errorTitle'),
              message: t('identity.host.errorMessage'),
            }),
          ),
        )
        .catch(() => {
          res.statusCode = 500;
          res.end();
        });
    });
  });

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
      purgeExpiredOidcPayloads(db).catch((error: unknown) => console.warn('[account-host] purge failed', error));
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
