/**
 * The delivery complaint journey's island (/bezorgservice/klacht, its app variant and the deep links): five steps,
 * each with its own URL (`?stap=`): subscription → reason and date → remark → check (with the compensation) →
 * confirmation, under the design system's step indicator. The answers so far live in the journey's store
 * (./journey.ts) and the steps follow the kit's journey helper (src/lib/journey): a link to a later step whose
 * earlier answers are missing goes back to the first step. The journey's idempotency key is made once, on the first
 * step, so a double click or a retried request never makes two complaints. Every step parses with the shared
 * schemas (src/shared/delivery.ts) the server uses too, through the kit's form hook. Opened afresh (no `?stap=`), the journey's
 * page gives what its first step shows as it read it (`initialSubscriptions`; a deep link: the subscription's choices,
 * `initialOptions`), so the first HTML already is that step and nothing moves when the island takes over.
 */
import { Suspense } from 'react';
import { lazyStep, useJourney } from '../../lib/journey';
import { useMessages } from '../../lib/messages';
import type {
  ComplaintOptionsQuery,
  DeliveryComplaintSubscriptionFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import { allowedStep } from '../../shared/delivery-codes';
import { useKeepEarlyInput } from '../../ui/hydration';
import { StepIndicators } from '../../ui/step-indicators';
import { StepLoading } from '../platform/journey-parts';
import { Placeholder } from './steps';
import { complaintJourney, newKey, stepsOf, type ComplaintJourneyState } from './journey';
import type { Messages } from './messages';
import { ReasonStep } from './reason-step';
import { SubscriptionStep } from './subscription-step';

// The steps after the reason (the deep links' first) load when the journey reaches them.
const RemarkStep = lazyStep(() => import('./remark-step'), 'RemarkStep');
const CheckStep = lazyStep(() => import('./check-step'), 'CheckStep');
const ConfirmationStep = lazyStep(() => import('./check-step'), 'ConfirmationStep');

/** A subscription's reasons and the dates a complaint may be about: the reason step's query answer. */
export type ComplaintOptionsData = NonNullable<ComplaintOptionsQuery['complaintOptions']>;

/** A subscription a complaint may be about, as the first step's query lists it. */
export type ComplaintSubscriptionData = DeliveryComplaintSubscriptionFieldsFragment;

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

export default function ComplaintJourney({
  messages,
  locale,
  overviewHref,
  journeyHref,
  preselect,
  initialOptions,
  initialSubscriptions,
}: ComplaintJourneyProps) {
  const { t: m } = useMessages(messages);
  const journey = useJourney({
    store: complaintJourney,
    stepsOf,
    allowedStep,
    // A fresh journey is known to start at the first step, a fresh deep link at the reason step; once hydrated the
    // URL and the tab's answers confirm that step.
    initialStep: preselect ? 'reden' : 'abonnement',
    firstStepInUrl: true,
    onArrival(requested) {
      if (!preselect || requested !== null) return requested;
      // A deep link starts a journey about its subscription, at the reason step.
      complaintJourney.$state.set({ subscriptionId: preselect, idempotencyKey: newKey() });
      return 'reden';
    },
  });
  const earlyInput = useKeepEarlyInput<HTMLDivElement>();
  // Before hydration only the page's answers are known (the store is the browser's): what the server rendered.
  const draft: ComplaintJourneyState = journey.ready ? journey.state : preselect ? { subscriptionId: preselect } : {};
  const { step, go } = journey;

  function move(target: typeof step, next: ComplaintJourneyState) {
    complaintJourney.$state.set(next);
    go(target);
  }

  if (!journey.ready && !(preselect ? initialOptions : initialSubscriptions)) {
    return <Placeholder label={m('pageLoading')} />;
  }
  const steps = journey.steps.map((id, i) => ({
    id,
    label: m(`delivery.step.${id}`),
    status:
      i < journey.index || step === 'bevestiging'
        ? ('completed' as const)
        : i === journey.index
          ? ('active' as const)
          : ('inactive' as const),
  }));

  return (
    <div ref={earlyInput} className="flex flex-col gap-6" data-complaint-journey data-step={step}>
      <StepIndicators
        steps={steps}
        label={m('delivery.steps.label')}
        statusLabels={{ completed: m('delivery.steps.completed'), active: m('delivery.steps.active') }}
      />
      <h2 ref={journey.headingRef} tabIndex={-1} className="font-brand text-xl font-bold outline-none">
        {m(`delivery.step.${step}.heading`)}
      </h2>
      {step === 'abonnement' ? (
        <SubscriptionStep
          // The tab's earlier choice, known once hydrated, is the step's starting value.
          key={draft.subscriptionId ?? ''}
          m={m}
          messages={messages}
          draft={draft}
          {...(initialSubscriptions ? { initial: initialSubscriptions } : {})}
          overviewHref={overviewHref}
          onNext={(subscriptionId) =>
            move(
              'reden',
              subscriptionId === draft.subscriptionId && draft.idempotencyKey
                ? draft
                : { subscriptionId, idempotencyKey: newKey() },
            )
          }
        />
      ) : null}
      {step === 'reden' && draft.subscriptionId ? (
        <ReasonStep
          m={m}
          messages={messages}
          locale={locale}
          draft={draft}
          {...(initialOptions?.subscription.subscriptionId === draft.subscriptionId ? { initial: initialOptions } : {})}
          onBack={() => go('abonnement')}
          onNext={(reason, deliveryDate) => move('toelichting', { ...draft, reason, deliveryDate })}
        />
      ) : null}
      {/* A step whose code is still loading shows a bar under its heading meanwhile. */}
      <Suspense fallback={<StepLoading />}>
        {step === 'toelichting' ? (
          <RemarkStep
            m={m}
            messages={messages}
            draft={draft}
            onBack={() => go('reden')}
            onNext={(remark) => move('controle', { ...draft, remark, remarkDone: true })}
          />
        ) : null}
        {step === 'controle' ? (
          <CheckStep
            m={m}
            messages={messages}
            locale={locale}
            draft={draft}
            onBack={go}
            onDone={(complaint) => move('bevestiging', { complaintId: complaint.id, done: complaint })}
          />
        ) : null}
        {step === 'bevestiging' ? (
          <ConfirmationStep
            m={m}
            locale={locale}
            complaint={journey.state.done}
            overviewHref={overviewHref}
            journeyHref={journeyHref}
          />
        ) : null}
      </Suspense>
      {journey.machineSlot}
    </div>
  );
}
