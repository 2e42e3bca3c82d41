/**
 * Request bodies, read with a limit while they stream in: an endpoint never holds more of a body than its
 * own limit, whether the client declares a Content-Length or streams a chunked body of any size, and answers 413.
 *
 * The body is Astro's Web `Request` body, so this counts bytes on its stream reader (a few lines; `raw-body` and its
 * kind read Node streams, which an endpoint does not get). The node adapter's global limit (`bodySizeLimit` in
 * astro.config.mjs, {@link MAX_REQUEST_BODY}) stays behind it for a route that would read a body without this.
 */

/** docs/architecture.md: the contact form takes at most 3 attachments of at most 5 MB each (PNG, JPEG, GIF or PDF). */
const CONTACT_ATTACHMENTS = 3;
const CONTACT_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/**
 * The largest body any request may carry: the contact form with its three largest attachments, plus 1 MiB for its
 * message (at most 2500 characters), fields and multipart framing. The node adapter's `bodySizeLimit`.
 */
export const MAX_REQUEST_BODY = CONTACT_ATTACHMENTS * CONTACT_ATTACHMENT_BYTES + 1024 * 1024;

/** Each endpoint's own limit, in bytes. */
export const BODY_LIMITS = {
  /** `/api/graphql`: an operation's hash and variables (the longest free text is 2500 characters); outside
   * production also the full document, of which the longest is under 1 KiB. */
  graphql: 64 * 1024,
  /** `/api/rebuild`: Sanity's webhook sends the changed document. */
  rebuild: 1024 * 1024,
  /** `/api/pass`, `/api/newsletter`, `/api/commercial-offerings`: a few JSON fields. */
  service: 16 * 1024,
  /** `/api/logout`, `/api/auth/stay`, `/api/auth/switch`: a form post whose body is not used. */
  form: 4 * 1024,
} as const;

/** The body when it is within the limit; `{ ok: false }` when it is larger. */
export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false };

/** The node adapter's global limit fails the body's stream with this message (astro/app/node `limitAsyncIterable`). */
const ADAPTER_LIMIT_MESSAGE = /body size limit exceeded/i;

/**
 * Reads the body of `request`, at most `limit` bytes of it: a declared Content-Length above the limit is refused
 * before a byte is read, a chunked body as soon as it grows past the limit.
 *
 * A refused body is left unread rather than cancelled: cancelling destroys the request's socket (Node aborts an
 * incoming message that is cancelled half-way), so the 413 would never reach the client. The server reads no
 * further (backpressure), and {@link bodyTooLargeHeaders} closes the connection once the answer is sent.
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<LimitedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return { ok: false };
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Error && ADAPTER_LIMIT_MESSAGE.test(error.message)) return { ok: false };
    throw error;
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** The body as UTF-8 text when it is within the limit; undefined when it is larger. */
export async function readTextWithLimit(request: Request, limit: number): Promise<string | undefined> {
  const body = await readBodyWithLimit(request, limit);
  return body.ok ? new TextDecoder().decode(body.bytes) : undefined;
}

/**
 * A copy of `request` whose body is read already (at most `limit` bytes), for a handler that reads the body itself
 * (GraphQL Yoga); undefined when the body is larger.
 */
export async function withLimitedBody(request: Request, limit: number): Promise<Request | undefined> {
  if (request.body === null) return request;
  const body = await readBodyWithLimit(request, limit);
  if (!body.ok) return undefined;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: body.bytes,
    signal: request.signal,
  });
}

/**
 * Reads and drops the body of a route that uses none, at most `limit` bytes of it; false when it is larger. So every
 * endpoint answers a body above its limit alike, also one that would never look at it.
 */
export async function discardBodyWithLimit(request: Request, limit: number): Promise<boolean> {
  return (await readBodyWithLimit(request, limit)).ok;
}

/**
 * Headers of every 413: the connection closes once the answer is out, so the rest of a refused body is not read
 * (Node would otherwise keep reading it off the socket to reuse the connection).
 */
export const bodyTooLargeHeaders: Readonly<Record<string, string>> = {
  connection: 'close',
  'cache-control': 'no-store',
};

/**
 * Headers of an answer given before the request's body was read (401, 404, 405): with a body on its way the
 * connection closes once the answer is out, so Node does not read the rest of an upload nobody will use off the
 * socket (it would, to reuse the connection). Without a body, none.
 */
export function unreadBodyHeaders(request: Request): Record<string, string> {
  return request.body !== null && !request.bodyUsed ? { connection: 'close' } : {};
}

/**
 * `response` closing the connection when it answers a request whose body nobody read (the middleware's 403 of a
 * foreign origin, a 404 of an unknown host, a 429 or 503, any route that refuses before reading): every answer,
 * not only the routes that say so with {@link unreadBodyHeaders}. Node would otherwise read the whole unused body
 * off the socket to keep the connection for the next request.
 */
export function closingUnreadBody(request: Request, response: Response): Response {
  if (request.body === null || request.bodyUsed || response.headers.has('connection')) return response;
  try {
    response.headers.set('connection', 'close');
    return response;
  } catch {
    // A response with immutable headers (Response.redirect, a fetched answer): the same answer with the header.
    const headers = new Headers(response.headers);
    headers.set('connection', 'close');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * The 413 of an API route outside the service routes' format: `{ errors: [{ message, extensions: { code } }] }`
 * (GraphQL's shape), with the Dutch message the caller translated (key `PAYLOAD_TOO_LARGE`).
 */
export function bodyTooLargeResponse(message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }), {
    status: 413,
    headers: { ...bodyTooLargeHeaders, 'content-type': 'application/json; charset=utf-8' },
  });
}
