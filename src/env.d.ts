/// <reference types="astro/client" />
/// <reference types="@sanity/astro/module" />

declare namespace App {
  interface Locals {
    /** The brand of the request's host; undefined for an unknown host (which gets the 404 page). */
    brand?: import('./brands/registry').BrandInfo;
    /** The brand's CMS document (seoTitle, links, privacy…); undefined for an unknown host. */
    brandDocument?: import('./content/queries/brand').BrandDocument;
    /** The brand's feature flags (general + brand group); undefined for an unknown host. */
    flags?: import('./content/queries/feature-flags').FeatureFlags;
    /** The signed-in account of this request's session, if any. Set by the session middleware. */
    account?: import('./server/auth/session').SignedInAccount;
    /** True while an editor is in preview mode (drafts shown). */
    preview: boolean;
    /** The address of "Exit Preview Mode": back to the Studio when the preview was opened from it. */
    previewExitHref?: string;
    /** True while the build renders a prebuilt page: content is read fresh from the API, not through the CDN. */
    prebuild?: boolean;
    /** The language of the request (brand country, or the mo-site-language cookie). */
    language: import('./i18n/translate').Language;
    /** Translate a key for this request (a missing key is logged and shown as the key). */
    t: import('./i18n/translate').Translate;
    /** The translation dictionary of this request, for islands that translate in the browser. */
    translations: Readonly<Record<string, string>>;
    /** The visitor's IP address, behind TRUST_PROXY_HOPS proxies (server/visitor-address.ts); set by the middleware. */
    clientAddress?: string;
    /** WEB or WEBVIEW (an app's webview); set by the middleware on every brand request (client-context.ts). */
    origin?: import('./server/auth/client-context').Origin;
    /** The client settings (showLogoutButton, hasWebviewLimitation, userLanguagePreference). */
    clientSettings?: import('./server/auth/client-context').ClientSettings;
  }
}
