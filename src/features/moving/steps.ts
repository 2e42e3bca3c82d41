/**
 * What the moving journey's steps share: the options the server computed, the props every step takes, and the
 * steps' schemas (the same the server parses with), loaded when a step is first sent rather than with the page: they
 * are a fifth of the journey's script.
 */
import type { MessageLookup } from '../../lib/messages';
import type { ReactNode } from 'react';
import type { MovingHouseOptionsQuery } from '../../lib/graphql/generated/graphql';
import type { MovingJourney } from './journey';

export type Options = MovingHouseOptionsQuery['movingHouseOptions'];

/** The props of every step. */
export interface StepProps {
  m: MessageLookup;
  /** The step's heading (focused after each move). */
  heading: ReactNode;
  journey: MovingJourney;
  onBack: () => void;
}

/** The shared schemas and zod with them, loaded when a step is first sent. */
export const stepSchemas = () => import('../../shared/moving');

/**
 * The checkboxes of the subscriptions step, loaded when the address step is done (or the journey opens on the
 * subscriptions step) rather than with the page: the first step shows none.
 */
export const loadCheckbox = () => import('../../ui/checkbox');
