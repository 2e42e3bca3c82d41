/**
 * Signed-in pages that are the same for every subscriber (a route's `sharedShell`: its islands read their own data)
 * are rendered once per brand, language, app context and URL, and kept briefly in memory: only the header's
 * "Ingelogd als {address}" and the page context's account id differ per visitor, and those are filled in on every
 * answer. The page is rendered for a stand-in account ({@link shellAccount}) whose id and address are markers that
 * HTML and JSON leave as they are; should a page read anything else of the account, its query fails on the stand-in's
 * id and the answer (never kept) shows it, instead of one subscriber's data reaching another. A visitor with an open
 * deletion request (SignedInAccount.deletionPending) never gets a kept page: pages may lead with its notice.
 *
 * What a kept page depends on is in its key: the brand, the language, WEB or WEBVIEW with the client settings, the
 * path with its query, and the content the middleware read (the translations, flags and brand document, by identity:
 * new content is a new key). Kept as long as the content is (CONTENT_CACHE_MS, like ./content-cache.ts), dropped at
 * once on every instance when content changes (./ports/content-events.ts), at most {@link SHELL_MAX_ENTRIES} pages.
 */
import zlib from 'node:zlib';
import escapeHtml from 'escape-html';
import { LRUCache } from 'lru-cache';
import { config } from './config';
import { onContentEvent } from './ports/content-events';
import { acceptsGzip } from './serving/accept-encoding';

/** Pages kept at once (about 40 KB each). */
export const SHELL_MAX_ENTRIES = 500;

/** The stand-in account's id and address: letters, digits, dashes, `@` and dots, which no escaping changes. */
export const SHELL_ACCOUNT_ID = 'mo-shell-account-7c41e9';
export const SHELL_EMAIL = 'mo-shell-address-7c41e9@shell.invalid';

/** Who a page is filled in for: the signed-in account's id and address (src/server/auth/session.ts). */
export interface ShellVisitor {
  id: string;
  email: string;
}

/**
 * The account a shared page is rendered for: markers only, no session, no account record and no deletion request (a
 * visitor with one is never given a kept page: the middleware renders theirs for them).
 */
export function shellAccount(): ShellVisitor & { sessionId: string; deletionPending: false } {
  return { id: SHELL_ACCOUNT_ID, sessionId: SHELL_ACCOUNT_ID, email: SHELL_EMAIL, deletionPending: false };
}

/** A rendered shared page: its status, its headers without cookies, and its HTML with the markers in it. */
export interface PageShell {
  status: number;
  headers: ReadonlyArray<[string, string]>;
  html: string;
}

/** What a shared page's rendering depends on besides the visitor (see above). */
export interface ShellKeyParts {
  brandKey: string;
  language: string;
  origin: string;
  clientSettings: unknown;
  /** Path and query as requested. */
  url: string;
  /** The content objects the middleware read for the request. */
  content: ReadonlyArray<object | undefined>;
}

const contentIds = new WeakMap<object, number>();
let nextContentId = 1;

/** A number per content object, the same for as long as the object lives. */
function contentId(value: object | undefined): number {
  if (!value) return 0;
  let id = contentIds.get(value);
  if (id === undefined) {
    id = nextContentId++;
    contentIds.set(value, id);
  }
  return id;
}

/** The key of a shared page. */
export function shellKey(parts: ShellKeyParts): string {
  return [
    parts.brandKey,
    parts.language,
    parts.origin,
    JSON.stringify(parts.clientSettings ?? null),
    parts.content.map(contentId).join('.'),
    parts.url,
  ].join('\n');
}

/** The key of the page a request gets: its brand, language, app context and URL, and the site context read for it. */
export function requestShellKey(request: {
  brandKey: string;
  language: string;
  client: { origin: string; clientSettings: unknown };
  url: URL;
  site: { translations: object; flags?: object | undefined; brandDocument?: object | undefined };
}): string {
  const { client, site, url } = request;
  return shellKey({
    brandKey: request.brandKey,
    language: request.language,
    origin: client.origin,
    clientSettings: client.clientSettings,
    url: url.pathname + url.search,
    content: [site.translations, site.flags, site.brandDocument],
  });
}

/** The kept pages of this process; each is kept CONTENT_CACHE_MS ({@link keepShell}). */
export const pageShells = new LRUCache<string, PageShell>({ max: SHELL_MAX_ENTRIES, ttlAutopurge: false });
onContentEvent(() => pageShells.clear());

/** Keeps a rendered page for as long as content is kept; with no content cache (0 ms), not at all. */
export function keepShell(key: string, shell: PageShell, ttl = config().CONTENT_CACHE_MS): void {
  if (ttl > 0) pageShells.set(key, shell, { ttl });
}

/**
 * True when the visitor's id and address can stand where the markers stood, in every place a page puts them: the id
 * needs no escaping anywhere, and the address only HTML's (in text, and inside JSON in an attribute: an address with
 * a quote, a backslash or a control character would also need JSON's, so it gets the page rendered for it).
 */
export function canFill(account: ShellVisitor): boolean {
  return /^[\w-]+$/.test(account.id) && JSON.stringify(account.email) === `"${account.email}"`;
}

/** What stands where a marker stood: the visitor's address escaped as HTML text, or their id. */
function markerValue(marker: string, account: ShellVisitor): string {
  return marker === SHELL_EMAIL ? escapeHtml(account.email) : account.id;
}
const MARKERS = new RegExp(`${SHELL_EMAIL.replaceAll('.', '\\.')}|${SHELL_ACCOUNT_ID}`, 'g');

/** The page for one visitor: the markers replaced by their id and their address (escaped as HTML text). */
export function fillShell(html: string, account: ShellVisitor): string {
  return html.replace(MARKERS, (marker) => markerValue(marker, account));
}

/**
 * A kept page cut at its markers, made once per page: the bytes between them, and each of those pieces compressed
 * on its own as raw Deflate blocks that end on a byte boundary (Z_SYNC_FLUSH; the last piece ends with the final
 * block). A visitor's gzip answer is those pieces with the visitor's values between them as stored (uncompressed)
 * blocks, inside gzip's header and trailer (RFC 1951 §3.2.4, RFC 1952): one valid stream, since no piece refers back
 * to bytes outside itself. So a kept page costs no compression per visitor, which was a fifth of its CPU.
 */
interface ShellPieces {
  /** The page's bytes between the markers: one more than `markers`. */
  text: Buffer[];
  /** Each of `text` compressed on its own (see above). */
  deflated: Buffer[];
  /** The markers, in the order they stand in the page. */
  markers: string[];
}
const pieces = new WeakMap<PageShell, ShellPieces>();

function piecesOf(shell: PageShell): ShellPieces {
  let cut = pieces.get(shell);
  if (!cut) {
    const markers = shell.html.match(MARKERS) ?? [];
    const text = shell.html.split(MARKERS).map((piece) => Buffer.from(piece));
    const deflated = text.map((piece, index) =>
      zlib.deflateRawSync(piece, {
        level: zlib.constants.Z_BEST_COMPRESSION,
        finishFlush: index === text.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      }),
    );
    cut = { text, deflated, markers };
    pieces.set(shell, cut);
  }
  return cut;
}

/** gzip's header: Deflate, no name, no time, no flags, unknown system (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** `bytes` as non-final stored Deflate blocks (at most 65,535 bytes each), for a stream on a byte boundary. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += 0xffff) {
    const part = bytes.subarray(start, start + 0xffff);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(part.length, 1);
    head.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(head, part);
  }
  return blocks;
}

/** The kept page for one visitor, gzip-compressed (see {@link ShellPieces}). */
export function gzipShell(shell: PageShell, account: ShellVisitor): Buffer {
  const cut = piecesOf(shell);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  cut.text.forEach((text, index) => {
    parts.push(cut.deflated[index]!);
    crc = zlib.crc32(text, crc);
    length += text.length;
    const marker = cut.markers[index];
    if (marker === undefined) return;
    const value = Buffer.from(markerValue(marker, account));
    parts.push(...storedBlocks(value));
    crc = zlib.crc32(value, crc);
    length += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** Says whether an answer came from a kept page (`kept`) or was rendered for this request (`rendered`). */
export const SHELL_HEADER = 'x-mo-shell';

/** A kept page's answer for one visitor: status, headers with lower-case names, and body. */
export interface ShellAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
}

/**
 * The answer of a kept page for one visitor: gzip-compressed when the request's `Accept-Encoding` allows it (every
 * browser accepts gzip; Brotli would have to compress the whole page for each visitor), as it is otherwise. Either
 * way the answer varies on `Accept-Encoding`. The front writes this as it is; {@link shellAnswer} is its Response.
 */
export function shellPlainAnswer(
  shell: PageShell,
  account: ShellVisitor,
  how: 'kept' | 'rendered',
  acceptEncoding?: string | null,
): ShellAnswer {
  const headers: Record<string, string> = Object.fromEntries(
    shell.headers.map(([name, value]) => [name.toLowerCase(), value]),
  );
  headers[SHELL_HEADER] = how;
  const vary = headers['vary'];
  if (!vary) headers['vary'] = 'Accept-Encoding';
  else if (!/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(vary)) headers['vary'] = `${vary}, Accept-Encoding`;
  if (!acceptsGzip(acceptEncoding)) return { status: shell.status, headers, body: fillShell(shell.html, account) };
  headers['content-encoding'] = 'gzip';
  return { status: shell.status, headers, body: gzipShell(shell, account) as Uint8Array<ArrayBuffer> };
}

/** The answer of a kept page for one visitor as a Fetch `Response` (the middleware's; see {@link shellPlainAnswer}). */
export function shellAnswer(
  shell: PageShell,
  account: ShellVisitor,
  how: 'kept' | 'rendered',
  acceptEncoding?: string | null,
): Response {
  const { status, headers, body } = shellPlainAnswer(shell, account, how, acceptEncoding);
  return new Response(body, { status, headers });
}

/** True for an answer whose body is a page (the markers may be in it). */
export function isPageAnswer(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/html') && response.body !== null;
}

/**
 * The headers of an answer to keep with its page: all but the cookies, which belong to the request, and the length,
 * which is the stand-in's (a visitor's address is longer or shorter: a client that reads the body to that length
 * would wait for bytes that never come, or stop before the end).
 */
export function keptHeaders(response: Response): Array<[string, string]> {
  return [...response.headers.entries()].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
}
const NOT_KEPT = new Set(['set-cookie', 'content-length']);
