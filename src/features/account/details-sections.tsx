/**
 * The account details' two sections, each shown as label/value pairs and edited in place through the kit's form hook:
 * personal information and contact information. The forms check the input with the shared schemas
 * (src/shared/account.ts, loaded with the first save) and send it as typed; the server parses it with the same
 * schemas and its refusals land beside their fields. A saved form writes the account the server answered into the
 * UmsAccount cache entry.
 */
import { lazy, type ComponentProps } from 'react';
import { formatPhone } from '../../lib/format';
import type { AccountDetailsFieldsFragment } from '../../lib/graphql/generated/graphql';
import type { MessageLookup } from '../../lib/messages';
import { placeLine, streetLine } from '../../shared/address';
import { isoToMaskDate, type Country } from '../../shared/dates';
import { LinkButton } from '../../ui/button';
import { Tag } from '../../ui/tag';
import { EditableSection } from '../platform/edit-section';

/** The edit forms with their fields, loaded once (the import is shared) when first needed. */
const loadForms = () => import('./details-fields');
const PersonalForm = lazy(() => loadForms().then((module) => ({ default: module.PersonalForm })));
const ContactForm = lazy(() => loadForms().then((module) => ({ default: module.ContactForm })));
/** Starts loading the forms as soon as the user points at or tabs to an edit button, so they are there on click. */
const preloadFields = () => void loadForms().catch(() => undefined);

type Account = AccountDetailsFieldsFragment;

/**
 * One of the account's sections: its heading's id `<name>-title`, its texts `account.<name>`, the account's edit
 * texts, and its form starting to load when the user approaches its edit button.
 */
function AccountSection({
  name,
  ...rest
}: { name: 'personal' | 'contact' } & Omit<
  ComponentProps<typeof EditableSection>,
  'id' | 'texts' | 'area' | 'onPreload'
>) {
  return (
    <EditableSection
      {...rest}
      id={`${name}-title`}
      texts={`account.${name}`}
      area="account"
      onPreload={preloadFields}
    />
  );
}

export interface SectionProps {
  m: MessageLookup;
  account: Account;
  /** The brand's country: the day "today" of the date of birth, the national form of its phone numbers. */
  brandCountry: Country;
}

export function PersonalSection({ m, account, brandCountry }: SectionProps) {
  const person = account.profile.personal_information;
  const { t } = m;
  const notSet = t('account.notSet');
  return (
    <AccountSection
      name="personal"
      m={m}
      form={(section) => <PersonalForm m={m} account={account} brandCountry={brandCountry} section={section} />}
      items={[
        {
          label: t('account.field.firstName'),
          value: person.first_name || notSet,
          testId: 'personal-first-name',
        },
        { label: t('account.field.lastName'), value: person.last_name || notSet, testId: 'personal-last-name' },
        {
          label: t('account.field.gender'),
          value: person.gender && person.gender !== 'UNKNOWN' ? t(`account.gender.${person.gender}`) : notSet,
        },
        {
          label: t('account.field.dateOfBirth'),
          value: isoToMaskDate(person.date_of_birth) || notSet,
          testId: 'personal-date-of-birth',
        },
      ]}
    />
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
    <AccountSection
      name="contact"
      m={m}
      form={(section) => <ContactForm m={m} account={account} brandCountry={brandCountry} section={section} />}
      items={[
        {
          label: m.t('account.address'),
          testId: 'contact-address',
          value:
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
            ),
        },
        {
          label: m.t('account.field.phone'),
          testId: 'contact-phone',
          value: contact.phone_number ? (
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
          ),
        },
      ]}
    />
  );
}
