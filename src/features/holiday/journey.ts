/**
 * The holiday journey's one store: what the user has entered so far, and the idempotency
 * key of this journey (one per journey: a double click or a retried request answers the same event). The store lives
 * in the browser tab only; a fresh page load starts empty, so a direct link to a later step goes back to the first.
 */
import { createJourneyStore } from '../../lib/journey';
import { emptyJourneyAddress, type JourneyAddress } from '../platform/journey-parts';
import { holidayStepOf, type HolidayKind, type HolidayStep } from '../../shared/holiday-codes';
import { newIdempotencyKey } from '../../shared/idempotency';

export interface HolidayJourney {
  key: string;
  subscriptionId: string;
  kind: HolidayKind | '';
  startDate: string;
  endDate: string;
  address: JourneyAddress;
}

/** A journey with nothing entered and a new idempotency key. */
export function emptyJourney(): HolidayJourney {
  return {
    key: newIdempotencyKey(),
    subscriptionId: '',
    kind: '',
    startDate: '',
    endDate: '',
    address: emptyJourneyAddress(),
  };
}

/** The journey's store. */
export const holidayJourney = createJourneyStore(emptyJourney);

/** The steps of a journey of this kind: a suspension has no address step. */
export function stepsOf(journey: Pick<HolidayJourney, 'kind'>): HolidayStep[] {
  return journey.kind === 'suspension' ? ['keuze', 'periode', 'controle'] : ['keuze', 'periode', 'adres', 'controle'];
}

/** The first step the journey's data does not yet allow past: a later step than this goes back to it. */
export function firstOpenStep(journey: HolidayJourney): HolidayStep {
  if (!journey.subscriptionId || !journey.kind) return 'keuze';
  if (!journey.startDate || !journey.endDate) return 'periode';
  if (journey.kind === 'temporary_address' && !journey.address.confirmed) return 'adres';
  return 'controle';
}

/** The step to show for a requested one: itself when every earlier step is done, else the first open step. */
export function allowedStep(requested: string | null, journey: HolidayJourney): HolidayStep {
  const order = stepsOf(journey);
  const open = firstOpenStep(journey);
  // A suspension has no address step: asking for it shows the step after the period.
  const step = holidayStepOf(requested);
  const wanted = order.includes(step) ? step : 'controle';
  return order.indexOf(wanted) <= order.indexOf(open) ? wanted : open;
}
