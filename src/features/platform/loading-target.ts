import { safeRedirectTarget } from '../../shared/safe-path';

/**
 * Where the loading page /myaccount forwards to: the screen the caller asked
 * for with `?naar=/pad` when that is a screen of this portal the brand has switched on, otherwise the subscriptions
 * overview for a subscriber with subscriptions (once that screen exists and the brand has the area), otherwise the
 * account screen.
 */
export const TARGET_PARAMETER = 'naar';

/** A same-site path that is a screen (not an API route, not the loading page itself), or undefined. */
export function safeTarget(value: string | null | undefined): string | undefined {
  const target = safeRedirectTarget(value, { fallback: '', refuse: ['/api', '/myaccount'] });
  return target === '' ? undefined : target;
}

/**
 * A screen the loading page forwards to when nothing was asked for, in order of preference. The page offers only
 * those that exist in this build and are switched on for the brand ({@link openForwardTargets}), so a screen in
 * this list is chosen as soon as its page exists: until then the subscriber lands on {@link FALLBACK_TARGET}.
 */
export interface ForwardTarget {
  path: string;
  /** Only for a subscriber with at least one subscription. */
  needsSubscriptions: boolean;
}

export const FORWARD_TARGETS: readonly ForwardTarget[] = [{ path: '/abonnementen', needsSubscriptions: true }];

/** The account screen: every brand has it, so the loading page can always end there. */
export const FALLBACK_TARGET = '/account';

/** The forward targets a brand can open now: the page exists and its feature flags allow it. */
export function openForwardTargets(
  isOpen: (path: string) => boolean,
  targets: readonly ForwardTarget[] = FORWARD_TARGETS,
): ForwardTarget[] {
  return targets.filter((target) => isOpen(target.path));
}

export interface LoadingDecision {
  /** The path asked for (already checked with safeTarget, the page table and the brand's flags). */
  requested?: string;
  subscriptionsCount: number;
  /** The forward targets the brand can open ({@link openForwardTargets}). */
  targets: readonly ForwardTarget[];
}

export function loadingTarget({ requested, subscriptionsCount, targets }: LoadingDecision): string {
  if (requested) return requested;
  const target = targets.find((candidate) => !candidate.needsSubscriptions || subscriptionsCount > 0);
  return target?.path ?? FALLBACK_TARGET;
}

/** Cookie with the number of subscriptions the loading page found (read by screens to size their placeholders). */
export const SUBSCRIPTIONS_COUNT_COOKIE = 'mo-detailed-subscriptions-count';
