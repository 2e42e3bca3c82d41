/**
 * The browser side of the client platform on every page (plain DOM, no framework, so prebuilt pages stay light):
 * submit-click de-duplication, link prefetching, the consent banner (also reopened from the footer to change or
 * withdraw the choice), and — only after functional consent — the tag manager, the `dc_myaccount` cookie and the
 * page's analytics event.
 */
import { dataLayerOf, pageEvent, type AnalyticsPage } from '../../lib/analytics/data-layer';
import { loadTagManager } from '../../lib/analytics/tag-manager';
import { createConsentManager, type ConsentManager } from '../../lib/consent/consent';
import { setupClickDedupe } from '../../lib/fetcher/click-dedupe';
import { setupPrefetch } from '../../lib/fetcher/prefetch';
import { readPageContext, type PageContext } from './page-context';

/** The cookie that carries the signed-in account id to prebuilt pages' analytics (set only after consent). */
export const ACCOUNT_COOKIE = 'dc_myaccount';

function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Expires a cookie at once: Max-Age for browsers, and a past date for any that count Max-Age=0 as "until now". */
const EXPIRED = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

function writeCookie(doc: Document, win: Window, name: string, value: string | null): void {
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie =
    value === null
      ? `${name}=; Path=/; ${EXPIRED}; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}

function localStore(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

function sessionStore(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Cookies that the tag manager's analytics (Google Analytics, Ads conversion linker) set on the brand's domain.
 * They exist only because of functional consent, so withdrawing consent removes them too.
 */
const ANALYTICS_COOKIE = /^(_ga(_.+)?|_gid|_gat(_.+)?|_gcl_.+)$/;

/** The host and each parent domain: analytics cookies may have been set on any of them. */
function cookieDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  const domains: string[] = [];
  for (let index = 0; index < parts.length - 1; index += 1) domains.push(parts.slice(index).join('.'));
  return domains;
}

/** Removes what functional consent left behind: the account cookie and the analytics cookies. */
function clearConsentCookies(doc: Document, win: Window): void {
  if (readCookie(doc, ACCOUNT_COOKIE) !== undefined) writeCookie(doc, win, ACCOUNT_COOKIE, null);
  for (const part of doc.cookie.split(';')) {
    const name = part.trim().split('=')[0] ?? '';
    if (!ANALYTICS_COOKIE.test(name)) continue;
    doc.cookie = `${name}=; Path=/; ${EXPIRED}`;
    for (const domain of cookieDomains(win.location.hostname)) {
      doc.cookie = `${name}=; Path=/; ${EXPIRED}; Domain=${domain}`;
    }
  }
}

/** Everything that may only happen with functional consent. */
function afterConsent(context: PageContext, doc: Document, win: Window & { dataLayer?: unknown[] }): void {
  loadTagManager(doc, context.tagManagerUrl ?? undefined);
  if (context.accountKnown) writeCookie(doc, win, ACCOUNT_COOKIE, context.accountId);
  const page: AnalyticsPage = {
    path: context.path,
    title: context.title,
    accountId: context.accountKnown ? context.accountId : (readCookie(doc, ACCOUNT_COOKIE) ?? null),
    origin: context.origin,
    // As the server rendered them from the area manifests: the browser carries no route table.
    category: context.category,
    noScreenView: context.noScreenView,
  };
  const event = pageEvent(page, sessionStore(win));
  if (event) dataLayerOf(win).push(event);
}

/**
 * The consent banner: shown by itself while no choice is stored, and again whenever the visitor presses
 * "Cookie-instellingen" in the footer (`[data-consent-settings]`, hidden until this script runs, since it needs it),
 * so a choice can be changed or withdrawn at any time. A reopened banner says what the current choice is and takes
 * the focus; after the choice the focus goes back to the button that opened it.
 */
function wireBanner(consent: ConsentManager, doc: Document, onDecide: (functional: boolean) => void): void {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner) return;
  const current = banner.querySelector<HTMLElement>('[data-consent-current]');
  let opener: HTMLElement | null = null;

  const show = (reopenedBy: HTMLElement | null) => {
    opener = reopenedBy;
    const choice = consent.choice();
    if (current) {
      const text = choice ? current.dataset[choice.functional ? 'accepted' : 'rejected'] : undefined;
      current.textContent = text ?? '';
      current.hidden = !text;
    }
    banner.hidden = false;
    if (reopenedBy) banner.querySelector<HTMLElement>('[data-consent-title]')?.focus();
  };
  const decide = (functional: boolean) => {
    const hadFocus = banner.contains(doc.activeElement);
    consent.decide(functional);
    banner.hidden = true;
    // The banner's buttons vanish: back to the button that reopened it, else to where the page starts.
    if (hadFocus) (opener ?? doc.getElementById('main'))?.focus();
    opener = null;
    onDecide(functional);
  };
  banner.querySelector('[data-consent-accept]')?.addEventListener('click', () => decide(true));
  banner.querySelector('[data-consent-reject]')?.addEventListener('click', () => decide(false));
  for (const settings of doc.querySelectorAll<HTMLElement>('[data-consent-settings]')) {
    const button = settings.querySelector<HTMLElement>('[data-consent-open]');
    if (!button) continue;
    settings.hidden = false;
    button.addEventListener('click', () => show(button));
  }
  if (consent.needsChoice()) show(null);
}

/** Starts the platform on a page; returns the page context it found (undefined: nothing to do). */
export function startPlatform(
  doc: Document = document,
  win: Window & typeof globalThis = window,
): PageContext | undefined {
  setupClickDedupe(win);
  const context = readPageContext(doc);
  setupPrefetch(context?.prefetchPaths ?? [], doc, win);
  if (!context) return undefined;

  if (context.privacy) {
    const consent = createConsentManager(context.privacy, localStore(win));
    // Analytics start at most once per page, however often the visitor accepts.
    let started = false;
    const start = () => {
      if (started) {
        // Accepted again after a withdrawal on this page: only the account cookie went away.
        if (context.accountKnown) writeCookie(doc, win, ACCOUNT_COOKIE, context.accountId);
        return;
      }
      started = true;
      afterConsent(context, doc, win);
    };
    if (consent.hasFunctionalConsent()) start();
    // Without consent nothing it allowed may stay behind (also after a withdrawal on another page or tab).
    else clearConsentCookies(doc, win);
    // A withdrawal cannot unload a tag manager this page already ran; from the next page on none is loaded.
    wireBanner(consent, doc, (functional) => (functional ? start() : clearConsentCookies(doc, win)));
  }

  return context;
}
