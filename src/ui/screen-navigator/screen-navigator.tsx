/**
 * Screen navigator: shows the child whose `name` prop matches `current`; when none matches it
 * throws "No screen with name '{name}' exists." (a programming error, caught by the island's error boundary).
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface ScreenProps {
  name: string;
  children: ReactNode;
}

/** One screen of a navigator; renders its children. */
export function Screen({ children }: ScreenProps) {
  return <>{children}</>;
}

export function noScreenError(name: string): Error {
  return new Error(`No screen with name '${name}' exists.`);
}

export interface ScreenNavigatorProps {
  /** The name of the screen to show. */
  current: string;
  /** Elements with a `name` prop, usually `<Screen name="…">`. */
  children: ReactNode;
}

export function ScreenNavigator({ current, children }: ScreenNavigatorProps) {
  const screen = Children.toArray(children).find(
    (child): child is ReactElement<{ name?: unknown }> =>
      isValidElement<{ name?: unknown }>(child) && child.props.name === current,
  );
  if (!screen) throw noScreenError(current);
  return screen;
}
