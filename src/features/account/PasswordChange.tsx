/**
 * The password change form of the account area (`/account/wachtwoord`): current and new password, sent to
 * `POST /api/pass` through the service client. A refusal (422) shows its violations beside the fields; any other
 * failure shows the generic message with the shortened trace id for customer service. The service client loads when
 * the form is first sent, not with the page.
 */
import { useState } from 'react';
import { useForm } from '../../lib/form';
import { useMessages } from '../../lib/messages';
import type { PasswordChange as PasswordChangeInput } from '../../shared/account';
import { PASSWORD_MIN_LENGTH } from '../../shared/password';
import { useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { PasswordInput } from '../../ui/password-input';
import { SendForm, sendLabels } from '../platform/send-form';

export interface PasswordChangeProps {
  /** The translations this island uses (ACCOUNT_MESSAGE_KEYS). */
  messages: Record<string, string>;
}

const EMPTY = { current_password: '', new_password: '' };

// The shared schema (and zod) load when the form is first sent, not with the page.
const schema = () => import('../../shared/account').then((module) => module.passwordChangeSchema);

export default function PasswordChange({ messages }: PasswordChangeProps) {
  const m = useMessages(messages);
  const kit = useForm({ schema, defaultValues: EMPTY, violationMessage: m.violation });
  useKeepEarlyInput(kit.formRef);
  const [traceId, setTraceId] = useState<string | undefined>();
  const [done, setDone] = useState(0);

  const save = async (input: PasswordChangeInput) => {
    setDone(0);
    let client: typeof import('../../lib/service-client') | undefined;
    try {
      client = await import('../../lib/service-client');
      await client.services().call(client.passService.change, input);
      setTraceId(undefined);
      // The fields empty with the success message.
      kit.form.reset(EMPTY);
      setDone(Date.now());
    } catch (failure) {
      // Without the client (its code did not load) nothing was sent: the generic refusal.
      const refusal = client && failure instanceof client.ServiceError ? failure : undefined;
      kit.refuse(refusal?.violations ?? [{ code: 'GENERIC-ERROR' }]);
      setTraceId(refusal?.traceId);
    }
  };

  const labels = sendLabels(m, 'account.password.submit', 'account.password.saving');
  const changed = done ? (
    <NotificationBanner key={done} variant="success" shouldAnnounce>
      {m.t('account.password.changed')}
    </NotificationBanner>
  ) : null;
  const trace = traceId ? <p className="text-sm">{m.t('account.password.traceId', { traceId })}</p> : null;

  return (
    <SendForm
      kit={kit}
      schema={schema}
      onValid={save}
      labels={labels}
      intro={changed}
      note={trace}
      data-testid="password-form"
    >
      <PasswordInput
        {...kit.text('current_password')}
        label={m.t('account.password.current')}
        toggleLabel={m.t('account.password.showCurrent')}
        autoComplete="current-password"
        customValidityMessage={m.violation('PASSWORD_REQUIRED')}
      />
      <PasswordInput
        {...kit.text('new_password')}
        label={m.t('account.password.new')}
        toggleLabel={m.t('account.password.showNew')}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        customValidityMessage={m.violation('PASSWORD_TOO_SHORT')}
      />
    </SendForm>
  );
}
