/**
 * The moving journey's island (/verhuisservice/doorgeven and the app variant /verhuisservice/app/doorgeven): four
 * steps with their own URLs (`?stap=adres|abonnementen|datum|controle`) under the design system's step indicator,
 * then the confirmation. The journey's state lives in one store (./journey.ts); a later step that the state does
 * not allow yet shows the first open step instead. Each step checks its input with the shared zod schema
 * (src/shared/moving.ts) before going on; the NL address is found by the server's address lookup; the server
 * checks everything again on submit, and its refusals are shown in Dutch in an error summary with a link to the step.
 * The subscriptions step's checkboxes load when the address step is done, not with the page. The address step needs
 * none of the options the later steps read, so it shows at once, in the server's HTML too, while they load.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  LookupAddressDocument,
  MovingHouseOptionsDocument,
  SubmitMovingHouseV2Document,
  type MovingHouseOptionsQuery,
  type MovingHouseServiceFieldsFragment,
  type SubmitMovingHouseV2MutationVariables,
} from '../../lib/graphql/generated/graphql';
import type { Country } from '../../shared/dates';
import { addressCountryOf, movingStepOf, MOVING_STEPS, type MovingStep } from '../../shared/moving-codes';
import { violationsOf, type Violation } from '../../shared/result';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { Loader } from '../../ui/loader';
import { NotificationBanner } from '../../ui/notification-banner';
import { StepIndicators, type Step } from '../../ui/step-indicators';
import { TextInput } from '../../ui/text-input';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { movingArea } from './area';

/**
 * The steps' schemas (the same the server parses with) and zod with them, loaded when a step is first sent rather
 * than with the page: they are a fifth of the journey's script.
 */
const stepSchemas = () => import('../../shared/moving');
/**
 * The checkboxes of the subscriptions step, loaded when the address step is done (or the journey opens on the
 * subscriptions step) rather than with the page: the first step shows none.
 */
const loadCheckbox = () => import('../../ui/checkbox');
const Checkbox = lazy(() => loadCheckbox().then((module) => ({ default: module.Checkbox })));
import { $movingJourney, allowedStep, emptyJourney, type MovingJourney } from './journey';
import { addressLine, longDate, useMovingMessages, type MovingMessages } from './messages';

export interface MovingJourneyProps {
  /** Translations MOVING_MESSAGE_KEYS. */
  messages: Record<string, string>;
  locale: 'nl-NL' | 'nl-BE';
  country: Country;
  brandName: string;
  /** The overview's path, or null in the app variant (no way out of the journey there but the app's own). */
  overviewPath: string | null;
}

type Options = MovingHouseOptionsQuery['movingHouseOptions'];

/** Which step each field of a violation belongs to (a refusal on submit links to it). */
const FIELD_STEPS: Readonly<Record<string, MovingStep>> = {
  postcode: 'adres',
  houseNumber: 'adres',
  suffix: 'adres',
  street: 'adres',
  city: 'adres',
  countryCode: 'adres',
  subscriptionIds: 'abonnementen',
  confirmAllAtAddress: 'abonnementen',
  effectiveDate: 'datum',
};

function optionsQuery() {
  return fetcher().createQuery<Options>(
    movingArea.cacheKeys.options,
    async () => (await request(MovingHouseOptionsDocument, {})).movingHouseOptions,
  );
}

function stepUrl(step: MovingStep): string {
  const url = new URL(window.location.href);
  if (step === 'adres') url.searchParams.delete('stap');
  else url.searchParams.set('stap', step);
  return `${url.pathname}${url.search}`;
}

export default function MovingJourneyIsland(props: MovingJourneyProps) {
  const m = useMovingMessages(props.messages);
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
  if (data?.subscriptions.length === 0) {
    return (
      <div className="flex flex-col gap-4 rounded-brand border border-border bg-surface p-4" data-moving-empty>
        <p>{m.t('moving.journey.noSubscriptions', { brand: props.brandName })}</p>
        {props.overviewPath ? (
          <div>
            <LinkButton href={props.overviewPath} variant="secondary">
              {m.t('moving.journey.toOverview')}
            </LinkButton>
          </div>
        ) : null}
      </div>
    );
  }
  // The address step needs no options: it shows at once (in the server's HTML too), and the options load meanwhile,
  // so nothing moves when they arrive. A later step reached before they have (a quick lookup) waits for them.
  return <Journey {...props} m={m} options={data} />;
}

function Journey({
  m,
  options,
  country,
  brandName,
  locale,
  overviewPath,
}: MovingJourneyProps & { m: MovingMessages; options: Options | undefined }) {
  const journey = useStore($movingJourney);
  const [requested, setRequested] = useState<MovingStep>('adres');
  const [done, setDone] = useState<MovingHouseServiceFieldsFragment | null>(null);
  const step = allowedStep(requested, journey);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The URL names the step; a step the journey does not allow yet is replaced by the first open one.
  useEffect(() => {
    const sync = () => {
      const wanted = movingStepOf(new URLSearchParams(window.location.search).get('stap'));
      const shown = allowedStep(wanted, $movingJourney.get());
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

  function go(next: MovingStep) {
    window.history.pushState(null, '', stepUrl(next));
    setRequested(next);
  }

  function update(patch: Partial<MovingJourney>) {
    $movingJourney.set({ ...$movingJourney.get(), ...patch });
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4" data-moving-done>
        <h2 ref={headingRef} tabIndex={-1} className="font-brand text-xl font-bold outline-none">
          {m.t('moving.done.title')}
        </h2>
        <NotificationBanner variant="success" shouldAnnounce>
          {m.t('moving.done.text', { date: longDate(done.effectiveDate, locale), address: addressLine(done.address) })}
        </NotificationBanner>
        {overviewPath ? (
          <div>
            <LinkButton href={overviewPath}>{m.t('moving.journey.toOverview')}</LinkButton>
          </div>
        ) : null}
      </div>
    );
  }

  const index = MOVING_STEPS.indexOf(step);
  const steps: Step[] = MOVING_STEPS.map((id, position) => ({
    id,
    label: m.t(`moving.journey.step.${id}`),
    status: position < index ? 'completed' : position === index ? 'active' : 'inactive',
  }));
  const heading = (
    <h2 ref={headingRef} tabIndex={-1} className="font-brand text-xl font-bold outline-none" data-moving-step={step}>
      <span className="block text-sm font-normal text-text-muted">
        {m.t('moving.journey.stepOf', { step: index + 1, total: MOVING_STEPS.length })}
      </span>
      {m.t(`moving.journey.step.${step}`)}
    </h2>
  );

  return (
    <div className="flex flex-col gap-6" data-moving-journey>
      <StepIndicators
        steps={steps}
        label={m.t('moving.journey.steps')}
        statusLabels={{
          completed: m.t('moving.journey.status.completed'),
          active: m.t('moving.journey.status.active'),
        }}
      />
      {step === 'adres' ? (
        <AddressStep
          m={m}
          country={country}
          brandName={brandName}
          heading={heading}
          journey={journey}
          onDone={(address) => {
            void loadCheckbox().catch(() => undefined);
            update({ address });
            go('abonnementen');
          }}
        />
      ) : !options ? (
        <OptionsLoading m={m} heading={heading} />
      ) : step === 'abonnementen' ? (
        <SubscriptionsStep
          m={m}
          options={options}
          heading={heading}
          journey={journey}
          onBack={() => go('adres')}
          onDone={(subscriptionIds) => {
            update({ subscriptionIds, confirmAllAtAddress: true });
            go('datum');
          }}
        />
      ) : step === 'datum' ? (
        <DateStep
          m={m}
          options={options}
          locale={locale}
          heading={heading}
          journey={journey}
          onBack={() => go('abonnementen')}
          onDone={(effectiveDate) => {
            update({ effectiveDate });
            go('controle');
          }}
        />
      ) : (
        <CheckStep
          m={m}
          options={options}
          country={country}
          locale={locale}
          heading={heading}
          journey={journey}
          onBack={() => go('datum')}
          onChange={go}
          onDone={(move) => {
            $movingJourney.set(emptyJourney());
            window.history.replaceState(null, '', stepUrl('adres'));
            setDone(move);
          }}
        />
      )}
    </div>
  );
}

/** A later step while the options are still loading: its heading and the loader (announced as it appears). */
function OptionsLoading({ m, heading }: { m: MovingMessages; heading: ReactNode }) {
  return (
    <div aria-busy="true" className="flex max-w-xl flex-col gap-4" data-moving-loading>
      {heading}
      <div className="flex min-h-24 items-center">
        <Loader label={m.t('pageLoading')} />
      </div>
    </div>
  );
}

/** The error summary of a step (NL Design System): takes focus, each problem as text. */
function ErrorSummary({ m, codes, children }: { m: MovingMessages; codes: readonly string[]; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (codes.length > 0) ref.current?.focus();
  }, [codes.join('|')]);
  if (codes.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="outline-none" data-form-feedback>
      <NotificationBanner variant="error" shouldAnnounce>
        <p className="font-semibold">{m.t('moving.journey.errorSummary')}</p>
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

function AddressStep(props: {
  m: MovingMessages;
  country: Country;
  brandName: string;
  heading: ReactNode;
  journey: MovingJourney;
  onDone: (address: MovingJourney['address']) => void;
}) {
  const { m, country, brandName, heading, journey, onDone } = props;
  const hydrated = useHydrated();
  const addressCountry = addressCountryOf(country);
  const [violations, setViolations] = useState<Violation[]>([]);
  const [searching, setSearching] = useState(false);
  const formRef = useFocusInvalid(violations);
  const { byField, general } = fieldErrors(violations);
  const error = (field: string) => (byField[field] ? m.violation(byField[field]) : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const typed = {
      postcode: value('postcode'),
      houseNumber: value('houseNumber'),
      suffix: value('suffix'),
      street: value('street'),
      city: value('city'),
    };
    const { addressLookupSchema, movingAddressSchema } = await stepSchemas();
    if (addressCountry === 'BE') {
      const parsed = movingAddressSchema('BE').safeParse({ ...typed, countryCode: 'BE' });
      if (!parsed.success) return setViolations(violationsOf(parsed.error));
      setViolations([]);
      return onDone({
        postcode: parsed.data.postcode,
        houseNumber: parsed.data.houseNumber,
        suffix: parsed.data.suffix ?? '',
        street: String(parsed.data.street),
        city: String(parsed.data.city),
        confirmed: true,
      });
    }
    const parsed = addressLookupSchema('NL').safeParse(typed);
    if (!parsed.success) return setViolations(violationsOf(parsed.error));
    setSearching(true);
    try {
      const { lookupAddress } = await request(LookupAddressDocument, {
        postcode: parsed.data.postcode,
        houseNumber: parsed.data.houseNumber,
        suffix: parsed.data.suffix,
      });
      if (!lookupAddress.ok || !lookupAddress.address) return setViolations(lookupAddress.violations);
      setViolations([]);
      const found = lookupAddress.address;
      onDone({
        postcode: found.zipCode,
        houseNumber: found.houseNumber,
        suffix: found.houseNumberSuffix ?? '',
        street: found.street,
        city: found.city,
        confirmed: true,
      });
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    } finally {
      setSearching(false);
    }
  }

  const current = journey.address;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4" data-moving-form="adres">
      {heading}
      <p>{m.t(`moving.address.intro.${country}`)}</p>
      <p className="text-sm text-text-muted">{m.t(`moving.address.onlyCountry.${country}`, { brand: brandName })}</p>
      <ErrorSummary m={m} codes={general} />
      <div className="grid gap-4 tablet:grid-cols-3">
        <TextInput
          name="postcode"
          label={m.t('moving.address.postcode')}
          description={m.t(`moving.address.postcodeHint.${country}`)}
          autoComplete="postal-code"
          defaultValue={current.postcode}
          error={error('postcode')}
        />
        <TextInput
          name="houseNumber"
          label={m.t('moving.address.houseNumber')}
          inputMode="numeric"
          autoComplete="address-line2"
          defaultValue={current.houseNumber}
          error={error('houseNumber')}
        />
        <TextInput
          name="suffix"
          label={m.t(`moving.address.suffix.${country}`)}
          required={false}
          optionalSuffix={m.t('moving.address.optional')}
          autoComplete="address-line3"
          defaultValue={current.suffix}
          error={error('suffix')}
        />
      </div>
      {addressCountry === 'BE' ? (
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextInput
            name="street"
            label={m.t('moving.address.street')}
            autoComplete="address-line1"
            defaultValue={current.street}
            error={error('street')}
          />
          <TextInput
            name="city"
            label={m.t(`moving.address.city.${country}`)}
            autoComplete="address-level2"
            defaultValue={current.city}
            error={error('city')}
          />
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={!hydrated} loading={searching} loadingLabel={m.t('moving.journey.searching')}>
          {addressCountry === 'NL' ? m.t('moving.address.search') : m.t('moving.journey.next')}
        </Button>
      </div>
    </form>
  );
}

function SubscriptionsStep(props: {
  m: MovingMessages;
  options: Options;
  heading: ReactNode;
  journey: MovingJourney;
  onBack: () => void;
  onDone: (ids: string[]) => void;
}) {
  const { m, options, heading, journey, onBack, onDone } = props;
  const [chosen, setChosen] = useState<string[]>(
    journey.subscriptionIds ?? options.subscriptions.map((subscription) => subscription.id),
  );
  const [confirmed, setConfirmed] = useState(journey.confirmAllAtAddress);
  const [violations, setViolations] = useState<Violation[]>([]);
  const formRef = useFocusInvalid(violations);
  const codes = [...new Set(violations.map((violation) => violation.code))];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { movingSubscriptionsSchema } = await stepSchemas();
    const parsed = movingSubscriptionsSchema.safeParse({ subscriptionIds: chosen, confirmAllAtAddress: confirmed });
    if (!parsed.success) return setViolations(violationsOf(parsed.error));
    setViolations([]);
    onDone(parsed.data.subscriptionIds);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex max-w-xl flex-col gap-4"
      data-moving-form="abonnementen"
    >
      {heading}
      <p className="rounded-brand border border-border bg-surface p-3" data-moving-new-address>
        {m.t('moving.address.found')}:{' '}
        {addressLine({
          ...journey.address,
          houseNumberSuffix: journey.address.suffix,
          zipCode: journey.address.postcode,
        })}
      </p>
      <p>{m.t('moving.subscriptions.intro')}</p>
      <ErrorSummary m={m} codes={codes} />
      <Suspense
        fallback={
          <div className="flex min-h-24 items-center">
            <Loader label={m.t('pageLoading')} />
          </div>
        }
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-brand text-lg font-bold">{m.t('moving.subscriptions.legend')}</legend>
          {options.subscriptions.map((subscription) => (
            <div key={subscription.id} className="flex flex-col gap-1">
              <Checkbox
                label={m.t('moving.subscriptions.item', {
                  title: subscription.title,
                  number: subscription.subscriptionNumber,
                })}
                checked={chosen.includes(subscription.id)}
                onCheckedChange={(details) =>
                  setChosen((ids) =>
                    details.checked === true
                      ? [...new Set([...ids, subscription.id])]
                      : ids.filter((id) => id !== subscription.id),
                  )
                }
              />
              <p className="pl-9 text-sm text-text-muted">
                {subscription.address
                  ? m.t('moving.subscriptions.currentAddress', { address: addressLine(subscription.address) })
                  : m.t('moving.subscriptions.noAddress')}
              </p>
            </div>
          ))}
        </fieldset>
        <Checkbox
          label={m.t('moving.subscriptions.confirm')}
          checked={confirmed}
          onCheckedChange={(details) => setConfirmed(details.checked === true)}
          invalid={violations.some((violation) => violation.field === 'confirmAllAtAddress')}
          data-moving-confirm
        />
        <StepButtons m={m} onBack={onBack} />
      </Suspense>
    </form>
  );
}

function StepButtons({ m, onBack, submit }: { m: MovingMessages; onBack: () => void; submit?: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap gap-3">
      {submit ?? (
        <Button type="submit" disabled={!hydrated}>
          {m.t('moving.journey.next')}
        </Button>
      )}
      <Button type="button" variant="secondary" onClick={onBack}>
        {m.t('moving.journey.back')}
      </Button>
    </div>
  );
}

function DateStep(props: {
  m: MovingMessages;
  options: Options;
  locale: string;
  heading: ReactNode;
  journey: MovingJourney;
  onBack: () => void;
  onDone: (date: string) => void;
}) {
  const { m, options, locale, heading, journey, onBack, onDone } = props;
  const [violations, setViolations] = useState<Violation[]>([]);
  const formRef = useFocusInvalid(violations);
  const code = violations[0]?.code;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const effectiveDate = String(new FormData(event.currentTarget).get('effectiveDate') ?? '');
    const { movingDateSchema } = await stepSchemas();
    const parsed = movingDateSchema({ earliest: options.earliestDate, latest: options.latestDate }).safeParse({
      effectiveDate,
    });
    if (!parsed.success) return setViolations(violationsOf(parsed.error));
    setViolations([]);
    onDone(parsed.data.effectiveDate);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4" data-moving-form="datum">
      {heading}
      <TextInput
        type="date"
        name="effectiveDate"
        label={m.t('moving.date.label')}
        description={m.t('moving.date.hint', {
          earliest: longDate(options.earliestDate, locale),
          latest: longDate(options.latestDate, locale),
        })}
        min={options.earliestDate}
        max={options.latestDate}
        defaultValue={journey.effectiveDate}
        error={code ? m.violation(code) : undefined}
        className="tablet:max-w-xs"
      />
      <StepButtons m={m} onBack={onBack} />
    </form>
  );
}

function CheckStep(props: {
  m: MovingMessages;
  options: Options;
  country: Country;
  locale: string;
  heading: ReactNode;
  journey: MovingJourney;
  onBack: () => void;
  onChange: (step: MovingStep) => void;
  onDone: (move: MovingHouseServiceFieldsFragment) => void;
}) {
  const { m, options, country, locale, heading, journey, onBack, onChange, onDone } = props;
  const hydrated = useHydrated();
  const $submit = useMemo(
    () =>
      fetcher().createMutation(
        movingArea.mutations.submitMovingHouseV2,
        async (variables: SubmitMovingHouseV2MutationVariables) =>
          (await request(SubmitMovingHouseV2Document, variables)).submitMovingHouseV2,
      ),
    [],
  );
  const { loading = false } = useStore($submit);
  const [violations, setViolations] = useState<Violation[]>([]);
  const codes = [...new Set(violations.map((violation) => violation.code))];
  const steps = [
    ...new Set(
      violations.flatMap((violation) =>
        violation.field && FIELD_STEPS[violation.field] ? [FIELD_STEPS[violation.field]!] : [],
      ),
    ),
  ];
  const chosen = options.subscriptions.filter((subscription) => journey.subscriptionIds?.includes(subscription.id));
  const { address } = journey;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const result = await $submit.mutate({
        input: {
          address: {
            postcode: address.postcode,
            houseNumber: address.houseNumber,
            suffix: address.suffix || null,
            street: address.street,
            city: address.city,
            countryCode: addressCountryOf(country),
          },
          subscriptionIds: journey.subscriptionIds ?? [],
          confirmAllAtAddress: journey.confirmAllAtAddress,
          effectiveDate: journey.effectiveDate,
          idempotencyKey: journey.key,
        },
      });
      if (!result) setViolations([{ code: 'GENERIC-ERROR' }]);
      else if (result.ok && result.move) onDone(result.move);
      else setViolations(result.violations);
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    }
  }

  const row = (what: MovingStep, label: string, value: ReactNode) => (
    <div className="flex flex-col gap-1 border-b border-border py-3 tablet:flex-row tablet:items-start tablet:gap-4">
      <dt className="font-semibold tablet:w-48">{label}</dt>
      <dd className="flex-1">{value}</dd>
      <dd>
        <button
          type="button"
          className="min-h-11 text-link underline underline-offset-4 hover:no-underline"
          aria-label={m.t('moving.journey.changeLabel', { what: label.toLowerCase() })}
          onClick={() => onChange(what)}
        >
          {m.t('moving.journey.change')}
        </button>
      </dd>
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4" data-moving-form="controle">
      {heading}
      <p>{m.t('moving.check.intro')}</p>
      <ErrorSummary m={m} codes={codes}>
        {steps.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-3">
            {steps.map((target) => (
              <button
                key={target}
                type="button"
                className="min-h-11 font-semibold underline underline-offset-4"
                onClick={() => onChange(target)}
              >
                {m.t('moving.journey.changeLabel', { what: m.t(`moving.journey.step.${target}`).toLowerCase() })}
              </button>
            ))}
          </div>
        ) : null}
      </ErrorSummary>
      <dl data-moving-summary>
        {row(
          'adres',
          m.t('moving.check.address'),
          addressLine({ ...address, houseNumberSuffix: address.suffix, zipCode: address.postcode }),
        )}
        {row(
          'abonnementen',
          m.t('moving.check.subscriptions'),
          <ul>
            {chosen.map((subscription) => (
              <li key={subscription.id}>{subscription.title}</li>
            ))}
          </ul>,
        )}
        {row('datum', m.t('moving.check.date'), journey.effectiveDate ? longDate(journey.effectiveDate, locale) : '')}
      </dl>
      <StepButtons
        m={m}
        onBack={onBack}
        submit={
          <Button type="submit" disabled={!hydrated} loading={loading} loadingLabel={m.t('moving.journey.submitting')}>
            {m.t('moving.journey.submit')}
          </Button>
        }
      />
    </form>
  );
}
