/**
 * Who may get a prebuilt page (DESIGN.md §2): a prebuilt file is rendered once per brand for the default context —
 * the brand's own language, a web browser, nobody signed in, no preview, no `?debug=locale` — so it is served only
 * to a visitor in that context. Anyone else (a `mo-site-language` cookie for the other language, an app's webview,
 * a signed-in visitor, an editor in preview) gets the same page rendered on demand for them.
 */
import type { Country } from '../../brands/registry';
import type { FeatureFlags } from '../../content/queries/feature-flags';
import type { Language } from '../../i18n/translate';
import type { Origin } from '../auth/client-context';
import type { PrebuiltPath } from './paths';

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

/**
 * Prebuilt pages whose very existence depends on a flag: while the flag is off the path is answered on demand
 * (the contact page then redirects to the brand's own contact page), so a flag switched off in the CMS takes
 * effect at once, as the flag-gated routes do, instead of only after the brand's next rebuild.
 */
export const PREBUILT_PAGE_FLAGS: Readonly<Partial<Record<PrebuiltPath, keyof FeatureFlags>>> = {
  '/klantenservice/contact': 'isContactEnabled',
};

/** False when the flag a prebuilt path depends on is off for the brand (then render on demand). */
export function prebuiltPageAllowed(pathname: string, flags: FeatureFlags | undefined): boolean {
  const clean = (pathname.replace(/\/+$/, '') || '/') as PrebuiltPath;
  const flag = PREBUILT_PAGE_FLAGS[clean];
  return !flag || Boolean(flags?.[flag]);
}
