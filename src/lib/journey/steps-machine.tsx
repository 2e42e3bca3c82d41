/**
 * Ark UI's Steps machine of a journey (src/lib/journey/use-journey.tsx), in a module of its own so that it loads
 * with the journey's first move rather than with the page: zag's machine runtime and the steps machine are about
 * 8 kB of script that the first step, which has nowhere to go back to, does not use. It renders nothing: it runs the
 * machine on the journey's step and hands it to the journey.
 */
import { useSteps, type UseStepsReturn } from '@ark-ui/react/steps';
import { useEffect } from 'react';

export interface StepsMachineProps {
  /** How many steps the journey has now, and which one shows (0-based). */
  count: number;
  step: number;
  /** The machine moved to step `next` (its previous-step action). */
  onStepChange: (next: number) => void;
  /** Receives the machine once it runs, and again on each render. */
  onMachine: (machine: UseStepsReturn) => void;
}

export default function StepsMachine({ count, step, onStepChange, onMachine }: StepsMachineProps) {
  const machine = useSteps({ count, step, linear: true, onStepChange: ({ step: next }) => onStepChange(next) });
  useEffect(() => {
    onMachine(machine);
  });
  return null;
}
