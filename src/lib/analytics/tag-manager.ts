/**
 * The tag manager script: loaded only after functional consent, once per page, from the URL
 * the server configured (none configured: nothing is loaded, the dataLayer still fills).
 */

/** Adds the tag manager script to the page once; returns true when it was added now. */
export function loadTagManager(doc: Document, src: string | undefined): boolean {
  if (!src || doc.querySelector('script[data-tag-manager]')) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset['tagManager'] = '';
  doc.head.append(script);
  return true;
}

/** The Google Tag Manager URL of a container id, or undefined without one. */
export function tagManagerUrl(containerId: string | undefined): string | undefined {
  if (!containerId || !/^GTM-[A-Z0-9]+$/.test(containerId)) return undefined;
  return `https://www.googletagmanager.com/gtm.js?id=${containerId}`;
}

/**
 * The origins the tag manager needs besides our own, per Content-Security-Policy directive (Google's guidance for
 * Tag Manager with Google Analytics 4): its script, the beacons it sends and the pixels it loads.
 */
export const TAG_MANAGER_ORIGINS = {
  'script-src': ['https://*.googletagmanager.com'],
  'connect-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;
