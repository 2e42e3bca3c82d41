/**
 * The e-mail change island (`/account/e-mailadres`): the new address gets a confirmation link (valid 24 hours);
 * until it is followed the current address stays. Refusals (EMAIL_INVALID, EMAIL_UNCHANGED, RATE_LIMITED, …) are
 * shown in Dutch beside the field; an address of another account is answered like a free one (the server tells its
 * owner instead). The mutation runs through the fetcher, so it refreshes the linked subscriptions
 * (specification §4).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  ChangeEmailDocument,
  type ChangeEmailMutation,
  type ChangeEmailMutationVariables,
} from '../../lib/graphql/generated/graphql';
import { Button } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { TextInput } from '../../ui/text-input';
import { accountArea } from './area';
import { useMessages } from '../../lib/messages';
import { splitViolations } from './messages';
import type { Violation } from '../../shared/result';

export interface EmailChangeProps {
  /** The translations this island uses (ACCOUNT_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** The session's account id. */
  accountId: string;
}

export default function EmailChange({ messages, accountId }: EmailChangeProps) {
  const m = useMessages(messages);
  // Sending needs the island: until it has hydrated the button is disabled, so no submit is silently lost.
  const hydrated = useHydrated();
  const $changeEmail = useMemo(
    () =>
      fetcher().createMutation<ChangeEmailMutationVariables, ChangeEmailMutation['changeEmail']>(
        accountArea.mutations.changeEmail,
        async (variables: ChangeEmailMutationVariables) => (await request(ChangeEmailDocument, variables)).changeEmail,
      ),
    [],
  );
  const { loading: sending = false } = useStore($changeEmail);
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(formRef);
  const sentRef = useRef<HTMLDivElement>(null);
  const { byField, general } = splitViolations(violations, ['new_email']);

  useEffect(() => {
    if (violations.length === 0) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-feedback]')
    )?.focus();
  }, [violations]);

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newEmail = String(new FormData(event.currentTarget).get('new_email') ?? '');
    // A failure leaves no result (the store carries the error).
    const result = await $changeEmail.mutate({ accountId, newEmail });
    if (!result) {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    } else if (result.ok && result.newEmail) {
      setViolations([]);
      setSentTo(result.newEmail);
    } else {
      setViolations(result.violations);
    }
  }

  if (sentTo) {
    return (
      <div ref={sentRef} tabIndex={-1} className="outline-none" data-testid="email-change-sent">
        <NotificationBanner variant="info" shouldAnnounce>
          {m.t('account.email.sent', { email: sentTo })}
        </NotificationBanner>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={handleSubmit}
      className="flex max-w-md flex-col gap-4"
      data-testid="email-form"
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
        name="new_email"
        type="email"
        label={m.t('account.email.newLabel')}
        autoComplete="email"
        inputMode="email"
        customValidityMessage={m.violation('EMAIL_INVALID')}
        error={byField['new_email'] ? m.violation(byField['new_email']) : undefined}
      />
      <div>
        <Button type="submit" disabled={!hydrated} loading={sending} loadingLabel={m.t('account.email.sending')}>
          {m.t('account.email.submit')}
        </Button>
      </div>
    </form>
  );
}
