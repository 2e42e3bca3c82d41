/**
 * The account host's HTTP plumbing on node:http: which host and scheme a request was meant for (and whom to believe
 * about that), the security headers, reading a form and sending pages, assets and redirects.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocalHostname } from '../server/auth/urls';
import { sendServedFile, type ServedFile } from '../server/serving/served-file';

/** True for a peer address on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const first = raw?.split(',')[0]?.trim();
  return first || undefined;
}

export interface ForwardedRequest {
  /** The host the request was meant for. */
  host: string | undefined;
  proto: 'http' | 'https';
}

/**
 * The host and scheme a request was meant for. `X-Forwarded-Host`/`-Proto` count only from a trusted peer: a
 * loopback address (the portal on this machine), or anyone when `trustProxy` is on.
 */
export function resolveForwarded(
  headers: IncomingMessage['headers'],
  remoteAddress: string | undefined,
  trustProxy: boolean,
): ForwardedRequest {
  const trusted = trustProxy || isLoopbackAddress(remoteAddress);
  const forwardedHost = trusted ? firstHeader(headers['x-forwarded-host']) : undefined;
  const forwardedProto = trusted ? firstHeader(headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  return {
    host: forwardedHost ?? firstHeader(headers.host),
    proto: forwardedProto === 'https' ? 'https' : 'http',
  };
}

/**
 * The account host's security headers: a strict Content-Security-Policy (no inline script or style; forms may only
 * go to the host itself and, through the provider's redirects, to the brand's portal), no framing, nosniff, and
 * HSTS outside localhost.
 */
export function accountHostSecurityHeaders(portal: string, hostname: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action 'self' ${portal}`,
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (hostname && !isLocalHostname(hostname)) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

const MAX_FORM_BYTES = 16 * 1024;

/** The fields of a url-encoded form post; empty for any other body, or one larger than 16 KiB. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return new URLSearchParams();
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const MAX_JSON_BYTES = 64 * 1024;

/** The parsed body of a JSON post; undefined for any other body, one that is not JSON, or one larger than 64 KiB. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends a JSON answer; never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Sends a page; never cached (it may carry an address or an error about one). */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/** How long a browser keeps the host's stylesheets, script and logo before it asks again (a 304 when unchanged). */
export const ASSET_CACHE_CONTROL = 'public, max-age=300';

/**
 * Sends a stylesheet, script or image made in memory (see {@link servedBody}): cacheable for five minutes, with its
 * ETag (304 on `If-None-Match`) and, where the browser accepts it, its Brotli or gzip form.
 */
export function sendAsset(req: IncomingMessage, res: ServerResponse, type: string, file: ServedFile): void {
  sendServedFile(req, res, file, {
    status: 200,
    conditional: true,
    headers: {
      'content-type': type,
      'cache-control': ASSET_CACHE_CONTROL,
      ...(file.br ? { vary: 'Accept-Encoding' } : {}),
    },
  });
}

export function sendRedirect(res: ServerResponse, location: string, status = 302): void {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}
