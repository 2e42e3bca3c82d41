/**
 * Confirming a new e-mail address (`/account/e-mail-bevestigen?token=…`): the page found the open link of this
 * account and shows its address; one press on the button makes it the account's address (the link then is used up).
 * A button instead of confirming on page load, so that a mail scanner opening the link changes nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { request } from '../../lib/graphql/client';
import { ConfirmEmailChangeDocument } from '../../lib/graphql/generated/graphql';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { useMessages } from '../../lib/messages';

export interface EmailConfirmProps {
  messages: Record<string, string>;
  accountId: string;
  token: string;
  /** The address the link is for. */
  newEmail: string;
}

type State = { status: 'idle' | 'busy' } | { status: 'done'; email: string } | { status: 'refused'; codes: string[] };

export default function EmailConfirm({ messages, accountId, token, newEmail }: EmailConfirmProps) {
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
      const { confirmEmailChange: result } = await request(ConfirmEmailChangeDocument, { accountId, token });
      setState(
        result.ok && result.account
          ? { status: 'done', email: result.account.username }
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
          <p role="status" className="max-w-prose font-semibold" data-testid="email-confirmed">
            {m.t('account.email.confirmed', { email: state.email })}
          </p>
        ) : (
          <NotificationBanner variant="error" shouldAnnounce>
            {state.codes.map((code) => (
              <p key={code}>{m.violation(code)}</p>
            ))}
          </NotificationBanner>
        )}
        <div>
          <LinkButton href="/account" variant="secondary">
            {m.t('account.backToOverview')}
          </LinkButton>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose" data-testid="email-confirm-intro">
        {m.t('account.email.confirmIntro', { email: newEmail })}
      </p>
      <div>
        <Button
          onClick={confirm}
          disabled={!hydrated}
          loading={state.status === 'busy'}
          loadingLabel={m.t('account.email.confirming')}
        >
          {m.t('account.email.confirmButton')}
        </Button>
      </div>
    </div>
  );
}
