/**
 * The linking island (`/abonnementen/koppelen`): the subscription number from a letter or invoice and the postcode
 * of the delivery address. The server checks both with the shared schema (src/shared/subscriptions.ts) and answers a
 * refusal in Dutch beside its field: an unknown number, a postcode that is not the subscription's, or a subscription
 * that is linked already. A linked subscription refreshes the overview (the manifest's rule) and is shown with a link
 * to its detail screen.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import { LinkSubscriptionDocument, type LinkSubscriptionMutationVariables } from '../../lib/graphql/generated/graphql';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { TextInput } from '../../ui/text-input';
import type { Violation } from '../../shared/result';
import { subscriptionsArea } from './area';
import { useMessages } from '../../lib/messages';
import { splitViolations } from './messages';

export interface LinkSubscriptionProps {
  /** Translations (SUBSCRIPTION_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** The brand's country decides the postcode's form (hint and autocomplete). */
  country: 'nl' | 'be';
}

const FIELDS = ['subscription_number', 'zip_code'] as const;

export default function LinkSubscription({ messages, country }: LinkSubscriptionProps) {
  const m = useMessages(messages);
  const hydrated = useHydrated();
  const $link = useMemo(
    () =>
      fetcher().createMutation(
        subscriptionsArea.mutations.linkSubscription,
        async (variables: LinkSubscriptionMutationVariables) =>
          (await request(LinkSubscriptionDocument, variables)).linkSubscription,
      ),
    [],
  );
  const { loading = false } = useStore($link);
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const [linked, setLinked] = useState<{ id: string; title: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(formRef);
  const doneRef = useRef<HTMLDivElement>(null);
  const { byField, general } = splitViolations(violations, FIELDS);

  useEffect(() => {
    if (violations.length === 0) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-feedback]')
    )?.focus();
  }, [violations]);

  useEffect(() => {
    if (linked) doneRef.current?.focus();
  }, [linked]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      subscription_number: String(data.get('subscription_number') ?? ''),
      zip_code: String(data.get('zip_code') ?? ''),
    };
    try {
      const result = await $link.mutate({ input });
      if (!result) setViolations([{ code: 'GENERIC-ERROR' }]);
      else if (result.ok && result.subscription) {
        setViolations([]);
        setLinked({ id: result.subscription.subscriptionId, title: result.subscription.title });
      } else setViolations(result.violations);
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    }
  }

  if (linked) {
    return (
      <div ref={doneRef} tabIndex={-1} className="flex flex-col gap-4 outline-none" data-testid="link-done">
        <NotificationBanner variant="success" shouldAnnounce>
          {m.t('subscriptions.linkForm.done', { title: linked.title })}
        </NotificationBanner>
        <div className="flex flex-wrap gap-3">
          <LinkButton href={`/abonnementen/details/${linked.id}`}>{m.t('subscriptions.details')}</LinkButton>
          <LinkButton href="/abonnementen" variant="secondary">
            {m.t('subscriptions.backToOverview')}
          </LinkButton>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={handleSubmit}
      className="flex max-w-md flex-col gap-4"
      data-testid="link-form"
    >
      {general.length > 0 ? (
        <div tabIndex={-1} data-form-feedback className="outline-none">
          <NotificationBanner variant="error" shouldAnnounce>
            {general.map((code) => (
              <p key={code}>{m.violation(code)}</p>
            ))}
          </NotificationBanner>
        </div>
      ) : null}
      <TextInput
        name="subscription_number"
        label={m.t('subscriptions.linkForm.number')}
        description={m.t('subscriptions.linkForm.numberHint')}
        inputMode="numeric"
        autoComplete="off"
        customValidityMessage={m.violation('SUBSCRIPTION_NUMBER_INVALID')}
        error={byField['subscription_number'] ? m.violation(byField['subscription_number']) : undefined}
      />
      <TextInput
        name="zip_code"
        label={m.t('subscriptions.linkForm.postcode')}
        description={m.t(`subscriptions.linkForm.postcodeHint.${country}`)}
        autoComplete="postal-code"
        customValidityMessage={m.violation('POSTCODE_INVALID')}
        error={byField['zip_code'] ? m.violation(byField['zip_code']) : undefined}
        className="tablet:max-w-xs"
      />
      <div>
        <Button
          type="submit"
          disabled={!hydrated}
          loading={loading}
          loadingLabel={m.t('subscriptions.linkForm.linking')}
        >
          {m.t('subscriptions.linkForm.submit')}
        </Button>
      </div>
    </form>
  );
}
