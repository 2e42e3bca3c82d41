/**
 * A slow or stopped database never hangs a request. Three limits, from the inside out:
 * - PostgreSQL: a connection that is not up within DB_CONNECT_TIMEOUT_SECONDS fails, and the server cancels a
 *   statement after DB_STATEMENT_TIMEOUT_MS (src/server/db/client.ts);
 * - every request: when the session lookup and the route together take longer than REQUEST_TIMEOUT_MS, the
 *   middleware asks the database a trivial question ({@link requestDeadline}); no answer within a second means 503.
 *   This is what ends the wait for a database that stopped answering altogether (a frozen server or network keeps a
 *   connection open without a word, so no error ever comes) and for PGlite, which has no timeouts of its own, while
 *   a request that is slow for another reason is left to finish;
 * - the answer: 503 with `Retry-After` — for a page the brand's Dutch "try again shortly" page, for `/api/*` JSON in
 *   GraphQL's error shape — never the 500 page ({@link serviceUnavailableResponse}).
 *
 * The database recovers by itself: a query that was cut off by the deadline goes on in the background and its
 * connection serves the next request once the database answers again, so no restart is needed.
 */
import type { BrandInfo } from '../brands/registry';
import { committedTranslations } from '../content/queries/translations';
import { createTranslator, type Language } from '../i18n/translate';
import { TRACE_ID_HEADER } from '../shared/trace-id';
import { log } from './log';
import { minimalPage } from './minimal-page';
import { newTraceId } from './service-response';

/**
 * How long a request may wait before the database is asked whether it still answers: a request still running then
 * gets a quick probe ({@link DATABASE_PROBE_TIMEOUT_MS}); a database that does not answer it means 503. A request
 * that is slow for another reason (a slow content query on a busy machine) is left to finish.
 */
export const REQUEST_TIMEOUT_MS = 3000;

/** How long the probe of a request past {@link REQUEST_TIMEOUT_MS} may take before the database counts as stalled. */
export const DATABASE_PROBE_TIMEOUT_MS = 1000;

/** The `Retry-After` of a 503, in seconds: "try again shortly". */
export const RETRY_AFTER_SECONDS = 15;

/** The violation and error code of a 503. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/** A request waited for a database that did not answer in time. */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** A read that ran in-process learned that the database did not answer (a GraphQL read's SERVICE_UNAVAILABLE). */
export class DatabaseUnavailableError extends Error {
  constructor(operation: string) {
    super(`${operation}: the database did not answer`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** One request's deadline; every piece of work raced against it ends at the same moment. */
export interface RequestDeadline {
  /** `work`'s result, or a RequestTimeoutError once the database stalled (the work itself cannot be taken back). */
  race<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Starts a request's deadline, `timeoutMs` from now (`Infinity`: none, e.g. for a prebuild render). When it passes
 * and the work still runs, `databaseAnswers` (a trivial query) gets {@link DATABASE_PROBE_TIMEOUT_MS}: no answer (or
 * an error) rejects the work with a RequestTimeoutError; an answer lets the work go on for another `timeoutMs`, and
 * so on. Without a probe the deadline rejects at once.
 */
export function requestDeadline(
  timeoutMs: number = REQUEST_TIMEOUT_MS,
  databaseAnswers?: () => Promise<unknown>,
): RequestDeadline {
  let end = Date.now() + timeoutMs;
  const probe = async (): Promise<boolean> => {
    if (!databaseAnswers) return false;
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS);
    });
    const answered = databaseAnswers().then(
      () => true,
      () => false,
    );
    return Promise.race([answered, stalled]).finally(() => clearTimeout(timer));
  };
  return {
    race<T>(work: () => Promise<T>): Promise<T> {
      const running = work();
      if (!Number.isFinite(timeoutMs)) return running;
      // It may fail after the deadline answered: that is no unhandled rejection.
      running.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const expired = new Promise<never>((_, reject) => {
        const arm = () => {
          timer = setTimeout(
            async () => {
              if (settled) return;
              if (await probe()) {
                end = Date.now() + timeoutMs;
                if (!settled) arm();
              } else {
                reject(new RequestTimeoutError(timeoutMs + DATABASE_PROBE_TIMEOUT_MS));
              }
            },
            Math.max(0, end - Date.now()),
          );
        };
        arm();
      });
      expired.catch(() => {});
      return Promise.race([running, expired]).finally(() => {
        settled = true;
        clearTimeout(timer);
      });
    },
  };
}

/** Errors of a database (or a connection to one) that is down, overloaded or too slow: postgres-js and Node codes. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of the same: canceled by statement_timeout (57014), shutting down or starting up (57P01–57P03), too many
 * connections (53300), lock or idle-in-transaction timeouts (55P03, 25P03); and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '55P03', '25P03']);

/**
 * Whether `error` is Node's "aborted": the visitor closed the connection while its request body was still coming in
 * (a phone that lost its signal during an upload). Its code, ECONNRESET, is also a database connection's, but a
 * socket's own error names the call that failed (`syscall`: `read ECONNRESET`); this one names none.
 */
export function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message === 'aborted' &&
    (error as { code?: unknown }).code === 'ECONNRESET' &&
    (error as { syscall?: unknown }).syscall === undefined
  );
}

/**
 * Whether `error` means the database is unavailable (too slow, stopped, unreachable) rather than a fault of the
 * request or the code. Looks through wrappers (Drizzle's `cause`, GraphQL's `originalError`). A visitor who went
 * away mid-request ({@link isClientAbort}) is not the database.
 */
export function isServiceUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    if (isClientAbort(current)) return false;
    if (current instanceof RequestTimeoutError || current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { originalError?: unknown }).originalError ?? current.cause;
  }
  return false;
}

/** What the 503 answer needs to know about the request. */
export interface ServiceUnavailableInput {
  url: URL;
  brand?: BrandInfo | undefined;
  language: Language;
  /** The CMS translations when they could be read; the committed texts fill in what they lack. */
  translations?: Readonly<Record<string, string>> | undefined;
  /** Why (logged once per answer without personal data: the error's type, code and message). */
  error?: unknown;
}

/**
 * The 503 of a request the database could not serve in time, with `Retry-After`: `/api/*` gets JSON
 * `{ errors: [{ message, extensions: { code: "SERVICE_UNAVAILABLE", retryAfter } }] }` with the trace id, a page the
 * brand's Dutch "try again shortly" page (nothing in it needs the database). Texts from translation keys
 * (`serviceUnavailable.*`, `SERVICE_UNAVAILABLE`), over the committed texts while the CMS cannot be read either.
 */
export function serviceUnavailableResponse(input: ServiceUnavailableInput): Response {
  const t = createTranslator({ ...committedTranslations(input.language), ...input.translations });
  const traceId = newTraceId();
  if (input.error !== undefined) {
    log.warn({ err: input.error, path: input.url.pathname }, '[database] no answer in time: 503');
  }
  const headers = new Headers({
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
    [TRACE_ID_HEADER]: traceId,
  });
  if (input.url.pathname === '/api' || input.url.pathname.startsWith('/api/')) {
    headers.set('content-type', 'application/json; charset=utf-8');
    const body = {
      errors: [
        {
          message: t(SERVICE_UNAVAILABLE),
          extensions: { code: SERVICE_UNAVAILABLE, retryAfter: RETRY_AFTER_SECONDS },
        },
      ],
    };
    return new Response(JSON.stringify(body), { status: 503, headers });
  }
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(serviceUnavailablePage(input, t), { status: 503, headers });
}

/** The page: the brand's name and logo, its tokens, the Dutch text and a link that tries the same address again. */
function serviceUnavailablePage(input: ServiceUnavailableInput, t: (key: string) => string): string {
  // The same path on this host (one leading slash: `//host` would be another site).
  const again = `/${input.url.pathname.replace(/^[/\\]+/, '')}`;
  return minimalPage({
    language: input.language,
    title: t('serviceUnavailable.title'),
    paragraphs: [t('serviceUnavailable.body')],
    link: { href: again, label: t('pageReloadButtonLabel') },
    brand: input.brand,
  });
}
