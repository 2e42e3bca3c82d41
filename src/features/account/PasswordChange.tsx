/**
 * The password change form of the account area (`/account/wachtwoord`): current and new password, sent to
 * `POST /api/pass` through the service client. A refusal (422) shows its violations beside the fields; any other
 * failure shows the generic message with the shortened trace id for customer service.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { passService, services, ServiceError } from '../../lib/service-client';
import { Button } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { PasswordInput } from '../../ui/password-input';
import { useMessages } from '../../lib/messages';
import { splitViolations } from './messages';
import { PASSWORD_MIN_LENGTH } from '../../shared/password';
import type { Violation } from '../../shared/result';

export interface PasswordChangeProps {
  /** The translations this island uses (ACCOUNT_MESSAGE_KEYS). */
  messages: Record<string, string>;
}

const FIELDS = ['current_password', 'new_password'] as const;

export default function PasswordChange({ messages }: PasswordChangeProps) {
  const m = useMessages(messages);
  // Sending needs the island: until it has hydrated the button is disabled, so no submit is silently lost.
  const hydrated = useHydrated();
  const [saving, setSaving] = useState(false);
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const [traceId, setTraceId] = useState<string | undefined>();
  const [done, setDone] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(formRef);
  const { byField, general } = splitViolations(violations, FIELDS);
  const error = (field: string) => (byField[field] ? m.violation(byField[field]) : undefined);

  useEffect(() => {
    if (violations.length === 0) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-feedback]')
    )?.focus();
  }, [violations]);

  // Empty the fields once the success has rendered (not before: the button is still busy until then).
  useEffect(() => {
    if (done) formRef.current?.reset();
  }, [done]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaving(true);
    setDone(0);
    try {
      await services().call(passService.change, {
        current_password: String(data.get('current_password') ?? ''),
        new_password: String(data.get('new_password') ?? ''),
      });
      setViolations([]);
      setTraceId(undefined);
      setDone(Date.now());
    } catch (failure) {
      const refusal = failure instanceof ServiceError ? failure : undefined;
      setViolations(refusal?.violations ?? [{ code: 'GENERIC-ERROR' }]);
      setTraceId(refusal?.traceId);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={handleSubmit}
      className="flex max-w-md flex-col gap-4"
      data-testid="password-form"
    >
      {done ? (
        <NotificationBanner key={done} variant="success" shouldAnnounce>
          {m.t('account.password.changed')}
        </NotificationBanner>
      ) : null}
      {general.length > 0 ? (
        <div tabIndex={-1} data-form-feedback className="outline-none">
          <NotificationBanner variant="error" shouldAnnounce>
            {general.map((code) => (
              <p key={code}>{m.violation(code)}</p>
            ))}
            {traceId ? <p className="text-sm">{m.t('account.password.traceId', { traceId })}</p> : null}
          </NotificationBanner>
        </div>
      ) : null}
      <PasswordInput
        name="current_password"
        label={m.t('account.password.current')}
        toggleLabel={m.t('account.password.showCurrent')}
        autoComplete="current-password"
        customValidityMessage={m.violation('PASSWORD_REQUIRED')}
        error={error('current_password')}
      />
      <PasswordInput
        name="new_password"
        label={m.t('account.password.new')}
        toggleLabel={m.t('account.password.showNew')}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        customValidityMessage={m.violation('PASSWORD_TOO_SHORT')}
        error={error('new_password')}
      />
      <div>
        <Button type="submit" disabled={!hydrated} loading={saving} loadingLabel={m.t('account.password.saving')}>
          {m.t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
