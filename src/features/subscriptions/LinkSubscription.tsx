/**
 * The linking island (`/abonnementen/koppelen`): the subscription number from a letter or invoice and the postcode
 * of the delivery address. The server checks both with the shared schema (src/shared/subscriptions.ts) and answers a
 * refusal in Dutch beside its field: an unknown number, a postcode that is not the subscription's, or a subscription
 * that is linked already. A linked subscription refreshes the overview (the manifest's rule) and is shown with a link
 * to its detail screen.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from '../../lib/form';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/lazy-client';
import { LinkSubscriptionDocument } from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import { LinkButton } from '../../ui/button';
import { useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { TextInput } from '../../ui/text-input';
import { SendForm, sendLabels } from '../platform/send-form';
import { subscriptionsArea } from './area';

export interface LinkSubscriptionProps {
  /** Translations (SUBSCRIPTION_MESSAGE_KEYS). */
  messages: Record<string, string>;
  /** The brand's country decides the postcode's form (hint and autocomplete). */
  country: 'nl' | 'be';
}

export default function LinkSubscription({ messages, country }: LinkSubscriptionProps) {
  const m = useMessages(messages);
  const [$link, loading] = useGraphQLMutation(
    subscriptionsArea.mutations.linkSubscription,
    LinkSubscriptionDocument,
    request,
  );
  // The shared schema (and zod) load when the form is first sent, not with the page.
  const [schema] = useState(
    () => () =>
      import('../../shared/subscriptions').then((module) =>
        module.linkSubscriptionSchema(country === 'be' ? 'BE' : 'NL'),
      ),
  );
  const kit = useForm({
    schema,
    defaultValues: { subscription_number: '', zip_code: '' },
    violationMessage: m.violation,
  });
  useKeepEarlyInput(kit.formRef);
  const [linked, setLinked] = useState<{ id: string; title: string } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (linked) doneRef.current?.focus();
  }, [linked]);

  const link = async () => {
    // The fields as typed: the server parses them with the same schema.
    const input = { subscription_number: kit.value('subscription_number'), zip_code: kit.value('zip_code') };
    const result = await $link.mutate({ input });
    if (!result) kit.refuse([{ code: 'GENERIC-ERROR' }]);
    else if (result.ok && result.subscription)
      setLinked({ id: result.subscription.subscriptionId, title: result.subscription.title });
    else kit.refuse(result.violations);
  };

  if (linked) {
    return (
      <div ref={doneRef} tabIndex={-1} className="flex flex-col gap-4 outline-none" data-testid="link-done">
        <NotificationBanner variant="success" shouldAnnounce>
          {m.t('subscriptions.linkForm.done', { title: linked.title })}
        </NotificationBanner>
        <div className="flex flex-wrap gap-3">
          <LinkButton href={`/abonnementen/details/${linked.id}`}>{m.t('subscriptions.details')}</LinkButton>
          <LinkButton href="/abonnementen" variant="secondary">
            {m.t('subscriptions.backToOverview')}
          </LinkButton>
        </div>
      </div>
    );
  }

  const labels = sendLabels(m, 'subscriptions.linkForm.submit', 'subscriptions.linkForm.linking');

  return (
    <SendForm kit={kit} schema={schema} onValid={link} labels={labels} sending={loading} data-testid="link-form">
      <TextInput
        {...kit.text('subscription_number')}
        label={m.t('subscriptions.linkForm.number')}
        description={m.t('subscriptions.linkForm.numberHint')}
        inputMode="numeric"
        autoComplete="off"
        customValidityMessage={m.violation('SUBSCRIPTION_NUMBER_INVALID')}
      />
      <TextInput
        {...kit.text('zip_code')}
        label={m.t('subscriptions.linkForm.postcode')}
        description={m.t(`subscriptions.linkForm.postcodeHint.${country}`)}
        autoComplete="postal-code"
        customValidityMessage={m.violation('POSTCODE_INVALID')}
        className="tablet:max-w-xs"
      />
    </SendForm>
  );
}
