/**
 * What the holiday journey's steps share: the options the server computed, the props every step takes, the window
 * of a new period, and the steps' schemas (the same the server parses with), loaded when a step is first sent
 * rather than with the page.
 */
import type { JourneyStepProps } from '../platform/step-props';
import type { HolidayOptionsQuery } from '../../lib/graphql/generated/graphql';
import type { HolidayWindow } from '../../shared/holiday-codes';
import type { HolidayJourney } from './journey';

export type Options = HolidayOptionsQuery['holidayOptions'];
export type SubscriptionOptions = Options['subscriptions'][number];

/** The props of every step. */
export type StepProps = JourneyStepProps<HolidayJourney>;

/** The shared schemas and zod with them, loaded when a step is first sent. */
export const stepSchemas = () => import('../../shared/holiday');

/** The window of a new period of one subscription, as the server computed it. */
export function windowOf(options: Options, subscription: SubscriptionOptions | undefined): HolidayWindow {
  return {
    earliestStart: options.earliestStart,
    latestStart: options.latestStart,
    taken: subscription?.taken ?? [],
    usedDays: subscription?.usedDays ?? [],
    limits: { maxDays: options.maxDays, yearLimitDays: options.yearLimitDays },
  };
}
