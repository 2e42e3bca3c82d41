/**
 * A `Host` header that is not `host[:port]` (RFC 9110 §7.2) — `ad.localhost@evil.example`, `ad.localhost/x`, a space
 * — is a malformed request, not a brand to look up: it is answered 400 with a short Dutch text before anything reads
 * it. The Node adapter of Astro builds a `Request` from the header before our middleware runs, and `fetch`'s
 * `Request` refuses a URL with credentials (`@`) by throwing, which the adapter answers with a bare English 500 and a
 * stack trace in the log per request. So the check runs twice: on the Node server in front of Astro
 * ({@link guardHostHeader}, `npm start`) and in the middleware (src/middleware.ts) for every other way in. The
 * account host (src/account-host/server.ts) applies the same rule.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { committedTranslations } from '../content/queries/translations';
import { createTranslator } from '../i18n/translate';

/** A registered name (letters, digits, `-`, `.`, `_`) or an IPv6 literal in brackets, optionally `:port`. */
const HOST = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * True when `value` is a usable `Host` header: `host[:port]` and nothing else. A missing header counts as usable
 * (HTTP/1.0 clients send none; the server then answers for its own name).
 */
export function isValidHostHeader(value: string | string[] | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return false;
  return value.length <= 255 && HOST.test(value);
}

/** The Dutch text of the 400 answer (no brand is known: the committed Dutch texts). */
function badHostText(): string {
  const t = createTranslator(committedTranslations('nl'));
  return `${t('badRequest.title')}\n\n${t('badRequest.body')}\n`;
}

/** The 400 answer to a malformed `Host` header, as a fetch `Response` (the middleware's). */
export function badHostResponse(): Response {
  return new Response(badHostText(), {
    status: 400,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Answers `res` with the 400 of a malformed `Host` header (node:http). */
export function sendBadHost(res: ServerResponse): void {
  res.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  res.end(badHostText());
}

/**
 * Puts the Host check in front of every request listener of a Node server that is already set up (the standalone
 * server Astro's adapter made): a malformed `Host` is answered 400 here and never reaches the adapter.
 */
export function guardHostHeader(server: Server): void {
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!isValidHostHeader(req.headers.host)) {
      sendBadHost(res);
      return;
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}
