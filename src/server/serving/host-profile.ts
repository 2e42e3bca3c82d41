/**
 * What the front needs to know about a `Host` header, worked out once per distinct header value and then found by a
 * Map lookup: the brand it names (src/brands/registry.ts `brandFromHost`, the same rule the middleware applies) and
 * the security headers of an answer on that host (src/server/security-headers.ts: HSTS except on localhost). The
 * number of remembered values is bounded, since anyone can send any Host.
 */
import { brandFromHost, type BrandInfo } from '../../brands/registry';
import { securityHeaders } from '../security-headers';

export interface HostProfile {
  brand: BrandInfo | undefined;
  /** The security headers an answer on this host gets, the strict Content-Security-Policy included. */
  security: Readonly<Record<string, string>>;
}

const MAX_HOSTS = 1024;

export function createHostProfiles(): (host: string | undefined) => HostProfile | undefined {
  const profiles = new Map<string, HostProfile>();
  return (host) => {
    if (!host) return undefined;
    const known = profiles.get(host);
    if (known) return known;
    const brand = brandFromHost(host);
    // The host is valid here (host-header.ts ran first), so it makes a URL; the port does not matter to the headers.
    const profile: HostProfile = { brand, security: securityHeaders(new URL(`http://${host}/`)) };
    if (profiles.size >= MAX_HOSTS) profiles.clear();
    profiles.set(host, profile);
    return profile;
  };
}
