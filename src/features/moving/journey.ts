/**
 * The moving journey's one store: what the user has entered so far, and the idempotency
 * key of this journey (one per journey: a double click or a retried request answers the same move). The store lives
 * in the browser tab only; a fresh page load starts empty, so a direct link to a later step goes back to the first.
 */
import { createJourneyStore } from '../../lib/journey';
import { emptyJourneyAddress, type JourneyAddress } from '../platform/journey-parts';
import { MOVING_STEPS, movingStepOf, type MovingStep } from '../../shared/moving-codes';
import { newIdempotencyKey } from '../../shared/idempotency';

export interface MovingJourney {
  key: string;
  address: JourneyAddress;
  subscriptionIds: string[] | null;
  confirmAllAtAddress: boolean;
  effectiveDate: string;
}

/** A journey with nothing entered and a new idempotency key. */
export function emptyJourney(): MovingJourney {
  return {
    key: newIdempotencyKey(),
    address: emptyJourneyAddress(),
    subscriptionIds: null,
    confirmAllAtAddress: false,
    effectiveDate: '',
  };
}

/** The journey's store. */
export const movingJourney = createJourneyStore(emptyJourney);

/** The first step the journey's data does not yet allow past: a later step than this goes back to it. */
export function firstOpenStep(journey: MovingJourney): MovingStep {
  if (!journey.address.confirmed) return 'adres';
  if (!journey.subscriptionIds || journey.subscriptionIds.length === 0 || !journey.confirmAllAtAddress) {
    return 'abonnementen';
  }
  if (!journey.effectiveDate) return 'datum';
  return 'controle';
}

/** The journey's steps (the same for every move). */
export const stepsOf = (): readonly MovingStep[] => MOVING_STEPS;

/** The step to show for a requested one: itself when every earlier step is done, else the first open step. */
export function allowedStep(requested: string | null, journey: MovingJourney): MovingStep {
  const step = movingStepOf(requested);
  const open = firstOpenStep(journey);
  return MOVING_STEPS.indexOf(step) <= MOVING_STEPS.indexOf(open) ? step : open;
}
