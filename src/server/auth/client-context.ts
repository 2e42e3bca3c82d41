/**
 * Where a request comes from (the analytics origin: WEB or WEBVIEW) and the client settings of
 * (showLogoutButton default true, hasWebviewLimitation default false, userLanguagePreference).
 *
 * How an app says it is an app: it opens the portal with `?platform=webview` on its first request (or sends the
 * header `X-MO-Platform: WEBVIEW` on every request). It may add `showLogoutButton=false` (the app signs out itself)
 * and `hasWebviewLimitation=true` (the webview cannot open downloads or new windows). The portal keeps the answer
 * for the browser session in the signed cookie `mo_client` and stores the origin with a session started from it;
 * `?platform=web` switches back.
 */
import { z } from 'zod';
import type { Language } from '../../i18n/translate';
import { signValue, verifySignedValue } from './cookies';

export type Origin = 'WEB' | 'WEBVIEW';

export interface ClientSettings {
  showLogoutButton: boolean;
  hasWebviewLimitation: boolean;
  /** The language the user chose (the mo-site-language cookie), if any. */
  userLanguagePreference?: Language | undefined;
}

export interface ClientContext {
  origin: Origin;
  clientSettings: ClientSettings;
}

/** Name of the cookie that keeps an app's choice for the browser session. */
export const CLIENT_COOKIE = 'mo_client';
/** The header an app may send on every request instead of the query parameter. */
export const PLATFORM_HEADER = 'x-mo-platform';
const COOKIE_PURPOSE = 'client-context';

const storedSchema = z.object({
  origin: z.enum(['WEB', 'WEBVIEW']),
  showLogoutButton: z.boolean(),
  hasWebviewLimitation: z.boolean(),
});
type Stored = z.infer<typeof storedSchema>;

export const DEFAULT_STORED: Stored = { origin: 'WEB', showLogoutButton: true, hasWebviewLimitation: false };

function flag(value: string | null, fallback: boolean): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}

export interface ClientContextInput {
  url: URL;
  headers: Headers;
  /** The signed `mo_client` cookie value, if any. */
  cookie: string | undefined;
  /** The mo-site-language cookie value, if any. */
  languageCookie: string | undefined;
  secret: string;
}

export interface ResolvedClientContext extends ClientContext {
  /** A new signed cookie value to set, when the request changed what is kept. */
  setCookie?: string;
}

/** The origin and client settings of a request, and whether the kept choice changed. */
export async function resolveClientContext(input: ClientContextInput): Promise<ResolvedClientContext> {
  const raw = await verifySignedValue(input.secret, COOKIE_PURPOSE, input.cookie);
  let kept: Stored = DEFAULT_STORED;
  if (raw) {
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      if (parsed.success) kept = parsed.data;
    } catch {
      // A broken cookie counts as none.
    }
  }
  let next = kept;
  const platform = input.url.searchParams.get('platform')?.toLowerCase();
  if (platform === 'webview') {
    next = {
      origin: 'WEBVIEW',
      showLogoutButton: flag(
        input.url.searchParams.get('showLogoutButton'),
        kept.origin === 'WEBVIEW' ? kept.showLogoutButton : true,
      ),
      hasWebviewLimitation: flag(
        input.url.searchParams.get('hasWebviewLimitation'),
        kept.origin === 'WEBVIEW' ? kept.hasWebviewLimitation : false,
      ),
    };
  } else if (platform === 'web') {
    next = DEFAULT_STORED;
  }
  const header = input.headers.get(PLATFORM_HEADER)?.toUpperCase();
  const origin: Origin = header === 'WEBVIEW' ? 'WEBVIEW' : next.origin;
  const language = input.languageCookie === 'nl' || input.languageCookie === 'be' ? input.languageCookie : undefined;
  const changed = JSON.stringify(next) !== JSON.stringify(kept);
  return {
    origin,
    clientSettings: {
      showLogoutButton: next.showLogoutButton,
      hasWebviewLimitation: next.hasWebviewLimitation,
      userLanguagePreference: language,
    },
    ...(changed ? { setCookie: await signValue(input.secret, COOKIE_PURPOSE, JSON.stringify(next)) } : {}),
  };
}

/** True for the app routes (`/…/app/…`), which render without header, footer and navigation. */
export function isAppRoute(pathname: string): boolean {
  return /(^|\/)app(\/|$)/.test(pathname);
}
