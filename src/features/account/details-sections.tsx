/**
 * The account details' two sections, each shown as label/value pairs and edited in place through the kit's form hook:
 * personal information and contact information. The forms check the input with the shared schemas
 * (src/shared/account.ts, loaded with the first save) and send it as typed; the server parses it with the same
 * schemas and its refusals land beside their fields. A saved form writes the account the server answered into the
 * UmsAccount cache entry.
 */
import { lazy, useMemo } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { formatPhone } from '../../lib/format';
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
import { placeLine, streetLine } from '../../shared/address';
import { isoToMaskDate, type Country } from '../../shared/dates';
import type { Violation } from '../../shared/result';
import { LinkButton } from '../../ui/button';
import { LabelledValue } from '../../ui/labelled-value';
import { Tag } from '../../ui/tag';
import { EditForm, EditableSection, useSectionForm, type EditSection } from '../platform/edit-section';
import { accountArea } from './area';

/** The edit forms' fields, loaded once (the import is shared) when first needed. */
const loadFields = () => import('./details-fields');
const PersonalFields = lazy(() => loadFields().then((module) => ({ default: module.PersonalFields })));
const ContactFields = lazy(() => loadFields().then((module) => ({ default: module.ContactFields })));
/** Starts loading the fields as soon as the user points at or tabs to an edit button, so they are there on click. */
const preloadFields = () => void loadFields().catch(() => undefined);

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

interface SectionProps {
  m: MessageLookup;
  account: Account;
  /** The brand's country: the day "today" of the date of birth, the national form of its phone numbers. */
  brandCountry: Country;
}

export function PersonalSection({ m, account, brandCountry }: SectionProps) {
  const person = account.profile.personal_information;
  const notSet = m.t('account.notSet');
  return (
    <EditableSection
      id="personal-title"
      title={m.t('account.personal.title')}
      editLabel={m.t('account.personal.edit')}
      area="account"
      m={m}
      onPreload={preloadFields}
      form={(section) => <PersonalForm m={m} account={account} brandCountry={brandCountry} section={section} />}
    >
      <LabelledValue.Root layout="inline">
        <LabelledValue.Item
          label={m.t('account.field.firstName')}
          value={person.first_name || notSet}
          data-testid="personal-first-name"
        />
        <LabelledValue.Item
          label={m.t('account.field.lastName')}
          value={person.last_name || notSet}
          data-testid="personal-last-name"
        />
        <LabelledValue.Item
          label={m.t('account.field.gender')}
          value={person.gender && person.gender !== 'UNKNOWN' ? m.t(`account.gender.${person.gender}`) : notSet}
        />
        <LabelledValue.Item
          label={m.t('account.field.dateOfBirth')}
          value={isoToMaskDate(person.date_of_birth) || notSet}
          data-testid="personal-date-of-birth"
        />
      </LabelledValue.Root>
    </EditableSection>
  );
}

function PersonalForm({ m, account, brandCountry, section }: SectionProps & { section: EditSection }) {
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

export function ContactSection({
  m,
  account,
  brandCountry,
  canVerifyPhone,
}: SectionProps & { canVerifyPhone: boolean }) {
  const contact = account.profile.contact_information;
  const address = contact.address;
  const initialCountry = address.country_code === 'BE' ? 'BE' : 'NL';
  const notSet = m.t('account.notSet');
  const parts = {
    street: address.street,
    houseNumber: address.house_number,
    houseNumberSuffix: address.house_number_suffix,
    zipCode: address.zip_code,
    city: address.city,
    countryCode: address.country_code,
  };
  const streetText = streetLine(parts);
  const placeText = placeLine(parts);
  return (
    <EditableSection
      id="contact-title"
      title={m.t('account.contact.title')}
      editLabel={m.t('account.contact.edit')}
      area="account"
      m={m}
      onPreload={preloadFields}
      form={(section) => <ContactForm m={m} account={account} brandCountry={brandCountry} section={section} />}
    >
      <LabelledValue.Root layout="inline">
        <LabelledValue.Item
          label={m.t('account.address')}
          data-testid="contact-address"
          value={
            streetText || placeText ? (
              <>
                {streetText}
                <br />
                {placeText}
                <br />
                {m.t(`account.country.${initialCountry}`)}
              </>
            ) : (
              m.t('account.noAddress')
            )
          }
        />
        <LabelledValue.Item
          label={m.t('account.field.phone')}
          data-testid="contact-phone"
          value={
            contact.phone_number ? (
              <span className="flex flex-wrap items-center gap-2">
                <span>{formatPhone(contact.phone_number, brandCountry)}</span>
                <Tag
                  text={m.t(contact.phone_verified ? 'account.phoneVerified' : 'account.phoneNotVerified')}
                  variant={contact.phone_verified ? 'green' : 'orange'}
                />
                {canVerifyPhone && !contact.phone_verified ? (
                  <LinkButton href="/account/telefoonnummer" variant="tertiary" size="small">
                    {m.t('account.verifyPhone')}
                  </LinkButton>
                ) : null}
              </span>
            ) : (
              notSet
            )
          }
        />
      </LabelledValue.Root>
    </EditableSection>
  );
}

function ContactForm({ m, account, section }: SectionProps & { section: EditSection }) {
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
