/**
 * The account details island (`/account/gegevens`): how complete the profile is, and the personal and contact
 * information, each shown as label/value pairs and edited in place. The server validates with the shared schemas
 * (src/shared/account.ts) and answers violations, shown in Dutch beside their fields. The details come through the fetcher
 * (key UmsAccount, with its retries); a saved form writes the account the server answered into that cache entry.
 * The forms' fields (./details-fields.tsx: form controls, radio group, input masks) load when the user first asks to
 * edit, or points at an edit button: reading the details needs none of them.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { formatPhone } from '../../lib/format';
import { accountArea } from './area';
import { accountDetailsQuery } from './queries';
import { request } from '../../lib/graphql/client';
import {
  UpdateContactInformationDocument,
  UpdatePersonalInformationDocument,
  type AccountDetailsFieldsFragment,
  type ContactInformationInput,
  type PersonalInformationInput,
  type UmsGender,
  type UpdateContactInformationMutationVariables,
  type UpdatePersonalInformationMutationVariables,
} from '../../lib/graphql/generated/graphql';
import { Button, LinkButton } from '../../ui/button';
import { LabelledValue } from '../../ui/labelled-value';
import { Loader } from '../../ui/loader';
import { NotificationBanner } from '../../ui/notification-banner';
import { Tag } from '../../ui/tag';
import { Skeleton } from '../../ui/skeleton';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { Completeness } from './Completeness';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { splitViolations } from './messages';
import { placeLine, streetLine } from '../../shared/address';
import { isoToMaskDate, type Country } from '../../shared/dates';
import type { AddressCountry } from '../../shared/postcode';
import type { Violation } from '../../shared/result';

/** The edit forms' fields, loaded once (the import is shared) when first needed. */
const loadFields = () => import('./details-fields');
const PersonalFields = lazy(() => loadFields().then((module) => ({ default: module.PersonalFields })));
const ContactFields = lazy(() => loadFields().then((module) => ({ default: module.ContactFields })));
/** Starts loading the fields as soon as the user points at or tabs to an edit button, so they are there on click. */
const preloadFields = () => void loadFields().catch(() => undefined);

type Account = AccountDetailsFieldsFragment;

export interface AccountDetailsProps {
  /** The translations this island uses (ACCOUNT_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** isPhoneNumberChallengeEnabled: offer to verify an unverified number. */
  canVerifyPhone: boolean;
  /** The brand's country: its phone numbers are shown in national form. */
  country: Country;
}

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

export default function AccountDetails({ messages, canVerifyPhone, country }: AccountDetailsProps) {
  const m = useMessages(messages);
  const $account = useMemo(accountDetailsQuery, []);
  const { data: account, error } = useStore($account);

  if (account === undefined && error !== undefined) {
    return (
      <PageLoadFailure
        message={m.t('pageErrorMessage')}
        retryLabel={m.t('pageReloadButtonLabel')}
        onRetry={() => $account.invalidate()}
      />
    );
  }
  if (account === undefined) return <DetailsPlaceholder m={m} />;

  return (
    <div className="flex flex-col gap-8">
      <Completeness m={m} value={account.accountCompleteness} />
      <PersonalSection m={m} account={account} />
      <ContactSection m={m} account={account} canVerifyPhone={canVerifyPhone} brandCountry={country} />
    </div>
  );
}

/**
 * What the page shows while the account loads: the completeness bar, both sections with their headings, edit
 * buttons and labelled rows, with grey bars for the values, so nothing below moves when the data arrives (layout
 * shift; the one-line loading text it replaces moved the page by a third of a phone's screen). Screen readers hear
 * the loading text of the status region.
 */
function DetailsPlaceholder({ m }: { m: MessageLookup }) {
  const section = (title: string, rows: readonly (readonly [label: string, lines: number])[]) => (
    <section className="rounded-brand border border-border bg-surface p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-brand text-xl font-bold">{title}</h2>
        <span aria-hidden="true" className="block h-11 w-28 rounded-brand bg-border motion-safe:animate-pulse" />
      </div>
      <LabelledValue.Root layout="inline">
        {rows.map(([label, lines]) => (
          <LabelledValue.Item
            key={label}
            label={label}
            value={
              <span className="flex flex-col gap-0">
                {Array.from({ length: lines }, (_, line) => (
                  <Skeleton key={line} className={line === 0 ? 'h-6 w-48 max-w-full' : 'h-6 w-36'} />
                ))}
              </span>
            }
          />
        ))}
      </LabelledValue.Root>
    </section>
  );
  return (
    <div className="flex flex-col gap-8" aria-busy="true" data-account-details-loading>
      <p role="status" className="sr-only">
        {m.t('pageLoading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-2">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{m.t('account.completeness.label')}</span>
          <span className="block h-3 w-full rounded-full border border-border bg-surface-muted" />
        </div>
        <span className="block h-5 w-3/4 rounded-brand bg-border motion-safe:animate-pulse" />
      </div>
      {section(m.t('account.personal.title'), [
        [m.t('account.field.firstName'), 1],
        [m.t('account.field.lastName'), 1],
        [m.t('account.field.gender'), 1],
        [m.t('account.field.dateOfBirth'), 1],
      ])}
      {section(m.t('account.contact.title'), [
        [m.t('account.address'), 3],
        [m.t('account.field.phone'), 1],
      ])}
    </div>
  );
}

interface SectionProps {
  m: MessageLookup;
  account: Account;
}

/** What an edit form needs: submit state, violations per field and the general ones, focus handling. */
function useEditForm(fields: readonly string[]) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { byField, general } = splitViolations(violations, fields);

  // After a refusal, focus the first field the server refused (or the form's error summary).
  useEffect(() => {
    if (violations.length === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-feedback]');
    target?.focus();
  }, [violations]);

  return {
    editing,
    saving,
    byField,
    general,
    savedAt,
    formRef,
    headingRef,
    start() {
      setViolations([]);
      setSavedAt(null);
      setEditing(true);
    },
    cancel() {
      setViolations([]);
      setEditing(false);
      requestAnimationFrame(() => headingRef.current?.focus());
    },
    /** Runs the update; a failure (the mutator store's error, no result) shows as GENERIC-ERROR. */
    async submit(run: () => Promise<UpdateResult | undefined>) {
      setSaving(true);
      try {
        const result = await run();
        if (!result) {
          setViolations([{ code: 'GENERIC-ERROR' }]);
        } else if (result.ok) {
          setViolations([]);
          setEditing(false);
          setSavedAt(Date.now());
          requestAnimationFrame(() => headingRef.current?.focus());
        } else {
          setViolations(result.violations);
        }
      } catch {
        setViolations([{ code: 'GENERIC-ERROR' }]);
      } finally {
        setSaving(false);
      }
    },
  };
}

type EditForm = ReturnType<typeof useEditForm>;

function SectionHeader({
  form,
  id,
  title,
  editLabel,
  m,
}: {
  form: EditForm;
  id: string;
  title: string;
  editLabel: string;
  m: MessageLookup;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 id={id} ref={form.headingRef} tabIndex={-1} className="font-brand text-xl font-bold">
        {title}
      </h2>
      {form.editing ? null : (
        <Button
          variant="secondary"
          size="small"
          aria-label={editLabel}
          onClick={form.start}
          onPointerEnter={preloadFields}
          onFocus={preloadFields}
        >
          {m.t('account.edit')}
        </Button>
      )}
    </div>
  );
}

function FormFeedback({ form, m }: { form: EditForm; m: MessageLookup }) {
  if (form.general.length > 0) {
    return (
      <div tabIndex={-1} data-form-feedback className="outline-none">
        <NotificationBanner variant="error" shouldAnnounce>
          {form.general.map((code) => (
            <p key={code}>{m.violation(code)}</p>
          ))}
        </NotificationBanner>
      </div>
    );
  }
  if (Object.keys(form.byField).length > 0) {
    return (
      <NotificationBanner variant="error">
        <p>{m.t('account.formErrors')}</p>
      </NotificationBanner>
    );
  }
  return null;
}

function FormButtons({ form, m }: { form: EditForm; m: MessageLookup }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" loading={form.saving} loadingLabel={m.t('account.saving')}>
        {m.t('account.save')}
      </Button>
      <Button variant="tertiary" onClick={form.cancel} disabled={form.saving}>
        {m.t('account.cancel')}
      </Button>
    </div>
  );
}

/** Stands in for a form's fields and buttons while they load. */
function FieldsLoading({ m }: { m: MessageLookup }) {
  return (
    <div className="flex min-h-24 items-center">
      <Loader label={m.t('pageLoading')} />
    </div>
  );
}

function SavedBanner({ form, m }: { form: EditForm; m: MessageLookup }) {
  if (form.savedAt === null || form.editing) return null;
  return (
    <NotificationBanner key={form.savedAt} variant="success" shouldAnnounce className="mb-4">
      {m.t('account.saved')}
    </NotificationBanner>
  );
}

const PERSONAL_FIELDS = ['first_name', 'last_name', 'gender', 'date_of_birth'] as const;

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

function PersonalSection({ m, account }: SectionProps) {
  const form = useEditForm(PERSONAL_FIELDS);
  const $update = useMemo(
    () =>
      accountUpdate(
        async (variables: UpdatePersonalInformationMutationVariables) =>
          (await request(UpdatePersonalInformationDocument, variables)).updatePersonalInformation,
      ),
    [],
  );
  // Listening keeps the mutator store mounted, so it leaves its loading state after each save.
  useStore($update);
  const person = account.profile.personal_information;
  const error = (field: string) => (form.byField[field] ? m.violation(form.byField[field]) : undefined);
  const notSet = m.t('account.notSet');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: PersonalInformationInput = {
      first_name: text(data, 'first_name'),
      last_name: text(data, 'last_name'),
      gender: (text(data, 'gender') || 'UNKNOWN') as UmsGender,
      date_of_birth: text(data, 'date_of_birth'),
    };
    await form.submit(() => $update.mutate({ accountId: account.id, input }));
  }

  return (
    <section aria-labelledby="personal-title" className="rounded-brand border border-border bg-surface p-4">
      <SectionHeader
        form={form}
        id="personal-title"
        title={m.t('account.personal.title')}
        editLabel={m.t('account.personal.edit')}
        m={m}
      />
      <SavedBanner form={form} m={m} />
      {form.editing ? (
        <form
          ref={form.formRef}
          method="post"
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
          data-testid="personal-form"
        >
          <FormFeedback form={form} m={m} />
          <Suspense fallback={<FieldsLoading m={m} />}>
            <PersonalFields m={m} error={error} person={person} />
            <FormButtons form={form} m={m} />
          </Suspense>
        </form>
      ) : (
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
      )}
    </section>
  );
}

const CONTACT_FIELDS = [
  'country_code',
  'zip_code',
  'house_number',
  'house_number_suffix',
  'street',
  'city',
  'phone_number',
] as const;

function ContactSection({
  m,
  account,
  canVerifyPhone,
  brandCountry,
}: SectionProps & { canVerifyPhone: boolean; brandCountry: Country }) {
  const form = useEditForm(CONTACT_FIELDS);
  const $update = useMemo(
    () =>
      accountUpdate(
        async (variables: UpdateContactInformationMutationVariables) =>
          (await request(UpdateContactInformationDocument, variables)).updateContactInformation,
      ),
    [],
  );
  useStore($update);
  const contact = account.profile.contact_information;
  const address = contact.address;
  const initialCountry: AddressCountry = address.country_code === 'BE' ? 'BE' : 'NL';
  const [country, setCountry] = useState<AddressCountry>(initialCountry);
  const error = (field: string) => (form.byField[field] ? m.violation(form.byField[field]) : undefined);
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: ContactInformationInput = {
      country_code: text(data, 'country_code') || country,
      zip_code: text(data, 'zip_code'),
      house_number: text(data, 'house_number'),
      house_number_suffix: text(data, 'house_number_suffix'),
      street: text(data, 'street'),
      city: text(data, 'city'),
      phone_number: text(data, 'phone_number'),
    };
    await form.submit(() => $update.mutate({ accountId: account.id, input }));
  }

  return (
    <section aria-labelledby="contact-title" className="rounded-brand border border-border bg-surface p-4">
      <SectionHeader
        form={form}
        id="contact-title"
        title={m.t('account.contact.title')}
        editLabel={m.t('account.contact.edit')}
        m={m}
      />
      <SavedBanner form={form} m={m} />
      {form.editing ? (
        <form
          ref={form.formRef}
          method="post"
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
          data-testid="contact-form"
        >
          <FormFeedback form={form} m={m} />
          <Suspense fallback={<FieldsLoading m={m} />}>
            <ContactFields m={m} error={error} contact={contact} country={country} onCountryChange={setCountry} />
            <FormButtons form={form} m={m} />
          </Suspense>
        </form>
      ) : (
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
      )}
    </section>
  );
}
