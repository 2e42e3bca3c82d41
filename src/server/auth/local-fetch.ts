/**
 * Server-side HTTP to the account host. Browsers resolve every `*.localhost` name to loopback, Node does not; so a
 * request for `http://login.ad.localhost:4323/token` is sent to `http://127.0.0.1:4323/token` with the name it was
 * meant for in `X-Forwarded-Host`. The account host trusts that header only from a loopback peer.
 */
import type { CustomFetch, CustomFetchOptions } from 'openid-client';

export interface LocalRewrite {
  /** The URL to connect to. */
  url: string;
  /** The original `host[:port]`, when the URL was rewritten. */
  forwardedHost: string | undefined;
}

/** Where a request for `url` really goes: `localhost`/`*.localhost` become 127.0.0.1 on the same port. */
export function rewriteLocalUrl(url: string): LocalRewrite {
  const target = new URL(url);
  const hostname = target.hostname.toLowerCase().replace(/\.$/, '');
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) return { url, forwardedHost: undefined };
  const forwardedHost = target.host;
  target.hostname = '127.0.0.1';
  return { url: target.href, forwardedHost };
}

/** The request `localFetch` makes: the rewritten URL and the options with `X-Forwarded-Host` added when needed. */
export function localFetchRequest(url: string, options: CustomFetchOptions): [string, CustomFetchOptions] {
  const rewrite = rewriteLocalUrl(url);
  if (!rewrite.forwardedHost) return [url, options];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers)) {
    // A caller-supplied forwarding header must not override the one we derive from the URL.
    if (name.toLowerCase() !== 'x-forwarded-host') headers[name] = value;
  }
  headers['x-forwarded-host'] = rewrite.forwardedHost;
  return [rewrite.url, { ...options, headers }];
}

/** openid-client `customFetch` that reaches `*.localhost` hosts from Node (see the module comment). */
export const localFetch: CustomFetch = (url, options) => {
  const [target, init] = localFetchRequest(url, options);
  return fetch(target, init as RequestInit);
};
