/**
 * What every page tells the browser about itself (rendered by src/layouts/parts/Platform.astro into `#mo-page-context`): analytics
 * context, client settings, the brand's privacy settings, the tag manager.
 * The app-integration tool reads it back from the pages it opens.
 */
import type { Platform } from '../../lib/analytics/data-layer';
import type { PrivacySettings } from '../../lib/consent/consent';

export interface ClientSettings {
  showLogoutButton: boolean;
  hasWebviewLimitation: boolean;
  userLanguagePreference?: string;
}

export interface PageContext {
  path: string;
  /** The page's heading, or the document title without one. */
  title: string;
  /** The signed-in account; null when nobody is, or when the page cannot know (prebuilt). */
  accountId: string | null;
  /** False on prebuilt pages, which are the same for everybody: the account then comes from `dc_myaccount`. */
  accountKnown: boolean;
  origin: Platform;
  /** The page shown is the 404 or 500 page (for this path). */
  errorStatus?: 404 | 500;
  /** The analytics category the page was given when it was rendered (pageCategory of src/features/areas.ts). */
  category: string;
  /** True on a route excluded from screen-view analytics (isExcludedFromScreenView of src/features/areas.ts). */
  noScreenView: boolean;
  clientSettings: ClientSettings;
  privacy: PrivacySettings | null;
  tagManagerUrl: string | null;
  /**
   * The pages link prefetching may fetch: the prebuilt pages this visitor gets as the shared, cacheable file; none
   * for a visitor whose pages are rendered for them alone (signed in, another language, a webview, preview).
   */
  prefetchPaths: string[];
}

export const PAGE_CONTEXT_ID = 'mo-page-context';

/** The client settings with their defaults, from whatever the middleware put in locals. */
export function clientSettingsOf(value: unknown): ClientSettings {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    showLogoutButton: typeof raw['showLogoutButton'] === 'boolean' ? raw['showLogoutButton'] : true,
    hasWebviewLimitation: typeof raw['hasWebviewLimitation'] === 'boolean' ? raw['hasWebviewLimitation'] : false,
    ...(typeof raw['userLanguagePreference'] === 'string'
      ? { userLanguagePreference: raw['userLanguagePreference'] }
      : {}),
  };
}

/** Reads the context a page rendered, or undefined when it has none (or it is unreadable). */
export function readPageContext(doc: Document): PageContext | undefined {
  const raw = doc.getElementById(PAGE_CONTEXT_ID)?.dataset['context'];
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as PageContext;
  } catch {
    return undefined;
  }
}
