/**
 * Cache keys of the fetcher and which keys each mutation revalidates (specification §4), as data. A screen that
 * reads one of these entities uses the key built here, so a mutation refreshes it without knowing the screen.
 *
 * Keys are the entity's GraphQL type name, followed by `/` and the entity's own key where the specification
 * names one (changeId, subscriptionId).
 */

/** The entities screens read; all but `account` are touched by a mutation of specification §4. */
export const ENTITY = {
  sharedAccessOverview: 'SasOverview',
  holidayOverview: 'HolidayServicesOverview',
  movingOverview: 'MovingHouseServicesOverview',
  temporaryDeliveryAddress: 'HolidayServiceTemporaryAddress',
  deliverySuspension: 'HolidayServiceDeliverySuspension',
  linkedSubscription: 'S2LinkedSubscription',
  /** The signed-in account's own details (no mutation of specification §4 touches it). */
  account: 'UmsAccount',
} as const;

/** The cache key of an entity, optionally of one instance (`HolidayServiceTemporaryAddress/c-123`). */
export function entityKey(entity: (typeof ENTITY)[keyof typeof ENTITY], id?: string): string {
  return id === undefined ? entity : `${entity}/${id}`;
}

/** What a mutation revalidates: one exact key, or every key of an entity (the list and each instance). */
export type Revalidation = { exact: string } | { entity: string };

/** The variables a mutation's revalidation may read (only changeId so far). */
export interface MutationVariables {
  changeId?: string;
}

/**
 * Specification §4 "Mutations refresh cached data", one row per mutation. Every mutation the specification names
 * is here, also those whose screens do not exist yet.
 */
export const MUTATION_REVALIDATION = {
  revokeCoReader: () => [{ exact: ENTITY.sharedAccessOverview }],
  revokeInvite: () => [{ exact: ENTITY.sharedAccessOverview }],
  sendInvite: () => [{ exact: ENTITY.sharedAccessOverview }],
  cancelTemporaryDeliveryAddressV2: (variables: MutationVariables) => [
    { exact: entityKey(ENTITY.temporaryDeliveryAddress, requireChangeId(variables)) },
  ],
  cancelDeliverySuspensionV2: (variables: MutationVariables) => [
    { exact: entityKey(ENTITY.deliverySuspension, requireChangeId(variables)) },
  ],
  submitTemporaryDeliveryAddressV2: () => [{ exact: ENTITY.holidayOverview }],
  suspendDeliveryV2: () => [{ exact: ENTITY.holidayOverview }],
  submitMovingHouseV2: () => [{ exact: ENTITY.movingOverview }],
  changeEmail: () => [{ entity: ENTITY.linkedSubscription }],
} as const satisfies Record<string, (variables: MutationVariables) => readonly Revalidation[]>;

export type MutationName = keyof typeof MUTATION_REVALIDATION;

function requireChangeId(variables: MutationVariables): string {
  if (!variables.changeId) throw new Error('This mutation revalidates by changeId, but none was given.');
  return variables.changeId;
}

/** True when a cache key falls under a revalidation rule. */
export function matchesRevalidation(key: string, rule: Revalidation): boolean {
  if ('exact' in rule) return key === rule.exact;
  return key === rule.entity || key.startsWith(`${rule.entity}/`);
}

/** The key selector (for nanoquery's revalidateKeys) of a mutation run with these variables. */
export function revalidationSelector(
  mutation: MutationName,
  variables: MutationVariables = {},
): (key: string) => boolean {
  const rules: readonly Revalidation[] = MUTATION_REVALIDATION[mutation](variables);
  return (key) => rules.some((rule) => matchesRevalidation(key, rule));
}
