/**
 * The Content-Security-Policy of the Studio at /studio, the one page with a looser policy than the rest: Sanity
 * Studio styles itself with styled-components (style elements made at run time, which no hash can cover), talks to
 * its content API (the embedded lake on this machine, or Sanity's API and its live endpoints), shows the CMS's
 * images and may start web workers from blob: URLs. Scripts stay as strict as on every page: Astro's own policy for
 * them (our origin and the hashes of its inline island scripts) is kept.
 */
import { framingPolicy } from './security-headers';

/** True for the Studio's pages (and its runtime configuration). */
export function isStudioPath(pathname: string): boolean {
  return pathname === '/studio' || pathname.startsWith('/studio/');
}

export interface StudioSource {
  /** The embedded lake's address, when the Studio edits it; else the Studio edits a real Sanity project. */
  lakeUrl?: string | undefined;
}

/** The policy for a Studio page, from the script directive of the policy Astro gave the page. */
export function studioPolicy(astroPolicy: string | null, source: StudioSource): string {
  const scripts =
    astroPolicy
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src ')) ?? "script-src 'self'";
  // The lake's listeners each have a host of their own (src/content/studio/lake-client.ts).
  const api = source.lakeUrl
    ? [new URL(source.lakeUrl).origin, `http://*.localhost:${new URL(source.lakeUrl).port}`]
    : ['https://*.api.sanity.io', 'wss://*.api.sanity.io', 'https://*.apicdn.sanity.io', 'https://api.sanity.io'];
  return [
    "default-src 'self'",
    scripts,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://cdn.sanity.io ${api.join(' ')}`,
    `connect-src 'self' ${api.join(' ')}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    framingPolicy,
  ].join('; ');
}

/** The embedded lake's address as the editor's browser reaches it (loopback: the lake listens on this machine). */
export function studioLakeUrl(settings: { SANITY_PROJECT_ID?: string | undefined; CONTENT_LAKE_PORT: number }) {
  return settings.SANITY_PROJECT_ID ? undefined : `http://127.0.0.1:${settings.CONTENT_LAKE_PORT}`;
}
