/**
 * The fields of the subscription detail's edit forms (detail-sections.tsx), in a module of their own: the detail
 * is read far more often than edited, and the fields bring the design system's form controls (Ark's field). The island
 * loads this module when the user first asks to edit (or points at an edit button). Each field is bound to the form
 * hook (value, change, id and error).
 */
import type { TextFieldProps } from '../../lib/form';
import type { MessageLookup } from '../../lib/messages';
import { TextInput } from '../../ui/text-input';

/** The subscription's e-mail address. */
export function EmailFields({ m, field }: { m: MessageLookup; field: TextFieldProps }) {
  return (
    <TextInput
      {...field}
      type="email"
      label={m.t('subscriptions.email.label')}
      description={m.t('subscriptions.email.hint')}
      autoComplete="email"
      inputMode="email"
      customValidityMessage={m.violation('EMAIL_INVALID')}
    />
  );
}

/** The holder's first and last name and phone number. */
export function HolderFields({
  m,
  field,
}: {
  m: MessageLookup;
  field: (name: 'first_name' | 'last_name' | 'phone_number') => TextFieldProps;
}) {
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput
          {...field('first_name')}
          label={m.t('subscriptions.holder.firstName')}
          autoComplete="given-name"
          customValidityMessage={m.violation('FIRST_NAME_REQUIRED')}
        />
        <TextInput
          {...field('last_name')}
          label={m.t('subscriptions.holder.lastName')}
          autoComplete="family-name"
          customValidityMessage={m.violation('LAST_NAME_REQUIRED')}
        />
      </div>
      <TextInput
        {...field('phone_number')}
        type="tel"
        label={m.t('subscriptions.holder.phone')}
        required={false}
        optionalSuffix={m.t('subscriptions.optional')}
        description={m.t('subscriptions.holder.phoneHint')}
        autoComplete="tel"
        className="tablet:max-w-xs"
      />
    </>
  );
}
