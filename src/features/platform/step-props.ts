/**
 * The props every step of a journey's form takes (holiday, moving): the island's translations, the step's heading
 * (focused after each move), the journey's state and the way back. Types only: nothing of it reaches the browser.
 */
import type { ReactNode } from 'react';
import type { MessageLookup } from '../../lib/messages';

export interface JourneyStepProps<Journey> {
  m: MessageLookup;
  /** The step's heading (focused after each move). */
  heading: ReactNode;
  journey: Journey;
  onBack: () => void;
}
