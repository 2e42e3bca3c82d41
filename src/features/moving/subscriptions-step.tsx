/**
 * The moving journey's subscriptions step: which print subscriptions move (all at the old address, which the user
 * confirms). Its checkboxes load when the address step is done, not with the page.
 */
import { lazy, Suspense } from 'react';
import { useForm } from '../../lib/form';
import { ErrorSummary } from '../../ui/error-summary';
import { Loader } from '../../ui/loader';
import { StepForm } from '../platform/journey-parts';
import { StepButtons } from '../../ui/step-buttons';
import { addressLine } from './messages';
import { loadCheckbox, stepSchemas, type Options, type StepProps } from './steps';

const Checkbox = lazy(() => loadCheckbox().then((module) => ({ default: module.Checkbox })));

export function SubscriptionsStep(props: StepProps & { options: Options; onDone: (ids: string[]) => void }) {
  const { m, options, heading, journey, onBack, onDone } = props;
  const kit = useForm({
    schema: () => stepSchemas().then((schemas) => schemas.movingSubscriptionsSchema),
    defaultValues: {
      subscriptionIds: journey.subscriptionIds ?? options.subscriptions.map((subscription) => subscription.id),
      confirmAllAtAddress: journey.confirmAllAtAddress as boolean,
    },
    violationMessage: m.violation,
  });
  const chosen = kit.value('subscriptionIds');

  return (
    <StepForm
      kit={kit}
      onValid={(parsed) => onDone(parsed.subscriptionIds)}
      step={['moving', 'abonnementen']}
      heading={heading}
    >
      <p className="rounded-brand border border-border bg-surface p-3" data-moving-new-address>
        {m.t('moving.address.found')}:{' '}
        {addressLine({
          ...journey.address,
          houseNumberSuffix: journey.address.suffix,
          zipCode: journey.address.postcode,
        })}
      </p>
      <p>{m.t('moving.subscriptions.intro')}</p>
      <ErrorSummary title={m.t('moving.journey.errorSummary')} errors={kit.summary} />
      <Suspense
        fallback={
          <div className="flex min-h-24 items-center">
            <Loader label={m.t('pageLoading')} />
          </div>
        }
      >
        <fieldset id={kit.fieldId('subscriptionIds')} className="flex flex-col gap-3">
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
                  kit.set(
                    'subscriptionIds',
                    details.checked === true
                      ? [...new Set([...kit.value('subscriptionIds'), subscription.id])]
                      : kit.value('subscriptionIds').filter((id) => id !== subscription.id),
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
        <div id={kit.fieldId('confirmAllAtAddress')}>
          <Checkbox
            label={m.t('moving.subscriptions.confirm')}
            checked={kit.value('confirmAllAtAddress')}
            onCheckedChange={(details) => kit.set('confirmAllAtAddress', details.checked === true)}
            invalid={kit.invalid('confirmAllAtAddress')}
            data-moving-confirm
          />
        </div>
        <StepButtons nextLabel={m.t('moving.journey.next')} backLabel={m.t('moving.journey.back')} onBack={onBack} />
      </Suspense>
    </StepForm>
  );
}
