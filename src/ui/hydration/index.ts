export { useHydrated } from './use-hydrated';
export { replayEarlyInput, useKeepEarlyInput } from './keep-early-input';
