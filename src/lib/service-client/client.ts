/**
 * The typed REST service client, for the portal's own routes (see endpoints.ts).
 *
 * - `{param}` placeholders in an endpoint's path are filled from the payload (URL-encoded) and taken out of it;
 * - the rest of the payload goes as query string for GET and as a JSON body for POST, PUT, PATCH and DELETE;
 * - a FormData payload is sent as it is (the browser sets the multipart boundary);
 * - Accept and Content-Type are JSON; a 204 answer is empty; a JSON answer is parsed, any other is read as text;
 * - the trace id header of an answer is shortened to `TR` + 8 characters.
 *
 * Failures follow the error catalogue exactly: 422 → the answer's violations, status and trace
 * id; any other HTTP error → reported to monitoring, one violation GENERIC-ERROR plus the status; a network failure
 * (aborted, Failed to fetch, Load failed) → not reported, GENERIC-ERROR with status 500.
 */
import { reportError } from '../monitoring/report';
import type { Violation } from '../../shared/result';
import { TRACE_ID_HEADER } from '../../shared/trace-id';
import { GENERIC_ERROR, isNetworkFailure, ServiceError, shortTraceId } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A plain payload: path parameters plus query or body fields. */
export type PlainPayload = Record<string, unknown>;

/** One endpoint of a service: method and path (with `{param}` placeholders); the types ride along. */
export interface Endpoint<Payload, Result> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Type-only: never set at run time. */
  readonly __types?: (payload: Payload) => Result;
}

/** Declares an endpoint. */
export function endpoint<Payload extends PlainPayload | FormData | void, Result>(
  method: HttpMethod,
  path: string,
): Endpoint<Payload, Result> {
  return { method, path };
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ServiceClientOptions {
  /** Origin the paths are resolved against; default the page's origin. */
  baseUrl?: string;
  /** Default: the global fetch at the time of each call. */
  fetch?: typeof fetch;
  /** Where unexpected HTTP errors go; default the monitoring reporter. */
  report?: (error: unknown, context?: Record<string, unknown>) => void;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function encodeValue(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Builds URL and request init of a call (exported for tests and for callers that need the URL itself). */
export function buildRequest<Payload, Result>(
  target: Endpoint<Payload, Result>,
  payload: PlainPayload | FormData | undefined,
  baseUrl: string,
): { url: string; init: RequestInit } {
  const used = new Set<string>();
  const read = (name: string): unknown => (payload instanceof FormData ? payload.get(name) : payload?.[name]);
  const path = target.path.replace(PLACEHOLDER, (_match, name: string) => {
    const value = read(name);
    if (value === undefined || value === null || value === '') {
      throw new Error(`The payload of ${target.method} ${target.path} lacks the path parameter "${name}".`);
    }
    used.add(name);
    return encodeURIComponent(encodeValue(value));
  });
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method: target.method, headers, credentials: 'same-origin' };

  if (payload instanceof FormData) {
    if (target.method === 'GET') throw new Error('A GET request cannot carry FormData.');
    init.body = payload;
    return { url: url.href, init };
  }

  const rest = Object.entries(payload ?? {}).filter(([name, value]) => !used.has(name) && value !== undefined);
  if (target.method === 'GET') {
    for (const [name, value] of rest) {
      if (value === null) continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, encodeValue(item));
      else url.searchParams.append(name, encodeValue(value));
    }
    return { url: url.href, init };
  }
  headers['content-type'] = 'application/json';
  init.body = JSON.stringify(Object.fromEntries(rest));
  return { url: url.href, init };
}

/** Reads an answer body: empty for 204, parsed JSON for a JSON content type, text otherwise. */
export async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (/[/+]json\b/i.test(type)) return text === '' ? undefined : JSON.parse(text);
  return text;
}

/** The violations of a 422 answer's body (GENERIC-ERROR when it has none the client can show). */
function violationsInBody(body: unknown): Violation[] {
  const list = (body as { violations?: unknown } | null)?.violations;
  if (!Array.isArray(list)) return [{ code: GENERIC_ERROR }];
  const violations = list.flatMap((item): Violation[] => {
    const code = (item as { code?: unknown } | null)?.code;
    if (typeof code !== 'string' || code === '') return [];
    const field = (item as { field?: unknown }).field;
    return [typeof field === 'string' ? { code, field } : { code }];
  });
  return violations.length > 0 ? violations : [{ code: GENERIC_ERROR }];
}

function defaultBaseUrl(): string {
  const origin = globalThis.location?.origin;
  if (!origin) throw new Error('The service client needs a baseUrl outside the browser.');
  return origin;
}

/** A client that calls endpoints; see the module comment for the rules. */
export function createServiceClient(options: ServiceClientOptions = {}) {
  const report = options.report ?? reportError;

  async function call<Payload, Result>(
    target: Endpoint<Payload, Result>,
    payload?: Payload,
    callOptions?: CallOptions,
  ): Promise<Result> {
    const { url, init } = buildRequest(
      target,
      payload as PlainPayload | FormData | undefined,
      options.baseUrl ?? defaultBaseUrl(),
    );
    if (callOptions?.signal) init.signal = callOptions.signal;
    const doFetch = options.fetch ?? globalThis.fetch;

    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (!isNetworkFailure(error)) report(error, { method: target.method, path: target.path });
      throw new ServiceError({ violations: [{ code: GENERIC_ERROR }], status: 500, network: true, cause: error });
    }

    const traceId = shortTraceId(response.headers.get(TRACE_ID_HEADER));
    if (response.ok) {
      try {
        return (await parseBody(response)) as Result;
      } catch (error) {
        report(error, { method: target.method, path: target.path, status: response.status, traceId });
        throw new ServiceError({
          violations: [{ code: GENERIC_ERROR }],
          status: response.status,
          traceId,
          cause: error,
        });
      }
    }

    if (response.status === 422) {
      const body = await parseBody(response).catch(() => undefined);
      throw new ServiceError({ violations: violationsInBody(body), status: 422, traceId });
    }

    const failure = new ServiceError({
      violations: [{ code: GENERIC_ERROR }],
      status: response.status,
      traceId,
      retryAfter: response.headers.get('retry-after'),
    });
    report(failure, { method: target.method, path: target.path, status: response.status, traceId });
    throw failure;
  }

  return { call };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
