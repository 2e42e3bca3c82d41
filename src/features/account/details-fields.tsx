/**
 * The account details' two edit forms (details-sections.tsx) with their fields, in a module of their own: the details
 * are read far more often than edited, and the forms bring the form hook (react-hook-form), the design system's form
 * controls, the radio group's state machine and the input masks (imask, for the date of birth and the phone number)
 * — more script than the rest of the screen. The island loads this module when the user first asks to edit (or
 * points at an edit button). Each field is bound to the form hook (value, change, id and error).
 */
import { useMemo } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import type { FormKit } from '../../lib/form';
import { request } from '../../lib/graphql/client';
import {
  UpdateContactInformationDocument,
  UpdatePersonalInformationDocument,
  type AccountDetailsFieldsFragment,
  type UmsGender,
  type UpdateContactInformationMutationVariables,
  type UpdatePersonalInformationMutationVariables,
} from '../../lib/graphql/generated/graphql';
import type { MessageLookup } from '../../lib/messages';
import { isoToMaskDate } from '../../shared/dates';
import type { Violation } from '../../shared/result';
import type { EditSection } from '../platform/edit-section';
import { EditForm, NameFields, useSectionForm } from '../platform/section-form';
import { accountArea } from './area';
import type { SectionProps } from './details-sections';
import { GENDERS, type Gender } from '../../shared/account-codes';
import { ADDRESS_COUNTRIES } from '../../shared/postcode';
import { MaskedInput } from '../../ui/masks';
import { PhoneInput } from '../../ui/phone-input';
import { RadioGroup } from '../../ui/radio-group';
import { TextInput } from '../../ui/text-input';

/** What the fields use of a form: its values, changes, ids and errors (not its submit). */
type FieldKit<TValues extends Record<string, string>> = Pick<
  FormKit<TValues, unknown>,
  'text' | 'value' | 'set' | 'error' | 'fieldId' | 'invalid'
>;

/** The personal information form's values, as typed. */
export type PersonalValues = { first_name: string; last_name: string; gender: Gender; date_of_birth: string };

/** The contact information form's values, as typed. */
export type ContactValues = {
  country_code: string;
  zip_code: string;
  house_number: string;
  house_number_suffix: string;
  street: string;
  city: string;
  phone_number: string;
};

/** A radio group's error below it, linked by id. */
function GroupError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="rounded-brand bg-negative-bg px-2 py-1 text-sm font-semibold text-on-negative">
      {error}
    </p>
  ) : null;
}

/** First and last name, gender and date of birth, filled with what is stored. */
export function PersonalFields({ m, kit }: { m: MessageLookup; kit: FieldKit<PersonalValues> }) {
  const genderError = kit.error('gender');
  return (
    <>
      <NameFields
        m={m}
        field={kit.text}
        labels={{ firstName: m.t('account.field.firstName'), lastName: m.t('account.field.lastName') }}
      />
      <div className="flex flex-col gap-1">
        <RadioGroup
          id={kit.fieldId('gender')}
          name="gender"
          label={m.t('account.field.gender')}
          orientation="horizontal"
          value={kit.value('gender') || null}
          onValueChange={(details) => kit.set('gender', (details.value ?? 'UNKNOWN') as Gender)}
          invalid={Boolean(genderError)}
          aria-describedby={genderError ? 'gender-error' : undefined}
          options={GENDERS.map((gender) => ({ value: gender, label: m.t(`account.gender.${gender}`) }))}
        />
        <GroupError id="gender-error" error={genderError} />
      </div>
      <MaskedInput
        kind="date"
        id={kit.fieldId('date_of_birth')}
        name="date_of_birth"
        label={m.t('account.field.dateOfBirth')}
        required={false}
        optionalSuffix={m.t('account.optional')}
        description={m.t('account.field.dateOfBirthHint')}
        autoComplete="bday"
        defaultValue={kit.value('date_of_birth')}
        onAccept={(value) => kit.set('date_of_birth', value)}
        error={kit.error('date_of_birth')}
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

/** Country, address and phone number, filled with what is stored. */
export function ContactFields({
  m,
  kit,
  storedPhone,
}: {
  m: MessageLookup;
  kit: FieldKit<ContactValues>;
  /** The stored number; without one the phone input starts with the dial code of the address's country. */
  storedPhone: string | null | undefined;
}) {
  const country = kit.value('country_code') === 'BE' ? 'BE' : 'NL';
  return (
    <>
      <RadioGroup
        id={kit.fieldId('country_code')}
        name="country_code"
        label={m.t('account.field.country')}
        orientation="horizontal"
        value={country}
        onValueChange={(details) => kit.set('country_code', details.value === 'BE' ? 'BE' : 'NL')}
        options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: m.t(`account.country.${code}`) }))}
      />
      <div className="grid gap-4 tablet:grid-cols-3">
        <TextInput
          {...kit.text('zip_code')}
          label={m.t('account.field.zipCode')}
          autoComplete="postal-code"
          description={m.t(country === 'BE' ? 'account.field.zipCodeHintBE' : 'account.field.zipCodeHintNL')}
          customValidityMessage={m.violation('POSTCODE_INVALID')}
        />
        <TextInput
          {...kit.text('house_number')}
          label={m.t('account.field.houseNumber')}
          inputMode="numeric"
          customValidityMessage={m.violation('HOUSE_NUMBER_INVALID')}
        />
        <TextInput
          {...kit.text('house_number_suffix')}
          label={m.t('account.field.houseNumberSuffix')}
          required={false}
          optionalSuffix={m.t('account.optional')}
        />
      </div>
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput
          {...kit.text('street')}
          label={m.t('account.field.street')}
          autoComplete="address-line1"
          customValidityMessage={m.violation('STREET_REQUIRED')}
        />
        <TextInput
          {...kit.text('city')}
          label={m.t('account.field.city')}
          autoComplete="address-level2"
          customValidityMessage={m.violation('CITY_REQUIRED')}
        />
      </div>
      <PhoneInput
        id={kit.fieldId('phone_number')}
        name="phone_number"
        label={m.t('account.field.phone')}
        countryLabel={m.t('account.field.phoneCountry')}
        countries={phoneCountries(m)}
        defaultValue={storedPhone ?? undefined}
        defaultCountryCode={storedPhone ? undefined : country === 'BE' ? '32' : '31'}
        onChange={(value) => kit.set('phone_number', value)}
        required={false}
        optionalSuffix={m.t('account.optional')}
        customValidityMessage={m.t('account.field.phoneIncomplete')}
        error={kit.error('phone_number')}
      />
    </>
  );
}

type Account = AccountDetailsFieldsFragment;

/** The answer of both update mutations: ok or violations, and the account as saved. */
interface UpdateResult {
  ok: boolean;
  violations: readonly Violation[];
  account?: Account | null;
}

/** An update of the account's own details: its saved account becomes the UmsAccount cache entry. */
function accountUpdate<Variables>(run: (variables: Variables) => Promise<UpdateResult>) {
  return fetcher().createUpdate<Variables, UpdateResult, Account>(accountArea.cacheKeys.account, run, (result) =>
    result.ok && result.account ? result.account : undefined,
  );
}

export function PersonalForm({ m, account, brandCountry, section }: SectionProps & { section: EditSection }) {
  const person = account.profile.personal_information;
  const schema = useMemo(
    () => () =>
      import('../../shared/account').then((module) => module.personalInformationSchema(new Date(), brandCountry)),
    [brandCountry],
  );
  // The date as typed (dd.mm.jjjj), no gender chosen as UNKNOWN.
  const form = useSectionForm({
    section,
    area: 'account',
    m,
    schema,
    defaultValues: {
      first_name: person.first_name ?? '',
      last_name: person.last_name ?? '',
      gender: person.gender ?? 'UNKNOWN',
      date_of_birth: isoToMaskDate(person.date_of_birth),
    },
    mutation: () =>
      accountUpdate(
        async (variables: UpdatePersonalInformationMutationVariables) =>
          (await request(UpdatePersonalInformationDocument, variables)).updatePersonalInformation,
      ),
    variables: (values) => ({
      accountId: account.id,
      input: { ...values, gender: (values.gender || 'UNKNOWN') as UmsGender },
    }),
  });
  return (
    <EditForm form={form} className="flex flex-col gap-4" testId="personal-form">
      <PersonalFields m={m} kit={form.kit} />
    </EditForm>
  );
}

export function ContactForm({ m, account, section }: SectionProps & { section: EditSection }) {
  const contact = account.profile.contact_information;
  const address = contact.address;
  const form = useSectionForm({
    section,
    area: 'account',
    m,
    schema: contactSchema,
    defaultValues: {
      country_code: address.country_code === 'BE' ? 'BE' : 'NL',
      zip_code: address.zip_code ?? '',
      house_number: address.house_number ?? '',
      house_number_suffix: address.house_number_suffix ?? '',
      street: address.street ?? '',
      city: address.city ?? '',
      phone_number: contact.phone_number ?? '',
    },
    mutation: () =>
      accountUpdate(
        async (variables: UpdateContactInformationMutationVariables) =>
          (await request(UpdateContactInformationDocument, variables)).updateContactInformation,
      ),
    variables: (input) => ({ accountId: account.id, input }),
  });
  return (
    <EditForm form={form} className="flex flex-col gap-4" testId="contact-form">
      <ContactFields m={m} kit={form.kit} storedPhone={contact.phone_number} />
    </EditForm>
  );
}

const contactSchema = () => import('../../shared/account').then((module) => module.contactInformationSchema);
