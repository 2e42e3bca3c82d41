/**
 * What the moving journey's steps share: the options the server computed, the props every step takes, and the
 * steps' schemas (the same the server parses with), loaded when a step is first sent rather than with the page: they
 * are a fifth of the journey's script.
 */
import type { JourneyStepProps } from '../platform/step-props';
import type { MovingHouseOptionsQuery } from '../../lib/graphql/generated/graphql';
import type { MovingJourney } from './journey';

export type Options = MovingHouseOptionsQuery['movingHouseOptions'];

/** The props of every step. */
export type StepProps = JourneyStepProps<MovingJourney>;

/** The shared schemas and zod with them, loaded when a step is first sent. */
export const stepSchemas = () => import('../../shared/moving');

/**
 * The checkboxes of the subscriptions step, loaded when the address step is done (or the journey opens on the
 * subscriptions step) rather than with the page: the first step shows none.
 */
export const loadCheckbox = () => import('../../ui/checkbox');
