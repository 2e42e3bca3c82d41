/** The holiday journey's first step: which print subscription, and a temporary address or a suspension. */
import { useForm } from '../../lib/form';
import type { HolidayKind } from '../../shared/holiday-codes';
import { ErrorSummary } from '../../ui/error-summary';
import { RadioGroup } from '../../ui/radio-group';
import { StepForm } from '../platform/journey-parts';
import { StepButtons } from '../../ui/step-buttons';
import { stepSchemas, type Options, type StepProps } from './steps';

export function ChoiceStep(
  props: Omit<StepProps, 'onBack'> & {
    options: Options;
    onDone: (choice: { subscriptionId: string; kind: HolidayKind }) => void;
  },
) {
  const { m, options, heading, journey, onDone } = props;
  const only = options.subscriptions.length === 1 ? options.subscriptions[0]!.subscription.id : '';
  const kit = useForm({
    schema: () => stepSchemas().then((schemas) => schemas.holidayChoiceSchema),
    defaultValues: { subscriptionId: journey.subscriptionId || only, kind: journey.kind as string },
    violationMessage: m.violation,
  });
  const kind = kit.value('kind');

  return (
    <StepForm
      kit={kit}
      onValid={onDone}
      step={['holiday', 'keuze']}
      heading={heading}
      className="flex max-w-xl flex-col gap-6"
    >
      <ErrorSummary title={m.t('holiday.journey.errorSummary')} errors={kit.summary} />
      <RadioGroup
        id={kit.fieldId('subscriptionId')}
        label={m.t('holiday.choice.subscription')}
        name="subscriptionId"
        value={kit.value('subscriptionId') || null}
        onValueChange={(details) => kit.set('subscriptionId', details.value ?? '')}
        invalid={kit.invalid('subscriptionId')}
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
          id={kit.fieldId('kind')}
          label={m.t('holiday.choice.kind')}
          name="kind"
          value={kind || null}
          onValueChange={(details) => kit.set('kind', details.value ?? '')}
          invalid={kit.invalid('kind')}
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
      <StepButtons nextLabel={m.t('holiday.journey.next')} backLabel={m.t('holiday.journey.back')} />
    </StepForm>
  );
}
