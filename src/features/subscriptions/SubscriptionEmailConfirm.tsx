/**
 * Confirming a subscription's new e-mail address (`/abonnementen/e-mail-bevestigen?token=…`): the page found the
 * open link of this account and shows its subscription and address; one press on the button makes it the
 * subscription's address (the link then is used up).
 */
import { request } from '../../lib/graphql/client';
import { ConfirmSubscriptionEmailDocument } from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import { ConfirmLink } from '../../ui/confirm-link';

export interface SubscriptionEmailConfirmProps {
  messages: Record<string, string>;
  token: string;
  /** The subscription and the address the link is for. */
  pending: { subscriptionId: string; title: string; newEmail: string };
}

export default function SubscriptionEmailConfirm({ messages, token, pending }: SubscriptionEmailConfirmProps) {
  const m = useMessages(messages);
  return (
    <ConfirmLink
      intro={m.t('subscriptions.email.confirmIntro', { email: pending.newEmail, title: pending.title })}
      confirmLabel={m.t('subscriptions.email.confirmButton')}
      confirmingLabel={m.t('subscriptions.email.confirming')}
      failedMessage={m.violation('GENERIC-ERROR')}
      next={{
        href: `/abonnementen/details/${encodeURIComponent(pending.subscriptionId)}`,
        label: m.t('subscriptions.email.toSubscription'),
      }}
      testIds={{ intro: 'subscription-email-confirm-intro', done: 'subscription-email-confirmed' }}
      onConfirm={async () => {
        const { confirmSubscriptionEmail: result } = await request(ConfirmSubscriptionEmailDocument, { token });
        return result.ok && result.subscription
          ? {
              ok: true,
              message: m.t('subscriptions.email.confirmed', { email: result.subscription.email ?? pending.newEmail }),
            }
          : { ok: false, errors: result.violations.map((violation) => m.violation(violation.code)) };
      }}
    />
  );
}
