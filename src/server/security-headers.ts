/**
 * Security headers on every answer. Astro renders its own Content-Security-Policy header for pages (with hashes
 * of its few inline scripts and styles); `framingPolicy` is appended to it, because Astro's directives cannot
 * say frame-ancestors or form-action. Every other answer gets the full strict policy. HSTS everywhere except on
 * localhost.
 */
const STRICT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
];

/** Framing, base and form rules; forms may post to our pages and to the account host (logout, sign-in). */
export const framingPolicy = [
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self' http://*.localhost:* https:",
].join('; ');

export function securityHeaders(url: URL): Record<string, string> {
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
  const headers: Record<string, string> = {
    'content-security-policy': `${STRICT_POLICY.join('; ')}; ${framingPolicy}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'x-robots-tag': 'noindex',
  };
  if (!local) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Adds the security headers to an answer; a policy the page already has keeps its hashes and gains framingPolicy. */
export function withSecurityHeaders(response: Response, url: URL): Response {
  for (const [name, value] of Object.entries(securityHeaders(url))) {
    const existing = response.headers.get(name);
    if (!existing) response.headers.set(name, value);
    else if (name === 'content-security-policy' && !existing.includes('frame-ancestors')) {
      response.headers.set(name, withFraming(existing));
    }
  }
  return response;
}

/** The same for headers as a record with lower-case names (an answer the front writes itself). */
export function addSecurityHeaders(headers: Record<string, string>, url: URL): Record<string, string> {
  for (const [name, value] of Object.entries(securityHeaders(url))) {
    const existing = headers[name];
    if (!existing) headers[name] = value;
    else if (name === 'content-security-policy' && !existing.includes('frame-ancestors')) {
      headers[name] = withFraming(existing);
    }
  }
  return headers;
}

function withFraming(policy: string): string {
  return `${policy.trim().replace(/;$/, '')}; ${framingPolicy}`;
}
