/**
 * Compression on the fly of every text answer Astro writes (pages rendered on demand, JSON of the API
 * and GraphQL, `/brand/tokens.css`, SVG files of `public/`), Brotli or gzip as `Accept-Encoding` allows (the same
 * negotiation as the precompressed files, ./accept-encoding.ts). The front's own files are precompressed
 * (./precompress.ts) and never pass here.
 *
 * A small wrapper over `res.writeHead`/`write`/`end` rather than the `compression` package: that package decides at
 * `writeHead`, and Astro writes every answer as `writeHead` without a Content-Length followed by chunks, so its 1 KB
 * threshold never applies to Astro (it compressed a 12-byte body). Here the decision waits for the body: the first
 * writes are held until 1 KB has come (compress) or the answer ends below it (sent as is, with its Content-Length).
 *
 * Compressed: a status other than 1xx, 204 and 304; a text type (text/*, JSON, JavaScript, XML, SVG), never
 * `text/event-stream` (each event must leave at once); not already encoded; no `Cache-Control: no-transform`; not
 * HEAD. Every text answer gets `Vary: Accept-Encoding`. Brotli at {@link DYNAMIC_BROTLI_QUALITY} and at
 * {@link SMALL_BODY_BROTLI_QUALITY} up to {@link SMALL_BODY_BYTES}, gzip at {@link DYNAMIC_GZIP_LEVEL}; an answer
 * that ends within {@link WHOLE_BODY_BYTES} is compressed in one call, with its length, instead of through a stream.
 * Backpressure holds: a write returns what the compressor's write returns, and its `drain` is the response's `drain`
 * (Astro's static handler pipes files).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { negotiateEncoding, type Encoding } from './accept-encoding';
import { MIN_COMPRESS_BYTES } from './precompress';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Content types worth compressing: text (but event streams), JSON, JavaScript, XML and their `+json`/`+xml` kin, SVG. */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream\b)[\w.+-]+|application\/(?:json|javascript|ecmascript|xml|x-javascript|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/** The headers of an answer as judged here: a `ServerResponse`'s, or a record's (see {@link compressWholeAnswer}). */
interface AnswerHeaders {
  getHeader(name: string): unknown;
  setHeader(name: string, value: string | number): unknown;
}

/** Adds `Accept-Encoding` to the answer's Vary (unless it is there or Vary is `*`). */
function addVary(res: AnswerHeaders): void {
  const current = res.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (!value) res.setHeader('vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(value))
    res.setHeader('vary', `${value}, Accept-Encoding`);
}

type Verdict = 'plain' | 'compress' | 'wait';

/** What to do with an answer whose status and headers are set (see above). */
function judge(
  req: IncomingMessage,
  status: number,
  res: AnswerHeaders,
  encoding: Encoding | undefined,
  knownLength: number | undefined,
): Verdict {
  if (status < 200 || status === 204 || status === 304) return 'plain';
  if (!isCompressibleType(res.getHeader('content-type'))) return 'plain';
  if (res.getHeader('content-encoding') !== undefined) return 'plain';
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('cache-control') ?? ''))) return 'plain';
  addVary(res);
  if (req.method === 'HEAD' || !encoding) return 'plain';
  const length = res.getHeader('content-length') ?? knownLength;
  if (length !== undefined) return Number(length) < MIN_COMPRESS_BYTES ? 'plain' : 'compress';
  return 'wait';
}

type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: BufferEncoding | undefined): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding ?? 'utf8');
}

/**
 * An answer that has ended by the time this much of it has come is compressed in one call rather than through a
 * stream: a Brotli stream costs about 0.5 ms to set up whatever the size, one call on a 1.5 KB GraphQL answer
 * 0.05 ms (and on a 46 KB page about the same as the stream). Beyond this the compressor streams, so a long answer
 * is neither held in memory nor kept from the visitor.
 */
export const WHOLE_BODY_BYTES = 64 * 1024;

/**
 * Brotli's quality for an answer made per request (signed-in pages, GraphQL JSON): compression was the largest single
 * item in the CPU profile of a signed-in page. For the 42 KB HTML of /account, quality 2 takes about a third of
 * quality 4's time (0.25 against 0.7 ms) for 6 % more bytes (11.8 against 11.1 KB), and quality 11 costs fifty times
 * quality 4 for a few per cent less. Files that are the same for every visitor are compressed once at the highest
 * level instead (./precompress.ts).
 */
export const DYNAMIC_BROTLI_QUALITY = 2;

/** Brotli's quality for a body up to {@link SMALL_BODY_BYTES} (see there). */
export const SMALL_BODY_BROTLI_QUALITY = 1;

/** gzip's level for an answer made per request (clients without Brotli): zlib's default. */
export const DYNAMIC_GZIP_LEVEL = 6;

const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

/**
 * A body up to this size is compressed at Brotli's quality 1: it ends up in one or two TCP packets either way (a
 * 1.2 KB GraphQL read: 479 bytes instead of 434), at a third to a half of quality 4's cost (13–20 instead of
 * 38–47 µs).
 */
export const SMALL_BODY_BYTES = 4 * 1024;

/**
 * The whole body compressed in one call (see {@link WHOLE_BODY_BYTES}). Brotli's window is just large enough for the
 * body (at least its minimum, 2^10): the same compression as the default 4 MB window (at most a byte apart), without
 * setting that window up for a 1.5 KB answer (42 → 34 µs for a GraphQL read).
 */
function compressWhole(encoding: Encoding, body: Buffer): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: DYNAMIC_GZIP_LEVEL });
  const window = Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(10, Math.ceil(Math.log2(body.length + 1))));
  return zlib.brotliCompressSync(body, {
    params: {
      ...BROTLI_PARAMS,
      ...(body.length <= SMALL_BODY_BYTES ? { [zlib.constants.BROTLI_PARAM_QUALITY]: SMALL_BODY_BROTLI_QUALITY } : {}),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
    },
  });
}

function createCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'gzip') return zlib.createGzip({ level: DYNAMIC_GZIP_LEVEL });
  return zlib.createBrotliCompress({ params: BROTLI_PARAMS });
}

/** Makes what is written to `res` compressed as above. */
export function compressAnswer(req: IncomingMessage, res: ServerResponse): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const write = res.write.bind(res) as (chunk: Buffer, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer, callback?: () => void) => ServerResponse;
  let verdict: Verdict | undefined;
  let stream: zlib.BrotliCompress | zlib.Gzip | undefined;
  let held: Array<[Buffer, Callback | undefined]> = [];
  let heldBytes = 0;
  let ended = false;

  /** Sends the (possibly deferred) head: the status and headers are on `res` by now. */
  const sendHead = () => {
    if (!res.headersSent) writeHead(res.statusCode);
  };

  const startCompressing = () => {
    verdict = 'compress';
    const compressor = createCompressor(encoding!);
    stream = compressor;
    res.setHeader('content-encoding', encoding!);
    res.removeHeader('content-length');
    sendHead();
    compressor.on('data', (chunk: Buffer) => {
      if (!write(chunk)) compressor.pause();
    });
    res.on('drain', () => compressor.resume());
    compressor.on('drain', () => res.emit('drain'));
    compressor.on('end', () => end());
    compressor.on('error', (error) => res.destroy(error));
    res.once('close', () => compressor.destroy());
  };

  /** Hands the held writes on, once the verdict is plain or compress. */
  const release = () => {
    const chunks = held;
    held = [];
    heldBytes = 0;
    for (const [chunk, callback] of chunks) {
      if (stream) stream.write(chunk, callback);
      else write(chunk, callback);
    }
  };

  /** Judges the answer once; `knownLength` is the whole body's, when `end` brought all of it. */
  const decide = (knownLength?: number) => {
    if (verdict !== undefined) return;
    verdict = judge(req, res.statusCode, res, encoding, knownLength);
    // A head that announces a body within WHOLE_BODY_BYTES (a page rendered whole) waits for it and compresses it
    // in one call, like a body that ends within that size, instead of setting up a stream for it.
    if (
      verdict === 'compress' &&
      knownLength === undefined &&
      Number(res.getHeader('content-length')) <= WHOLE_BODY_BYTES
    ) {
      verdict = 'wait';
    }
    if (verdict === 'compress') startCompressing();
    else if (verdict === 'plain') {
      const status = res.statusCode;
      if (knownLength !== undefined && status >= 200 && status !== 204 && status !== 304 && !res.headersSent) {
        if (res.getHeader('content-length') === undefined) res.setHeader('content-length', knownLength);
      }
      sendHead();
    }
  };

  res.writeHead = function deferredWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (verdict !== undefined) return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
    res.statusCode = status;
    const [first, second] = rest;
    if (typeof first === 'string') res.statusMessage = first;
    const headers = (typeof first === 'string' ? second : first) as OutgoingHttpHeaders | unknown[] | undefined;
    if (Array.isArray(headers)) {
      // Raw header lists are not ours to merge: sent as they are, uncompressed.
      verdict = 'plain';
      return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
    }
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    decide();
    return res;
  } as ServerResponse['writeHead'];

  res.write = function compressingWrite(chunk: unknown, encodingOrCallback?: unknown, maybeCallback?: unknown) {
    const callback = (typeof encodingOrCallback === 'function' ? encodingOrCallback : maybeCallback) as
      Callback | undefined;
    const buffer = toBuffer(
      chunk,
      typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined,
    );
    if (ended) return false;
    decide();
    if (verdict === 'wait') {
      held.push([buffer, callback]);
      heldBytes += buffer.length;
      if (heldBytes >= WHOLE_BODY_BYTES) {
        startCompressing();
        release();
      }
      return true;
    }
    return stream ? stream.write(buffer, callback) : write(buffer, callback);
  } as ServerResponse['write'];

  res.end = function compressingEnd(chunk?: unknown, encodingOrCallback?: unknown, maybeCallback?: unknown) {
    let body = chunk;
    let callback = (typeof encodingOrCallback === 'function' ? encodingOrCallback : maybeCallback) as
      (() => void) | undefined;
    if (typeof body === 'function') {
      callback = body as () => void;
      body = undefined;
    }
    if (ended) return res;
    ended = true;
    const buffer =
      body === undefined || body === null
        ? undefined
        : toBuffer(body, typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined);
    // A body ended in one call has a known length: a small one is judged on it, a larger one compressed whole.
    const whole = verdict === undefined && buffer !== undefined && buffer.length <= WHOLE_BODY_BYTES;
    if (whole && judge(req, res.statusCode, res, encoding, buffer.length) === 'compress') {
      verdict = 'wait';
      held.push([buffer, undefined]);
      heldBytes = buffer.length;
    } else decide(buffer?.length ?? 0);
    if (verdict === 'wait') {
      if (buffer && !whole) {
        held.push([buffer, undefined]);
        heldBytes += buffer.length;
      }
      if (heldBytes >= MIN_COMPRESS_BYTES) {
        // All of it is here and at most WHOLE_BODY_BYTES (more would have started the stream): one call.
        verdict = 'compress';
        const chunks = held;
        held = [];
        const compressed = compressWhole(encoding!, Buffer.concat(chunks.map(([chunk]) => chunk)));
        res.setHeader('content-encoding', encoding!);
        res.setHeader('content-length', compressed.length);
        sendHead();
        write(compressed);
        for (const [, heldCallback] of chunks) if (heldCallback) process.nextTick(heldCallback);
      } else {
        verdict = 'plain';
        res.setHeader('content-length', heldBytes);
        sendHead();
        release();
      }
    } else if (buffer) {
      if (stream) stream.write(buffer);
      else write(buffer);
    }
    if (callback) res.once('finish', callback);
    if (stream) stream.end();
    else end();
    return res;
  } as ServerResponse['end'];
}

/**
 * An answer whose whole body is at hand, judged and compressed as {@link compressAnswer} would (in one call, at any
 * size: it is in memory already): answers the body to send and sets its `content-length` (and `content-encoding`,
 * `vary`) in `headers`, whose names are lower-case. Its caller writes head and body at once (`writeHead`, `end`).
 */
export function compressWholeAnswer(
  req: IncomingMessage,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
): Buffer {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const record: AnswerHeaders = {
    getHeader: (name) => headers[name],
    setHeader: (name, value) => (headers[name] = value),
  };
  const verdict = judge(req, status, record, encoding, body.length);
  const sent = verdict === 'compress' ? compressWhole(encoding!, body) : body;
  if (verdict === 'compress') headers['content-encoding'] = encoding;
  if (status >= 200 && status !== 204 && status !== 304) headers['content-length'] = sent.length;
  return sent;
}

/** Wraps `next` so that what it writes is compressed as above. */
export function withCompression(next: Listener): Listener {
  return (req, res) => {
    compressAnswer(req, res);
    next(req, res);
  };
}
