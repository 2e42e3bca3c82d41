/**
 * What every page of the account host knows besides its own props: the brand it is themed for, the translator of
 * the brand's language and the brand portal's origin. The same value reaches the server render and the hydration
 * in the browser (render.tsx), so both draw the same tree.
 */
import { createContext, useContext } from 'react';
import type { Translate } from '../../i18n/translate';

/** The brand facts a page shows (a plain object, so it travels to the browser as JSON). */
export interface HostBrand {
  key: string;
  name: string;
  country: 'nl' | 'be';
}

export interface HostContextValue {
  /** Undefined on a host that names no brand (the 404 page). */
  brand: HostBrand | undefined;
  t: Translate;
  /** The brand portal's origin, for the logo link and "back to the site". */
  portal: string | undefined;
}

const HostContext = createContext<HostContextValue | null>(null);

/** Provides the host context to a page. */
export const HostProvider = HostContext.Provider;

/** The host context; throws outside a page render. */
export function useHost(): HostContextValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('Account host pages must be rendered inside HostProvider');
  return value;
}
