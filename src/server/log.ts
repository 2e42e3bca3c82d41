/**
 * The server's log: one JSON line per event (pino) on standard output, in development as in production, each
 * carrying the trace id of the request it belongs to — the id the user sees as `x-trace-id` (and shortened as
 * `TR…` in an error message), so one support question leads to exactly the lines of that request.
 *
 * No personal data reaches a line. Values under a personal field name are replaced, by the one list Sentry's
 * scrubbing uses too (src/shared/personal-data.ts); e-mail addresses, phone numbers, IBANs and postcodes are
 * replaced in every text; an error is logged as its type, code and scrubbed message only (a database error's
 * `params:` — the names, e-mail addresses and ids of the query — never), and its stack frames only outside
 * production. GraphQL variables and request bodies are never logged.
 *
 * @example
 * log.warn({ brand: brand.key }, '[auth] discovery failed');
 * log.error({ err }, '[account-host] request failed');
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { isPersonalKey, scrubText } from '../shared/personal-data';
import { environmentFromBranch } from './config';

export type { Logger } from 'pino';

/** What the log knows about the request a line is written in. */
interface RequestLogContext {
  traceId: string;
  /** The GraphQL operation the request runs, once known. */
  operation?: string;
}

// One per process: the front, the middleware, the pages and the services write through the same copy of this module
// (the server build, src/server/serving/entry.ts; under `npm run dev` the pages' module runner).
const requestContext = new AsyncLocalStorage<RequestLogContext>();

/** A new trace id: 16 hex characters. */
export function createTraceId(): string {
  // randomUUID draws from a cached batch of random bytes (randomBytes asks the system each time): 16 of its hex digits.
  return randomUUID().replaceAll('-', '').slice(16);
}

/** Runs `fn` as one request: every line logged inside it (also after an await) carries `traceId`. */
export function runWithTraceId<T>(traceId: string, fn: () => T): T {
  return requestContext.run({ traceId }, fn);
}

/** The trace id of the request being handled, if any. */
export function currentTraceId(): string | undefined {
  return requestContext.getStore()?.traceId;
}

/** Names the GraphQL operation the current request runs, for the rest of its lines. */
export function setLogOperation(operation: string | undefined): void {
  const context = requestContext.getStore();
  if (context && operation) context.operation = operation.slice(0, 100);
}

const REDACTED = '[verwijderd]';
const MAX_DEPTH = 6;
const MAX_TEXT = 2000;
/** A UUID (account, subscription and session ids) in an error message: the query's parameters, not the failure. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** A text without personal data; percent-encoded text (a logged URL) is decoded first so `%40` cannot hide. */
function scrubLogText(text: string): string {
  let decoded = text;
  if (text.includes('%')) {
    try {
      decoded = decodeURIComponent(text);
    } catch {
      // Not percent-encoded after all.
    }
  }
  const scrubbed = scrubText(decoded);
  return scrubbed.length > MAX_TEXT ? `${scrubbed.slice(0, MAX_TEXT)}…` : scrubbed;
}

/**
 * An error message as the log may keep it: a database error names the query and its parameters (`params: 3f1e…,
 * Anna,Jansen,female`), of which only the query is kept; ids and personal data in the rest are replaced.
 */
function scrubErrorMessage(message: string): string {
  const withoutParams = message.replace(/\bparams:[\s\S]*$/i, `params: ${REDACTED}`);
  return scrubLogText(withoutParams).replace(UUID, '[id]');
}

interface SerializedError {
  type: string;
  message: string;
  code?: string | number;
  /** A GraphQL error's field path. */
  path?: Array<string | number>;
  /** Stack frames (`at …` lines) outside production; never the message line, which may hold personal data. */
  stack?: string[];
  cause?: SerializedError;
}

/** An error as a log line holds it: only what is known not to be personal (a list of what to keep, not to drop). */
function serializeError(error: Error, production: boolean, depth = 0): SerializedError {
  const record = error as Error & { code?: unknown; path?: unknown; originalError?: unknown; cause?: unknown };
  const serialized: SerializedError = {
    type: error.name || error.constructor?.name || 'Error',
    message: scrubErrorMessage(String(error.message ?? '')),
  };
  if (typeof record.code === 'string' || typeof record.code === 'number') serialized.code = record.code;
  if (Array.isArray(record.path) && record.path.every((part) => typeof part === 'string' || typeof part === 'number')) {
    serialized.path = record.path as Array<string | number>;
  }
  if (!production && typeof error.stack === 'string') {
    serialized.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 20)
      .map((line) => line.trim());
  }
  const cause = record.originalError ?? record.cause;
  if (cause instanceof Error && cause !== error && depth < 3) {
    serialized.cause = serializeError(cause, production, depth + 1);
  }
  return serialized;
}

/** A logged value without personal data: personal keys replaced, texts scrubbed, errors serialized, nested too. */
function scrubValue(key: string, value: unknown, production: boolean, depth: number): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (isPersonalKey(key)) return REDACTED;
  if (typeof value === 'string') return scrubLogText(value);
  if (value instanceof Error) return serializeError(value, production);
  if (typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(key, item, production, depth + 1));
  if (value instanceof Date || value instanceof URL) return scrubLogText(String(value));
  return scrubRecord(value as Record<string, unknown>, production, depth + 1);
}

function scrubRecord(record: Record<string, unknown>, production: boolean, depth = 0): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) scrubbed[key] = scrubValue(key, value, production, depth);
  return scrubbed;
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** Where the lines go; default standard output. */
  destination?: DestinationStream;
  /** Production rules (no stack frames); default from BUILD_BRANCH, like the configuration. */
  production?: boolean;
  /** The lowest level written; default `info`. */
  level?: Level;
}

/** Standard output, looked up on every line (so a test that replaces `process.stdout.write` sees the lines). */
const standardOutput: DestinationStream = { write: (line: string) => void process.stdout.write(line) };

/** A logger with the rules above; the server uses {@link log}, tests build one on their own destination. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const production = options.production ?? environmentFromBranch(process.env['BUILD_BRANCH']) === 'production';
  return pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Errors are serialized by the scrubbing below (a list of what to keep); pino's own `err` serializer would add
      // the causes' raw messages back.
      serializers: { err: (value: unknown) => value },
      formatters: {
        level: (label) => ({ level: label }),
        bindings: (bindings) => scrubRecord(bindings, production),
        log: (object) => scrubRecord(object, production),
      },
      mixin() {
        const context = requestContext.getStore();
        if (!context) return {};
        return context.operation
          ? { traceId: context.traceId, operation: context.operation }
          : { traceId: context.traceId };
      },
      hooks: {
        // pino takes an error's raw message as the line's message; the message must be scrubbed like the rest.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          const texts = rest.map((arg) => (typeof arg === 'string' ? scrubLogText(arg) : arg));
          if (first instanceof Error) {
            const message = texts.length > 0 ? texts : [scrubErrorMessage(first.message)];
            return method.apply(this, [{ err: first }, ...message] as Parameters<typeof method>);
          }
          if (typeof first === 'string') {
            return method.apply(this, [scrubLogText(first), ...texts] as Parameters<typeof method>);
          }
          const error = (first as { err?: unknown } | null | undefined)?.err;
          if (texts.length === 0 && error instanceof Error) texts.push(scrubErrorMessage(error.message));
          return method.apply(this, [first, ...texts] as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? standardOutput,
  );
}

/** The server's logger. */
export const log: Logger = createLogger();
