/**
 * The password change form of the account area (`/account/wachtwoord`): current and new password, sent to
 * `POST /api/pass` through the service client. A refusal (422) shows its violations beside the fields; any other
 * failure shows the generic message with the shortened trace id for customer service.
 */
import { useState } from 'react';
import { useForm } from '../../lib/form';
import { useMessages } from '../../lib/messages';
import { passService, services, ServiceError } from '../../lib/service-client';
import { PASSWORD_MIN_LENGTH } from '../../shared/password';
import { Button } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { PasswordInput } from '../../ui/password-input';
import { FormFeedback, preloadOnFocus } from '../platform/FormFeedback';

export interface PasswordChangeProps {
  /** The translations this island uses (ACCOUNT_MESSAGE_KEYS). */
  messages: Record<string, string>;
}

const EMPTY = { current_password: '', new_password: '' };

// The shared schema (and zod) load when the form is first sent, not with the page.
const schema = () => import('../../shared/account').then((module) => module.passwordChangeSchema);

export default function PasswordChange({ messages }: PasswordChangeProps) {
  const m = useMessages(messages);
  // Sending needs the island: until it has hydrated the button is disabled, so no submit is silently lost.
  const hydrated = useHydrated();
  const kit = useForm({ schema, defaultValues: EMPTY, violationMessage: m.violation });
  useKeepEarlyInput(kit.formRef);
  const [traceId, setTraceId] = useState<string | undefined>();
  const [done, setDone] = useState(0);

  const save = kit.onSubmit(async (input) => {
    setDone(0);
    try {
      await services().call(passService.change, input);
      setTraceId(undefined);
      // The fields empty with the success message.
      kit.form.reset(EMPTY);
      setDone(Date.now());
    } catch (failure) {
      const refusal = failure instanceof ServiceError ? failure : undefined;
      kit.refuse(refusal?.violations ?? [{ code: 'GENERIC-ERROR' }]);
      setTraceId(refusal?.traceId);
    }
  });

  return (
    <form
      ref={kit.formRef}
      method="post"
      onFocus={preloadOnFocus(schema)}
      onSubmit={save}
      className="flex max-w-md flex-col gap-4"
      data-testid="password-form"
    >
      {done ? (
        <NotificationBanner key={done} variant="success" shouldAnnounce>
          {m.t('account.password.changed')}
        </NotificationBanner>
      ) : null}
      <FormFeedback kit={kit} title={m.t('account.formErrors')} violation={m.violation}>
        {traceId ? <p className="text-sm">{m.t('account.password.traceId', { traceId })}</p> : null}
      </FormFeedback>
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
      <div>
        <Button
          type="submit"
          disabled={!hydrated}
          loading={kit.submitting}
          loadingLabel={m.t('account.password.saving')}
        >
          {m.t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
