/**
 * Confirming a subscription's new e-mail address (`/abonnementen/e-mail-bevestigen?token=…`): the page found the
 * open link of this account and shows its subscription and address; one press on the button makes it the
 * subscription's address (the link then is used up). A button instead of confirming on page load, so that a mail
 * scanner opening the link changes nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { request } from '../../lib/graphql/client';
import { ConfirmSubscriptionEmailDocument } from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';

export interface SubscriptionEmailConfirmProps {
  messages: Record<string, string>;
  token: string;
  /** The subscription and the address the link is for. */
  pending: { subscriptionId: string; title: string; newEmail: string };
}

type State = { status: 'idle' | 'busy' } | { status: 'done'; email: string } | { status: 'refused'; codes: string[] };

export default function SubscriptionEmailConfirm({ messages, token, pending }: SubscriptionEmailConfirmProps) {
  const m = useMessages(messages);
  // Confirming needs the island: until it has hydrated the button is disabled, so no press is silently lost.
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ status: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'done' || state.status === 'refused') resultRef.current?.focus();
  }, [state.status]);

  async function confirm() {
    setState({ status: 'busy' });
    try {
      const { confirmSubscriptionEmail: result } = await request(ConfirmSubscriptionEmailDocument, { token });
      setState(
        result.ok && result.subscription
          ? { status: 'done', email: result.subscription.email ?? pending.newEmail }
          : { status: 'refused', codes: result.violations.map((violation) => violation.code) },
      );
    } catch {
      setState({ status: 'refused', codes: ['GENERIC-ERROR'] });
    }
  }

  if (state.status === 'done' || state.status === 'refused') {
    return (
      <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        {state.status === 'done' ? (
          // The result is what this page is for, so it stays (a success banner would hide after 6 seconds).
          <p role="status" className="max-w-prose font-semibold" data-testid="subscription-email-confirmed">
            {m.t('subscriptions.email.confirmed', { email: state.email })}
          </p>
        ) : (
          <NotificationBanner variant="error" shouldAnnounce>
            {state.codes.map((code) => (
              <p key={code}>{m.violation(code)}</p>
            ))}
          </NotificationBanner>
        )}
        <div>
          <LinkButton href={`/abonnementen/details/${encodeURIComponent(pending.subscriptionId)}`} variant="secondary">
            {m.t('subscriptions.email.toSubscription')}
          </LinkButton>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose" data-testid="subscription-email-confirm-intro">
        {m.t('subscriptions.email.confirmIntro', { email: pending.newEmail, title: pending.title })}
      </p>
      <div>
        <Button
          onClick={confirm}
          disabled={!hydrated}
          loading={state.status === 'busy'}
          loadingLabel={m.t('subscriptions.email.confirming')}
        >
          {m.t('subscriptions.email.confirmButton')}
        </Button>
      </div>
    </div>
  );
}
