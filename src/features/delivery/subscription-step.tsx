/** The complaint journey's first step: which print subscription the complaint is about. */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { KitForm, useForm } from '../../lib/form';
import type { ComplaintDraft } from '../../shared/delivery-codes';
import { LinkButton } from '../../ui/button';
import { RadioGroup } from '../../ui/radio-group';
import { StepButtons } from '../../ui/step-buttons';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { FieldError, Placeholder, stepSchemas, subscriptionsQuery, type M } from './steps';
import type { ComplaintSubscriptionData } from './ComplaintJourney';
import { violationMessage, type Messages } from './messages';

const ERROR_ID = 'complaint-subscription-error';

export function SubscriptionStep({
  m,
  messages,
  draft,
  initial,
  overviewHref,
  onNext,
}: {
  m: M;
  messages: Messages;
  draft: ComplaintDraft;
  /** The subscriptions as the page read them, shown until the query answers. */
  initial?: readonly ComplaintSubscriptionData[];
  overviewHref: string | undefined;
  onNext: (subscriptionId: string) => void;
}) {
  // The page read them a moment ago: the step starts from them instead of asking again.
  const $subscriptions = useMemo(() => subscriptionsQuery(initial), []);
  const { data: loaded, error } = useStore($subscriptions);
  const data = loaded ?? initial;
  const kit = useForm({
    schema: () => stepSchemas().then((schemas) => schemas.subscriptionStepSchema),
    defaultValues: { subscriptionId: draft.subscriptionId ?? '' },
    violationMessage: (code) => violationMessage(messages, code),
  });

  if (data === undefined && error !== undefined) {
    return <PageLoadFailure t={m} onRetry={() => $subscriptions.invalidate()} />;
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
  const chosen = kit.value('subscriptionId');
  const value = data.some((s) => s.subscriptionId === chosen) ? chosen : '';
  const problem = kit.error('subscriptionId');

  return (
    <KitForm
      kit={kit}
      noValidate
      // A choice the list no longer offers counts as none.
      beforeCheck={() => {
        if (value !== chosen) kit.set('subscriptionId', value);
      }}
      onValid={(parsed) => onNext(parsed.subscriptionId)}
      className="flex flex-col gap-6"
    >
      <RadioGroup
        id={kit.fieldId('subscriptionId')}
        label={m('delivery.subscription.label')}
        value={value || null}
        onValueChange={(details) => kit.set('subscriptionId', details.value ?? '')}
        invalid={Boolean(problem)}
        aria-describedby={problem ? ERROR_ID : undefined}
        options={data.map((s) => ({
          value: s.subscriptionId,
          label: m('delivery.subscription.option', {
            title: s.title,
            brand: s.brandName,
            number: s.subscriptionNumber,
          }),
        }))}
      />
      <FieldError id={ERROR_ID}>{problem}</FieldError>
      <StepButtons nextLabel={m('delivery.next')} backLabel={m('delivery.back')} backFirst />
    </KitForm>
  );
}
