/**
 * One file the front answers from memory (a hashed asset or a prebuilt page) with its precompressed forms, and how
 * it is written to a node:http response: the form `Accept-Encoding` allows, `Content-Length`, the ETag, a 304 on a
 * matching `If-None-Match`, no body for HEAD. Files written before precompression existed (or a sibling that went
 * missing) are compressed once in memory, so the answer never depends on the siblings being there.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { negotiateEncoding } from './accept-encoding';
import { contentTag, etagFor, matchesIfNoneMatch } from './etag';
import { compressBoth, FALLBACK_QUALITIES, MIN_COMPRESS_BYTES, type Qualities } from './precompress';

export interface ServedFile {
  /** Tag of the plain content (./etag.ts). */
  tag: string;
  identity: Buffer;
  /** The Brotli and gzip forms; absent for binary files and bodies too small to gain. */
  br?: Buffer;
  gz?: Buffer;
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Reads `file` and, when `compressible`, its `.br`/`.gz` siblings; undefined when the file is not there. */
export async function loadServedFile(file: string, compressible: boolean): Promise<ServedFile | undefined> {
  const identity = await readOptional(file);
  if (!identity) return undefined;
  if (!compressible || identity.length < MIN_COMPRESS_BYTES) return { tag: contentTag(identity), identity };
  const [br, gz] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
  if (br && gz) return { tag: contentTag(identity), identity, br, gz };
  return servedBody(identity, true, FALLBACK_QUALITIES);
}

/**
 * A body made in memory as a file to serve (the account host's stylesheet, script and brand files): its tag and,
 * when `compressible` and large enough, its Brotli and gzip forms at `qualities`, made once.
 */
export async function servedBody(identity: Buffer, compressible: boolean, qualities: Qualities): Promise<ServedFile> {
  const tag = contentTag(identity);
  if (!compressible || identity.length < MIN_COMPRESS_BYTES) return { tag, identity };
  return { tag, identity, ...(await compressBoth(identity, qualities)) };
}

export interface SendOptions {
  status: number;
  /** Every header but the ones this sets (ETag, Content-Encoding, Content-Length). */
  headers: OutgoingHttpHeaders;
  /** Answer a matching `If-None-Match` with 304 (only for a 2xx answer, RFC 9110 §13.2.1). */
  conditional: boolean;
}

/** Headers a 304 leaves out: it has no body (RFC 9110 §15.4.5 keeps the validators and the cache headers). */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'content-security-policy']);

/** Writes `file` as the answer to `req`. */
export function sendServedFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: ServedFile,
  options: SendOptions,
): void {
  const encoding = file.br && file.gz ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gz! : file.identity;
  const etag = etagFor(file.tag, encoding);
  const headers: OutgoingHttpHeaders = { ...options.headers, etag };
  if (options.conditional && matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    for (const name of Object.keys(headers)) if (BODY_HEADERS.has(name)) delete headers[name];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(options.status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
