export { useHydrated } from './use-hydrated';
export { useKeepEarlyInput } from './keep-early-input';
