/**
 * The account overview island: name, e-mail, address, how complete the profile is, the ways to change it (as far as
 * the brand's flags allow) and the subscriptions of the signed-in subscriber, fetched through the fetcher (persisted
 * operation AccountOverview under the linked-subscription key, with its retries; changeEmail refreshes it).
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { accountOverviewQuery } from './queries';
import { LinkButton } from '../../ui/button';
import { Tag } from '../../ui/tag';
import { Skeleton } from '../../ui/skeleton';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { Completeness } from './Completeness';
import { formatPhone } from '../../lib/format';
import { useMessages } from '../../lib/messages';
import { placeLine, streetLine } from '../../shared/address';
import type { Country } from '../../shared/dates';

/** Which account screens the brand offers (its flags). */
export interface AccountActions {
  /** /account/gegevens (isBrandSubscriptionsPersonaliaEditingEnabled). */
  editDetails: boolean;
  /** /account/e-mailadres (isBrandSubscriptionsEmailEditingEnabled). */
  changeEmail: boolean;
  /** /account/telefoonnummer (isPhoneNumberChallengeEnabled). */
  verifyPhone: boolean;
  /** /account/sessies (isSessionOverviewEnabled). */
  sessions: boolean;
  /** Passkeys: only with the built-in account host, where they are made and used. */
  passkeys?: boolean;
  /** /account/nieuwsbrieven (isNewslettersEnabled). */
  newsletters: boolean;
  /** /account/mijn-gegevens (the privacy area: the download of the account's data). */
  myData: boolean;
}

export interface AccountOverviewProps {
  /** The translations this island uses (ACCOUNT_MESSAGE_KEYS). */
  messages: Record<string, string>;
  actions: AccountActions;
  /** The brand's country: its phone numbers are shown in national form. */
  country: Country;
}

export default function AccountOverview({ messages, actions, country }: AccountOverviewProps) {
  const m = (key: string) => messages[key] ?? '';
  const messagesOf = useMessages(messages);
  const $overview = useMemo(accountOverviewQuery, []);
  const { data, error } = useStore($overview);

  if (data === undefined && error !== undefined) {
    return <PageLoadFailure t={m} onRetry={() => $overview.invalidate()} />;
  }
  if (data === undefined) return <OverviewPlaceholder m={m} />;

  const account = data.account;
  const subscriptions = data.linkedSubscriptions;
  if (!account) return null;
  const person = account.profile.personal_information;
  const contact = account.profile.contact_information;
  const address = contact.address;
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
  const parts = {
    street: address?.street,
    houseNumber: address?.house_number,
    houseNumberSuffix: address?.house_number_suffix,
    zipCode: address?.zip_code,
    city: address?.city,
    countryCode: address?.country_code,
  };
  // The street line only when there is a street (a house number alone says nothing).
  const street = address?.street ? streetLine(parts) : '';
  const city = placeLine(parts);

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="account-details" className="rounded-brand border border-border bg-surface p-4">
        <h2 id="account-details" className="mb-4 font-brand text-xl font-bold">
          {m('account.detailsTitle')}
        </h2>
        <dl className="grid gap-3 tablet:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{m('account.name')}</dt>
          <dd data-testid="account-name">{name}</dd>
          <dt className="font-semibold">{m('account.email')}</dt>
          <dd data-testid="account-email">{contact.email}</dd>
          <dt className="font-semibold">{m('account.address')}</dt>
          <dd data-testid="account-address">
            {street || city ? (
              <>
                {street}
                <br />
                {city}
              </>
            ) : (
              m('account.noAddress')
            )}
          </dd>
          {contact.phone_number && (
            <>
              <dt className="font-semibold">{m('account.phone')}</dt>
              <dd className="flex flex-wrap items-center gap-2" data-testid="account-phone">
                <span>{formatPhone(contact.phone_number, country)}</span>
                <Tag
                  text={m(contact.phone_verified ? 'account.phoneVerified' : 'account.phoneNotVerified')}
                  variant={contact.phone_verified ? 'green' : 'orange'}
                />
              </dd>
            </>
          )}
        </dl>
        <div className="mt-6">
          <Completeness m={messagesOf} value={account.accountCompleteness} />
        </div>
        <ul className="mt-6 flex flex-col gap-3 tablet:flex-row tablet:flex-wrap">
          {actions.editDetails ? (
            <li>
              <LinkButton href="/account/gegevens" variant="secondary" size="small">
                {m('account.editDetails')}
              </LinkButton>
            </li>
          ) : null}
          {actions.changeEmail ? (
            <li>
              <LinkButton href="/account/e-mailadres" variant="secondary" size="small">
                {m('account.changeEmail')}
              </LinkButton>
            </li>
          ) : null}
          {actions.verifyPhone && contact.phone_number && !contact.phone_verified ? (
            <li>
              <LinkButton href="/account/telefoonnummer" variant="secondary" size="small">
                {m('account.verifyPhone')}
              </LinkButton>
            </li>
          ) : null}
          <li>
            <LinkButton href="/account/wachtwoord" variant="secondary" size="small">
              {m('account.changePassword')}
            </LinkButton>
          </li>
          {actions.sessions ? (
            <li>
              <LinkButton href="/account/sessies" variant="secondary" size="small">
                {m('account.sessions')}
              </LinkButton>
            </li>
          ) : null}
          {actions.passkeys ? (
            <li>
              <LinkButton href="/account/toegangssleutels" variant="secondary" size="small">
                {m('account.passkeys')}
              </LinkButton>
            </li>
          ) : null}
          {actions.newsletters ? (
            <li>
              <LinkButton href="/account/nieuwsbrieven" variant="secondary" size="small">
                {m('account.newsletters')}
              </LinkButton>
            </li>
          ) : null}
          {actions.myData ? (
            <li>
              <LinkButton href="/account/mijn-gegevens" variant="secondary" size="small">
                {m('account.myData')}
              </LinkButton>
            </li>
          ) : null}
        </ul>
      </section>
      <section aria-labelledby="account-subscriptions">
        <h2 id="account-subscriptions" className="mb-4 font-brand text-xl font-bold">
          {m('account.subscriptionsTitle')}
        </h2>
        {subscriptions.length === 0 ? (
          <p>{m('account.noSubscriptions')}</p>
        ) : (
          <ul className="grid gap-3 tablet:grid-cols-2">
            {subscriptions.map((subscription) => (
              <li key={subscription.subscriptionId} className="rounded-brand border border-border bg-surface p-4">
                <p className="font-semibold">{subscription.title}</p>
                <p className="text-text-muted">{m(`account.productType.${subscription.productType.toLowerCase()}`)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * What the overview shows while it loads: the same sections, headings and rows as the loaded overview, with grey
 * bars for the texts, so nothing below moves when the data arrives (layout shift). Screen readers hear the loading
 * text of the status region.
 */
function OverviewPlaceholder({ m }: { m: (key: string) => string }) {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <p role="status" className="sr-only">
        {m('pageLoading')}
      </p>
      <section className="rounded-brand border border-border bg-surface p-4">
        <h2 className="mb-4 font-brand text-xl font-bold">{m('account.detailsTitle')}</h2>
        <dl className="grid gap-3 tablet:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{m('account.name')}</dt>
          <dd>
            <Skeleton className="h-6 w-48" />
          </dd>
          <dt className="font-semibold">{m('account.email')}</dt>
          <dd>
            <Skeleton className="h-6 w-64 max-w-full" />
          </dd>
          <dt className="font-semibold">{m('account.address')}</dt>
          <dd className="flex flex-col gap-0">
            <Skeleton className="h-6 w-56" />
            <Skeleton className="h-6 w-40" />
          </dd>
        </dl>
        <div className="mt-6 flex flex-col gap-2">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-3/4" />
        </div>
        <div className="mt-6 flex flex-col gap-3 tablet:flex-row">
          <span aria-hidden="true" className="block h-10 w-40 rounded-brand bg-border motion-safe:animate-pulse" />
          <span aria-hidden="true" className="block h-10 w-40 rounded-brand bg-border motion-safe:animate-pulse" />
        </div>
      </section>
      <section>
        <h2 className="mb-4 font-brand text-xl font-bold">{m('account.subscriptionsTitle')}</h2>
        <div className="grid gap-3 tablet:grid-cols-2">
          <span aria-hidden="true" className="block h-20 rounded-brand border border-border bg-surface" />
        </div>
      </section>
    </div>
  );
}
