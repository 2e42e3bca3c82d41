/**
 * The complaint journey's one store: the answers so far (src/shared/delivery-codes.ts's
 * draft, with the journey's idempotency key, made when a subscription is chosen) and the confirmed complaint for the
 * confirmation step. It lives in the browser tab only; a fresh page load starts empty, so a link to a later step
 * whose answers are missing goes back to the first step.
 */
import type { DeliveryComplaintFieldsFragment } from '../../lib/graphql/generated/graphql';
import { createJourneyStore } from '../../lib/journey';
import { COMPLAINT_STEPS, type ComplaintDraft, type ComplaintStep } from '../../shared/delivery-codes';
import { newIdempotencyKey } from '../../shared/idempotency';

/** What the journey knows: the answers, and once sent the stored complaint. */
export interface ComplaintJourneyState extends ComplaintDraft {
  done?: DeliveryComplaintFieldsFragment;
}

/** The journey's store. */
export const complaintJourney = createJourneyStore<ComplaintJourneyState>(() => ({}));

/** The journey's steps (the same for every complaint). */
export const stepsOf = (): readonly ComplaintStep[] => COMPLAINT_STEPS;

/** A new idempotency key for a new complaint. */
export const newKey = newIdempotencyKey;
