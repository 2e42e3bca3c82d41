/**
 * The complaint journey's check step (what was entered and the compensation, then the submission with the journey's
 * idempotency key; each refusal with a way back to its step) and the confirmation.
 */
import { useStore } from '@nanostores/react';
import { formatDate, type Locale } from '../../lib/format';
import { useMemo, useState, type FormEvent } from 'react';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/lazy-client';
import {
  SubmitDeliveryComplaintDocument,
  type DeliveryComplaintFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import type { ComplaintDraft, ComplaintStep } from '../../shared/delivery-codes';
import type { Violation } from '../../shared/result';
import { LinkButton } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';
import { StepButtons } from '../../ui/step-buttons';
import { deliveryArea } from './area';
import { optionsQuery, type M } from './steps';
import { complaintJourney } from './journey';
import { violationMessage, type Messages } from './messages';

/** The step a refusal's field belongs to. */
const backTo = (field: string | null | undefined): ComplaintStep =>
  field === 'remark' ? 'toelichting' : field === 'subscriptionId' ? 'abonnement' : 'reden';

export function CheckStep({
  m,
  messages,
  locale,
  draft,
  onBack,
  onDone,
}: {
  m: M;
  messages: Messages;
  locale: Locale;
  draft: ComplaintDraft;
  onBack: (step: ComplaintStep) => void;
  onDone: (complaint: DeliveryComplaintFieldsFragment) => void;
}) {
  const $options = useMemo(() => optionsQuery(draft.subscriptionId!), [draft.subscriptionId]);
  const { data } = useStore($options);
  const [$submit, loading] = useGraphQLMutation(
    deliveryArea.mutations.submitDeliveryComplaint,
    SubmitDeliveryComplaintDocument,
    request,
  );
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
        <dd>{formatDate(draft.deliveryDate!, { locale }, 'weekday')}</dd>
        <dt className="font-semibold">{m('delivery.summary.remark')}</dt>
        <dd className="break-words whitespace-pre-line">{draft.remark || m('delivery.summary.noRemark')}</dd>
      </dl>
      <NotificationBanner variant="info">
        <strong className="block">{m('delivery.summary.compensation')}</strong>
        {m('delivery.compensation.extra_delivery_day.explained')}
      </NotificationBanner>
      <StepButtons
        nextLabel={m('delivery.check.submit')}
        backLabel={m('delivery.back')}
        onBack={() => onBack('toelichting')}
        disabled={loading}
        backFirst
      />
    </form>
  );
}

export function ConfirmationStep({
  m,
  locale,
  complaint,
  overviewHref,
  journeyHref,
}: {
  m: M;
  locale: Locale;
  complaint: DeliveryComplaintFieldsFragment | undefined;
  overviewHref: string | undefined;
  journeyHref: string;
}) {
  return (
    <div className="flex flex-col gap-6" data-complaint-confirmation>
      <NotificationBanner variant="success" shouldAnnounce>
        {m('delivery.confirmation.success')}
      </NotificationBanner>
      {complaint ? (
        <p className="max-w-prose">
          {m('delivery.confirmation.text', {
            reason: m(`delivery.reason.${complaint.reason}`).toLowerCase(),
            date: formatDate(complaint.deliveryDate, { locale }),
            subscription: complaint.subscriptionTitle,
          })}
        </p>
      ) : null}
      <p className="max-w-prose">{m('delivery.confirmation.mail')}</p>
      <div className="flex flex-wrap gap-3">
        {overviewHref ? <LinkButton href={overviewHref}>{m('delivery.toOverview')}</LinkButton> : null}
        <LinkButton href={journeyHref} variant="secondary" onClick={() => complaintJourney.reset()}>
          {m('delivery.confirmation.another')}
        </LinkButton>
      </div>
    </div>
  );
}
