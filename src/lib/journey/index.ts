export { createJourneyStore, type JourneyStore } from './store';
export { stepInSearch, stepUrl, type StepUrlOptions } from './step-url';
export { useJourney, type Journey, type UseJourneyOptions } from './use-journey';
export { lazyStep } from './lazy-step';
