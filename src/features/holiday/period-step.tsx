/** The holiday journey's period step: first and last day, in date pickers that offer only the days the server accepts. */
import { formatDate, type Locale } from '../../lib/format';
import { useMemo } from 'react';
import { useForm } from '../../lib/form';
import { isEndAllowed, isStartAllowed, remainingDays } from '../../shared/holiday-period';
import { LazyDatePicker as DatePicker } from '../../ui/date-picker/lazy';
import { ErrorSummary } from '../../ui/error-summary';
import { StepForm } from '../platform/journey-parts';
import { StepButtons } from '../../ui/step-buttons';
import { calendarLabels } from './messages';
import { stepSchemas, windowOf, type Options, type StepProps, type SubscriptionOptions } from './steps';

export function PeriodStep(
  props: StepProps & {
    options: Options;
    subscription: SubscriptionOptions | undefined;
    locale: Locale;
    onDone: (period: { startDate: string; endDate: string }) => void;
  },
) {
  const { m, options, subscription, locale, heading, journey, onBack, onDone } = props;
  const window = useMemo(() => windowOf(options, subscription), [options, subscription]);
  const kit = useForm({
    schema: () => stepSchemas().then((schemas) => schemas.holidayPeriodSchema(window)),
    defaultValues: { startDate: journey.startDate, endDate: journey.endDate },
    violationMessage: m.violation,
  });
  const startDate = kit.value('startDate') || null;
  const endDate = kit.value('endDate') || null;
  const year = Number((startDate ?? options.earliestStart).slice(0, 4));

  return (
    <StepForm
      kit={kit}
      onValid={onDone}
      step={['holiday', 'periode']}
      heading={heading}
      className="flex max-w-2xl flex-col gap-4"
    >
      <p>
        {m.t('holiday.period.intro', {
          earliest: formatDate(options.earliestStart, { locale }),
          maxDays: options.maxDays,
        })}
      </p>
      <p className="text-sm text-text-muted" data-holiday-remaining>
        {m.t('holiday.period.remaining', {
          year,
          days: remainingDays(window, year),
          limit: options.yearLimitDays,
        })}{' '}
        {window.taken.length > 0 ? m.t('holiday.period.taken') : null}
      </p>
      <ErrorSummary
        title={m.t('holiday.journey.errorSummary')}
        errors={kit.general.map((code) => ({ message: m.violation(code) }))}
      />
      <div className="grid gap-6 tablet:grid-cols-2">
        <DatePicker
          label={m.t('holiday.period.start')}
          description={m.t('holiday.calendar.inputHint')}
          value={startDate}
          onValueChange={(value) => {
            kit.set('startDate', value ?? '');
            // An end that no longer fits the new start is chosen again.
            if (value && endDate && !isEndAllowed(endDate, value, window)) kit.set('endDate', '');
          }}
          isDateAllowed={(date) => isStartAllowed(date, window)}
          focusDate={options.earliestStart}
          locale={locale}
          labels={calendarLabels(m.t)}
          invalid={kit.invalid('startDate')}
          errorText={kit.error('startDate')}
          name="startDate"
        />
        <DatePicker
          label={m.t('holiday.period.end')}
          description={startDate ? m.t('holiday.calendar.inputHint') : m.t('holiday.period.chooseStartFirst')}
          value={endDate}
          onValueChange={(value) => kit.set('endDate', value ?? '')}
          isDateAllowed={(date) =>
            startDate !== null && isStartAllowed(startDate, window) && isEndAllowed(date, startDate, window)
          }
          focusDate={startDate ?? options.earliestStart}
          locale={locale}
          labels={calendarLabels(m.t)}
          invalid={kit.invalid('endDate')}
          errorText={kit.error('endDate')}
          name="endDate"
        />
      </div>
      <StepButtons nextLabel={m.t('holiday.journey.next')} backLabel={m.t('holiday.journey.back')} onBack={onBack} />
    </StepForm>
  );
}
