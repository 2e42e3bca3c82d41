/**
 * The delivery complaint journey's island (/bezorgservice/klacht, its app variant and the deep links): five steps,
 * each with its own URL (`?stap=`): subscription → reason and date → remark → check (with the compensation) →
 * confirmation, under the design system's step indicator. The answers so far live in sessionStorage; a link to a
 * later step whose earlier answers are missing goes back to the first step. The journey's idempotency key is made
 * once, on the first step, so a double click or a retried request never makes two complaints. Every step parses
 * with the shared schemas (src/shared/delivery.ts) the server uses too. Opened afresh (no `?stap=`), the journey's
 * page gives what its first step shows as it read it (`initialSubscriptions`; a deep link: the subscription's choices,
 * `initialOptions`), so the first HTML already is that step and nothing moves when the island takes over.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { entityKey } from '../../lib/fetcher/keys';
import { request } from '../../lib/graphql/client';
import {
  ComplaintOptionsDocument,
  DeliveryComplaintSubscriptionsDocument,
  type ComplaintOptionsQuery,
  SubmitDeliveryComplaintDocument,
  type DeliveryComplaintFieldsFragment,
  type DeliveryComplaintInput,
  type DeliveryComplaintSubscriptionFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import {
  allowedStep,
  COMPLAINT_STEPS,
  type ComplaintDraft,
  type ComplaintReason,
  type ComplaintStep,
} from '../../shared/delivery-codes';
import { FREE_TEXT_VIOLATIONS } from '../../shared/free-text-codes';
import { newIdempotencyKey } from '../../shared/idempotency';
import { violationsOf, type Violation } from '../../shared/result';
import { Button, LinkButton } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';
import { RadioGroup } from '../../ui/radio-group';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { StepIndicators, type Step } from '../../ui/step-indicators';
import { Textarea } from '../../ui/textarea';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { deliveryArea } from './area';

/**
 * The steps' schemas (the same the server parses with) and zod with them, loaded when a step is first sent rather
 * than with the page: they are a fifth of the journey's script.
 */
const stepSchemas = () => import('../../shared/delivery');
import { longDate, translate, violationMessage, type Messages } from './messages';

/** Where the journey keeps its answers between steps (one journey per tab). */
export const DRAFT_STORAGE_KEY = 'mo-delivery-complaint';
/** The confirmed complaint, for the confirmation step. */
const DONE_STORAGE_KEY = 'mo-delivery-complaint-done';

type QueriedOptions = NonNullable<ComplaintOptionsQuery['complaintOptions']>;

/**
 * A subscription's reasons and the dates a complaint may be about, as the reason step reads them: the query's answer
 * or the page's (the domain's, whose lists are read-only).
 */
export interface ComplaintOptionsData {
  subscription: ComplaintSubscriptionData;
  dates: readonly string[];
}

/** A subscription a complaint may be about, as the first step lists it. */
export type ComplaintSubscriptionData = Omit<QueriedOptions['subscription'], 'reasons'> & {
  reasons: readonly ComplaintReason[];
};

export interface ComplaintJourneyProps {
  messages: Messages;
  locale: 'nl-NL' | 'nl-BE';
  /** The overview with the history (/bezorgservice); none in an app's webview, which has no overview. */
  overviewHref?: string | undefined;
  /** The journey's own path for a new complaint (/bezorgservice/klacht or /bezorgservice/app/klacht). */
  journeyHref: string;
  /** A deep link's subscription (already checked by the page to be the account's): the journey starts at step 2. */
  preselect?: string;
  /**
   * The preselected subscription's choices as the deep link's page read them (the step's query answers the same),
   * given when the link opens the journey afresh (no `?stap=`): the reason step is then rendered on the server.
   */
  initialOptions?: ComplaintOptionsData;
  /**
   * The subscriptions a complaint may be about as the journey's page read them (the first step's query answers the
   * same), given when the journey opens afresh (no `?stap=`, no deep link): the first step is then rendered on the
   * server.
   */
  initialSubscriptions?: readonly ComplaintSubscriptionData[];
}

function readJson<T>(key: string): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be unavailable (private mode): the journey then only lives in memory.
  }
}

function stepFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get('stap');
}

function urlFor(step: ComplaintStep): string {
  const params = new URLSearchParams(window.location.search);
  params.set('stap', step);
  return `${window.location.pathname}?${params.toString()}`;
}

function subscriptionsQuery() {
  return fetcher().createQuery<readonly DeliveryComplaintSubscriptionFieldsFragment[]>(
    deliveryArea.cacheKeys.subscriptions,
    async () => (await request(DeliveryComplaintSubscriptionsDocument, {})).deliveryComplaintSubscriptions,
  );
}

function optionsQuery(subscriptionId: string) {
  return fetcher().createQuery(
    entityKey(deliveryArea.cacheKeys.options, subscriptionId),
    async () => (await request(ComplaintOptionsDocument, { subscriptionId })).complaintOptions,
  );
}

export default function ComplaintJourney({
  messages,
  locale,
  overviewHref,
  journeyHref,
  preselect,
  initialOptions,
  initialSubscriptions,
}: ComplaintJourneyProps) {
  const m = (key: string, params?: Record<string, string | number>) => translate(messages, key, params);
  // Nothing else is known before hydration (sessionStorage is the browser's): the placeholder shows until then. A
  // fresh journey is known to start at the first step, a fresh deep link at the reason step; the effect below
  // confirms that step with the tab's answers.
  const [state, setState] = useState<{ step: ComplaintStep; draft: ComplaintDraft } | undefined>(() => {
    if (preselect) return initialOptions ? { step: 'reden', draft: { subscriptionId: preselect } } : undefined;
    return initialSubscriptions ? { step: 'abonnement', draft: {} } : undefined;
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const earlyInput = useKeepEarlyInput<HTMLDivElement>();

  useEffect(() => {
    let draft = readJson<ComplaintDraft>(DRAFT_STORAGE_KEY) ?? {};
    let requested = stepFromUrl();
    if (preselect && requested === null) {
      // A deep link starts a journey about its subscription, at the reason step.
      draft = { subscriptionId: preselect, idempotencyKey: newIdempotencyKey() };
      writeJson(DRAFT_STORAGE_KEY, draft);
      requested = 'reden';
    }
    const step = allowedStep(requested, draft);
    if (step !== stepFromUrl()) window.history.replaceState(null, '', urlFor(step));
    setState({ step, draft });
    const onPopState = () => {
      const current = readJson<ComplaintDraft>(DRAFT_STORAGE_KEY) ?? {};
      const wanted = stepFromUrl();
      const allowed = allowedStep(wanted, current);
      if (allowed !== wanted) window.history.replaceState(null, '', urlFor(allowed));
      moved.current = true;
      setState({ step: allowed, draft: current });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [preselect]);

  // Focus moves to the new step's heading, so a screen reader hears where the journey is.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [state?.step]);

  function go(step: ComplaintStep, draft: ComplaintDraft) {
    writeJson(DRAFT_STORAGE_KEY, draft);
    window.history.pushState(null, '', urlFor(step));
    moved.current = true;
    setState({ step, draft });
  }

  if (!state) return <Placeholder label={m('pageLoading')} />;
  const { step, draft } = state;
  const index = COMPLAINT_STEPS.indexOf(step);
  const steps: Step[] = COMPLAINT_STEPS.map((id, i) => ({
    id,
    label: m(`delivery.step.${id}`),
    status: i < index || step === 'bevestiging' ? 'completed' : i === index ? 'active' : 'inactive',
  }));

  return (
    <div ref={earlyInput} className="flex flex-col gap-6" data-complaint-journey data-step={step}>
      <StepIndicators
        steps={steps}
        label={m('delivery.steps.label')}
        statusLabels={{ completed: m('delivery.steps.completed'), active: m('delivery.steps.active') }}
      />
      <h2 ref={headingRef} tabIndex={-1} className="font-brand text-xl font-bold outline-none">
        {m(`delivery.step.${step}.heading`)}
      </h2>
      {step === 'abonnement' ? (
        <SubscriptionStep
          // The tab's earlier choice, known once hydrated, is the step's starting value.
          key={draft.subscriptionId ?? ''}
          m={m}
          draft={draft}
          {...(initialSubscriptions ? { initial: initialSubscriptions } : {})}
          overviewHref={overviewHref}
          onNext={(subscriptionId) =>
            go(
              'reden',
              subscriptionId === draft.subscriptionId && draft.idempotencyKey
                ? draft
                : { subscriptionId, idempotencyKey: newIdempotencyKey() },
            )
          }
        />
      ) : null}
      {step === 'reden' && draft.subscriptionId ? (
        <ReasonStep
          m={m}
          locale={locale}
          draft={draft}
          {...(initialOptions?.subscription.subscriptionId === draft.subscriptionId ? { initial: initialOptions } : {})}
          onBack={() => go('abonnement', draft)}
          onNext={(reason, deliveryDate) => go('toelichting', { ...draft, reason, deliveryDate })}
        />
      ) : null}
      {step === 'toelichting' ? (
        <RemarkStep
          m={m}
          messages={messages}
          draft={draft}
          onBack={() => go('reden', draft)}
          onNext={(remark) => go('controle', { ...draft, remark, remarkDone: true })}
        />
      ) : null}
      {step === 'controle' ? (
        <CheckStep
          m={m}
          messages={messages}
          locale={locale}
          draft={draft}
          onBack={(target) => go(target, draft)}
          onDone={(complaint) => {
            writeJson(DONE_STORAGE_KEY, complaint);
            go('bevestiging', { complaintId: complaint.id });
          }}
        />
      ) : null}
      {step === 'bevestiging' ? (
        <ConfirmationStep m={m} locale={locale} overviewHref={overviewHref} journeyHref={journeyHref} />
      ) : null}
    </div>
  );
}

type M = (key: string, params?: Record<string, string | number>) => string;

function Placeholder({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-complaint-loading>
      <p role="status" className="sr-only">
        {label}
      </p>
      <span aria-hidden="true" className="block h-16 rounded-brand border border-border bg-surface" />
      <span aria-hidden="true" className="block h-40 rounded-brand border border-border bg-surface" />
    </div>
  );
}

function StepButtons({ m, onBack, nextLabel, busy }: { m: M; onBack?: () => void; nextLabel: string; busy?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      {onBack ? (
        <Button type="button" variant="secondary" onClick={onBack} data-complaint-back>
          {m('delivery.back')}
        </Button>
      ) : null}
      <Button type="submit" disabled={busy} data-complaint-next>
        {nextLabel}
      </Button>
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: string | undefined }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-semibold text-on-negative" data-field-error>
      {children}
    </p>
  );
}

function SubscriptionStep({
  m,
  draft,
  initial,
  overviewHref,
  onNext,
}: {
  m: M;
  draft: ComplaintDraft;
  /** The subscriptions as the page read them, shown until the query answers. */
  initial?: readonly ComplaintSubscriptionData[];
  overviewHref: string | undefined;
  onNext: (subscriptionId: string) => void;
}) {
  const $subscriptions = useMemo(subscriptionsQuery, []);
  const { data: loaded, error } = useStore($subscriptions);
  const data = loaded ?? initial;
  // Rendered on the server (a fresh journey), the step's button waits for the island: a submit before it would be lost.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(draft.subscriptionId ?? '');
  const [problem, setProblem] = useState<string>();

  if (data === undefined && error !== undefined) {
    return (
      <PageLoadFailure
        message={m('pageErrorMessage')}
        retryLabel={m('pageReloadButtonLabel')}
        onRetry={() => $subscriptions.invalidate()}
      />
    );
  }
  if (data === undefined) return <Placeholder label={m('pageLoading')} />;
  if (data.length === 0) {
    return (
      <div className="flex flex-col gap-4" data-complaint-empty>
        <p className="rounded-brand border border-border bg-surface p-4">{m('delivery.subscription.empty')}</p>
        {overviewHref ? (
          <LinkButton href={overviewHref} variant="secondary">
            {m('delivery.toOverview')}
          </LinkButton>
        ) : null}
      </div>
    );
  }
  const value = data.some((s) => s.subscriptionId === chosen) ? chosen : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { subscriptionStepSchema } = await stepSchemas();
    const parsed = subscriptionStepSchema.safeParse({ subscriptionId: value });
    if (!parsed.success) {
      setProblem(m(violationsOf(parsed.error)[0]?.code ?? 'GENERIC-ERROR'));
      return;
    }
    onNext(parsed.data.subscriptionId);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <RadioGroup
        label={m('delivery.subscription.label')}
        value={value || null}
        onValueChange={(details) => {
          setChosen(details.value ?? '');
          setProblem(undefined);
        }}
        invalid={Boolean(problem)}
        aria-describedby={problem ? 'complaint-subscription-error' : undefined}
        options={data.map((s) => ({
          value: s.subscriptionId,
          label: m('delivery.subscription.option', {
            title: s.title,
            brand: s.brandName,
            number: s.subscriptionNumber,
          }),
        }))}
      />
      <FieldError id="complaint-subscription-error">{problem}</FieldError>
      <StepButtons m={m} nextLabel={m('delivery.next')} busy={!hydrated} />
    </form>
  );
}

function ReasonStep({
  m,
  locale,
  draft,
  initial,
  onBack,
  onNext,
}: {
  m: M;
  locale: string;
  draft: ComplaintDraft;
  /** The subscription's choices as the page read them, shown until the query answers. */
  initial?: ComplaintOptionsData;
  onBack: () => void;
  onNext: (reason: ComplaintReason, deliveryDate: string) => void;
}) {
  const subscriptionId = draft.subscriptionId!;
  const $options = useMemo(() => optionsQuery(subscriptionId), [subscriptionId]);
  const { data: loaded, error } = useStore($options);
  const data = loaded ?? initial;
  // Rendered on the server (a deep link), the step's buttons wait for the island: a submit before it would be lost.
  const hydrated = useHydrated();
  const [reason, setReason] = useState<string>(draft.reason ?? '');
  const [date, setDate] = useState<string>(draft.deliveryDate ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});

  if (data === undefined && error !== undefined) {
    return (
      <PageLoadFailure
        message={m('pageErrorMessage')}
        retryLabel={m('pageReloadButtonLabel')}
        onRetry={() => $options.invalidate()}
      />
    );
  }
  if (data === undefined) return <Placeholder label={m('pageLoading')} />;
  if (data === null) {
    return (
      <div className="flex flex-col gap-4">
        <NotificationBanner variant="error">{m('NOT_FOUND')}</NotificationBanner>
        <div>
          <Button type="button" variant="secondary" onClick={onBack}>
            {m('delivery.back')}
          </Button>
        </div>
      </div>
    );
  }
  const { subscription, dates } = data;
  const reasonValue = subscription.reasons.includes(reason as ComplaintReason) ? reason : '';
  const dateValue = dates.includes(date) ? date : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { reasonStepSchema } = await stepSchemas();
    const parsed = reasonStepSchema.safeParse({ reason: reasonValue || undefined, deliveryDate: dateValue });
    if (!parsed.success) {
      setProblems(Object.fromEntries(violationsOf(parsed.error).map((v) => [v.field ?? '', m(v.code)])));
      return;
    }
    onNext(parsed.data.reason, parsed.data.deliveryDate);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <p className="max-w-prose">
        {m('delivery.reason.about', { title: subscription.title, brand: subscription.brandName })}
      </p>
      <RadioGroup
        label={m('delivery.reason.label')}
        value={reasonValue || null}
        onValueChange={(details) => {
          setReason(details.value ?? '');
          setProblems((p) => ({ ...p, reason: '' }));
        }}
        invalid={Boolean(problems['reason'])}
        aria-describedby={problems['reason'] ? 'complaint-reason-error' : undefined}
        options={subscription.reasons.map((r) => ({ value: r, label: m(`delivery.reason.${r}`) }))}
        data-complaint-reasons
      />
      <FieldError id="complaint-reason-error">{problems['reason']}</FieldError>
      {dates.length === 0 ? (
        <NotificationBanner variant="info">{m('delivery.date.none')}</NotificationBanner>
      ) : (
        <>
          <RadioGroup
            label={m('delivery.date.label')}
            value={dateValue || null}
            onValueChange={(details) => {
              setDate(details.value ?? '');
              setProblems((p) => ({ ...p, deliveryDate: '' }));
            }}
            invalid={Boolean(problems['deliveryDate'])}
            aria-describedby={problems['deliveryDate'] ? 'complaint-date-error' : undefined}
            options={dates.map((d) => ({ value: d, label: longDate(d, locale, true) }))}
            data-complaint-dates
          />
          <p className="text-sm text-text-muted">{m('delivery.date.help')}</p>
          <FieldError id="complaint-date-error">{problems['deliveryDate']}</FieldError>
        </>
      )}
      <StepButtons m={m} onBack={onBack} nextLabel={m('delivery.next')} busy={!hydrated || dates.length === 0} />
    </form>
  );
}

function RemarkStep({
  m,
  messages,
  draft,
  onBack,
  onNext,
}: {
  m: M;
  messages: Messages;
  draft: ComplaintDraft;
  onBack: () => void;
  onNext: (remark: string | null) => void;
}) {
  const [remark, setRemark] = useState(draft.remark ?? '');
  const [problem, setProblem] = useState<string>();
  const freeTextMessages = useMemo(
    () => ({
      [FREE_TEXT_VIOLATIONS.empty]: violationMessage(messages, FREE_TEXT_VIOLATIONS.empty),
      [FREE_TEXT_VIOLATIONS.forbidden]: violationMessage(messages, FREE_TEXT_VIOLATIONS.forbidden),
    }),
    [messages],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { remarkStepSchema } = await stepSchemas();
    const parsed = remarkStepSchema.safeParse({ remark });
    if (!parsed.success) {
      setProblem(violationMessage(messages, violationsOf(parsed.error)[0]?.code ?? 'GENERIC-ERROR'));
      return;
    }
    onNext(parsed.data.remark);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <Textarea
        label={m('delivery.remark.label')}
        name="remark"
        required={false}
        optionalSuffix={m('delivery.optional')}
        description={m('delivery.remark.help')}
        value={remark}
        onChange={(event) => {
          setRemark(event.currentTarget.value);
          setProblem(undefined);
        }}
        error={problem}
        violationMessages={freeTextMessages}
        rows={4}
      />
      <StepButtons m={m} onBack={onBack} nextLabel={m('delivery.next')} />
    </form>
  );
}

function CheckStep({
  m,
  messages,
  locale,
  draft,
  onBack,
  onDone,
}: {
  m: M;
  messages: Messages;
  locale: string;
  draft: ComplaintDraft;
  onBack: (step: ComplaintStep) => void;
  onDone: (complaint: DeliveryComplaintFieldsFragment) => void;
}) {
  const $options = useMemo(() => optionsQuery(draft.subscriptionId!), [draft.subscriptionId]);
  const { data } = useStore($options);
  const $submit = useMemo(
    () =>
      fetcher().createMutation(
        deliveryArea.mutations.submitDeliveryComplaint,
        async (variables: { input: DeliveryComplaintInput }) =>
          (await request(SubmitDeliveryComplaintDocument, variables)).submitDeliveryComplaint,
      ),
    [],
  );
  const { loading = false } = useStore($submit);
  const [violations, setViolations] = useState<Violation[]>();
  const subscription = data?.subscription;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setViolations(undefined);
    try {
      const result = await $submit.mutate({
        input: {
          subscriptionId: draft.subscriptionId!,
          reason: draft.reason!,
          deliveryDate: draft.deliveryDate!,
          remark: draft.remark ?? null,
          idempotencyKey: draft.idempotencyKey!,
        },
      });
      if (result?.ok && result.complaint) onDone(result.complaint);
      else setViolations(result?.violations.length ? result.violations : [{ code: 'GENERIC-ERROR' }]);
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    }
  }

  const backTo = (field: string | null | undefined): ComplaintStep =>
    field === 'remark' ? 'toelichting' : field === 'subscriptionId' ? 'abonnement' : 'reden';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {violations ? (
        <NotificationBanner variant="error" shouldAnnounce>
          <ul className="flex flex-col gap-2" data-complaint-violations>
            {violations.map((v) => (
              <li key={`${v.code}-${v.field ?? ''}`} data-violation={v.code}>
                {violationMessage(messages, v.code)}{' '}
                <button
                  type="button"
                  className="font-semibold text-current underline"
                  onClick={() => onBack(backTo(v.field))}
                >
                  {m('delivery.check.change')}
                </button>
              </li>
            ))}
          </ul>
        </NotificationBanner>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-brand border border-border bg-surface p-4 tablet:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m('delivery.summary.subscription')}</dt>
        <dd>{subscription ? `${subscription.title} (${subscription.brandName})` : m('pageLoading')}</dd>
        <dt className="font-semibold">{m('delivery.summary.reason')}</dt>
        <dd>{m(`delivery.reason.${draft.reason}`)}</dd>
        <dt className="font-semibold">{m('delivery.summary.date')}</dt>
        <dd>{longDate(draft.deliveryDate!, locale, true)}</dd>
        <dt className="font-semibold">{m('delivery.summary.remark')}</dt>
        <dd className="break-words whitespace-pre-line">{draft.remark || m('delivery.summary.noRemark')}</dd>
      </dl>
      <NotificationBanner variant="info">
        <strong className="block">{m('delivery.summary.compensation')}</strong>
        {m('delivery.compensation.extra_delivery_day.explained')}
      </NotificationBanner>
      <StepButtons m={m} onBack={() => onBack('toelichting')} nextLabel={m('delivery.check.submit')} busy={loading} />
    </form>
  );
}

function ConfirmationStep({
  m,
  locale,
  overviewHref,
  journeyHref,
}: {
  m: M;
  locale: string;
  overviewHref: string | undefined;
  journeyHref: string;
}) {
  const [complaint] = useState(() => readJson<DeliveryComplaintFieldsFragment>(DONE_STORAGE_KEY));
  return (
    <div className="flex flex-col gap-6" data-complaint-confirmation>
      <NotificationBanner variant="success" shouldAnnounce>
        {m('delivery.confirmation.success')}
      </NotificationBanner>
      {complaint ? (
        <p className="max-w-prose">
          {m('delivery.confirmation.text', {
            reason: m(`delivery.reason.${complaint.reason}`).toLowerCase(),
            date: longDate(complaint.deliveryDate, locale),
            subscription: complaint.subscriptionTitle,
          })}
        </p>
      ) : null}
      <p className="max-w-prose">{m('delivery.confirmation.mail')}</p>
      <div className="flex flex-wrap gap-3">
        {overviewHref ? <LinkButton href={overviewHref}>{m('delivery.toOverview')}</LinkButton> : null}
        <LinkButton
          href={journeyHref}
          variant="secondary"
          onClick={() => {
            writeJson(DRAFT_STORAGE_KEY, undefined);
            writeJson(DONE_STORAGE_KEY, undefined);
          }}
        >
          {m('delivery.confirmation.another')}
        </LinkButton>
      </div>
    </div>
  );
}
