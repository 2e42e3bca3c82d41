/**
 * Phone number verification (`/account/telefoonnummer`, flag isPhoneNumberChallengeEnabled): a six-digit code is
 * sent by SMS; the code entry submits itself once all six digits are there (typed or pasted). A wrong code marks
 * the entry invalid; after the 4th wrong code the check is locked for an hour; a new code at most every 30 seconds.
 */
import { useEffect, useRef, useState } from 'react';
import { request } from '../../lib/graphql/client';
import { StartPhoneNumberChallengeDocument, VerifyPhoneNumberDocument } from '../../lib/graphql/generated/graphql';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { VerificationCode } from '../../ui/verification-code';
import { formatPhone } from '../../lib/format';
import { useMessages } from '../../lib/messages';
import type { Country } from '../../shared/dates';

export interface PhoneVerificationProps {
  messages: Record<string, string>;
  accountId: string;
  /** The account's phone number (international form). */
  phoneNumber: string;
  /** The brand's country: its phone numbers are shown in national form. */
  country: Country;
}

type Phase = 'start' | 'code' | 'verified';

export default function PhoneVerification({ messages, accountId, phoneNumber, country }: PhoneVerificationProps) {
  const m = useMessages(messages);
  const phone = formatPhone(phoneNumber, country);
  // Sending a code needs the island: until it has hydrated the button is disabled, so no press is silently lost.
  const hydrated = useHydrated();
  const earlyInput = useKeepEarlyInput<HTMLDivElement>();
  const [phase, setPhase] = useState<Phase>('start');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const [error, setError] = useState<{ code: string; onCode: boolean } | null>(null);
  const [code, setCode] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);
  const lastChecked = useRef('');

  useEffect(() => {
    if (phase === 'verified') resultRef.current?.focus();
  }, [phase]);

  async function send() {
    setBusy('send');
    setError(null);
    try {
      const { startPhoneNumberChallenge: result } = await request(StartPhoneNumberChallengeDocument, { accountId });
      if (result.ok) {
        setPhase('code');
        setSentAt(Date.now());
        setCode('');
        lastChecked.current = '';
      } else {
        setError({ code: result.violations[0]?.code ?? 'GENERIC-ERROR', onCode: false });
      }
    } catch {
      setError({ code: 'GENERIC-ERROR', onCode: false });
    } finally {
      setBusy(null);
    }
  }

  async function verify(candidate: string) {
    if (candidate.length !== 6 || busy) return;
    lastChecked.current = candidate;
    setBusy('verify');
    setError(null);
    try {
      const { verifyPhoneNumber: result } = await request(VerifyPhoneNumberDocument, { accountId, code: candidate });
      if (result.ok) {
        setPhase('verified');
      } else {
        const violation = result.violations[0];
        setError({ code: violation?.code ?? 'GENERIC-ERROR', onCode: violation?.field === 'code' });
      }
    } catch {
      setError({ code: 'GENERIC-ERROR', onCode: false });
    } finally {
      setBusy(null);
    }
  }

  function handleCode(value: string) {
    setCode(value);
    // Submits on the sixth digit, once per code (a refused code is not sent again until it changes).
    if (value.length === 6 && value !== lastChecked.current) void verify(value);
  }

  if (phase === 'verified') {
    return (
      <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        <p role="status" className="font-semibold" data-testid="phone-verified">
          {m.t('account.phone.verified', { phone })}
        </p>
        <div>
          <LinkButton href="/account" variant="secondary">
            {m.t('account.backToOverview')}
          </LinkButton>
        </div>
      </div>
    );
  }

  const generalError = error && !error.onCode ? m.violation(error.code) : null;
  // The send and the resend button send a code alike, showing it while it goes.
  const sendProps = { onClick: send, loading: busy === 'send', loadingLabel: m.t('account.phone.sending') };
  return (
    <div ref={earlyInput} className="flex max-w-md flex-col gap-6">
      {phase === 'start' ? (
        <p className="max-w-prose">{m.t('account.phone.intro', { phone })}</p>
      ) : (
        <NotificationBanner key={sentAt} variant="info" shouldAnnounce>
          {m.t('account.phone.sent', { phone })}
        </NotificationBanner>
      )}
      {generalError ? (
        <NotificationBanner variant="error" shouldAnnounce>
          {generalError}
        </NotificationBanner>
      ) : null}
      {phase === 'code' ? (
        <form
          method="post"
          className="flex flex-col gap-4"
          data-testid="phone-code-form"
          onSubmit={(event) => {
            event.preventDefault();
            void verify(code);
          }}
        >
          <VerificationCode
            key={sentAt}
            label={m.t('account.phone.codeLabel')}
            digitLabel={(position, total) => m.t('account.phone.digitLabel', { position, total })}
            onChange={handleCode}
            invalid={Boolean(error?.onCode)}
            error={error?.onCode ? m.violation(error.code) : undefined}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              loading={busy === 'verify'}
              loadingLabel={m.t('account.phone.verifying')}
              disabled={code.length !== 6}
            >
              {m.t('account.phone.verify')}
            </Button>
            <Button variant="tertiary" {...sendProps}>
              {m.t('account.phone.resend')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button {...sendProps} disabled={!hydrated}>
            {m.t('account.phone.send')}
          </Button>
        </div>
      )}
    </div>
  );
}
