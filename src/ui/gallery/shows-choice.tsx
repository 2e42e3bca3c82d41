/** A gallery part: a control with the value its caller receives shown below it. */
import { useState, type ReactNode } from 'react';

export interface ShowsChoiceProps {
  /** Dutch words before the value, e.g. "Gekozen". */
  caption: string;
  /** `data-testid` of the shown value, for the gallery's end-to-end test. */
  testId: string;
  /** The control, given the shown value and its setter. */
  children: (chosen: string | null, choose: (value: string | null) => void) => ReactNode;
}

export function ShowsChoice({ caption, testId, children }: ShowsChoiceProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex w-full max-w-sm flex-col gap-2">
      {children(chosen, setChosen)}
      <p className="text-sm text-text-muted" data-testid={testId}>
        {caption}: {chosen ?? 'geen'}
      </p>
    </div>
  );
}
