/**
 * The monitoring rules as Sentry options, shared by the browser and the server setup and
 * tested on built events (sentry-options.test.ts):
 *
 * - environment from the build branch: develop = acceptance, main = production, anything else = test;
 * - trace sampling 100 % for /betaalservice paths, exactly /app-integration, and everything in acceptance and
 *   test; otherwise 0.0005. Profiling 0.5. Session replay 0 for normal and for error sessions, text not masked;
 * - dropped: errors from the third-party media-services script, framework redirect pseudo-errors, 404
 *   transactions and incomplete (interrupted) navigation transactions;
 * - personal data scrubbed from every event: user fields except the id, cookies, headers that identify, request
 *   bodies, values under personal keys (e-mail, phone, postcode, house number, name, …), and e-mail addresses,
 *   phone numbers, IBANs and Dutch postcodes (with a following house number) wherever they appear in text: message,
 *   exception, breadcrumbs, transaction name, span descriptions and data, contexts, tags and extra.
 */
import type { ErrorEvent, Event, TransactionEvent } from '@sentry/core';
import { isPersonalKey, scrubText } from '../../shared/personal-data';

/** Replaces personal data in a text (the shared rule of src/shared/personal-data.ts, which logs use too). */
export { scrubText };

export type AppEnvironment = 'acceptance' | 'production' | 'test';

/** The environment of a build branch (the same rule as the server's config.ts, which browser code may not import). */
export function environmentFromBranch(branch: string | undefined): AppEnvironment {
  if (branch === 'develop') return 'acceptance';
  if (branch === 'main') return 'production';
  return 'test';
}

export const DEFAULT_TRACE_RATE = 0.0005;
export const PROFILES_SAMPLE_RATE = 0.5;
export const REPLAYS_SESSION_SAMPLE_RATE = 0;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 0;

/** The trace sample rate of a path in an environment. */
export function traceSampleRate(path: string, environment: AppEnvironment): number {
  if (environment !== 'production') return 1;
  const clean = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  if (clean === '/betaalservice' || clean.startsWith('/betaalservice/')) return 1;
  if (clean === '/app-integration') return 1;
  return DEFAULT_TRACE_RATE;
}

interface SamplingContext {
  name: string;
  attributes?: Record<string, unknown>;
  normalizedRequest?: { url?: string };
}

/** The path a span is about: its URL attributes, the request, or a name like "GET /facturen". */
function pathOf(context: SamplingContext): string {
  const attributes = context.attributes ?? {};
  for (const key of ['url.path', 'http.target', 'http.route']) {
    const value = attributes[key];
    if (typeof value === 'string' && value.startsWith('/')) return value;
  }
  const url =
    context.normalizedRequest?.url ?? (typeof attributes['url.full'] === 'string' ? attributes['url.full'] : undefined);
  if (url) {
    try {
      return new URL(url, 'http://localhost').pathname;
    } catch {
      // fall through to the name
    }
  }
  const fromName = /(\/\S*)/.exec(context.name)?.[1];
  return fromName ?? '/';
}

export function tracesSampler(environment: AppEnvironment): (context: SamplingContext) => number {
  return (context) => traceSampleRate(pathOf(context), environment);
}

/** Frames of the third-party media-services script (the publisher's video and audio player loader). */
const MEDIA_SERVICES_SCRIPT = /media-?services/i;
/** Framework redirect pseudo-errors: thrown to redirect, not failures. */
const REDIRECT_PSEUDO_ERROR = /^(NEXT_REDIRECT|Redirect|ResponseSentError)\b/;

export function isDroppedError(event: Event): boolean {
  const values = event.exception?.values ?? [];
  const fromMediaServices = values.some((value) =>
    (value.stacktrace?.frames ?? []).some((frame) =>
      MEDIA_SERVICES_SCRIPT.test(frame.filename ?? frame.abs_path ?? ''),
    ),
  );
  const redirect = values.some(
    (value) => REDIRECT_PSEUDO_ERROR.test(value.type ?? '') || REDIRECT_PSEUDO_ERROR.test(value.value ?? ''),
  );
  return fromMediaServices || redirect;
}

export function isDroppedTransaction(event: Event): boolean {
  const trace = event.contexts?.trace as { op?: string; status?: string; data?: Record<string, unknown> } | undefined;
  const data = trace?.data ?? {};
  const status = data['http.response.status_code'] ?? event.tags?.['http.status_code'];
  const route = typeof data['http.route'] === 'string' ? data['http.route'] : undefined;
  const notFound = Number(status) === 404 || route === '/404' || /(^|\s)\/404$/.test(event.transaction ?? '');
  const incompleteNavigation =
    trace?.op === 'navigation' &&
    (data['sentry.idle_span_finish_reason'] === 'cancelled' || trace.status === 'cancelled');
  return notFound || incompleteNavigation;
}

/** Ids Sentry needs to link events and spans; never personal, left as they are. */
const TRACE_KEY = /^(trace_id|span_id|parent_span_id|segment_id|event_id)$/;
const MAX_DEPTH = 6;

/** A value with personal data removed: strings scrubbed (URLs as URLs), personal keys redacted, nested values too. */
function scrubValue(key: string, value: unknown, depth = 0): unknown {
  if (TRACE_KEY.test(key)) return value;
  if (isPersonalKey(key) && value !== null && value !== undefined && typeof value !== 'boolean') {
    return '[verwijderd]';
  }
  if (typeof value === 'string') return /url|href|target|route|path/i.test(key) ? scrubUrl(value) : scrubText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(key, item, depth + 1));
  return scrubRecord(value as Record<string, unknown>, depth + 1);
}

function scrubRecord<T extends Record<string, unknown>>(record: T, depth = 0): T {
  for (const [key, value] of Object.entries(record)) {
    (record as Record<string, unknown>)[key] = scrubValue(key, value, depth);
  }
  return record;
}

const SENSITIVE_HEADERS = /^(cookie|set-cookie|authorization|x-forwarded-for|x-real-ip|forwarded)$/i;

function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url, 'http://placeholder.invalid');
    for (const [name, value] of [...parsed.searchParams]) {
      parsed.searchParams.set(name, isPersonalKey(name) ? '[verwijderd]' : scrubText(value));
    }
    const result = parsed.href.replace('http://placeholder.invalid', '');
    return scrubText(decodeURIComponent(result));
  } catch {
    return scrubText(url);
  }
}

/** Removes personal data from an event (errors and transactions alike); returns the same event. */
export function scrubEvent<T extends Event>(event: T): T {
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  if (event.request) {
    delete event.request.cookies;
    delete event.request.data;
    if (event.request.url) event.request.url = scrubUrl(event.request.url);
    if (typeof event.request.query_string === 'string')
      event.request.query_string = scrubText(event.request.query_string);
    else delete event.request.query_string;
    if (event.request.headers) {
      event.request.headers = Object.fromEntries(
        Object.entries(event.request.headers).filter(([name]) => !SENSITIVE_HEADERS.test(name)),
      );
    }
  }
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = scrubText(event.transaction);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
  }
  for (const breadcrumb of event.breadcrumbs ?? []) {
    if (breadcrumb.message) breadcrumb.message = scrubText(breadcrumb.message);
    if (breadcrumb.data) {
      for (const [key, value] of Object.entries(breadcrumb.data)) {
        if (typeof value === 'string') breadcrumb.data[key] = key === 'url' ? scrubUrl(value) : scrubText(value);
      }
    }
  }
  delete event.extra?.['body'];
  // Everything else that carries free text or data: extra, tags, contexts (the trace's data too) and each span.
  if (event.extra) scrubRecord(event.extra as Record<string, unknown>);
  if (event.tags) scrubRecord(event.tags as Record<string, unknown>);
  if (event.contexts) scrubRecord(event.contexts as Record<string, unknown>);
  for (const span of event.spans ?? []) {
    if (span.description) span.description = scrubText(span.description);
    if (span.data) scrubRecord(span.data as Record<string, unknown>);
  }
  return event;
}

/** The options both the browser and the server pass to Sentry.init (plus dsn and integrations). */
export function sentryOptions(branch: string | undefined) {
  const environment = environmentFromBranch(branch);
  return {
    environment,
    sendDefaultPii: false,
    tracesSampler: tracesSampler(environment),
    profilesSampleRate: PROFILES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    beforeSend(event: ErrorEvent): ErrorEvent | null {
      return isDroppedError(event) ? null : scrubEvent(event);
    },
    beforeSendTransaction(event: TransactionEvent): TransactionEvent | null {
      return isDroppedTransaction(event) ? null : scrubEvent(event);
    },
    beforeBreadcrumb<B extends { message?: string; data?: Record<string, unknown> }>(breadcrumb: B): B {
      if (breadcrumb.message) breadcrumb.message = scrubText(breadcrumb.message);
      return breadcrumb;
    },
  };
}

/** Session replay: text is not masked; inputs stay masked by Sentry's default. */
export const REPLAY_OPTIONS = { maskAllText: false } as const;
