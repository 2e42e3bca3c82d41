/**
 * Where the loading page /myaccount forwards to (specification §2 "Loading Pages"): the screen the caller asked
 * for with `?naar=/pad` when that is a path of this portal, otherwise the subscriptions overview for a subscriber
 * with subscriptions (when the brand has that area), otherwise the account screen.
 */
export const TARGET_PARAMETER = 'naar';

/** A same-site path that is a screen (not an API route, not the loading page itself), or undefined. */
export function safeTarget(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'https://portal.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://portal.invalid') return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname === '/myaccount' || url.pathname.startsWith('/myaccount/')) {
    return undefined;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LoadingDecision {
  /** The path asked for (already checked with safeTarget and the brand's flags). */
  requested?: string;
  subscriptionsCount: number;
  subscriptionsEnabled: boolean;
}

export function loadingTarget({ requested, subscriptionsCount, subscriptionsEnabled }: LoadingDecision): string {
  if (requested) return requested;
  return subscriptionsCount > 0 && subscriptionsEnabled ? '/abonnementen' : '/account';
}

/** Cookie with the number of subscriptions the loading page found (read by screens to size their placeholders). */
export const SUBSCRIPTIONS_COUNT_COOKIE = 'mo-detailed-subscriptions-count';
