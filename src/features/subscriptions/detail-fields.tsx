/**
 * The fields of the subscription detail's edit forms (SubscriptionDetail.tsx), in a module of their own: the detail
 * is read far more often than edited, and the fields bring the design system's form controls (Ark's field). The island
 * loads this module when the user first asks to edit (or points at an edit button).
 */
import { TextInput } from '../../ui/text-input';
import type { MessageLookup } from '../../lib/messages';
import type { LinkedSubscription } from './queries';

/** The subscription's e-mail address. */
export function EmailFields({
  m,
  email,
  error,
}: {
  m: MessageLookup;
  email: string | null;
  error: string | undefined;
}) {
  return (
    <TextInput
      name="email"
      type="email"
      label={m.t('subscriptions.email.label')}
      description={m.t('subscriptions.email.hint')}
      autoComplete="email"
      inputMode="email"
      defaultValue={email ?? ''}
      customValidityMessage={m.violation('EMAIL_INVALID')}
      error={error}
    />
  );
}

/** The holder's first and last name and phone number. */
export function HolderFields({
  m,
  holder,
  error,
}: {
  m: MessageLookup;
  holder: LinkedSubscription['holder'];
  error: (field: string) => string | undefined;
}) {
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput
          name="first_name"
          label={m.t('subscriptions.holder.firstName')}
          autoComplete="given-name"
          defaultValue={holder.firstName ?? ''}
          customValidityMessage={m.violation('FIRST_NAME_REQUIRED')}
          error={error('first_name')}
        />
        <TextInput
          name="last_name"
          label={m.t('subscriptions.holder.lastName')}
          autoComplete="family-name"
          defaultValue={holder.lastName ?? ''}
          customValidityMessage={m.violation('LAST_NAME_REQUIRED')}
          error={error('last_name')}
        />
      </div>
      <TextInput
        name="phone_number"
        type="tel"
        label={m.t('subscriptions.holder.phone')}
        required={false}
        optionalSuffix={m.t('subscriptions.optional')}
        description={m.t('subscriptions.holder.phoneHint')}
        autoComplete="tel"
        defaultValue={holder.phoneNumber ?? ''}
        error={error('phone_number')}
        className="tablet:max-w-xs"
      />
    </>
  );
}
