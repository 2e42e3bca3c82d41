/**
 * The holiday journey's island (/vakantieservice/doorgeven and the app variant /vakantieservice/app/doorgeven): steps
 * with their own URLs (`?stap=keuze|periode|adres|controle`; a suspension has no address step) under the design
 * system's step indicator, then the confirmation. The journey's state lives in one store (./journey.ts) and its
 * steps follow the kit's journey helper (src/lib/journey): a later step that the state does not allow yet shows the
 * first open step instead. The period is chosen with the design system's date picker, which offers only the days the
 * server accepts: the server computes the window on the brand country's working-day calendar (`holidayOptions`), the
 * island applies the plain rules of src/shared/holiday-codes.ts to it. Each step checks its input with the shared zod
 * schema (src/shared/holiday.ts, loaded when a step is sent) through the kit's form hook; the server checks
 * everything again on submit, and its refusals are shown in Dutch with a link to the step.
 */
import { formatDate } from '../../lib/format';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { addDays } from '../../shared/dates';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import { HolidayOptionsDocument } from '../../lib/graphql/generated/graphql';
import { lazyStep, useJourney } from '../../lib/journey';
import type { HolidayStep } from '../../shared/holiday-codes';
import { Skeleton } from '../../ui/skeleton';
import { StepIndicators } from '../../ui/step-indicators';
import {
  indicatorSteps,
  JourneyFrame,
  JourneyOptions,
  StepHeadingText,
  type JourneyIslandProps,
} from '../platform/journey-parts';
import { holidayArea } from './area';
import type { Done } from './check-step';
import { ChoiceStep } from './choice-step';
import { allowedStep, emptyJourney, holidayJourney, stepsOf } from './journey';
import type { Options } from './steps';

// The steps after the first load when the journey reaches them.
const PeriodStep = lazyStep(() => import('./period-step'), 'PeriodStep');
const AddressStep = lazyStep(() => import('./address-step'), 'AddressStep');
const CheckStep = lazyStep(() => import('./check-step'), 'CheckStep');

/** The island's props (the holiday pages pass HOLIDAY_MESSAGE_KEYS as `messages`). */
export type HolidayJourneyProps = JourneyIslandProps;

function optionsQuery() {
  return fetcher().createQuery<Options>(
    holidayArea.cacheKeys.options,
    async () => (await request(HolidayOptionsDocument, {})).holidayOptions,
  );
}

/** The step indicators' steps and the heading's text of `step` among `order`. */
function stepParts(m: MessageLookup, order: readonly HolidayStep[], step: HolidayStep) {
  const index = order.indexOf(step);
  return {
    steps: indicatorSteps(order, index, (id) => m.t(`holiday.journey.step.${id}`)),
    heading: (
      <StepHeadingText
        stepOf={m.t('holiday.journey.stepOf', { step: index + 1, total: order.length })}
        name={m.t(`holiday.journey.step.${step}`)}
      />
    ),
  };
}

/**
 * What shows while the options load: the first step as it will look (step indicators, heading, both questions with
 * an option row each, the button), so nothing moves when the options arrive (layout shift). Hidden from screen
 * readers, who hear the loading text of the status region.
 */
function ChoicePlaceholder({ m }: { m: MessageLookup }) {
  const { steps, heading } = stepParts(m, stepsOf(emptyJourney()), 'keuze');
  const question = (label: string, rows: number) => (
    <div className="flex flex-col gap-1">
      <span className="mb-1 font-semibold">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} className="flex min-h-11 items-center gap-3">
          <span className="size-6 shrink-0 rounded-full border-2 border-border bg-surface" />
          <Skeleton className="h-5 w-56 max-w-full" />
        </span>
      ))}
    </div>
  );
  return (
    <div aria-busy="true" className="flex flex-col gap-6" data-holiday-loading>
      <p role="status" className="sr-only">
        {m.t('pageLoading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <StepIndicators steps={steps} label={m.t('holiday.journey.steps')} />
        <div className="flex max-w-xl flex-col gap-6">
          <p className="font-brand text-xl font-bold">{heading}</p>
          {question(m.t('holiday.choice.subscription'), 1)}
          {question(m.t('holiday.choice.kind'), 2)}
          <Skeleton className="h-12 w-40" />
        </div>
      </div>
    </div>
  );
}

export default function HolidayJourneyIsland(props: HolidayJourneyProps) {
  const m = useMessages(props.messages);
  return (
    <JourneyOptions {...props} t={m.t} area="holiday" query={optionsQuery}>
      {(options) => (options ? <Journey {...props} m={m} options={options} /> : <ChoicePlaceholder m={m} />)}
    </JourneyOptions>
  );
}

function Journey({
  m,
  options,
  country,
  locale,
  overviewPath,
}: HolidayJourneyProps & { m: MessageLookup; options: Options }) {
  const journey = useJourney({ store: holidayJourney, stepsOf, allowedStep, initialStep: 'keuze' });
  const { step, state, go, back, advance } = journey;
  const subscription = options.subscriptions.find((entry) => entry.subscription.id === state.subscriptionId);

  /** The end's title and message for what the server stored. */
  const doneText = (done: Done) => ({
    title: m.t('holiday.done.title'),
    text: m.t(done.kind === 'suspension' ? 'holiday.done.suspension' : 'holiday.done.temporary_address', {
      subscription: done.subscription,
      start: formatDate(done.startDate, { locale }),
      end: formatDate(done.endDate, { locale }),
      resume: formatDate(addDays(done.endDate, 1), { locale }),
      address: done.address ?? '',
    }),
  });

  return (
    <JourneyFrame t={m.t} area="holiday" journey={journey} overviewPath={overviewPath}>
      {({ heading, finish }) => {
        const common = { m, heading, journey: state, onBack: back };
        return step === 'keuze' ? (
          <ChoiceStep
            {...common}
            options={options}
            onDone={(choice) =>
              // Another subscription has other free days: the period is chosen again.
              advance({
                ...choice,
                ...(choice.subscriptionId === state.subscriptionId ? {} : { startDate: '', endDate: '' }),
              })
            }
          />
        ) : step === 'periode' ? (
          <PeriodStep {...common} options={options} subscription={subscription} locale={locale} onDone={advance} />
        ) : step === 'adres' ? (
          <AddressStep {...common} country={country} onDone={(address) => advance({ address })} />
        ) : (
          <CheckStep
            {...common}
            subscription={subscription}
            country={country}
            locale={locale}
            onChange={go}
            onDone={(result) => finish(doneText(result))}
          />
        );
      }}
    </JourneyFrame>
  );
}
