/**
 * The account details island (`/account/gegevens`): how complete the profile is, and the personal and contact
 * information, each shown as label/value pairs and edited in place (./details-sections.tsx). The details come
 * through the fetcher (key UmsAccount, with its retries). The forms' fields (./details-fields.tsx: form controls,
 * radio group, input masks) load when the user first asks to edit, or points at an edit button: reading the details
 * needs none of them.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useMessages, type MessageLookup } from '../../lib/messages';
import type { Country } from '../../shared/dates';
import { LabelledValue } from '../../ui/labelled-value';
import { Skeleton } from '../../ui/skeleton';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { Completeness } from './Completeness';
import { ContactSection, PersonalSection } from './details-sections';
import { accountDetailsQuery } from './queries';

export interface AccountDetailsProps {
  /** The translations this island uses (ACCOUNT_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** isPhoneNumberChallengeEnabled: offer to verify an unverified number. */
  canVerifyPhone: boolean;
  /** The brand's country: its phone numbers are shown in national form. */
  country: Country;
}

export default function AccountDetails({ messages, canVerifyPhone, country }: AccountDetailsProps) {
  const m = useMessages(messages);
  const $account = useMemo(accountDetailsQuery, []);
  const { data: account, error } = useStore($account);

  if (account === undefined && error !== undefined) {
    return <PageLoadFailure t={m.t} onRetry={() => $account.invalidate()} />;
  }
  if (account === undefined) return <DetailsPlaceholder m={m} />;

  return (
    <div className="flex flex-col gap-8">
      <Completeness m={m} value={account.accountCompleteness} />
      <PersonalSection m={m} account={account} brandCountry={country} />
      <ContactSection m={m} account={account} brandCountry={country} canVerifyPhone={canVerifyPhone} />
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
