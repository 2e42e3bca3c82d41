/**
 * The subscription detail's edit forms (detail-sections.tsx) with their fields, in a module of their own: the detail
 * is read far more often than edited, and the forms bring the form hook (react-hook-form) and the design system's
 * form controls (Ark's field). The island loads this module when the user first asks to edit (or points at an edit
 * button). Each field is bound to the form hook (value, change, id and error).
 */
import { fetcher } from '../../lib/fetcher/fetcher';
import type { TextFieldProps } from '../../lib/form';
import { graphqlMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  ChangeSubscriptionEmailDocument,
  UpdateSubscriptionPersonaliaDocument,
  type ChangeSubscriptionEmailMutationVariables,
} from '../../lib/graphql/generated/graphql';
import type { MessageLookup } from '../../lib/messages';
import { TextInput } from '../../ui/text-input';
import type { EditSection } from '../platform/edit-section';
import { EditForm, NameFields, useSectionForm } from '../platform/section-form';
import { subscriptionsArea } from './area';
import type { SectionProps } from './detail-sections';

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
      <NameFields
        m={m}
        field={field}
        labels={{ firstName: m.t('subscriptions.holder.firstName'), lastName: m.t('subscriptions.holder.lastName') }}
      />
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

const emailSchema = () => import('../../shared/subscriptions').then((module) => module.subscriptionEmailSchema);
const personaliaSchema = () =>
  import('../../shared/subscriptions').then((module) => module.subscriptionPersonaliaSchema);

export function EmailForm({
  subscription,
  m,
  section,
  onSent,
}: SectionProps & { section: EditSection; onSent: (email: string) => void }) {
  const form = useSectionForm({
    section,
    area: 'subscriptions',
    m,
    schema: emailSchema,
    defaultValues: { email: subscription.email ?? '' },
    mutation: () =>
      fetcher().createMutation(
        subscriptionsArea.mutations.changeSubscriptionEmail,
        async (variables: ChangeSubscriptionEmailMutationVariables) => {
          const result = (await request(ChangeSubscriptionEmailDocument, variables)).changeSubscriptionEmail;
          if (result.ok && result.pendingEmail) onSent(result.pendingEmail);
          return result;
        },
      ),
    variables: ({ email }) => ({ subscriptionId: subscription.subscriptionId, email }),
  });
  return (
    <EditForm form={form} className="flex max-w-md flex-col gap-4">
      <EmailFields m={m} field={form.kit.text('email')} />
    </EditForm>
  );
}

export function PersonaliaForm({ subscription, m, section }: SectionProps & { section: EditSection }) {
  const holder = subscription.holder;
  const form = useSectionForm({
    section,
    area: 'subscriptions',
    m,
    schema: personaliaSchema,
    defaultValues: {
      first_name: holder.firstName ?? '',
      last_name: holder.lastName ?? '',
      phone_number: holder.phoneNumber ?? '',
    },
    mutation: () =>
      graphqlMutation(
        subscriptionsArea.mutations.updateSubscriptionPersonalia,
        UpdateSubscriptionPersonaliaDocument,
        request,
      ),
    variables: (input) => ({ subscriptionId: subscription.subscriptionId, input }),
  });
  return (
    <EditForm form={form} className="flex flex-col gap-4">
      <HolderFields m={m} field={form.kit.text} />
    </EditForm>
  );
}
