/**
 * POST /api/payments/webhook — the payment provider's status callback: the body carries only the
 * payment's id (`id=tr_…`, form-encoded as Mollie sends it, or JSON). Nothing else of the request is trusted: the
 * status is re-fetched from the provider (verification by re-fetch) and applied once in one transaction
 * (src/server/domain/payment.ts applyPaymentStatus), whatever the order or number of callbacks. Answers 200 for a
 * known payment (also when it was applied before), 404 for an unknown one, 405 for other methods, 413 for a body
 * over 4 KiB. Exempt from the origin check (src/server/auth/origin-check.ts): providers call it server to server.
 */
import type { APIRoute } from 'astro';
import { paymentProvider } from '../../../server/ports/payments';
import { bodyTooLargeHeaders, readTextWithLimit, unreadBodyHeaders } from '../../../server/request-body';
import { newTraceId, serviceAnswer, serviceFailure } from '../../../server/service-response';
import { services } from '../../../server/services';

export const prerender = false;

/** A callback's body is `id=tr_…`: 4 KiB is plenty. */
const WEBHOOK_BODY_LIMIT = 4096;

/** A callback body over {@link WEBHOOK_BODY_LIMIT}. */
const TOO_LARGE = Symbol('too large');

/** The payment id of a callback's body, undefined without one, or TOO_LARGE past the limit. */
async function paymentIdOf(request: Request): Promise<string | undefined | typeof TOO_LARGE> {
  // Read while it streams in, never past the limit (a chunked body has no content-length to refuse up front).
  const text = await readTextWithLimit(request, WEBHOOK_BODY_LIMIT);
  if (text === undefined) return TOO_LARGE;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body = JSON.parse(text) as { id?: unknown };
      return typeof body.id === 'string' ? body.id : undefined;
    } catch {
      return undefined;
    }
  }
  return new URLSearchParams(text).get('id') ?? undefined;
}

export const ALL: APIRoute = async ({ request, locals }) => {
  const traceId = newTraceId();
  if (request.method !== 'POST') {
    return serviceFailure(405, traceId, 'GENERIC-ERROR', { allow: 'POST', ...unreadBodyHeaders(request) });
  }
  // Declared or found while it streams in, a body past the limit is 413, and the rest of it is not read.
  const id = await paymentIdOf(request);
  if (id === TOO_LARGE) return serviceFailure(413, traceId, 'GENERIC-ERROR', bodyTooLargeHeaders);
  if (!id) return serviceFailure(404, traceId, 'NOT_FOUND');
  const { brand, t } = locals;
  const { payment } = await services();
  const outcome = await payment.applyPaymentStatus(paymentProvider(), id, (to, brandKey) =>
    brand && brand.key === brandKey ? { to, brandName: brand.name, t } : undefined,
  );
  if (outcome === 'unknown') return serviceFailure(404, traceId, 'NOT_FOUND');
  return serviceAnswer(200, traceId, { ok: true });
};
