/**
 * The moving journey's first step, the new address: in the Netherlands postcode, house number and suffix, with
 * street and city found by the server's address lookup; in Belgium street and city typed too.
 */
import { useForm } from '../../lib/form';
import { request } from '../../lib/graphql/client';
import { LookupAddressDocument } from '../../lib/graphql/generated/graphql';
import type { Country } from '../../shared/dates';
import { addressCountryOf } from '../../shared/moving-codes';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { useHydrated } from '../../ui/hydration';
import { TextInput } from '../../ui/text-input';
import { journeyAddressField, StepForm, type JourneyAddressFieldName } from '../platform/journey-parts';
import type { MovingJourney } from './journey';
import { stepSchemas, type StepProps } from './steps';

/** The fields of the step (street, city and country in Belgium only). */
interface AddressValues {
  postcode: string;
  houseNumber: string;
  suffix: string;
  street?: string;
  city?: string;
  countryCode?: string;
}

/** What the step's schema gives: the typed address (street and city in Belgium only). */
interface ParsedAddress {
  postcode: string;
  houseNumber: string;
  suffix?: string | null | undefined;
  street?: unknown;
  city?: unknown;
}

export function AddressStep(
  props: Omit<StepProps, 'onBack'> & {
    country: Country;
    brandName: string;
    onDone: (address: MovingJourney['address']) => void;
  },
) {
  const { m, country, brandName, heading, journey, onDone } = props;
  const hydrated = useHydrated();
  const addressCountry = addressCountryOf(country);
  const { postcode, houseNumber, suffix, street, city } = journey.address;
  const kit = useForm<AddressValues, ParsedAddress>({
    schema: () =>
      stepSchemas().then((schemas) =>
        addressCountry === 'BE' ? schemas.movingAddressSchema('BE') : schemas.addressLookupSchema('NL'),
      ),
    defaultValues:
      addressCountry === 'BE'
        ? { postcode, houseNumber, suffix, street, city, countryCode: 'BE' }
        : { postcode, houseNumber, suffix },
    violationMessage: m.violation,
  });

  const field = (name: JourneyAddressFieldName) => ({
    ...kit.text(name),
    ...journeyAddressField(m.t, 'moving', country, name),
  });

  async function found(address: ParsedAddress) {
    if (addressCountry === 'BE') {
      return onDone({
        postcode: address.postcode,
        houseNumber: address.houseNumber,
        suffix: address.suffix ?? '',
        street: String(address.street),
        city: String(address.city),
        confirmed: true,
      });
    }
    const { lookupAddress } = await request(LookupAddressDocument, {
      postcode: address.postcode,
      houseNumber: address.houseNumber,
      suffix: address.suffix,
    });
    if (!lookupAddress.ok || !lookupAddress.address) return kit.refuse(lookupAddress.violations);
    const result = lookupAddress.address;
    onDone({
      postcode: result.zipCode,
      houseNumber: result.houseNumber,
      suffix: result.houseNumberSuffix ?? '',
      street: result.street,
      city: result.city,
      confirmed: true,
    });
  }

  return (
    <StepForm kit={kit} onValid={found} step={['moving', 'adres']} heading={heading}>
      <p>{m.t(`moving.address.intro.${country}`)}</p>
      <p className="text-sm text-text-muted">{m.t(`moving.address.onlyCountry.${country}`, { brand: brandName })}</p>
      <ErrorSummary
        title={m.t('moving.journey.errorSummary')}
        errors={kit.general.map((code) => ({ message: m.violation(code) }))}
      />
      <div className="grid gap-4 tablet:grid-cols-3">
        <TextInput {...field('postcode')} />
        <TextInput {...field('houseNumber')} />
        <TextInput {...field('suffix')} />
      </div>
      {addressCountry === 'BE' ? (
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextInput {...field('street')} />
          <TextInput {...field('city')} />
        </div>
      ) : null}
      <div>
        <Button
          type="submit"
          disabled={!hydrated}
          loading={kit.submitting}
          loadingLabel={m.t('moving.journey.searching')}
        >
          {addressCountry === 'NL' ? m.t('moving.address.search') : m.t('moving.journey.next')}
        </Button>
      </div>
    </StepForm>
  );
}
