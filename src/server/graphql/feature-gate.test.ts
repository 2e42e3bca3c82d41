import { describe, expect, it, vi } from 'vitest';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../content/dataset/source/feature-flags';
import type { FeatureFlags } from '../../content/queries/feature-flags';
import type { GraphQLContext } from './context';
import { buildSchema, type GraphQLResolveInfo } from 'graphql';
import { featureGate, gateOperations, operationGate } from './feature-gate';

const flags = (key: Parameters<typeof brandFlags>[0]): FeatureFlags => ({
  ...PUBLISHED_GENERAL_FLAGS,
  ...brandFlags(key),
});
const contextWith = (value: FeatureFlags | undefined) => ({ locals: { flags: value } }) as unknown as GraphQLContext;

describe('feature gate', () => {
  it('refuses a switched-off area with FEATURE_DISABLED and lets a switched-on area through', () => {
    expect(featureGate(flags('qmnl'), 'isSharedAccessEnabled')).toEqual({
      ok: false,
      violations: [{ code: 'FEATURE_DISABLED' }],
    });
    expect(featureGate(flags('ad'), 'isSharedAccessEnabled')).toBeUndefined();
    expect(featureGate(undefined, 'isFAQEnabled')).toMatchObject({ ok: false });
  });

  it('knows the flag of each operation from the area manifests', () => {
    expect(operationGate(flags('qmnl'), 'endSession')).toBeUndefined();
    expect(operationGate({ ...flags('ad'), isSessionOverviewEnabled: false }, 'endSession')).toMatchObject({
      violations: [{ code: 'FEATURE_DISABLED' }],
    });
    expect(operationGate(flags('qmnl'), 'changeEmail')).toMatchObject({ violations: [{ code: 'FEATURE_DISABLED' }] });
    expect(operationGate(flags('ad'), 'changeEmail')).toBeUndefined();
    expect(operationGate(flags('qmnl'), 'health')).toBeUndefined();
    // The holiday service: its mutations by the brand's flag, cancelling by the general flag.
    expect(operationGate(flags('qmnl'), 'suspendDeliveryV2')).toMatchObject({
      violations: [{ code: 'FEATURE_DISABLED' }],
    });
    expect(operationGate(flags('ad'), 'suspendDeliveryV2')).toBeUndefined();
    expect(
      operationGate({ ...flags('ad'), isHolidayCancellationEnabled: false }, 'cancelDeliverySuspensionV2'),
    ).toMatchObject({ violations: [{ code: 'FEATURE_DISABLED' }] });
    // An operation no manifest names is no operation at all: nothing to gate.
    expect(operationGate(flags('qmnl'), 'bestaatNiet')).toBeUndefined();
  });

  it('runs a gated mutation resolver only when the flag is on, and wraps a schema only once', async () => {
    const resolver = vi.fn(async () => ({ ok: true as const, violations: [] as [] }));
    const schema = buildSchema('type Query { health: Boolean } type Mutation { suspendDeliveryV2: Boolean }');
    const field = schema.getMutationType()!.getFields()['suspendDeliveryV2']!;
    field.resolve = resolver;
    gateOperations(schema, { suspendDeliveryV2: 'isSubscriptionHolidayEnabled' });
    gateOperations(schema, { suspendDeliveryV2: 'isSubscriptionHolidayEnabled' });
    const mutation = (context: GraphQLContext) => field.resolve!(null, {}, context, {} as GraphQLResolveInfo);
    expect(await mutation(contextWith(flags('hln')))).toEqual({ ok: true, violations: [] });
    expect(resolver).toHaveBeenCalledTimes(1);
    // Libelle: a magazine, so no holiday service (the demo magazine Margriet has every area on).
    expect(await mutation(contextWith(flags('lbn')))).toEqual({
      ok: false,
      violations: [{ code: 'FEATURE_DISABLED' }],
    });
    expect(resolver).toHaveBeenCalledTimes(1);
  });
});
