/** The holiday journey's address step (a temporary address only): the address typed, in the brand's country. */
import { useForm } from '../../lib/form';
import type { Country } from '../../shared/dates';
import { ErrorSummary } from '../../ui/error-summary';
import { StepButtons } from '../../ui/step-buttons';
import { TextInput } from '../../ui/text-input';
import { journeyAddressField, StepForm, type JourneyAddressFieldName } from '../platform/journey-parts';
import type { HolidayJourney } from './journey';
import { stepSchemas, type StepProps } from './steps';

export function AddressStep(
  props: StepProps & { country: Country; onDone: (address: HolidayJourney['address']) => void },
) {
  const { m, country, heading, journey, onBack, onDone } = props;
  const addressCountry = country === 'be' ? 'BE' : 'NL';
  const { postcode, houseNumber, suffix, street, city } = journey.address;
  const kit = useForm({
    schema: () => stepSchemas().then((schemas) => schemas.holidayAddressSchema(addressCountry)),
    defaultValues: { street, houseNumber, suffix, postcode, city, countryCode: addressCountry as string },
    violationMessage: m.violation,
  });

  const field = (name: JourneyAddressFieldName) => ({
    ...kit.text(name),
    ...journeyAddressField(m.t, 'holiday', country, name),
  });

  return (
    <StepForm
      kit={kit}
      onValid={(address) =>
        onDone({
          postcode: address.postcode,
          houseNumber: address.houseNumber,
          suffix: address.suffix ?? '',
          street: address.street,
          city: address.city,
          confirmed: true,
        })
      }
      step={['holiday', 'adres']}
      heading={heading}
    >
      <p>{m.t('holiday.address.intro')}</p>
      <p className="text-sm text-text-muted">{m.t('holiday.choice.hint.temporary_address')}</p>
      <ErrorSummary
        title={m.t('holiday.journey.errorSummary')}
        errors={kit.general.map((code) => ({ message: m.violation(code) }))}
      />
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput {...field('street')} />
        <div className="grid grid-cols-2 gap-4">
          <TextInput {...field('houseNumber')} />
          <TextInput {...field('suffix')} />
        </div>
        <TextInput {...field('postcode')} />
        <TextInput {...field('city')} />
      </div>
      <StepButtons nextLabel={m.t('holiday.journey.next')} backLabel={m.t('holiday.journey.back')} onBack={onBack} />
    </StepForm>
  );
}
