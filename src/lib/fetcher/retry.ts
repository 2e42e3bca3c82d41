/**
 * The retry policy: a failed query is tried again up to 3 times, waiting 1 s, 2 s, 4 s …
 * (doubling, never more than 30 s); an answer 429 waits what `Retry-After` says, or 60 s without the header.
 * Only failures that may pass by themselves are retried: network failures, 429 and 5xx. A 4xx answer (422 with
 * violations, 401, 404) would fail the same way again.
 */

/** Retries after the first attempt. */
export const RETRY_COUNT = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
/** Wait after a 429 without a usable Retry-After header. */
export const RATE_LIMIT_DEFAULT_WAIT_MS = 60_000;

/** What the policy needs to know about a failure; the service client's and GraphQL client's errors both fit. */
export interface RetryableFailure {
  /** HTTP status, absent (or 500 from the service client) for a network failure. */
  status?: number;
  /** Seconds or an HTTP date, from the 429 answer's Retry-After header. */
  retryAfter?: string | null;
  /** True when no answer arrived at all. */
  network?: boolean;
}

/** Reads status, Retry-After and "no answer" from the errors our clients throw (ServiceError, CombinedError). */
export function describeFailure(error: unknown): RetryableFailure {
  if (typeof error !== 'object' || error === null) return { network: true };
  const candidate = error as {
    status?: unknown;
    retryAfter?: unknown;
    network?: unknown;
    networkError?: unknown;
    graphQLErrors?: readonly unknown[];
    response?: { status?: unknown; headers?: Headers };
  };
  const status =
    typeof candidate.status === 'number'
      ? candidate.status
      : typeof candidate.response?.status === 'number'
        ? candidate.response.status
        : undefined;
  const retryAfter =
    typeof candidate.retryAfter === 'string' ? candidate.retryAfter : candidate.response?.headers?.get('retry-after');
  const network =
    candidate.network === true ||
    (candidate.networkError !== undefined && candidate.response === undefined) ||
    (status === undefined && !candidate.graphQLErrors?.length);
  return { status, retryAfter: retryAfter ?? null, network };
}

/** Milliseconds a Retry-After value asks for (seconds or an HTTP date), or undefined when it is unusable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * How long to wait before retry number `retry` (1-based) after `failure`, or false when not to retry at all.
 */
export function retryDelay(failure: RetryableFailure, retry: number, now: number = Date.now()): number | false {
  if (retry > RETRY_COUNT) return false;
  if (failure.status === 429) return parseRetryAfter(failure.retryAfter, now) ?? RATE_LIMIT_DEFAULT_WAIT_MS;
  const transient = failure.network === true || (failure.status !== undefined && failure.status >= 500);
  if (!transient) return false;
  return backoffDelay(retry);
}

/** The wait before retry `retry` (1-based): 1 s, doubling, capped at 30 s. */
export function backoffDelay(retry: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** (retry - 1), RETRY_MAX_DELAY_MS);
}

export interface RetryOptions {
  /** Stops waiting and rejects with the last error when aborted. */
  signal?: AbortSignal;
  /** Replaceable for tests; default setTimeout. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Runs `attempt` and retries it under the policy above; rejects with the last failure. */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  for (let retry = 1; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const wait = retryDelay(describeFailure(error), retry);
      if (wait === false || options.signal?.aborted) throw error;
      await sleep(wait, options.signal);
    }
  }
}
