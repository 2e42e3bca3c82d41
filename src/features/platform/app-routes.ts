/**
 * How an app opens a route in its webview, as src/server/auth/client-context.ts defines it: `?platform=webview` with
 * `showLogoutButton` and `hasWebviewLimitation` on the first request (kept for the browser session); the user's
 * language preference is the `mo-site-language` cookie. Which routes apps open is declared by the area manifests
 * (`inApp`, `appVariant`; APP_ROUTES in src/features/areas.ts), so the tool lists only routes that exist.
 */
import type { ClientSettings } from './page-context';

/** The `[name]` parameters of a route, in order. */
export function routeParameters(route: string): string[] {
  return [...route.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]!);
}

/** The route with its parameters filled in (URL-encoded); throws when one is missing. */
export function fillRoute(route: string, values: Record<string, string>): string {
  return route.replace(/\[([^\]]+)\]/g, (_match, name: string) => {
    const value = values[name]?.trim();
    if (!value) throw new Error(`Missing route parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The URL (path and query) an app opens a route with, as a webview with these client settings. */
export function appLaunchUrl(path: string, settings: Omit<ClientSettings, 'userLanguagePreference'>): string {
  const query = new URLSearchParams({
    platform: 'webview',
    showLogoutButton: String(settings.showLogoutButton),
    hasWebviewLimitation: String(settings.hasWebviewLimitation),
  });
  return `${path}?${query.toString()}`;
}

/** The cookie that holds the user's language preference (`mo-site-language`). */
export const LANGUAGE_PREFERENCE_COOKIE = 'mo-site-language';

/** The cookie string that sets (nl, be) or clears (undefined) the language preference. */
export function languagePreferenceCookie(language: 'nl' | 'be' | undefined, secure: boolean): string {
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return language
    ? `${LANGUAGE_PREFERENCE_COOKIE}=${language}${flags}; Max-Age=31536000`
    : `${LANGUAGE_PREFERENCE_COOKIE}=${flags}; Max-Age=0`;
}
