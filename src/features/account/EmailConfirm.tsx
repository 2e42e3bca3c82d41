/**
 * Confirming a new e-mail address (`/account/e-mail-bevestigen?token=…`): the page found the open link of this
 * account and shows its address; one press on the button makes it the account's address (the link then is used up).
 */
import { request } from '../../lib/graphql/client';
import { ConfirmEmailChangeDocument } from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import { ConfirmLink } from '../../ui/confirm-link';

export interface EmailConfirmProps {
  messages: Record<string, string>;
  accountId: string;
  token: string;
  /** The address the link is for. */
  newEmail: string;
}

export default function EmailConfirm({ messages, accountId, token, newEmail }: EmailConfirmProps) {
  const m = useMessages(messages);
  return (
    <ConfirmLink
      intro={m.t('account.email.confirmIntro', { email: newEmail })}
      confirmLabel={m.t('account.email.confirmButton')}
      confirmingLabel={m.t('account.email.confirming')}
      failedMessage={m.violation('GENERIC-ERROR')}
      next={{ href: '/account', label: m.t('account.backToOverview') }}
      testIds={{ intro: 'email-confirm-intro', done: 'email-confirmed' }}
      onConfirm={async () => {
        const { confirmEmailChange: result } = await request(ConfirmEmailChangeDocument, { accountId, token });
        return result.ok && result.account
          ? { ok: true, message: m.t('account.email.confirmed', { email: result.account.username }) }
          : { ok: false, errors: result.violations.map((violation) => m.violation(violation.code)) };
      }}
    />
  );
}
