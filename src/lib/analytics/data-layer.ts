/**
 * The analytics events for `window.dataLayer`: a `screenview` per screen with
 * `screen_name`, page (title, category), user (accountId) and origin (platform WEB or WEBVIEW); none on the excluded
 * routes; `/myaccount` sends `page_loading` instead on its first load. The page's category and whether it is
 * excluded come with the page: the server derived them from the area manifests when it rendered the page
 * (src/features/areas.ts), so the browser carries no route table. Nothing is pushed before functional consent:
 * the caller (platform.ts) asks the consent manager first.
 */
import { normalisePath } from '../../shared/routes';

export type Platform = 'WEB' | 'WEBVIEW';

/** What a page tells analytics about itself. */
export interface AnalyticsPage {
  /** The path of the page (query and hash are dropped). */
  path: string;
  /** The page's title as the user sees it (its heading). */
  title: string;
  /** The signed-in account, or null when nobody is signed in (or a prebuilt page cannot know). */
  accountId: string | null;
  origin: Platform;
  /** The analytics category ("Error Pages" for an error page shown for this path). */
  category: string;
  /** True on a route excluded from screen-view analytics. */
  noScreenView?: boolean;
}

export interface AnalyticsEvent {
  event: 'screenview' | 'page_loading';
  screen_name: string;
  page: { title: string; category: string };
  user: { accountId: string | null };
  origin: { platform: Platform };
}

/** The path that counts as a loading page ("Loading Pages"). */
export const LOADING_PAGE_PATH = '/myaccount';
/** Session storage key that remembers the loading page was shown once in this tab. */
export const LOADING_PAGE_SEEN_KEY = 'mo-page-loading-sent';

function eventOf(name: AnalyticsEvent['event'], page: AnalyticsPage): AnalyticsEvent {
  const path = normalisePath(page.path);
  return {
    event: name,
    screen_name: path,
    page: { title: page.title, category: page.category },
    user: { accountId: page.accountId },
    origin: { platform: page.origin },
  };
}

/** The `screenview` event of a page, or undefined for an excluded route. */
export function screenViewEvent(page: AnalyticsPage): AnalyticsEvent | undefined {
  return page.noScreenView ? undefined : eventOf('screenview', page);
}

/**
 * The event a page sends when it is shown: `page_loading` for the first load of /myaccount in this tab,
 * otherwise its `screenview` (none for an excluded route). `storage` remembers the first load.
 */
export function pageEvent(
  page: AnalyticsPage,
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
): AnalyticsEvent | undefined {
  if (normalisePath(page.path) === LOADING_PAGE_PATH) {
    let seen = false;
    try {
      seen = storage?.getItem(LOADING_PAGE_SEEN_KEY) === '1';
      storage?.setItem(LOADING_PAGE_SEEN_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode); every load then counts as the first.
    }
    if (!seen) return eventOf('page_loading', page);
  }
  return screenViewEvent(page);
}

type DataLayer = unknown[];

/** The page's dataLayer, created when missing (the tag manager reads the same array). */
export function dataLayerOf(win: { dataLayer?: DataLayer }): DataLayer {
  win.dataLayer ??= [];
  return win.dataLayer;
}
