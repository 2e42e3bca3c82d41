/**
 * The browser side of the client platform on every page (plain DOM, no framework, so prebuilt pages stay light):
 * submit-click de-duplication, link prefetching, the consent banner, and — only after functional consent — the
 * tag manager, the `dc_myaccount` cookie and the page's analytics event.
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

function writeCookie(doc: Document, win: Window, name: string, value: string | null): void {
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
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

/** Everything that may only happen with functional consent. */
function afterConsent(context: PageContext, doc: Document, win: Window & { dataLayer?: unknown[] }): void {
  loadTagManager(doc, context.tagManagerUrl ?? undefined);
  if (context.accountKnown) writeCookie(doc, win, ACCOUNT_COOKIE, context.accountId);
  const page: AnalyticsPage = {
    path: context.path,
    title: context.title,
    accountId: context.accountKnown ? context.accountId : (readCookie(doc, ACCOUNT_COOKIE) ?? null),
    origin: context.origin,
    ...(context.errorStatus ? { errorStatus: context.errorStatus } : {}),
  };
  const event = pageEvent(page, sessionStore(win));
  if (event) dataLayerOf(win).push(event);
}

function wireBanner(consent: ConsentManager, doc: Document, onAccept: () => void): void {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner || !consent.needsChoice()) return;
  banner.hidden = false;
  const decide = (functional: boolean) => {
    const hadFocus = banner.contains(doc.activeElement);
    consent.decide(functional);
    banner.hidden = true;
    // The banner's buttons vanish; keep keyboard users where the page starts.
    if (hadFocus) doc.getElementById('main')?.focus();
    if (functional) onAccept();
  };
  banner.querySelector('[data-consent-accept]')?.addEventListener('click', () => decide(true));
  banner.querySelector('[data-consent-reject]')?.addEventListener('click', () => decide(false));
}

/** Starts the platform on a page; returns the page context it found (undefined: nothing to do). */
export function startPlatform(
  doc: Document = document,
  win: Window & typeof globalThis = window,
): PageContext | undefined {
  setupClickDedupe(win);
  setupPrefetch(doc, win);
  const context = readPageContext(doc);
  if (!context) return undefined;

  if (context.privacy) {
    const consent = createConsentManager(context.privacy, localStore(win));
    if (consent.hasFunctionalConsent()) afterConsent(context, doc, win);
    else {
      // Without consent the account cookie must not stay behind either.
      if (readCookie(doc, ACCOUNT_COOKIE) !== undefined) writeCookie(doc, win, ACCOUNT_COOKIE, null);
      wireBanner(consent, doc, () => afterConsent(context, doc, win));
    }
  }

  return context;
}
