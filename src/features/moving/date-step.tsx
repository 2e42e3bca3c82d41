/** The moving journey's date step: the day the move takes effect, within the window the server computed. */
import { formatDate, type Locale } from '../../lib/format';
import { useForm } from '../../lib/form';
import { StepForm } from '../platform/journey-parts';
import { StepButtons } from '../../ui/step-buttons';
import { TextInput } from '../../ui/text-input';

import { stepSchemas, type Options, type StepProps } from './steps';

export function DateStep(props: StepProps & { options: Options; locale: Locale; onDone: (date: string) => void }) {
  const { m, options, locale, heading, journey, onBack, onDone } = props;
  const kit = useForm({
    schema: () =>
      stepSchemas().then((schemas) =>
        schemas.movingDateSchema({ earliest: options.earliestDate, latest: options.latestDate }),
      ),
    defaultValues: { effectiveDate: journey.effectiveDate },
    violationMessage: m.violation,
  });
  const general = kit.general[0];

  return (
    <StepForm kit={kit} onValid={(parsed) => onDone(parsed.effectiveDate)} step={['moving', 'datum']} heading={heading}>
      <TextInput
        {...kit.text('effectiveDate')}
        type="date"
        label={m.t('moving.date.label')}
        description={m.t('moving.date.hint', {
          earliest: formatDate(options.earliestDate, { locale }),
          latest: formatDate(options.latestDate, { locale }),
        })}
        min={options.earliestDate}
        max={options.latestDate}
        // The step has one field: a refusal without one is shown at it too.
        error={kit.error('effectiveDate') ?? (general ? m.violation(general) : undefined)}
        className="tablet:max-w-xs"
      />
      <StepButtons nextLabel={m.t('moving.journey.next')} backLabel={m.t('moving.journey.back')} onBack={onBack} />
    </StepForm>
  );
}
