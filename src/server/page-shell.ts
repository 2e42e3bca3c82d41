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
import escapeHtml from 'escape-html';
import { LRUCache } from 'lru-cache';
import { config } from './config';
import { onContentEvent } from './ports/content-events';

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

/** The page for one visitor: the markers replaced by their id and their address (escaped as HTML text). */
export function fillShell(html: string, account: ShellVisitor): string {
  return html.replaceAll(SHELL_EMAIL, escapeHtml(account.email)).replaceAll(SHELL_ACCOUNT_ID, account.id);
}

/** Says whether an answer came from a kept page (`kept`) or was rendered for this request (`rendered`). */
export const SHELL_HEADER = 'x-mo-shell';

/** The answer of a kept page for one visitor. */
export function shellAnswer(shell: PageShell, account: ShellVisitor, how: 'kept' | 'rendered'): Response {
  const answer = new Response(fillShell(shell.html, account), { status: shell.status, headers: [...shell.headers] });
  answer.headers.set(SHELL_HEADER, how);
  return answer;
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
