/**
 * The subscription detail's sections that change something: the e-mail address and the holder's details (edited
 * in place through the kit's form hook, checked with the shared schemas of src/shared/subscriptions.ts, which load
 * with the first save) and unlinking the subscription from the account.
 */
import { lazy, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import { UnlinkSubscriptionDocument } from '../../lib/graphql/generated/graphql';
import type { MessageLookup } from '../../lib/messages';
import { Button } from '../../ui/button';
import { useHydrated } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { EditableSection } from '../platform/edit-section';
import { subscriptionsArea } from './area';
import type { LinkedSubscription } from './queries';

/** The edit forms with their fields, loaded once (the import is shared) when first needed. */
const loadForms = () => import('./detail-fields');
const EmailForm = lazy(() => loadForms().then((module) => ({ default: module.EmailForm })));
const PersonaliaForm = lazy(() => loadForms().then((module) => ({ default: module.PersonaliaForm })));
/** Starts loading the forms as soon as the user points at or tabs to an edit button, so they are there on click. */
const preloadFields = () => void loadForms().catch(() => undefined);

export interface SectionProps {
  subscription: LinkedSubscription;
  m: MessageLookup;
}

/**
 * One of the subscription's edited sections: its heading's id `subscription-<name>`, its texts
 * `subscriptions.<name>`, the subscriptions' edit texts, and its form starting to load when the user approaches its
 * edit button.
 */
function SubscriptionSection({
  name,
  ...rest
}: { name: 'email' | 'holder' } & Omit<ComponentProps<typeof EditableSection>, 'id' | 'texts' | 'area' | 'onPreload'>) {
  return (
    <EditableSection
      {...rest}
      id={`subscription-${name}`}
      texts={`subscriptions.${name}`}
      area="subscriptions"
      onPreload={preloadFields}
    />
  );
}

export function EmailSection({ subscription, m, canEdit }: SectionProps & { canEdit: boolean }) {
  // A new address changes once the link sent to it is opened: the notice names where the link went.
  const [sentTo, setSentTo] = useState<string>();
  return (
    <SubscriptionSection
      name="email"
      m={m}
      canEdit={canEdit}
      savedText={sentTo ? m.t('subscriptions.email.sent', { email: sentTo }) : undefined}
      form={(section) => <EmailForm subscription={subscription} m={m} section={section} onSent={setSentTo} />}
      items={[
        {
          label: m.t('subscriptions.email.label'),
          value: subscription.email || m.t('subscriptions.notSet'),
          testId: 'subscription-email',
        },
      ]}
    />
  );
}

export function PersonaliaSection({ subscription, m, canEdit }: SectionProps & { canEdit: boolean }) {
  const holder = subscription.holder;
  const notSet = m.t('subscriptions.notSet');
  return (
    <SubscriptionSection
      name="holder"
      m={m}
      canEdit={canEdit}
      form={(section) => <PersonaliaForm subscription={subscription} m={m} section={section} />}
      items={[
        {
          label: m.t('subscriptions.holder.name'),
          value: [holder.firstName, holder.lastName].filter(Boolean).join(' ') || notSet,
          testId: 'subscription-holder-name',
        },
        { label: m.t('subscriptions.holder.phone'), value: holder.phoneNumber || notSet },
      ]}
    />
  );
}

export function UnlinkSection({ subscription, m, onUnlinked }: SectionProps & { onUnlinked: () => void }) {
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const [$unlink, loading] = useGraphQLMutation(
    subscriptionsArea.mutations.unlinkSubscription,
    UnlinkSubscriptionDocument,
    request,
  );

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function unlink() {
    const result = await $unlink.mutate({ subscriptionId: subscription.subscriptionId });
    if (result?.ok) onUnlinked();
    else setFailure(result?.violations[0]?.code ?? 'GENERIC-ERROR');
  }

  return (
    <section aria-labelledby="subscription-unlink" className="rounded-brand border border-border bg-surface p-4">
      <h2 id="subscription-unlink" className="mb-2 font-brand text-xl font-bold">
        {m.t('subscriptions.unlink.title')}
      </h2>
      <p className="mb-4 max-w-prose">{m.t('subscriptions.unlink.text')}</p>
      {failure ? (
        <NotificationBanner variant="error" shouldAnnounce className="mb-4">
          {m.violation(failure)}
        </NotificationBanner>
      ) : null}
      {confirming ? (
        <div ref={confirmRef} tabIndex={-1} className="flex flex-col gap-3 outline-none" data-testid="unlink-confirm">
          <p className="font-semibold">{m.t('subscriptions.unlink.confirm', { title: subscription.title })}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              loading={loading}
              loadingLabel={m.t('subscriptions.saving')}
              onClick={() => void unlink()}
            >
              {m.t('subscriptions.unlink.yes')}
            </Button>
            <Button variant="tertiary" disabled={loading} onClick={() => setConfirming(false)}>
              {m.t('subscriptions.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" size="small" disabled={!hydrated} onClick={() => setConfirming(true)}>
          {m.t('subscriptions.unlink.action')}
        </Button>
      )}
    </section>
  );
}
