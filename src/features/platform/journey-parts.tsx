/**
 * The parts every journey island renders around its steps (the journey's logic is src/lib/journey; the check step's
 * parts are ./journey-check.tsx): the island's props and its failure and empty states, the step indicators with each
 * step's status, the step heading ("Stap 2 van 4" above the step's name), a step's form, the frame with the end, and
 * the address type and address fields of the journeys that ask one. Texts come translated from the journey.
 */
import { useStore } from '@nanostores/react';
import type { FetcherStore } from '@nanostores/query';
import { Suspense, useMemo, useState, type ReactNode, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Translate } from '../../i18n/translate';
import { KitForm, type KitFormProps } from '../../lib/form';
import type { Journey } from '../../lib/journey';
import type { Country } from '../../shared/dates';
import { LinkButton } from '../../ui/button';
import type { TextInputProps } from '../../ui/text-input';
import { useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { Skeleton } from '../../ui/skeleton';
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

/** The address as the journeys' submissions send it: an empty suffix is none; the country is the brand's. */
export function addressInput(address: JourneyAddress, country: Country) {
  const { postcode, houseNumber, suffix, street, city } = address;
  return {
    postcode,
    houseNumber,
    suffix: suffix || null,
    street,
    city,
    countryCode: country === 'be' ? 'BE' : 'NL',
  } as const;
}

/** The fields of {@link addressInput}: the server's refusal of one of them links to the journey's address step. */
export const ADDRESS_INPUT_FIELDS = ['postcode', 'houseNumber', 'suffix', 'street', 'city', 'countryCode'] as const;
export type AddressInputField = (typeof ADDRESS_INPUT_FIELDS)[number];

/** Each field of {@link addressInput} → the journey's address step `step` (a check step's refusal links to it). */
export function addressFieldSteps<S extends string>(step: S): Record<AddressInputField, S> {
  return Object.fromEntries(ADDRESS_INPUT_FIELDS.map((field) => [field, step])) as Record<AddressInputField, S>;
}

/** A field of a journey's address step. */
export type JourneyAddressFieldName = 'postcode' | 'houseNumber' | 'suffix' | 'street' | 'city';

/** Each address field's autocomplete value: the street, house number and suffix are the address's three lines. */
const ADDRESS_AUTOCOMPLETE: Record<JourneyAddressFieldName, string> = {
  postcode: 'postal-code',
  houseNumber: 'address-line2',
  suffix: 'address-line3',
  street: 'address-line1',
  city: 'address-level2',
};

/**
 * What a journey's address field shows besides its binding, alike in every journey that asks an address: its label
 * `<area>.address.<field>` (the suffix's and the city's per country, `suffix.be` is the Belgian "Bus"), the
 * postcode's example per country (`postcodeHint.<country>`), the house number's numeric keyboard, the suffix as
 * optional (`optional`) and the field's autocomplete value.
 */
export function journeyAddressField(
  t: Translate,
  area: string,
  country: Country,
  field: JourneyAddressFieldName,
): Pick<TextInputProps, 'label' | 'description' | 'inputMode' | 'required' | 'optionalSuffix' | 'autoComplete'> {
  const text = (name: string) => t(`${area}.address.${name}`);
  return {
    label: text(field === 'suffix' || field === 'city' ? `${field}.${country}` : field),
    ...(field === 'postcode' ? { description: text(`postcodeHint.${country}`) } : {}),
    ...(field === 'houseNumber' ? { inputMode: 'numeric' } : {}),
    ...(field === 'suffix' ? { required: false, optionalSuffix: text('optional') } : {}),
    autoComplete: ADDRESS_AUTOCOMPLETE[field],
  };
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
  headingRef: Ref<HTMLHeadingElement>;
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

/**
 * What a step shows while its code loads: its heading (which takes focus; none where the journey shows the heading
 * above its steps) and a bar where its form will be.
 */
export function StepLoading({ heading }: { heading?: ReactNode }) {
  return (
    <div aria-busy="true" className="flex max-w-xl flex-col gap-4">
      {heading}
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/**
 * A journey step's form: the kit's form without the browser's own checks (the step's schema checks), the step's
 * heading first, and `data-<area>-form` naming the step for the journey's tests.
 */
export function StepForm<TValues extends FieldValues, TOutput>({
  step: [area, name],
  heading,
  className = 'flex max-w-xl flex-col gap-4',
  children,
  ...form
}: KitFormProps<TValues, TOutput> & { step: readonly [area: string, name: string]; heading: ReactNode }) {
  return (
    <KitForm noValidate className={className} {...form} {...{ [`data-${area}-form`]: name }}>
      {heading}
      {children}
    </KitForm>
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
    return <PageLoadFailure t={t} onRetry={() => $options.invalidate()} />;
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
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  text: string;
  overviewPath: string | null;
  overviewLabel: string;
  data: `data-${string}`;
}) {
  return (
    <div className="flex flex-col gap-4" {...{ [props.data]: '' }}>
      <JourneyHeading headingRef={props.headingRef}>{props.title}</JourneyHeading>
      {/* What the journey recorded is the end's content: it stays until the subscriber leaves. */}
      <NotificationBanner variant="success" shouldAnnounce hideAfterMs={null}>
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
  // A step's fields are in the server's HTML: what a visitor typed there before the island hydrated stays.
  const earlyInput = useKeepEarlyInput<HTMLDivElement>();
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
    <div ref={earlyInput} className="flex flex-col gap-6" {...{ [`data-${area}-journey`]: '' }}>
      <JourneyIndicators
        steps={indicatorSteps(journey.steps, journey.index, (id) => t(key(`step.${id}`)))}
        label={t(key('steps'))}
        completed={t(key('status.completed'))}
        active={t(key('status.active'))}
      />
      {/* A step whose code is still loading (src/lib/journey/lazy-step.ts) shows its heading meanwhile. */}
      <Suspense fallback={<StepLoading heading={heading} />}>{props.children({ heading, finish })}</Suspense>
      {journey.machineSlot}
    </div>
  );
}
