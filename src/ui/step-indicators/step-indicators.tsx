import { LoaderBars } from '../loader/loader';

export const STEP_STATUSES = ['completed', 'loading', 'error', 'inactive', 'active'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** One step. Hidden steps are left out of the indicator and its numbering. */
export interface Step {
  id: string;
  label: string;
  status: StepStatus;
  hidden?: boolean;
}

export interface StepIndicatorsProps {
  steps: readonly Step[];
  /** Names the list of steps (e.g. "Voortgang van uw aanvraag"). */
  label: string;
  /** Spoken status per step after its label (e.g. { completed: 'afgerond', error: 'fout' }); none by default. */
  statusLabels?: Partial<Record<StepStatus, string>>;
  className?: string;
}

const MARKER: Record<StepStatus, string> = {
  completed: 'border-accent bg-accent text-on-accent',
  active: 'border-accent bg-surface text-link ring-2 ring-accent ring-offset-2 ring-offset-page',
  loading: 'border-accent bg-surface text-link',
  error: 'border-on-negative bg-negative-bg text-on-negative',
  inactive: 'border-border bg-surface text-text-muted',
};

function Marker({ status, number }: { status: StepStatus; number: number }) {
  const icon =
    status === 'completed' ? (
      <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M3 8.5l3.5 3.5L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    ) : status === 'error' ? (
      <span className="font-bold">!</span>
    ) : status === 'loading' ? (
      <LoaderBars size="small" tone="current" />
    ) : (
      <span className="font-semibold">{number}</span>
    );
  return (
    <span
      aria-hidden="true"
      data-part="marker"
      className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm ${MARKER[status]}`}
    >
      {icon}
    </span>
  );
}

/**
 * A row (from 768 px; a column on phones) of numbered steps. Renders nothing when fewer than two steps are visible
 *. The active step carries aria-current="step".
 */
export function StepIndicators({ steps, label, statusLabels, className }: StepIndicatorsProps) {
  const visible = steps.filter((step) => !step.hidden);
  if (visible.length < 2) return null;
  return (
    <ol
      aria-label={label}
      className={['flex flex-col gap-3 tablet:flex-row tablet:gap-2', className].filter(Boolean).join(' ')}
    >
      {visible.map((step, index) => {
        const spoken = statusLabels?.[step.status];
        return (
          <li
            key={step.id}
            data-status={step.status}
            aria-current={step.status === 'active' ? 'step' : undefined}
            className="group flex flex-1 items-center gap-3 tablet:flex-col tablet:items-center tablet:gap-2 tablet:text-center"
          >
            <Marker status={step.status} number={index + 1} />
            <span className="text-sm leading-snug group-data-[status=active]:font-bold group-data-[status=inactive]:text-text-muted">
              {step.label}
              {spoken && <span className="sr-only">{`, ${spoken}`}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
