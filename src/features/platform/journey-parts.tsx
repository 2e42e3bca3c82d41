/**
 * The parts every journey island renders around its steps (the journey's logic is src/lib/journey): the step
 * indicators with each step's status, the step heading ("Stap 2 van 4" above the step's name), the check step's rows
 * with their "Wijzigen" button, the refusal's links to the steps it belongs to, the empty state and the end. Texts
 * come translated from the journey.
 */
import { useStore } from '@nanostores/react';
import type { FetcherStore } from '@nanostores/query';
import { useMemo, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { Translate } from '../../i18n/translate';
import type { Country } from '../../shared/dates';
import type { Violation } from '../../shared/result';
import type { Journey } from '../../lib/journey';
import { LinkButton } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { NotificationBanner } from '../../ui/notification-banner';
import { StepButtons } from '../../ui/step-buttons';
import { StepIndicators, type Step } from '../../ui/step-indicators';
import { PageLoadFailure } from './PageLoadFailure';

/** An address as a journey keeps it: what the user typed (and, for a move in NL, what the lookup found). */
export interface JourneyAddress {
  postcode: string;
  houseNumber: string;
  suffix: string;
  street: string;
  city: string;
  /** The step's check (and for a move in NL the lookup) accepted it. */
  confirmed: boolean;
}

/** An address with nothing entered. */
export function emptyJourneyAddress(): JourneyAddress {
  return { postcode: '', houseNumber: '', suffix: '', street: '', city: '', confirmed: false };
}

/** The journey's steps for the step indicators: the ones before `index` completed, `index` active. */
export function indicatorSteps(ids: readonly string[], index: number, label: (id: string) => string): Step[] {
  return ids.map((id, position) => ({
    id,
    label: label(id),
    status: position < index ? 'completed' : position === index ? 'active' : 'inactive',
  }));
}

/** The step indicators of a journey, with the spoken statuses. */
export function JourneyIndicators(props: { steps: Step[]; label: string; completed: string; active: string }) {
  return (
    <StepIndicators
      steps={props.steps}
      label={props.label}
      statusLabels={{ completed: props.completed, active: props.active }}
    />
  );
}

/** "Stap 2 van 4" above the step's name: the content of a step's heading. */
export function StepHeadingText({ stepOf, name }: { stepOf: string; name: string }) {
  return (
    <>
      <span className="block text-sm font-normal text-text-muted">{stepOf}</span>
      {name}
    </>
  );
}

/** The heading of a step or of the end, which takes focus after each move of the journey. */
export function JourneyHeading(props: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
  /** Data attributes naming the step (`data-holiday-step`). */
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <h2 ref={props.headingRef} tabIndex={-1} className="font-brand text-xl font-bold outline-none" {...props.data}>
      {props.children}
    </h2>
  );
}

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

/** The props every journey island gets from its page. */
export interface JourneyIslandProps {
  /** Translations of the area's message keys. */
  messages: Record<string, string>;
  locale: 'nl-NL' | 'nl-BE';
  country: Country;
  brandName: string;
  /** The overview's path, or null in the app variant (no way out of the journey there but the app's own). */
  overviewPath: string | null;
}

/**
 * A journey island's options as they load: the page-load failure with "Probeer opnieuw", or without a subscription
 * the journey applies to the empty state (`<area>.journey.noSubscriptions` with the brand, and the way to the
 * overview), else the journey (`children`, with the options once they are there).
 */
export function JourneyOptions<T extends { subscriptions: readonly unknown[] }>(
  props: Pick<JourneyIslandProps, 'brandName' | 'overviewPath'> & {
    t: Translate;
    area: string;
    /** The options' query (made once per island). */
    query: () => FetcherStore<T>;
    children: (options: T | undefined) => ReactNode;
  },
) {
  const $options = useMemo(props.query, []);
  const { data, error } = useStore($options);
  const { t, area } = props;
  if (data === undefined && error !== undefined) {
    return (
      <PageLoadFailure
        message={t('pageErrorMessage')}
        retryLabel={t('pageReloadButtonLabel')}
        onRetry={() => $options.invalidate()}
      />
    );
  }
  if (data?.subscriptions.length === 0) {
    return (
      <div
        className="flex flex-col gap-4 rounded-brand border border-border bg-surface p-4"
        {...{ [`data-${area}-empty`]: '' }}
      >
        <p>{t(`${area}.journey.noSubscriptions`, { brand: props.brandName })}</p>
        {props.overviewPath ? (
          <div>
            <LinkButton href={props.overviewPath} variant="secondary">
              {t(`${area}.journey.toOverview`)}
            </LinkButton>
          </div>
        ) : null}
      </div>
    );
  }
  return props.children(data);
}

/** The end of a journey: its heading (focused), the success message and the way to the overview. */
export function JourneyDone(props: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  text: string;
  overviewPath: string | null;
  overviewLabel: string;
  data: `data-${string}`;
}) {
  return (
    <div className="flex flex-col gap-4" {...{ [props.data]: '' }}>
      <JourneyHeading headingRef={props.headingRef}>{props.title}</JourneyHeading>
      <NotificationBanner variant="success" shouldAnnounce>
        {props.text}
      </NotificationBanner>
      {props.overviewPath ? (
        <div>
          <LinkButton href={props.overviewPath}>{props.overviewLabel}</LinkButton>
        </div>
      ) : null}
    </div>
  );
}

/** What a journey's frame gives its step: the step's heading, and the way to end the journey. */
export interface JourneyFrameApi {
  heading: ReactNode;
  /** Ends the journey (its store starts afresh) and shows the end with this title and message. */
  finish: (done: { title: string; text: string }) => void;
}

/**
 * A journey island's frame: the step indicators and the step (given its heading, which names "Stap 2 van 4" and the
 * step), or the end once finished. Texts are the area's `<area>.journey.*` keys (`steps`, `status.completed`,
 * `status.active`, `stepOf`, `step.<step>`, `toOverview`).
 */
export function JourneyFrame<TStep extends string>(props: {
  t: Translate;
  /** The area's key prefix and data attribute name: `holiday` (keys `holiday.journey.*`, `data-holiday-journey`). */
  area: string;
  journey: Journey<TStep, unknown>;
  overviewPath: string | null;
  children: (frame: JourneyFrameApi) => ReactNode;
}) {
  const { t, area, journey } = props;
  const [done, setDone] = useState<{ title: string; text: string } | null>(null);
  const key = (name: string) => `${area}.journey.${name}`;
  if (done) {
    return (
      <JourneyDone
        headingRef={journey.headingRef}
        title={done.title}
        text={done.text}
        overviewPath={props.overviewPath}
        overviewLabel={t(key('toOverview'))}
        data={`data-${area}-done`}
      />
    );
  }
  const heading = (
    <JourneyHeading headingRef={journey.headingRef} data={{ [`data-${area}-step`]: journey.step }}>
      <StepHeadingText
        stepOf={t(key('stepOf'), { step: journey.index + 1, total: journey.steps.length })}
        name={t(key(`step.${journey.step}`))}
      />
    </JourneyHeading>
  );
  const finish: JourneyFrameApi['finish'] = (end) => {
    journey.finish();
    setDone(end);
  };
  return (
    <div className="flex flex-col gap-6" {...{ [`data-${area}-journey`]: '' }}>
      <JourneyIndicators
        steps={indicatorSteps(journey.steps, journey.index, (id) => t(key(`step.${id}`)))}
        label={t(key('steps'))}
        completed={t(key('status.completed'))}
        active={t(key('status.active'))}
      />
      {props.children({ heading, finish })}
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
 * The check step of a journey: its heading and introduction, the refusal of the submission (see RefusalSummary), what
 * was entered as rows with a "Wijzigen" button back to each row's step, a note, and the submit and back buttons
 * (`<area>.journey.change`, `changeLabel`, `back`, `submitting`).
 */
export function CheckForm<TStep extends string>(props: {
  t: Translate;
  area: string;
  heading: ReactNode;
  intro: string;
  rows: readonly { step: TStep; label: string; value: ReactNode }[];
  note?: ReactNode;
  violationMessage: (code: string) => string;
  fieldSteps: Readonly<Record<string, TStep>>;
  submitLabel: string;
  loading: boolean;
  /** Sends the journey: the server's refusal to show, or null when it was stored. A failure shows GENERIC-ERROR. */
  send: () => Promise<readonly Violation[] | null>;
  onChange: (step: TStep) => void;
  onBack: () => void;
}) {
  const { t, area } = props;
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
      {props.heading}
      <p>{props.intro}</p>
      <RefusalSummary
        t={t}
        area={area}
        violations={violations}
        violationMessage={props.violationMessage}
        fieldSteps={props.fieldSteps}
        onChange={props.onChange}
      />
      <dl {...{ [`data-${area}-summary`]: '' }}>
        {props.rows.map((row) => (
          <CheckRow
            key={row.label}
            label={row.label}
            value={row.value}
            change={t(`${area}.journey.change`)}
            changeLabel={t(`${area}.journey.changeLabel`, { what: row.label.toLowerCase() })}
            onChange={() => props.onChange(row.step)}
          />
        ))}
      </dl>
      {props.note}
      <StepButtons
        nextLabel={props.submitLabel}
        backLabel={t(`${area}.journey.back`)}
        onBack={props.onBack}
        loading={props.loading}
        loadingLabel={t(`${area}.journey.submitting`)}
      />
    </form>
  );
}
