/**
 * Deleting the account: the confirmation (the password, or for an account without one a six-digit code mailed to
 * it) on `/account/verwijderen`, and — there and on the `/account` overview — the planned date of an open request
 * with "Verwijdering intrekken". Talks to `POST /api/account-deletion`; a refusal shows its Dutch message and
 * changes nothing. The explanation comes before it, from the page.
 *
 * An account confirms one way only, so each loads only its own input: the password input (with zag's machine) for
 * an account with a password, as part of the first screen (rendered on the server, hydrated once it is there); the
 * code boxes once a code was sent. The REST client loads at the first action: the notice on `/account` and the code
 * confirmation show nothing that needs it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../lib/messages';
import type { AccountDeletionRequest, AccountDeletionState } from '../../shared/account-deletion';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { Skeleton } from '../../ui/skeleton';

const loadVerificationCode = () => import('../../ui/verification-code/verification-code');

/**
 * No Suspense boundary around it: on the server the first screen waits for it, so it is in the page's HTML, and in
 * the browser the island hydrates once it is there (the server's HTML stays meanwhile).
 */
const PasswordInput = lazy(() =>
  import('../../ui/password-input/password-input').then((module) => ({ default: module.PasswordInput })),
);
const VerificationCode = lazy(() => loadVerificationCode().then((module) => ({ default: module.VerificationCode })));

export interface DeleteAccountProps {
  /** The translations this island uses (the privacy area's DELETION_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** The open request when the page was made. */
  pending: AccountDeletionState['pending'];
  /** How the account confirms. */
  confirmation: 'password' | 'code';
  /** The account's address (where a code goes). */
  email: string;
  /** `notice`: only the planned date and the cancel button, nothing without an open request (the overview). */
  mode?: 'form' | 'notice';
}

export default function DeleteAccount({
  messages,
  pending: initial,
  confirmation,
  email,
  mode = 'form',
}: DeleteAccountProps) {
  const m = useMessages(messages);
  const hydrated = useHydrated();
  const [pending, setPending] = useState(initial);
  const [busy, setBusy] = useState<AccountDeletionRequest['action'] | null>(null);
  const [error, setError] = useState<{ code: string; field: string | null } | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [codeSentAt, setCodeSentAt] = useState(0);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const stateRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (pending || cancelled) stateRef.current?.focus();
  }, [pending, cancelled]);

  async function act(input: AccountDeletionRequest) {
    setBusy(input.action);
    setError(null);
    // The code boxes come with the code: their code loads while it is sent.
    if (input.action === 'send-code') void loadVerificationCode();
    let client: typeof import('../../lib/service-client') | undefined;
    try {
      client = await import('../../lib/service-client');
      const state = await client.services().call(client.accountDeletionService.act, input);
      if (input.action === 'send-code') setCodeSentAt(Date.now());
      if (input.action === 'cancel') setCancelled(true);
      if (input.action === 'request') setCancelled(false);
      setPending(state.pending);
      setPassword('');
    } catch (failure) {
      // Without the client (its code did not load) nothing was sent: the generic refusal.
      const violation = client && failure instanceof client.ServiceError ? failure.violations[0] : undefined;
      setError({ code: violation?.code ?? 'GENERIC-ERROR', field: violation?.field ?? null });
    } finally {
      setBusy(null);
    }
  }

  /** A button that runs `action` alone: it waits for the island, and shows `loadingKey`'s text while the action runs. */
  const actionProps = (action: 'cancel' | 'send-code', loadingKey: string) => ({
    onClick: () => void act({ action }),
    disabled: !hydrated,
    loading: busy === action,
    loadingLabel: m.t(loadingKey),
  });

  const generalError = error && !error.field ? m.violation(error.code) : undefined;
  const errorBanner = generalError ? (
    <NotificationBanner variant="error" shouldAnnounce>
      {generalError}
    </NotificationBanner>
  ) : null;

  if (pending) {
    return (
      <div
        ref={stateRef}
        tabIndex={-1}
        className="flex max-w-prose flex-col gap-4 outline-none"
        data-testid="deletion-pending"
      >
        <NotificationBanner variant="warning" shouldAnnounce>
          <p className="font-semibold">{m.t('privacy.deletion.planned', { date: pending.date })}</p>
          <p>{m.t('privacy.deletion.plannedHint')}</p>
        </NotificationBanner>
        {errorBanner}
        <div>
          <Button {...actionProps('cancel', 'privacy.deletion.cancelling')}>{m.t('privacy.deletion.cancel')}</Button>
        </div>
      </div>
    );
  }

  if (cancelled) {
    return (
      <div ref={stateRef} tabIndex={-1} className="outline-none">
        <NotificationBanner variant="success" shouldAnnounce>
          {m.t('privacy.deletion.cancelled')}
        </NotificationBanner>
      </div>
    );
  }
  if (mode === 'notice') return null;

  const fieldError = (field: string) => (error?.field === field ? m.violation(error.code) : undefined);
  return (
    <form
      method="post"
      className="flex max-w-md flex-col gap-4"
      data-testid="deletion-form"
      onSubmit={(event) => {
        event.preventDefault();
        void act(confirmation === 'password' ? { action: 'request', password } : { action: 'request', code });
      }}
    >
      <h2 className="text-xl font-semibold">{m.t('privacy.deletion.confirmTitle')}</h2>
      {errorBanner}
      {confirmation === 'password' ? (
        <>
          <p>{m.t('privacy.deletion.passwordIntro')}</p>
          <PasswordInput
            name="password"
            label={m.t('privacy.deletion.password')}
            toggleLabel={m.t('privacy.deletion.showPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError('password')}
          />
        </>
      ) : (
        <>
          <p>{m.t('privacy.deletion.codeIntro', { email })}</p>
          {codeSentAt ? (
            <NotificationBanner key={codeSentAt} variant="info" shouldAnnounce>
              {m.t('privacy.deletion.codeSent', { email })}
            </NotificationBanner>
          ) : null}
          <div>
            <Button
              variant={codeSentAt ? 'tertiary' : 'secondary'}
              {...actionProps('send-code', 'privacy.deletion.sendingCode')}
            >
              {m.t(codeSentAt ? 'privacy.deletion.resendCode' : 'privacy.deletion.sendCode')}
            </Button>
          </div>
          {codeSentAt ? (
            // The label and the boxes' height, for the moment their code may still take (it loads while the code is sent).
            <Suspense fallback={<Skeleton className="h-22 w-80 max-w-full" />}>
              <VerificationCode
                key={codeSentAt}
                label={m.t('privacy.deletion.codeLabel')}
                digitLabel={(position, total) => m.t('privacy.deletion.digitLabel', { position, total })}
                onChange={setCode}
                invalid={Boolean(fieldError('code'))}
                error={fieldError('code')}
              />
            </Suspense>
          ) : null}
        </>
      )}
      <div>
        <Button
          type="submit"
          variant="danger"
          disabled={!hydrated || (confirmation === 'code' && code.length !== 6)}
          loading={busy === 'request'}
          loadingLabel={m.t('privacy.deletion.submitting')}
        >
          {m.t('privacy.deletion.submit')}
        </Button>
      </div>
    </form>
  );
}
