/**
 * The holiday journey's island (/vakantieservice/doorgeven and the app variant /vakantieservice/app/doorgeven): steps
 * with their own URLs (`?stap=keuze|periode|adres|controle`; a suspension has no address step) under the design
 * system's step indicator, then the confirmation. The journey's state lives in one store (./journey.ts); a later step
 * that the state does not allow yet shows the first open step instead. The period is chosen with the design system's
 * date picker, which offers only the days the server accepts: the server computes the window on the brand country's
 * working-day calendar (`holidayOptions`), the island applies the plain rules of src/shared/holiday-codes.ts to it.
 * Each step checks its input with the shared zod schema (src/shared/holiday.ts, loaded when a step is sent); the
 * server checks everything again on submit, and its refusals are shown in Dutch with a link to the step.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  HolidayOptionsDocument,
  SubmitTemporaryDeliveryAddressV2Document,
  SuspendDeliveryV2Document,
  type HolidayOptionsQuery,
  type SubmitTemporaryDeliveryAddressV2MutationVariables,
  type SuspendDeliveryV2MutationVariables,
} from '../../lib/graphql/generated/graphql';
import type { Country } from '../../shared/dates';
import {
  holidayStepOf,
  isEndAllowed,
  isStartAllowed,
  remainingDays,
  type HolidayKind,
  type HolidayStep,
  type HolidayWindow,
} from '../../shared/holiday-codes';
import { violationsOf, type Violation } from '../../shared/result';
import { Button, LinkButton } from '../../ui/button';
import { LazyDatePicker as DatePicker } from '../../ui/date-picker/lazy';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { RadioGroup } from '../../ui/radio-group';
import { Skeleton } from '../../ui/skeleton';
import { StepIndicators, type Step } from '../../ui/step-indicators';
import { TextInput } from '../../ui/text-input';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { holidayArea } from './area';
import { $holidayJourney, allowedStep, emptyJourney, stepsOf, type HolidayJourney } from './journey';
import { addressLine, longDate, nextDay, useHolidayMessages, type HolidayMessages } from './messages';

/**
 * The steps' schemas (the same the server parses with) and zod with them, loaded when a step is first sent rather
 * than with the page.
 */
const stepSchemas = () => import('../../shared/holiday');

export interface HolidayJourneyProps {
  /** Translations HOLIDAY_MESSAGE_KEYS. */
  messages: Record<string, string>;
  locale: 'nl-NL' | 'nl-BE';
  country: Country;
  brandName: string;
  /** The overview's path, or null in the app variant (no way out of the journey there but the app's own). */
  overviewPath: string | null;
}

type Options = HolidayOptionsQuery['holidayOptions'];
type SubscriptionOptions = Options['subscriptions'][number];

/** What the journey shows when it is done. */
interface Done {
  kind: HolidayKind;
  startDate: string;
  endDate: string;
  subscription: string;
  address: string | null;
}

/** Which step each field of a violation belongs to (a refusal on submit links to it). */
const FIELD_STEPS: Readonly<Record<string, HolidayStep>> = {
  subscriptionId: 'keuze',
  kind: 'keuze',
  startDate: 'periode',
  endDate: 'periode',
  postcode: 'adres',
  houseNumber: 'adres',
  suffix: 'adres',
  street: 'adres',
  city: 'adres',
  countryCode: 'adres',
};

function optionsQuery() {
  return fetcher().createQuery<Options>(
    holidayArea.cacheKeys.options,
    async () => (await request(HolidayOptionsDocument, {})).holidayOptions,
  );
}

function stepUrl(step: HolidayStep): string {
  const url = new URL(window.location.href);
  if (step === 'keuze') url.searchParams.delete('stap');
  else url.searchParams.set('stap', step);
  return `${url.pathname}${url.search}`;
}

/** The window of a new period of one subscription, as the server computed it. */
export function windowOf(options: Options, subscription: SubscriptionOptions | undefined): HolidayWindow {
  return {
    earliestStart: options.earliestStart,
    latestStart: options.latestStart,
    taken: subscription?.taken ?? [],
    usedDays: subscription?.usedDays ?? [],
  };
}

/** The journey's steps for the step indicators, with where `step` stands among them. */
function journeySteps(m: HolidayMessages, journey: Pick<HolidayJourney, 'kind'>, step: HolidayStep) {
  const order = stepsOf(journey);
  const index = order.indexOf(step);
  const steps: Step[] = order.map((id, position) => ({
    id,
    label: m.t(`holiday.journey.step.${id}`),
    status: position < index ? 'completed' : position === index ? 'active' : 'inactive',
  }));
  return { steps, index, order };
}

function StepHeadingText(props: { m: HolidayMessages; step: HolidayStep; index: number; total: number }) {
  return (
    <>
      <span className="block text-sm font-normal text-text-muted">
        {props.m.t('holiday.journey.stepOf', { step: props.index + 1, total: props.total })}
      </span>
      {props.m.t(`holiday.journey.step.${props.step}`)}
    </>
  );
}

/**
 * What shows while the options load: the first step as it will look (step indicators, heading, both questions with
 * an option row each, the button), so nothing moves when the options arrive (layout shift). Hidden from screen
 * readers, who hear the loading text of the status region.
 */
function ChoicePlaceholder({ m }: { m: HolidayMessages }) {
  const { steps, order } = journeySteps(m, emptyJourney(), 'keuze');
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
          <p className="font-brand text-xl font-bold">
            <StepHeadingText m={m} step="keuze" index={0} total={order.length} />
          </p>
          {question(m.t('holiday.choice.subscription'), 1)}
          {question(m.t('holiday.choice.kind'), 2)}
          <Skeleton className="h-12 w-40" />
        </div>
      </div>
    </div>
  );
}

export default function HolidayJourneyIsland(props: HolidayJourneyProps) {
  const m = useHolidayMessages(props.messages);
  const $options = useMemo(optionsQuery, []);
  const { data, error } = useStore($options);

  if (data === undefined && error !== undefined) {
    return (
      <PageLoadFailure
        message={m.t('pageErrorMessage')}
        retryLabel={m.t('pageReloadButtonLabel')}
        onRetry={() => $options.invalidate()}
      />
    );
  }
  if (data === undefined) return <ChoicePlaceholder m={m} />;
  if (data.subscriptions.length === 0) {
    return (
      <div className="flex flex-col gap-4 rounded-brand border border-border bg-surface p-4" data-holiday-empty>
        <p>{m.t('holiday.journey.noSubscriptions', { brand: props.brandName })}</p>
        {props.overviewPath ? (
          <div>
            <LinkButton href={props.overviewPath} variant="secondary">
              {m.t('holiday.journey.toOverview')}
            </LinkButton>
          </div>
        ) : null}
      </div>
    );
  }
  return <Journey {...props} m={m} options={data} />;
}

function Journey({
  m,
  options,
  country,
  locale,
  overviewPath,
}: HolidayJourneyProps & { m: HolidayMessages; options: Options }) {
  const journey = useStore($holidayJourney);
  const [requested, setRequested] = useState<HolidayStep>('keuze');
  const [done, setDone] = useState<Done | null>(null);
  const step = allowedStep(requested, journey);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The URL names the step; a step the journey does not allow yet is replaced by the first open one.
  useEffect(() => {
    const sync = () => {
      const wanted = holidayStepOf(new URLSearchParams(window.location.search).get('stap'));
      const shown = allowedStep(wanted, $holidayJourney.get());
      if (shown !== wanted) window.history.replaceState(null, '', stepUrl(shown));
      setRequested(shown);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, done]);

  function go(next: HolidayStep) {
    window.history.pushState(null, '', stepUrl(next));
    setRequested(next);
  }

  function update(patch: Partial<HolidayJourney>) {
    $holidayJourney.set({ ...$holidayJourney.get(), ...patch });
  }

  const subscription = options.subscriptions.find((entry) => entry.subscription.id === journey.subscriptionId);

  if (done) {
    return (
      <div className="flex flex-col gap-4" data-holiday-done>
        <h2 ref={headingRef} tabIndex={-1} className="font-brand text-xl font-bold outline-none">
          {m.t('holiday.done.title')}
        </h2>
        <NotificationBanner variant="success" shouldAnnounce>
          {m.t(done.kind === 'suspension' ? 'holiday.done.suspension' : 'holiday.done.temporary_address', {
            subscription: done.subscription,
            start: longDate(done.startDate, locale),
            end: longDate(done.endDate, locale),
            resume: longDate(nextDay(done.endDate), locale),
            address: done.address ?? '',
          })}
        </NotificationBanner>
        {overviewPath ? (
          <div>
            <LinkButton href={overviewPath}>{m.t('holiday.journey.toOverview')}</LinkButton>
          </div>
        ) : null}
      </div>
    );
  }

  const { steps, index, order } = journeySteps(m, journey, step);
  const heading = (
    <h2 ref={headingRef} tabIndex={-1} className="font-brand text-xl font-bold outline-none" data-holiday-step={step}>
      <StepHeadingText m={m} step={step} index={index} total={order.length} />
    </h2>
  );
  const afterPeriod: HolidayStep = journey.kind === 'suspension' ? 'controle' : 'adres';

  return (
    <div className="flex flex-col gap-6" data-holiday-journey>
      <StepIndicators
        steps={steps}
        label={m.t('holiday.journey.steps')}
        statusLabels={{
          completed: m.t('holiday.journey.status.completed'),
          active: m.t('holiday.journey.status.active'),
        }}
      />
      {step === 'keuze' ? (
        <ChoiceStep
          m={m}
          options={options}
          heading={heading}
          journey={journey}
          onDone={(choice) => {
            // Another subscription has other free days: the period is chosen again.
            const samePeriod = choice.subscriptionId === journey.subscriptionId;
            update({ ...choice, ...(samePeriod ? {} : { startDate: '', endDate: '' }) });
            go('periode');
          }}
        />
      ) : step === 'periode' ? (
        <PeriodStep
          m={m}
          options={options}
          subscription={subscription}
          locale={locale}
          heading={heading}
          journey={journey}
          onBack={() => go('keuze')}
          onDone={(period) => {
            update(period);
            go(afterPeriod);
          }}
        />
      ) : step === 'adres' ? (
        <AddressStep
          m={m}
          country={country}
          heading={heading}
          journey={journey}
          onBack={() => go('periode')}
          onDone={(address) => {
            update({ address });
            go('controle');
          }}
        />
      ) : (
        <CheckStep
          m={m}
          subscription={subscription}
          country={country}
          locale={locale}
          heading={heading}
          journey={journey}
          onBack={() => go(journey.kind === 'suspension' ? 'periode' : 'adres')}
          onChange={go}
          onDone={(result) => {
            $holidayJourney.set(emptyJourney());
            window.history.replaceState(null, '', stepUrl('keuze'));
            setDone(result);
          }}
        />
      )}
    </div>
  );
}

/** The error summary of a step (NL Design System): takes focus, each problem as text. */
function ErrorSummary({ m, codes, children }: { m: HolidayMessages; codes: readonly string[]; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (codes.length > 0) ref.current?.focus();
  }, [codes.join('|')]);
  if (codes.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="outline-none" data-form-feedback>
      <NotificationBanner variant="error" shouldAnnounce>
        <p className="font-semibold">{m.t('holiday.journey.errorSummary')}</p>
        <ul className="list-disc pl-5">
          {codes.map((code) => (
            <li key={code}>{m.violation(code)}</li>
          ))}
        </ul>
        {children}
      </NotificationBanner>
    </div>
  );
}

function fieldErrors(violations: readonly Violation[]): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const violation of violations) {
    if (violation.field && !(violation.field in byField)) byField[violation.field] = violation.code;
    else if (!violation.field && !general.includes(violation.code)) general.push(violation.code);
  }
  return { byField, general };
}

function useFocusInvalid(violations: readonly Violation[]) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (violations.length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-feedback]')?.focus();
  }, [violations]);
  return formRef;
}

function StepButtons({ m, onBack, submit }: { m: HolidayMessages; onBack?: () => void; submit?: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap gap-3">
      {submit ?? (
        <Button type="submit" disabled={!hydrated}>
          {m.t('holiday.journey.next')}
        </Button>
      )}
      {onBack ? (
        <Button type="button" variant="secondary" onClick={onBack}>
          {m.t('holiday.journey.back')}
        </Button>
      ) : null}
    </div>
  );
}

function ChoiceStep(props: {
  m: HolidayMessages;
  options: Options;
  heading: ReactNode;
  journey: HolidayJourney;
  onDone: (choice: { subscriptionId: string; kind: HolidayKind }) => void;
}) {
  const { m, options, heading, journey, onDone } = props;
  const only = options.subscriptions.length === 1 ? options.subscriptions[0]!.subscription.id : '';
  const [subscriptionId, setSubscriptionId] = useState(journey.subscriptionId || only);
  const [kind, setKind] = useState<string>(journey.kind);
  const [violations, setViolations] = useState<Violation[]>([]);
  const formRef = useFocusInvalid(violations);
  const codes = [...new Set(violations.map((violation) => violation.code))];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { holidayChoiceSchema } = await stepSchemas();
    const parsed = holidayChoiceSchema.safeParse({ subscriptionId, kind });
    if (!parsed.success) return setViolations(violationsOf(parsed.error));
    setViolations([]);
    onDone(parsed.data);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-6" data-holiday-form="keuze">
      {heading}
      <ErrorSummary m={m} codes={codes} />
      <RadioGroup
        label={m.t('holiday.choice.subscription')}
        name="subscriptionId"
        value={subscriptionId || null}
        onValueChange={(details) => setSubscriptionId(details.value ?? '')}
        invalid={violations.some((violation) => violation.field === 'subscriptionId')}
        options={options.subscriptions.map(({ subscription }) => ({
          value: subscription.id,
          label: m.t('holiday.choice.subscriptionItem', {
            title: subscription.title,
            number: subscription.subscriptionNumber,
          }),
        }))}
      />
      <div className="flex flex-col gap-2">
        <RadioGroup
          label={m.t('holiday.choice.kind')}
          name="kind"
          value={kind || null}
          onValueChange={(details) => setKind(details.value ?? '')}
          invalid={violations.some((violation) => violation.field === 'kind')}
          options={(['temporary_address', 'suspension'] as const).map((value) => ({
            value,
            label: m.t(`holiday.choice.kind.${value}`),
          }))}
        />
        {kind === 'temporary_address' || kind === 'suspension' ? (
          <p className="text-sm text-text-muted" data-holiday-kind-hint>
            {m.t(`holiday.choice.hint.${kind}`)}
          </p>
        ) : null}
      </div>
      <StepButtons m={m} />
    </form>
  );
}

function PeriodStep(props: {
  m: HolidayMessages;
  options: Options;
  subscription: SubscriptionOptions | undefined;
  locale: string;
  heading: ReactNode;
  journey: HolidayJourney;
  onBack: () => void;
  onDone: (period: { startDate: string; endDate: string }) => void;
}) {
  const { m, options, subscription, locale, heading, journey, onBack, onDone } = props;
  const window = useMemo(() => windowOf(options, subscription), [options, subscription]);
  const [startDate, setStartDate] = useState<string | null>(journey.startDate || null);
  const [endDate, setEndDate] = useState<string | null>(journey.endDate || null);
  const [violations, setViolations] = useState<Violation[]>([]);
  const formRef = useFocusInvalid(violations);
  const { byField, general } = fieldErrors(violations);
  const error = (field: string) => (byField[field] ? m.violation(byField[field]) : undefined);
  const year = Number((startDate ?? options.earliestStart).slice(0, 4));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { holidayPeriodSchema } = await stepSchemas();
    const parsed = holidayPeriodSchema(window).safeParse({ startDate: startDate ?? '', endDate: endDate ?? '' });
    if (!parsed.success) return setViolations(violationsOf(parsed.error));
    setViolations([]);
    onDone(parsed.data);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-4"
      data-holiday-form="periode"
    >
      {heading}
      <p>
        {m.t('holiday.period.intro', {
          earliest: longDate(options.earliestStart, locale),
          maxDays: options.maxDays,
        })}
      </p>
      <p className="text-sm text-text-muted" data-holiday-remaining>
        {m.t('holiday.period.remaining', {
          year,
          days: remainingDays(window, year),
          limit: options.yearLimitDays,
        })}{' '}
        {window.taken.length > 0 ? m.t('holiday.period.taken') : null}
      </p>
      <ErrorSummary m={m} codes={general} />
      <div className="grid gap-6 tablet:grid-cols-2">
        <DatePicker
          label={m.t('holiday.period.start')}
          description={m.t('holiday.calendar.inputHint')}
          value={startDate}
          onValueChange={(value) => {
            setStartDate(value);
            // An end that no longer fits the new start is chosen again.
            if (value && endDate && !isEndAllowed(endDate, value, window)) setEndDate(null);
          }}
          isDateAllowed={(date) => isStartAllowed(date, window)}
          focusDate={options.earliestStart}
          locale={locale}
          labels={m.calendar}
          invalid={Boolean(byField.startDate)}
          errorText={error('startDate')}
          name="startDate"
        />
        <DatePicker
          label={m.t('holiday.period.end')}
          description={startDate ? m.t('holiday.calendar.inputHint') : m.t('holiday.period.chooseStartFirst')}
          value={endDate}
          onValueChange={setEndDate}
          isDateAllowed={(date) =>
            startDate !== null && isStartAllowed(startDate, window) && isEndAllowed(date, startDate, window)
          }
          focusDate={startDate ?? options.earliestStart}
          locale={locale}
          labels={m.calendar}
          invalid={Boolean(byField.endDate)}
          errorText={error('endDate')}
          name="endDate"
        />
      </div>
      <StepButtons m={m} onBack={onBack} />
    </form>
  );
}

function AddressStep(props: {
  m: HolidayMessages;
  country: Country;
  heading: ReactNode;
  journey: HolidayJourney;
  onBack: () => void;
  onDone: (address: HolidayJourney['address']) => void;
}) {
  const { m, country, heading, journey, onBack, onDone } = props;
  const [violations, setViolations] = useState<Violation[]>([]);
  const formRef = useFocusInvalid(violations);
  const { byField, general } = fieldErrors(violations);
  const error = (field: string) => (byField[field] ? m.violation(byField[field]) : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const addressCountry = country === 'be' ? 'BE' : 'NL';
    const { holidayAddressSchema } = await stepSchemas();
    const parsed = holidayAddressSchema(addressCountry).safeParse({
      postcode: value('postcode'),
      houseNumber: value('houseNumber'),
      suffix: value('suffix'),
      street: value('street'),
      city: value('city'),
      countryCode: addressCountry,
    });
    if (!parsed.success) return setViolations(violationsOf(parsed.error));
    setViolations([]);
    onDone({
      postcode: parsed.data.postcode,
      houseNumber: parsed.data.houseNumber,
      suffix: parsed.data.suffix ?? '',
      street: parsed.data.street,
      city: parsed.data.city,
      confirmed: true,
    });
  }

  const current = journey.address;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4" data-holiday-form="adres">
      {heading}
      <p>{m.t('holiday.address.intro')}</p>
      <p className="text-sm text-text-muted">{m.t('holiday.choice.hint.temporary_address')}</p>
      <ErrorSummary m={m} codes={general} />
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput
          name="street"
          label={m.t('holiday.address.street')}
          autoComplete="address-line1"
          defaultValue={current.street}
          error={error('street')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextInput
            name="houseNumber"
            label={m.t('holiday.address.houseNumber')}
            inputMode="numeric"
            autoComplete="address-line2"
            defaultValue={current.houseNumber}
            error={error('houseNumber')}
          />
          <TextInput
            name="suffix"
            label={m.t(`holiday.address.suffix.${country}`)}
            required={false}
            optionalSuffix={m.t('holiday.address.optional')}
            autoComplete="address-line3"
            defaultValue={current.suffix}
            error={error('suffix')}
          />
        </div>
        <TextInput
          name="postcode"
          label={m.t('holiday.address.postcode')}
          description={m.t(`holiday.address.postcodeHint.${country}`)}
          autoComplete="postal-code"
          defaultValue={current.postcode}
          error={error('postcode')}
        />
        <TextInput
          name="city"
          label={m.t(`holiday.address.city.${country}`)}
          autoComplete="address-level2"
          defaultValue={current.city}
          error={error('city')}
        />
      </div>
      <StepButtons m={m} onBack={onBack} />
    </form>
  );
}

function CheckStep(props: {
  m: HolidayMessages;
  subscription: SubscriptionOptions | undefined;
  country: Country;
  locale: string;
  heading: ReactNode;
  journey: HolidayJourney;
  onBack: () => void;
  onChange: (step: HolidayStep) => void;
  onDone: (done: Done) => void;
}) {
  const { m, subscription, country, locale, heading, journey, onBack, onChange, onDone } = props;
  const hydrated = useHydrated();
  const $suspend = useMemo(
    () =>
      fetcher().createMutation(
        holidayArea.mutations.suspendDeliveryV2,
        async (variables: SuspendDeliveryV2MutationVariables) =>
          (await request(SuspendDeliveryV2Document, variables)).suspendDeliveryV2,
      ),
    [],
  );
  const $divert = useMemo(
    () =>
      fetcher().createMutation(
        holidayArea.mutations.submitTemporaryDeliveryAddressV2,
        async (variables: SubmitTemporaryDeliveryAddressV2MutationVariables) =>
          (await request(SubmitTemporaryDeliveryAddressV2Document, variables)).submitTemporaryDeliveryAddressV2,
      ),
    [],
  );
  const suspending = useStore($suspend).loading ?? false;
  const diverting = useStore($divert).loading ?? false;
  const [violations, setViolations] = useState<Violation[]>([]);
  const codes = [...new Set(violations.map((violation) => violation.code))];
  const targets = [
    ...new Set(
      violations.flatMap((violation) =>
        violation.field && FIELD_STEPS[violation.field] ? [FIELD_STEPS[violation.field]!] : [],
      ),
    ),
  ];
  const kind = journey.kind || 'suspension';
  const { address } = journey;
  const typedAddress = addressLine({ ...address, houseNumberSuffix: address.suffix, zipCode: address.postcode });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const base = {
      subscriptionId: journey.subscriptionId,
      startDate: journey.startDate,
      endDate: journey.endDate,
      idempotencyKey: journey.key,
    };
    try {
      const result =
        kind === 'suspension'
          ? await $suspend.mutate({ input: base })
          : await $divert.mutate({
              input: {
                ...base,
                address: {
                  postcode: address.postcode,
                  houseNumber: address.houseNumber,
                  suffix: address.suffix || null,
                  street: address.street,
                  city: address.city,
                  countryCode: country === 'be' ? 'BE' : 'NL',
                },
              },
            });
      if (!result) return setViolations([{ code: 'GENERIC-ERROR' }]);
      if (!result.ok || !result.change) return setViolations(result.violations);
      const change = result.change;
      onDone({
        kind,
        startDate: change.startDate,
        endDate: change.endDate,
        subscription: change.subscription.title,
        address:
          'address' in change && change.address
            ? addressLine(change.address as Parameters<typeof addressLine>[0])
            : null,
      });
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    }
  }

  const row = (what: HolidayStep, label: string, value: ReactNode) => (
    <div className="flex flex-col gap-1 border-b border-border py-3 tablet:flex-row tablet:items-start tablet:gap-4">
      <dt className="font-semibold tablet:w-48">{label}</dt>
      <dd className="flex-1">{value}</dd>
      <dd>
        <button
          type="button"
          className="min-h-11 text-link underline underline-offset-4 hover:no-underline"
          aria-label={m.t('holiday.journey.changeLabel', { what: label.toLowerCase() })}
          onClick={() => onChange(what)}
        >
          {m.t('holiday.journey.change')}
        </button>
      </dd>
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4" data-holiday-form="controle">
      {heading}
      <p>{m.t('holiday.check.intro')}</p>
      <ErrorSummary m={m} codes={codes}>
        {targets.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-3">
            {targets.map((target) => (
              <button
                key={target}
                type="button"
                className="min-h-11 font-semibold underline underline-offset-4"
                onClick={() => onChange(target)}
              >
                {m.t('holiday.journey.changeLabel', { what: m.t(`holiday.journey.step.${target}`).toLowerCase() })}
              </button>
            ))}
          </div>
        ) : null}
      </ErrorSummary>
      <dl data-holiday-summary>
        {row('keuze', m.t('holiday.check.kind'), m.t(`holiday.choice.kind.${kind}`))}
        {row('keuze', m.t('holiday.check.subscription'), subscription?.subscription.title ?? '')}
        {row(
          'periode',
          m.t('holiday.check.period'),
          journey.startDate && journey.endDate
            ? m.t('holiday.event.period', {
                start: longDate(journey.startDate, locale),
                end: longDate(journey.endDate, locale),
              })
            : '',
        )}
        {kind === 'temporary_address' ? row('adres', m.t('holiday.check.address'), typedAddress) : null}
      </dl>
      {kind === 'suspension' ? <p className="text-sm text-text-muted">{m.t('holiday.check.digital')}</p> : null}
      <StepButtons
        m={m}
        onBack={onBack}
        submit={
          <Button
            type="submit"
            disabled={!hydrated}
            loading={suspending || diverting}
            loadingLabel={m.t('holiday.journey.submitting')}
          >
            {m.t(`holiday.journey.submit.${kind}`)}
          </Button>
        }
      />
    </form>
  );
}
