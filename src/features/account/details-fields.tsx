/**
 * The fields of the account details' two edit forms (AccountDetails.tsx), in a module of their own: the details are
 * read far more often than edited, and the fields bring the design system's form controls, the radio group's state
 * machine and the input masks (imask, for the date of birth and the phone number) — more script than the rest of
 * the screen. The island loads this module when the user first asks to edit (or points at an edit button).
 */
import type { AccountDetailsFieldsFragment } from '../../lib/graphql/generated/graphql';
import { MaskedInput } from '../../ui/masks';
import { PhoneInput } from '../../ui/phone-input';
import { RadioGroup } from '../../ui/radio-group';
import { TextInput } from '../../ui/text-input';
import { GENDERS } from '../../shared/account-codes';
import { isoToMaskDate } from '../../shared/dates';
import { ADDRESS_COUNTRIES, type AddressCountry } from '../../shared/postcode';
import type { MessageLookup } from '../../lib/messages';

type Profile = AccountDetailsFieldsFragment['profile'];

interface FieldsProps {
  m: MessageLookup;
  /** The message of a field the server refused, if any. */
  error: (field: string) => string | undefined;
}

/** First and last name, gender and date of birth, filled with what is stored. */
export function PersonalFields({ m, error, person }: FieldsProps & { person: Profile['personal_information'] }) {
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput
          name="first_name"
          label={m.t('account.field.firstName')}
          autoComplete="given-name"
          defaultValue={person.first_name ?? ''}
          customValidityMessage={m.violation('FIRST_NAME_REQUIRED')}
          error={error('first_name')}
        />
        <TextInput
          name="last_name"
          label={m.t('account.field.lastName')}
          autoComplete="family-name"
          defaultValue={person.last_name ?? ''}
          customValidityMessage={m.violation('LAST_NAME_REQUIRED')}
          error={error('last_name')}
        />
      </div>
      <div className="flex flex-col gap-1">
        <RadioGroup
          name="gender"
          label={m.t('account.field.gender')}
          orientation="horizontal"
          defaultValue={person.gender ?? undefined}
          aria-describedby={error('gender') ? 'gender-error' : undefined}
          options={GENDERS.map((gender) => ({ value: gender, label: m.t(`account.gender.${gender}`) }))}
        />
        {error('gender') ? (
          <p
            id="gender-error"
            className="rounded-brand bg-negative-bg px-2 py-1 text-sm font-semibold text-on-negative"
          >
            {error('gender')}
          </p>
        ) : null}
      </div>
      <MaskedInput
        kind="date"
        name="date_of_birth"
        label={m.t('account.field.dateOfBirth')}
        required={false}
        optionalSuffix={m.t('account.optional')}
        description={m.t('account.field.dateOfBirthHint')}
        autoComplete="bday"
        defaultValue={isoToMaskDate(person.date_of_birth)}
        error={error('date_of_birth')}
        className="tablet:max-w-xs"
      />
    </>
  );
}

/** The phone input's countries: the two the brands serve, both highlighted. */
function phoneCountries(m: MessageLookup) {
  return [
    { name: m.t('account.phone.countryNL'), code: '31', highlighted: true },
    { name: m.t('account.phone.countryBE'), code: '32', highlighted: true },
  ];
}

/** Country, address and phone number, filled with what is stored; the country is the section's state. */
export function ContactFields({
  m,
  error,
  contact,
  country,
  onCountryChange,
}: FieldsProps & {
  contact: Profile['contact_information'];
  country: AddressCountry;
  onCountryChange: (country: AddressCountry) => void;
}) {
  const address = contact.address;
  return (
    <>
      <RadioGroup
        name="country_code"
        label={m.t('account.field.country')}
        orientation="horizontal"
        value={country}
        onValueChange={(details) => onCountryChange(details.value === 'BE' ? 'BE' : 'NL')}
        options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: m.t(`account.country.${code}`) }))}
      />
      <div className="grid gap-4 tablet:grid-cols-3">
        <TextInput
          name="zip_code"
          label={m.t('account.field.zipCode')}
          autoComplete="postal-code"
          defaultValue={address.zip_code ?? ''}
          description={m.t(country === 'BE' ? 'account.field.zipCodeHintBE' : 'account.field.zipCodeHintNL')}
          customValidityMessage={m.violation('POSTCODE_INVALID')}
          error={error('zip_code')}
        />
        <TextInput
          name="house_number"
          label={m.t('account.field.houseNumber')}
          inputMode="numeric"
          defaultValue={address.house_number ?? ''}
          customValidityMessage={m.violation('HOUSE_NUMBER_INVALID')}
          error={error('house_number')}
        />
        <TextInput
          name="house_number_suffix"
          label={m.t('account.field.houseNumberSuffix')}
          required={false}
          optionalSuffix={m.t('account.optional')}
          defaultValue={address.house_number_suffix ?? ''}
          error={error('house_number_suffix')}
        />
      </div>
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput
          name="street"
          label={m.t('account.field.street')}
          autoComplete="address-line1"
          defaultValue={address.street ?? ''}
          customValidityMessage={m.violation('STREET_REQUIRED')}
          error={error('street')}
        />
        <TextInput
          name="city"
          label={m.t('account.field.city')}
          autoComplete="address-level2"
          defaultValue={address.city ?? ''}
          customValidityMessage={m.violation('CITY_REQUIRED')}
          error={error('city')}
        />
      </div>
      <PhoneInput
        name="phone_number"
        label={m.t('account.field.phone')}
        countryLabel={m.t('account.field.phoneCountry')}
        countries={phoneCountries(m)}
        defaultValue={contact.phone_number ?? undefined}
        defaultCountryCode={contact.phone_number ? undefined : country === 'BE' ? '32' : '31'}
        required={false}
        optionalSuffix={m.t('account.optional')}
        customValidityMessage={m.t('account.field.phoneIncomplete')}
        error={error('phone_number')}
      />
    </>
  );
}
