/**
 * How a mutation's cache rule meets the fetcher's cache keys. Which keys each mutation refreshes
 * is declared by the area manifests (`mutations` and `cacheKeys` in src/features/<area>/area.ts; every rule in
 * MUTATIONS of src/features/areas.ts); a screen that reads an entity uses the key its manifest names, so a mutation
 * refreshes it without knowing the screen.
 *
 * Keys are the entity's GraphQL type name, followed by `/` and the entity's own key where the specification names
 * one (changeId, subscriptionId).
 */
import type { MutationSpec, Revalidation } from '../../shared/area';

export type { MutationSpec, Revalidation } from '../../shared/area';

/** The cache key of an entity, optionally of one instance (`HolidayServiceTemporaryAddress/c-123`). */
export function entityKey(entity: string, id?: string): string {
  return id === undefined ? entity : `${entity}/${id}`;
}

/** The variables a mutation's revalidation may read (a rule names which one, e.g. changeId). */
export type MutationVariables = Readonly<Record<string, unknown>>;

/** A rule made concrete for one run: an exact key, or every key of an entity. */
type KeyRule = { exact: string } | { entity: string };

function concrete(rule: Revalidation, variables: MutationVariables): KeyRule {
  if (!('instanceOf' in rule)) return rule;
  const id = variables[rule.variable];
  if (typeof id !== 'string' || id === '') {
    throw new Error(`This mutation revalidates by ${rule.variable}, but none was given.`);
  }
  return { exact: entityKey(rule.instanceOf, id) };
}

function matches(key: string, rule: KeyRule): boolean {
  if ('exact' in rule) return key === rule.exact;
  return key === rule.entity || key.startsWith(`${rule.entity}/`);
}

/**
 * The key selector (for nanoquery's revalidateKeys) of a mutation run with these variables. Throws when a rule needs
 * a variable the run does not have (a by-changeId mutation without changeId).
 */
export function revalidationSelector(
  mutation: Pick<MutationSpec, 'revalidates'>,
  variables: MutationVariables = {},
): (key: string) => boolean {
  const rules = mutation.revalidates.map((rule) => concrete(rule, variables));
  return (key) => rules.some((rule) => matches(key, rule));
}
