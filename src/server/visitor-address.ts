/**
 * The visitor's IP address, which the portal keeps with a session (the sessions page shows it) and counts anonymous
 * GraphQL requests by. Behind a load balancer or CDN the connection comes from the proxy, so every visitor would have
 * the proxy's address: every session the same "place", and one anonymous rate limit for everyone.
 *
 * Each proxy appends the address it was connected from to `X-Forwarded-For`, so with TRUST_PROXY_HOPS proxies in
 * front the visitor's address is the entry that many from the right. Entries further left are whatever the visitor
 * sent, never trusted (taking the first entry, as Astro does for its allowed domains, lets anyone pick their
 * address and so their rate limit). With 0 hops (the default: nothing in front) the header counts for nothing; an
 * entry that is not an IP address falls back to the connection's address.
 */
import { isIP } from 'node:net';
import { config } from './config';

export function visitorAddress(
  forwardedFor: string | readonly string[] | null | undefined,
  peer: string | undefined,
  hops: number = config().TRUST_PROXY_HOPS,
): string | undefined {
  if (hops <= 0 || !forwardedFor) return peer;
  const entries = (typeof forwardedFor === 'string' ? forwardedFor : forwardedFor.join(','))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request passed fewer of them (the nearest one's entry is the visitor's).
  const entry = entries[Math.max(0, entries.length - hops)];
  return entry !== undefined && isIP(entry) !== 0 ? entry : peer;
}
