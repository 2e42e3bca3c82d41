/**
 * The service client's error (specification §8): every failed call rejects with a ServiceError carrying
 * violations, the HTTP status and the shortened trace id of the answer.
 */

/** The violation code of every failure that is not a 422 (specification §8). */
export const GENERIC_ERROR = 'GENERIC-ERROR';

/** The response header that carries the server's trace id: the one name the service routes and this client use. */
export const TRACE_ID_HEADER = 'x-trace-id';

/** One reason a call was refused; `code` has a translation key (violationMessage falls back to GENERIC-ERROR). */
export interface Violation {
  code: string;
  /** The field the violation is about, when it is about one. */
  field?: string;
}

/** A trace id as shown to users and customer service: `TR` plus its first 8 characters (specification §7). */
export function shortTraceId(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? `TR${trimmed.slice(0, 8)}` : undefined;
}

export interface ServiceErrorInit {
  violations: readonly Violation[];
  status: number;
  traceId?: string;
  /** True when no answer arrived (aborted, Failed to fetch, Load failed). */
  network?: boolean;
  /** Retry-After of a 429 answer. */
  retryAfter?: string | null;
  cause?: unknown;
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly violations: readonly Violation[];
  readonly status: number;
  readonly traceId: string | undefined;
  readonly network: boolean;
  readonly retryAfter: string | null;

  constructor(init: ServiceErrorInit) {
    super(
      `${init.status} ${init.violations.map((violation) => violation.code).join(', ')}${init.traceId ? ` (${init.traceId})` : ''}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.violations = init.violations;
    this.status = init.status;
    this.traceId = init.traceId;
    this.network = init.network ?? false;
    this.retryAfter = init.retryAfter ?? null;
  }
}

/** What browsers (and Node's fetch) say when a fetch got no answer (specification §8 "Network failure"). */
const NETWORK_MESSAGES = [/aborted/i, /failed to fetch/i, /load failed/i, /fetch failed/i, /networkerror/i];

/** True for a fetch failure that is the network's (or the user's abort), not the server's. */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  return NETWORK_MESSAGES.some((pattern) => pattern.test(error.message));
}
