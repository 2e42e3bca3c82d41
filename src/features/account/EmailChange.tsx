/**
 * The e-mail change island (`/account/e-mailadres`): the new address gets a confirmation link (valid 24 hours);
 * until it is followed the current address stays. Refusals (EMAIL_INVALID, EMAIL_UNCHANGED, RATE_LIMITED, …) are
 * shown in Dutch beside the field and in the error summary; an address of another account is answered like a free
 * one (the server tells its owner instead). The mutation runs through the fetcher, so it refreshes the linked
 * subscriptions.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from '../../lib/form';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/lazy-client';
import { ChangeEmailDocument } from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import { useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { TextInput } from '../../ui/text-input';
import { SendForm, sendLabels } from '../platform/send-form';
import { accountArea } from './area';

export interface EmailChangeProps {
  /** The translations this island uses (ACCOUNT_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** The session's account id. */
  accountId: string;
}

// The shared schema (and zod) load when the form is first sent, not with the page.
const schema = () => import('../../shared/account').then((module) => module.emailChangeSchema);

export default function EmailChange({ messages, accountId }: EmailChangeProps) {
  const m = useMessages(messages);
  const [$changeEmail, sending] = useGraphQLMutation(accountArea.mutations.changeEmail, ChangeEmailDocument, request);
  const kit = useForm({ schema, defaultValues: { new_email: '' }, violationMessage: m.violation });
  useKeepEarlyInput(kit.formRef);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const send = async () => {
    // The address as typed: the server parses it with the same schema. A failure leaves no result.
    const result = await $changeEmail.mutate({ accountId, newEmail: kit.value('new_email') });
    if (!result) kit.refuse([{ code: 'GENERIC-ERROR' }]);
    else if (result.ok && result.newEmail) setSentTo(result.newEmail);
    else kit.refuse(result.violations);
  };

  if (sentTo) {
    return (
      <div ref={sentRef} tabIndex={-1} className="outline-none" data-testid="email-change-sent">
        <NotificationBanner variant="info" shouldAnnounce>
          {m.t('account.email.sent', { email: sentTo })}
        </NotificationBanner>
      </div>
    );
  }

  const labels = sendLabels(m, 'account.email.submit', 'account.email.sending');

  return (
    <SendForm kit={kit} schema={schema} onValid={send} labels={labels} sending={sending} data-testid="email-form">
      <TextInput
        {...kit.text('new_email')}
        type="email"
        label={m.t('account.email.newLabel')}
        autoComplete="email"
        inputMode="email"
        customValidityMessage={m.violation('EMAIL_INVALID')}
      />
    </SendForm>
  );
}
