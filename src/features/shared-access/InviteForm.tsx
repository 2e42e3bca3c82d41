/**
 * The invitation form of one shareable subscription, on the kit's form hook: the address is checked with the shared
 * schema (src/shared/shared-access.ts, loaded with the first invitation) and sent as typed; a refusal is shown beside
 * the field, or above it when it belongs to no field, and takes focus.
 */
import { useForm } from '../../lib/form';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import { SendInviteDocument, type SasSubscriptionFieldsFragment } from '../../lib/graphql/generated/graphql';
import { TextInput } from '../../ui/text-input';
import { SendForm, sendLabels } from '../platform/send-form';
import { sharedAccessArea } from './area';
import type { Texts } from './SharedAccessOverview';

export interface InviteFormProps {
  subscription: SasSubscriptionFieldsFragment;
  texts: Texts;
  /** Called with the invited address once the invitation is sent. */
  onSent: (email: string) => void;
}

const schema = () => import('../../shared/shared-access').then((module) => module.sendInviteSchema);

/** See the file's comment. */
export function InviteForm({ subscription, texts, onSent }: InviteFormProps) {
  const { t } = texts;
  const [$send, sending] = useGraphQLMutation(sharedAccessArea.mutations.sendInvite, SendInviteDocument, request);
  const kit = useForm({ schema, defaultValues: { email: '' }, violationMessage: texts.violation });

  const send = async () => {
    const email = kit.value('email');
    const result = await $send.mutate({ subscriptionId: subscription.subscriptionId, email });
    if (!result) kit.refuse([{ code: 'GENERIC-ERROR' }]);
    else if (result.ok) {
      kit.form.reset({ email: '' });
      onSent(result.invite?.email ?? email);
    } else kit.refuse(result.violations);
  };

  return (
    <SendForm
      kit={kit}
      schema={schema}
      onValid={send}
      labels={sendLabels(texts, 'sharedAccess.form.submit', 'sharedAccess.form.sending')}
      sending={sending}
      intro={<h3 className="font-semibold">{t('sharedAccess.form.title')}</h3>}
      className="mt-6 flex max-w-md flex-col gap-3"
      aria-label={t('sharedAccess.form.emailLabel', { title: subscription.title })}
      data-sas-invite-form
    >
      <TextInput
        {...kit.text('email')}
        type="email"
        label={t('sharedAccess.form.email')}
        autoComplete="off"
        inputMode="email"
        customValidityMessage={texts.violation('EMAIL_INVALID')}
      />
    </SendForm>
  );
}
