/** The holiday journey's address step (a temporary address only): the address typed, in the brand's country. */
import { useForm } from '../../lib/form';
import type { Country } from '../../shared/dates';
import { ErrorSummary } from '../../ui/error-summary';
import { StepButtons } from '../../ui/step-buttons';
import { TextInput } from '../../ui/text-input';
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

  return (
    <form
      ref={kit.formRef}
      noValidate
      onSubmit={kit.onSubmit((address) =>
        onDone({
          postcode: address.postcode,
          houseNumber: address.houseNumber,
          suffix: address.suffix ?? '',
          street: address.street,
          city: address.city,
          confirmed: true,
        }),
      )}
      className="flex max-w-xl flex-col gap-4"
      data-holiday-form="adres"
    >
      {heading}
      <p>{m.t('holiday.address.intro')}</p>
      <p className="text-sm text-text-muted">{m.t('holiday.choice.hint.temporary_address')}</p>
      <ErrorSummary
        title={m.t('holiday.journey.errorSummary')}
        errors={kit.general.map((code) => ({ message: m.violation(code) }))}
      />
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput {...kit.text('street')} label={m.t('holiday.address.street')} autoComplete="address-line1" />
        <div className="grid grid-cols-2 gap-4">
          <TextInput
            {...kit.text('houseNumber')}
            label={m.t('holiday.address.houseNumber')}
            inputMode="numeric"
            autoComplete="address-line2"
          />
          <TextInput
            {...kit.text('suffix')}
            label={m.t(`holiday.address.suffix.${country}`)}
            required={false}
            optionalSuffix={m.t('holiday.address.optional')}
            autoComplete="address-line3"
          />
        </div>
        <TextInput
          {...kit.text('postcode')}
          label={m.t('holiday.address.postcode')}
          description={m.t(`holiday.address.postcodeHint.${country}`)}
          autoComplete="postal-code"
        />
        <TextInput {...kit.text('city')} label={m.t(`holiday.address.city.${country}`)} autoComplete="address-level2" />
      </div>
      <StepButtons nextLabel={m.t('holiday.journey.next')} backLabel={m.t('holiday.journey.back')} onBack={onBack} />
    </form>
  );
}
