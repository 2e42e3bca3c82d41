/**
 * A journey step whose code loads when the journey first reaches it: `lazyStep(() => import('./period-step'),
 * 'PeriodStep')` is React's `lazy` of a named export. The journey's frame (src/features/platform/journey-parts.tsx)
 * shows the step's heading until the code is there, and the journey (./use-journey.tsx) moves focus to the step's
 * heading when it appears.
 */
import { lazy, type ComponentType } from 'react';

/** React's `lazy` of the export `name` of the module `load` imports, typed as that export. */
export function lazyStep<TModule, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
): TModule[TName] {
  const component = lazy(() =>
    load().then((module) => ({ default: module[name] as unknown as ComponentType<object> })),
  );
  return component as unknown as TModule[TName];
}
