/**
 * The account host's HTML, themed per brand: the brand's design tokens (`/assets/brand.css`, the same semantic
 * contract as the portal) and wordmark (`/assets/logo.svg`, height 35), every word from translation keys (nl-NL or
 * nl-BE). One `<main>`, labelled fields with linked errors, 44px targets. No inline script or style: the only script
 * is `/assets/account-host.js` (submit on the sixth digit, the logout step). All interpolated text is escaped.
 */
import type { BrandInfo } from '../../../brands/registry';
import type { Translate } from '../../../i18n/translate';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What every page needs. */
export interface PageContext {
  brand: BrandInfo | undefined;
  t: Translate;
  /** The brand portal's origin (for the logo link and "back to the site"). */
  portal?: string | undefined;
}

function document(context: PageContext, title: string, body: string): string {
  const { brand, t, portal } = context;
  const suffix = t('identity.host.pageTitleSuffix') || 'Mijn Omgeving';
  const fullTitle = brand ? `${title} – ${brand.name} ${suffix}` : `${title} – ${suffix}`;
  const lang = brand?.country === 'be' ? 'nl-BE' : 'nl-NL';
  const logo = brand
    ? `<header class="top"><a class="logo" href="${escapeHtml(portal ? `${portal}/` : '/')}"><img src="/assets/logo.svg" alt="${escapeHtml(t('identity.host.logoAlt', { brand: brand.name }))}" height="35"></a></header>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(fullTitle)}</title>
<link rel="stylesheet" href="/assets/brand.css">
<script src="/assets/account-host.js" defer></script>
</head>
<body>
${logo}
<main id="main">
${body}
</main>
</body>
</html>`;
}

/** One form field. */
export interface FieldInput {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /** Also described by the form-level error (wrong e-mail address or password). */
  formError?: boolean;
  autofocus?: boolean;
  /** Extra attributes, already safe (constants only). */
  extra?: string;
}

function field(input: FieldInput): string {
  const described = [
    input.hint ? `${input.name}-hint` : undefined,
    input.error ? `${input.name}-error` : undefined,
    input.formError ? 'form-error' : undefined,
  ].filter(Boolean);
  const invalid = Boolean(input.error || input.formError);
  const attributes = [
    `id="${input.name}"`,
    `name="${input.name}"`,
    `type="${input.type}"`,
    `autocomplete="${input.autocomplete}"`,
    'required',
    input.value ? `value="${escapeHtml(input.value)}"` : '',
    described.length ? `aria-describedby="${described.join(' ')}"` : '',
    invalid ? 'aria-invalid="true"' : '',
    input.autofocus ? 'autofocus' : '',
    input.type === 'email' ? 'inputmode="email" spellcheck="false" autocapitalize="none"' : '',
    input.extra ?? '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${input.name}">${escapeHtml(input.label)}</label>
${input.hint ? `<p class="hint" id="${input.name}-hint">${escapeHtml(input.hint)}</p>` : ''}
${input.error ? `<p class="field-error" id="${input.name}-error">${escapeHtml(input.error)}</p>` : ''}
<input ${attributes.join(' ')}>
</div>`;
}

function formError(message: string | undefined): string {
  return message ? `<p class="form-error" id="form-error" role="alert">${escapeHtml(message)}</p>` : '';
}

function notice(message: string | undefined): string {
  return message ? `<p class="notice" role="status">${escapeHtml(message)}</p>` : '';
}

function links(context: PageContext, items: Array<{ href: string; label: string } | undefined>): string {
  const present = items.filter((item): item is { href: string; label: string } => Boolean(item));
  if (!present.length) return '';
  return `<nav class="more" aria-label="${escapeHtml(context.t('identity.host.otherWays'))}"><ul>${present
    .map((item) => `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.label)}</a></li>`)
    .join('')}</ul></nav>`;
}

/** The errors a sign-in form can show. */
export interface LoginFormErrors {
  email?: string;
  password?: string;
  /** An error about the combination (wrong e-mail address or password), linked to both fields. */
  form?: string;
}

/** The links between the ways of signing in of one interaction. */
export interface InteractionLinks {
  password: string;
  code: string;
  forgot: string;
  register: string;
}

export interface LoginPageInput extends PageContext {
  brand: BrandInfo;
  /** Where the form posts to. */
  action: string;
  links: InteractionLinks;
  /** The e-mail address typed before, shown again after an error. */
  email?: string;
  errors?: LoginFormErrors;
  /** A confirmation shown above the form (e.g. after a password change). */
  notice?: string;
}

/** Sign in with e-mail address and password. */
export function renderLoginPage(input: LoginPageInput): string {
  const { t } = input;
  const errors = input.errors ?? {};
  const firstInvalid = errors.email || errors.form ? 'email' : errors.password ? 'password' : undefined;
  const body = `<h1>${escapeHtml(t('identity.login.title'))}</h1>
<p>${escapeHtml(t('identity.login.intro', { brand: input.brand.name }))}</p>
${notice(input.notice)}
${formError(errors.form)}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${field({ name: 'email', label: t('identity.login.email'), type: 'email', autocomplete: 'username', value: input.email, error: errors.email, formError: Boolean(errors.form), autofocus: firstInvalid === 'email' })}
${field({ name: 'password', label: t('identity.login.password'), type: 'password', autocomplete: 'current-password', error: errors.password, formError: Boolean(errors.form), autofocus: firstInvalid === 'password' })}
<button type="submit">${escapeHtml(t('identity.login.submit'))}</button>
</form>
${links(input, [
  { href: input.links.forgot, label: t('identity.login.forgotPassword') },
  { href: input.links.code, label: t('identity.login.withCode') },
  { href: input.links.register, label: t('identity.login.createAccount') },
])}`;
  return document(input, t('identity.login.title'), body);
}

export interface EmailStepInput extends PageContext {
  brand: BrandInfo;
  action: string;
  links: InteractionLinks;
  /** Which page: ask for a sign-in code, or for a forgotten-password link. */
  kind: 'code' | 'forgot';
  email?: string;
  errors?: { email?: string; form?: string };
}

/** Asks for the e-mail address to send a sign-in code or a new-password link to. */
export function renderEmailStepPage(input: EmailStepInput): string {
  const { t } = input;
  const errors = input.errors ?? {};
  const prefix = input.kind === 'code' ? 'identity.code' : 'identity.forgot';
  const body = `<h1>${escapeHtml(t(`${prefix}.title`))}</h1>
<p>${escapeHtml(t(`${prefix}.intro`))}</p>
${formError(errors.form)}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${field({ name: 'email', label: t('identity.login.email'), type: 'email', autocomplete: 'username', value: input.email, error: errors.email, formError: Boolean(errors.form), autofocus: Boolean(errors.email || errors.form) })}
<button type="submit">${escapeHtml(t(input.kind === 'code' ? 'identity.code.send' : 'identity.forgot.submit'))}</button>
</form>
${links(input, [
  { href: input.links.password, label: t('identity.login.withPassword') },
  input.kind === 'forgot' ? { href: input.links.code, label: t('identity.login.withCode') } : undefined,
  { href: input.links.register, label: t('identity.login.createAccount') },
])}`;
  return document(input, t(`${prefix}.title`), body);
}

export interface CodeEntryInput extends PageContext {
  brand: BrandInfo;
  action: string;
  /** Where "send a new code" posts to (it sends the e-mail address again). */
  resendAction: string;
  links: InteractionLinks;
  kind: 'login' | 'register';
  email: string;
  error?: string;
  notice?: string;
}

/**
 * The six-digit code entry: one numeric field with `autocomplete="one-time-code"` (so phones offer the code from the
 * mail), submitted by `/assets/account-host.js` as soon as the sixth digit is there; the button works without script.
 */
export function renderCodeEntryPage(input: CodeEntryInput): string {
  const { t } = input;
  const title = t(input.kind === 'register' ? 'identity.register.codeTitle' : 'identity.code.enterTitle');
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('identity.code.sent', { email: input.email }))}</p>
${notice(input.notice)}
<form method="post" action="${escapeHtml(input.action)}" novalidate data-code-form>
<input type="hidden" name="email" value="${escapeHtml(input.email)}">
${field({
  name: 'code',
  label: t('identity.code.label'),
  type: 'text',
  autocomplete: 'one-time-code',
  hint: t('identity.code.hint'),
  error: input.error,
  autofocus: true,
  extra: 'inputmode="numeric" pattern="[0-9]{6}" maxlength="6" data-submit-on-six class="code"',
})}
<button type="submit">${escapeHtml(t('identity.code.submit'))}</button>
</form>
<form method="post" action="${escapeHtml(input.resendAction)}" class="secondary">
<input type="hidden" name="email" value="${escapeHtml(input.email)}">
<input type="hidden" name="resend" value="1">
<button type="submit" class="link-button">${escapeHtml(t('identity.code.resend'))}</button>
</form>
${links(input, [{ href: input.links.password, label: t('identity.login.withPassword') }])}`;
  return document(input, title, body);
}

export interface RegisterPageInput extends PageContext {
  brand: BrandInfo;
  action: string;
  links: InteractionLinks;
  email?: string;
  errors?: { email?: string; password?: string; form?: string };
}

/** Create an account: e-mail address and a new password; a code by mail confirms the address. */
export function renderRegisterPage(input: RegisterPageInput): string {
  const { t } = input;
  const errors = input.errors ?? {};
  const body = `<h1>${escapeHtml(t('identity.register.title'))}</h1>
<p>${escapeHtml(t('identity.register.intro', { brand: input.brand.name }))}</p>
${formError(errors.form)}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${field({ name: 'email', label: t('identity.login.email'), type: 'email', autocomplete: 'username', value: input.email, error: errors.email, autofocus: Boolean(errors.email) })}
${field({ name: 'password', label: t('identity.reset.password'), type: 'password', autocomplete: 'new-password', hint: t('identity.reset.passwordHint'), error: errors.password, autofocus: !errors.email && Boolean(errors.password) })}
<button type="submit">${escapeHtml(t('identity.register.submit'))}</button>
</form>
${links(input, [{ href: input.links.password, label: t('identity.login.withPassword') }])}`;
  return document(input, t('identity.register.title'), body);
}

export interface ResetPageInput extends PageContext {
  brand: BrandInfo;
  action: string;
  email: string;
  error?: string;
}

/** Choose a new password (from the forgotten-password link). */
export function renderResetPage(input: ResetPageInput): string {
  const { t } = input;
  const body = `<h1>${escapeHtml(t('identity.reset.title'))}</h1>
<p>${escapeHtml(t('identity.reset.intro', { email: input.email }))}</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="text" name="username" value="${escapeHtml(input.email)}" autocomplete="username" aria-label="${escapeHtml(t('identity.login.email'))}" hidden>
${field({ name: 'password', label: t('identity.reset.password'), type: 'password', autocomplete: 'new-password', hint: t('identity.reset.passwordHint'), error: input.error, autofocus: true })}
<button type="submit">${escapeHtml(t('identity.reset.submit'))}</button>
</form>`;
  return document(input, t('identity.reset.title'), body);
}

/** The logout step: oidc-provider's confirmation form, submitted at once by the script (the user chose to log out). */
export function renderLogoutPage(context: PageContext, form: string): string {
  const { t } = context;
  const body = `<h1>${escapeHtml(t('identity.logout.title'))}</h1>
<p>${escapeHtml(t('identity.logout.intro'))}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-button" data-auto-submit>${escapeHtml(t('identity.logout.button'))}</button>`;
  return document(context, t('identity.logout.title'), body);
}

export interface MessagePageInput extends PageContext {
  title: string;
  message: string;
  link?: { href: string; label: string } | undefined;
}

/** A page with a heading, one message and optionally one link onward. */
export function renderMessagePage(input: MessagePageInput): string {
  const link = input.link
    ? `<p><a class="button-link" href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a></p>`
    : '';
  return document(
    input,
    input.title,
    `<h1>${escapeHtml(input.title)}</h1>\n<p>${escapeHtml(input.message)}</p>\n${link}`,
  );
}

/**
 * The account host's stylesheet: only the semantic tokens of the brand's `:root` block (prepended by the server), so
 * every brand looks like its portal.
 */
export const ACCOUNT_HOST_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:var(--font-body);font-size:1rem;line-height:1.5;color:var(--color-text);background:var(--color-page-bg)}
.top{background:var(--color-header-bg);color:var(--color-on-header);padding:.5rem 1rem;border-bottom:1px solid var(--color-border)}
.top .logo{display:inline-flex;align-items:center;min-height:44px}
.top img{height:35px;width:auto;display:block}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:var(--color-surface-bg);border:1px solid var(--color-border);border-radius:var(--radius-brand)}
main:focus{outline:none}
h1{font-family:var(--font-brand);font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
.field{margin:1rem 0}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{margin:0 0 .25rem;color:var(--color-text-muted)}
input[type=email],input[type=password],input[type=text]{display:block;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;color:var(--color-text);background:var(--color-surface-bg);border:2px solid var(--color-border);border-radius:var(--radius-brand)}
input.code{font-size:1.5rem;letter-spacing:.5em;font-variant-numeric:tabular-nums;max-width:14rem}
input[aria-invalid=true]{border-color:var(--color-on-negative)}
.field-error{color:var(--color-on-negative);margin:0 0 .25rem;font-weight:600}
.form-error{margin:1rem 0;padding:.75rem;border:2px solid var(--color-on-negative);border-radius:var(--radius-brand);background:var(--color-negative-bg);color:var(--color-on-negative);font-weight:600}
.notice{margin:1rem 0;padding:.75rem;border-radius:var(--radius-brand);background:var(--color-positive-bg);color:var(--color-on-positive)}
button{display:inline-block;min-height:44px;min-width:44px;width:100%;padding:.5rem 1rem;font:inherit;font-weight:600;color:var(--color-on-accent);background:var(--color-accent);border:0;border-radius:var(--radius-brand);cursor:pointer;margin-top:.5rem}
button:hover{background:var(--color-accent-hover)}
button.link-button{width:auto;background:none;color:var(--color-link);text-decoration:underline;padding:0;font-weight:400}
a{color:var(--color-link);display:inline-block;min-height:44px;line-height:44px}
a.button-link{background:var(--color-accent);color:var(--color-on-accent);padding:0 1rem;border-radius:var(--radius-brand);font-weight:600;text-decoration:none}
.more ul{list-style:none;padding:0;margin:1rem 0 0}
:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
`;

/**
 * The account host's only script: submits a code form as soon as six digits are in, and clicks the logout
 * confirmation button (oidc-provider's form) on the logout step.
 */
export const ACCOUNT_HOST_JS = `(function () {
  'use strict';
  document.querySelectorAll('input[data-submit-on-six]').forEach(function (input) {
    var sent = false;
    input.addEventListener('input', function () {
      var digits = input.value.replace(/\\D/g, '').slice(0, 6);
      if (digits !== input.value) input.value = digits;
      if (digits.length === 6 && !sent && input.form) {
        sent = true;
        if (input.form.requestSubmit) input.form.requestSubmit(); else input.form.submit();
      }
    });
  });
  var logout = document.querySelector('[data-auto-submit]');
  if (logout) logout.click();
})();
`;
