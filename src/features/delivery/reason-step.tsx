/** The complaint journey's second step: what went wrong, and on which of the subscription's recent delivery days. */
import { useStore } from '@nanostores/react';
import { formatDate, type Locale } from '../../lib/format';
import { useMemo } from 'react';
import { KitForm, useForm } from '../../lib/form';
import type { ComplaintDraft, ComplaintReason } from '../../shared/delivery-codes';
import { Button } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';
import { RadioGroup } from '../../ui/radio-group';
import { StepButtons } from '../../ui/step-buttons';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { FieldError, optionsQuery, Placeholder, stepSchemas, type M } from './steps';
import type { ComplaintOptionsData } from './ComplaintJourney';
import { violationMessage, type Messages } from './messages';

export function ReasonStep({
  m,
  messages,
  locale,
  draft,
  initial,
  onBack,
  onNext,
}: {
  m: M;
  messages: Messages;
  locale: Locale;
  draft: ComplaintDraft;
  /** The subscription's choices as the page read them, shown until the query answers. */
  initial?: ComplaintOptionsData;
  onBack: () => void;
  onNext: (reason: ComplaintReason, deliveryDate: string) => void;
}) {
  const subscriptionId = draft.subscriptionId!;
  const $options = useMemo(() => optionsQuery(subscriptionId, initial), [subscriptionId]);
  const { data: loaded, error } = useStore($options);
  const data = loaded ?? initial;
  const kit = useForm({
    schema: () => stepSchemas().then((schemas) => schemas.reasonStepSchema),
    defaultValues: { reason: (draft.reason ?? '') as string, deliveryDate: draft.deliveryDate ?? '' },
    violationMessage: (code) => violationMessage(messages, code),
  });

  if (data === undefined && error !== undefined) {
    return <PageLoadFailure t={m} onRetry={() => $options.invalidate()} />;
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
  // Only what this subscription offers counts as chosen.
  const reason = kit.value('reason');
  const date = kit.value('deliveryDate');
  const reasonValue = subscription.reasons.includes(reason as ComplaintReason) ? reason : '';
  const dateValue = dates.includes(date) ? date : '';
  const reasonError = kit.error('reason');
  const dateError = kit.error('deliveryDate');

  return (
    <KitForm
      kit={kit}
      noValidate
      beforeCheck={() => {
        if (reasonValue !== reason) kit.set('reason', reasonValue);
        if (dateValue !== date) kit.set('deliveryDate', dateValue);
      }}
      onValid={(parsed) => onNext(parsed.reason, parsed.deliveryDate)}
      className="flex flex-col gap-6"
    >
      <p className="max-w-prose">
        {m('delivery.reason.about', { title: subscription.title, brand: subscription.brandName })}
      </p>
      <RadioGroup
        id={kit.fieldId('reason')}
        label={m('delivery.reason.label')}
        value={reasonValue || null}
        onValueChange={(details) => kit.set('reason', details.value ?? '')}
        invalid={Boolean(reasonError)}
        aria-describedby={reasonError ? 'complaint-reason-error' : undefined}
        options={subscription.reasons.map((r) => ({ value: r, label: m(`delivery.reason.${r}`) }))}
        data-complaint-reasons
      />
      <FieldError id="complaint-reason-error">{reasonError}</FieldError>
      {dates.length === 0 ? (
        <NotificationBanner variant="info">{m('delivery.date.none')}</NotificationBanner>
      ) : (
        <>
          <RadioGroup
            id={kit.fieldId('deliveryDate')}
            label={m('delivery.date.label')}
            value={dateValue || null}
            onValueChange={(details) => kit.set('deliveryDate', details.value ?? '')}
            invalid={Boolean(dateError)}
            aria-describedby={dateError ? 'complaint-date-error' : undefined}
            options={dates.map((d) => ({ value: d, label: formatDate(d, { locale }, 'weekday') }))}
            data-complaint-dates
          />
          <p className="text-sm text-text-muted">{m('delivery.date.help')}</p>
          <FieldError id="complaint-date-error">{dateError}</FieldError>
        </>
      )}
      <StepButtons
        nextLabel={m('delivery.next')}
        backLabel={m('delivery.back')}
        onBack={onBack}
        disabled={dates.length === 0}
        backFirst
      />
    </KitForm>
  );
}
