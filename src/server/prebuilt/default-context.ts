/**
 * Who may get a prebuilt page (DESIGN.md §2): a prebuilt file is rendered once per brand for the default context —
 * the brand's own language, a web browser, nobody signed in, no preview, no `?debug=locale` — so it is served only
 * to a visitor in that context. Anyone else (a `mo-site-language` cookie for the other language, an app's webview,
 * a signed-in visitor, an editor in preview) gets the same page rendered on demand for them.
 */
import type { Country } from '../../brands/registry';
import type { Language } from '../../i18n/translate';
import type { Origin } from '../auth/client-context';

export interface VisitorContext {
  /** The brand's country, which is its default language. */
  brandCountry: Country;
  /** The request's language (the `mo-site-language` cookie over the brand's country). */
  language: Language;
  origin: Origin;
  /** The request carries a portal session cookie (valid or not: it may be refreshed by the render). */
  hasSessionCookie: boolean;
  /** A signed-in account was found for the request. */
  signedIn: boolean;
  preview: boolean;
  /** `?debug=locale` outside production. */
  debug: boolean;
}

/** True when a prebuilt page shows exactly what an on-demand render would show this visitor. */
export function isDefaultContext(visitor: VisitorContext): boolean {
  return (
    visitor.language === visitor.brandCountry &&
    visitor.origin === 'WEB' &&
    !visitor.hasSessionCookie &&
    !visitor.signedIn &&
    !visitor.preview &&
    !visitor.debug
  );
}

/**
 * A prebuilt path's answer depends on these request parts, so shared caches (a CDN) must key on them:
 * cookies (language, session, preview, app) and the app's platform header.
 */
export const PREBUILT_VARY = 'Cookie, X-MO-Platform';
