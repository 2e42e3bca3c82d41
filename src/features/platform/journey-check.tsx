/**
 * The check step of the journeys (the last step before the submission): what was entered as rows with a "Wijzigen"
 * button back to each row's step, the refusal of the submission with a link to each step it belongs to, and the
 * submit and back buttons. Texts are the area's `<area>.journey.*` keys.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Translate } from '../../i18n/translate';
import type { MessageLookup } from '../../lib/messages';
import type { Violation } from '../../shared/result';
import { ErrorSummary } from '../../ui/error-summary';
import { StepButtons } from '../../ui/step-buttons';

/** One row of the check step: what was entered, and a button back to its step. */
export function CheckRow(props: {
  label: string;
  value: ReactNode;
  change: string;
  changeLabel: string;
  onChange: () => void;
}) {
  return (
    <div className="flex flex-col gap-1 border-b border-border py-3 tablet:flex-row tablet:items-start tablet:gap-4">
      <dt className="font-semibold tablet:w-48">{props.label}</dt>
      <dd className="flex-1">{props.value}</dd>
      <dd>
        <button
          type="button"
          className="min-h-11 text-link underline underline-offset-4 hover:no-underline"
          aria-label={props.changeLabel}
          onClick={props.onChange}
        >
          {props.change}
        </button>
      </dd>
    </div>
  );
}

/** The steps a refusal's fields belong to, once each, in the order of the refusal. */
export function refusedSteps<TStep extends string>(
  violations: readonly { field?: string | null | undefined }[],
  fieldSteps: Readonly<Record<string, TStep>>,
): TStep[] {
  return [
    ...new Set(
      violations.flatMap((violation) =>
        violation.field && fieldSteps[violation.field] ? [fieldSteps[violation.field]!] : [],
      ),
    ),
  ];
}

/** Under a refusal of the check step: a button to each step it belongs to. */
export function StepLinks<TStep extends string>(props: {
  steps: readonly TStep[];
  label: (step: TStep) => string;
  onChange: (step: TStep) => void;
}) {
  if (props.steps.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-3">
      {props.steps.map((step) => (
        <button
          key={step}
          type="button"
          className="min-h-11 font-semibold underline underline-offset-4"
          onClick={() => props.onChange(step)}
        >
          {props.label(step)}
        </button>
      ))}
    </div>
  );
}

/**
 * The check step's error summary of a refused submission: each problem once, in the user's language, and a button
 * to each step the refusal's fields belong to (`<area>.journey.changeLabel` with the step's name).
 */
export function RefusalSummary<TStep extends string>(props: {
  t: Translate;
  area: string;
  violations: readonly { code: string; field?: string | null | undefined }[];
  violationMessage: (code: string) => string;
  fieldSteps: Readonly<Record<string, TStep>>;
  onChange: (step: TStep) => void;
}) {
  const { t, area, violations } = props;
  const messages = [...new Set(violations.map((violation) => props.violationMessage(violation.code)))];
  return (
    <ErrorSummary title={t(`${area}.journey.errorSummary`)} errors={messages.map((message) => ({ message }))}>
      <StepLinks
        steps={refusedSteps(violations, props.fieldSteps)}
        label={(step) => t(`${area}.journey.changeLabel`, { what: t(`${area}.journey.step.${step}`).toLowerCase() })}
        onChange={props.onChange}
      />
    </ErrorSummary>
  );
}

/**
 * The check step of a journey: its heading and introduction (`<area>.check.intro`), the refusal of the submission
 * (see RefusalSummary), what was entered as rows with a "Wijzigen" button back to each row's step, a note, and the
 * submit and back buttons (`<area>.journey.change`, `changeLabel`, `back`, `submitting`).
 */
export function CheckForm<TStep extends string>(props: {
  /** What the journey gives its check step: texts, heading, the way back and to a step. */
  step: { m: MessageLookup; heading: ReactNode; onBack: () => void; onChange: (step: TStep) => void };
  area: string;
  rows: readonly { step: TStep; label: string; value: ReactNode }[];
  note?: ReactNode;
  fieldSteps: Readonly<Record<string, TStep>>;
  submitLabel: string;
  loading: boolean;
  /** Sends the journey: the server's refusal to show, or null when it was stored. A failure shows GENERIC-ERROR. */
  send: () => Promise<readonly Violation[] | null>;
}) {
  const { area } = props;
  const { m, heading, onBack, onChange } = props.step;
  const { t } = m;
  const [violations, setViolations] = useState<readonly Violation[]>([]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      setViolations((await props.send()) ?? []);
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-4"
      {...{ [`data-${area}-form`]: 'controle' }}
    >
      {heading}
      <p>{t(`${area}.check.intro`)}</p>
      <RefusalSummary
        t={t}
        area={area}
        violations={violations}
        violationMessage={m.violation}
        fieldSteps={props.fieldSteps}
        onChange={onChange}
      />
      <dl {...{ [`data-${area}-summary`]: '' }}>
        {props.rows.map((row) => (
          <CheckRow
            key={row.label}
            label={row.label}
            value={row.value}
            change={t(`${area}.journey.change`)}
            changeLabel={t(`${area}.journey.changeLabel`, { what: row.label.toLowerCase() })}
            onChange={() => onChange(row.step)}
          />
        ))}
      </dl>
      {props.note}
      <StepButtons
        nextLabel={props.submitLabel}
        backLabel={t(`${area}.journey.back`)}
        onBack={onBack}
        loading={props.loading}
        loadingLabel={t(`${area}.journey.submitting`)}
      />
    </form>
  );
}
