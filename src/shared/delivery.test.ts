/** The complaint journey's shared contract: reasons per product type, step schemas and the step guard. */
import { describe, expect, it } from 'vitest';
import {
  allowedStep,
  deliveryComplaintSchema,
  reasonsFor,
  reasonStepSchema,
  remarkStepSchema,
  subscriptionStepSchema,
} from './delivery';
import { violationsOf } from './result';

function codes(result: { success: boolean; error?: unknown }) {
  return result.success ? [] : violationsOf(result.error as never).map((v) => v.code);
}

describe('reasons per product type', () => {
  it('gives newspapers five, magazines three and digital products none', () => {
    expect(reasonsFor('newspaper')).toHaveLength(5);
    expect(reasonsFor('magazine')).toEqual(['DAMAGED', 'NOT_DELIVERED', 'INCOMPLETE']);
    expect(reasonsFor('digital')).toEqual([]);
  });
});

describe('step schemas', () => {
  it('requires a subscription', () => {
    expect(codes(subscriptionStepSchema.safeParse({ subscriptionId: ' ' }))).toEqual([
      'DELIVERY_SUBSCRIPTION_REQUIRED',
    ]);
    expect(codes(subscriptionStepSchema.safeParse({ subscriptionId: 'a\u0000b' }))).toEqual(['TEXT_CONTROL_CHARACTER']);
  });

  it('requires a known reason and a real calendar date', () => {
    expect(codes(reasonStepSchema.safeParse({ reason: 'DAMAGED', deliveryDate: '2025-03-12' }))).toEqual([]);
    expect(codes(reasonStepSchema.safeParse({ reason: 'LOST', deliveryDate: '2025-02-29' }))).toEqual([
      'DELIVERY_REASON_REQUIRED',
      'DELIVERY_DATE_REQUIRED',
    ]);
  });

  it('takes an optional remark under the free-text rule, at most 500 characters', () => {
    expect(remarkStepSchema.parse({ remark: '   ' }).remark).toBeNull();
    expect(remarkStepSchema.parse({}).remark).toBeNull();
    expect(codes(remarkStepSchema.safeParse({ remark: 'a<b' }))).toEqual(['FREE_TEXT_FORBIDDEN_CHARACTER']);
    expect(codes(remarkStepSchema.safeParse({ remark: 'a'.repeat(500) }))).toEqual([]);
    expect(codes(remarkStepSchema.safeParse({ remark: 'a'.repeat(501) }))).toEqual(['DELIVERY_REMARK_TOO_LONG']);
  });

  it('needs an idempotency key of 8 to 64 safe characters', () => {
    const base = { subscriptionId: 'x', reason: 'DAMAGED', deliveryDate: '2025-03-12' };
    expect(codes(deliveryComplaintSchema.safeParse({ ...base, idempotencyKey: 'abcdefgh' }))).toEqual([]);
    expect(codes(deliveryComplaintSchema.safeParse({ ...base, idempotencyKey: 'abcdefg' }))).toEqual([
      'DELIVERY_IDEMPOTENCY_KEY_INVALID',
    ]);
    expect(codes(deliveryComplaintSchema.safeParse({ ...base, idempotencyKey: 'a'.repeat(65) }))).toEqual([
      'DELIVERY_IDEMPOTENCY_KEY_INVALID',
    ]);
  });
});

describe('allowedStep: a later step without its earlier answers goes back to the first', () => {
  const full = { subscriptionId: 's', reason: 'DAMAGED' as const, deliveryDate: '2025-03-12', remarkDone: true };
  it('keeps a step whose answers are there', () => {
    expect(allowedStep('reden', { subscriptionId: 's' })).toBe('reden');
    expect(allowedStep('controle', full)).toBe('controle');
    expect(allowedStep('bevestiging', { complaintId: 'c' })).toBe('bevestiging');
  });
  it('goes back to the first step otherwise', () => {
    expect(allowedStep('reden', {})).toBe('abonnement');
    expect(allowedStep('toelichting', { subscriptionId: 's' })).toBe('abonnement');
    expect(allowedStep('controle', { ...full, remarkDone: false })).toBe('abonnement');
    expect(allowedStep('bevestiging', full)).toBe('abonnement');
    expect(allowedStep('onbekend', full)).toBe('abonnement');
    expect(allowedStep(null, full)).toBe('abonnement');
  });
});
