/**
 * The service client's error: every failed call rejects with a ServiceError carrying
 * violations (the shared Violation shape; violationMessage falls back to GENERIC-ERROR for an unknown code), the HTTP
 * status and the shortened trace id of the answer (header name: src/shared/trace-id.ts).
 */
import type { Violation } from '../../shared/result';

/** The violation code of every failure that is not a 422. */
export const GENERIC_ERROR = 'GENERIC-ERROR';

/** A trace id as shown to users and customer service: `TR` plus its first 8 characters. */
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

/** What browsers (and Node's fetch) say when a fetch got no answer. */
const NETWORK_MESSAGES = [/aborted/i, /failed to fetch/i, /load failed/i, /fetch failed/i, /networkerror/i];

/** True for a fetch failure that is the network's (or the user's abort), not the server's. */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  return NETWORK_MESSAGES.some((pattern) => pattern.test(error.message));
}
