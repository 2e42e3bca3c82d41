/**
 * The contact form's island (/klantenservice/contact/formulier and the in-app /klantenservice/contact/app/basis-formulier):
 * category and sub-topic; a sub-topic that a self-service screen solves points there first
 * (only screens open for the brand are passed in) before the form is offered; then the subscription, the message
 * under the free-text rule and at most 3 attachments with the design system's multi-file input. Each attachment is
 * uploaded as soon as it is chosen: the mutation createContactFormUploadLink gives a single-use upload link, the
 * file's bytes are PUT there, and the server judges it by content — a refused file shows its Dutch reason in the
 * list. Sending (submitContactForm, one idempotency key per form, so a double click makes one case) ends on the
 * confirmation with the case number.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useForm } from '../../lib/form';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/lazy-client';
import { SubmitContactFormDocument, type LinkedSubscriptionFieldsFragment } from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import {
  ATTACHMENT_MIME_TYPES,
  CONTACT_CATEGORIES,
  CONTACT_VIOLATIONS,
  MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  subTopicsOf,
  type ContactCategory,
  type ContactSubTopic,
} from '../../shared/contact-codes';
import { newIdempotencyKey } from '../../shared/idempotency';
import type { ContactFormData } from '../../shared/contact';
import { FREE_TEXT_VIOLATIONS } from '../../shared/free-text-codes';
import { Button, LinkButton } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { MultiFileInput, setFileStatus, type FileEntry } from '../../ui/multi-file-input';
import { Textarea } from '../../ui/textarea';
import { preloadOnFocus } from '../platform/FormFeedback';
import { contactArea } from './area';
import { Choice, ContactConfirmation, uploadFile, type ContactCaseResult, type Option } from './contact-parts';

export interface ContactFormProps {
  messages: Readonly<Record<string, string>>;
  /** Sub-topic → the self-service screen that solves it, for the screens open for this brand. */
  selfService: Partial<Record<ContactSubTopic, string>>;
  /** The account's subscriptions the question may be about, as the LinkedSubscriptions query answers them. */
  subscriptions: ReadonlyArray<
    Pick<LinkedSubscriptionFieldsFragment, 'subscriptionId' | 'title' | 'subscriptionNumber'>
  >;
  /** isContactFormAttachmentEnabled. */
  attachmentsEnabled: boolean;
  /** Where the confirmation leads back to (null in an app's webview). */
  contactPath: string | null;
}

/** The radio button for a question about no particular subscription. */
const NO_SUBSCRIPTION = 'none';

/** The form's values as chosen and typed (a choice not made yet is ''). */
type ContactValues = {
  category: string;
  subTopic: string;
  subscriptionId: string;
  message: string;
  attachmentIds: string[];
  idempotencyKey: string;
};

/** The shared schema the server parses with (and zod with it), loaded when the form is first used. */
const schema = () =>
  import('../../shared/contact').then(
    (module) => module.contactFormSchema as unknown as z.ZodType<ContactFormData, ContactValues>,
  );

export default function ContactForm({
  messages,
  selfService,
  subscriptions,
  attachmentsEnabled,
  contactPath,
}: ContactFormProps) {
  const { t, violation } = useMessages(messages);
  const hydrated = useHydrated();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const kit = useForm<ContactValues, ContactFormData>({
    schema,
    defaultValues: { category: '', subTopic: '', subscriptionId: '', message: '', attachmentIds: [], idempotencyKey },
    violationMessage: violation,
  });
  const earlyInput = useKeepEarlyInput(kit.formRef);
  const category = (kit.value('category') || null) as ContactCategory | null;
  const subTopic = (kit.value('subTopic') || null) as ContactSubTopic | null;
  const message = kit.value('message');
  const [writeAnyway, setWriteAnyway] = useState(false);
  const [files, setFiles] = useState<FileEntry[]>([]);
  const uploads = useRef(new Map<string, { id?: string; code?: string }>());
  const [, setUploadTick] = useState(0);
  const [done, setDone] = useState<ContactCaseResult | null>(null);

  const [$submit, loading] = useGraphQLMutation(
    contactArea.mutations.submitContactForm,
    SubmitContactFormDocument,
    request,
  );

  /** A choice's field: the id the error summary links to, its name and its error. */
  const choiceField = (name: 'category' | 'subTopic' | 'subscriptionId') => ({
    id: kit.fieldId(name),
    name,
    error: kit.error(name),
  });

  const categories: Option[] = CONTACT_CATEGORIES.map((value) => ({ value, label: t(`contact.category.${value}`) }));
  const topics: Option[] = category
    ? subTopicsOf(category).map((value) => ({ value, label: t(`contact.subTopic.${value}`) }))
    : [];
  const subscriptionOptions: Option[] = [
    { value: NO_SUBSCRIPTION, label: t('contact.form.subscription.none') },
    ...subscriptions.map((subscription) => ({
      value: subscription.subscriptionId,
      label: `${subscription.title} (${subscription.subscriptionNumber})`,
    })),
  ];
  const selfServicePath = subTopic ? selfService[subTopic] : undefined;
  const showForm = subTopic !== null && (!selfServicePath || writeAnyway);
  const freeTextMessages = {
    [FREE_TEXT_VIOLATIONS.empty]: violation(FREE_TEXT_VIOLATIONS.empty),
    [FREE_TEXT_VIOLATIONS.forbidden]: violation(FREE_TEXT_VIOLATIONS.forbidden),
  };

  function changeFiles(next: FileEntry[]) {
    const known = new Set(files.map((entry) => entry.key));
    for (const entry of files) if (!next.some((each) => each.key === entry.key)) uploads.current.delete(entry.key);
    const added = next.filter((entry) => !known.has(entry.key));
    let current = next;
    for (const entry of added) current = setFileStatus(current, entry.key, 'uploading');
    setFiles(current);
    for (const entry of added) {
      void uploadFile(entry.file)
        .catch(() => ({ code: 'GENERIC-ERROR' }))
        .then((outcome) => {
          uploads.current.set(entry.key, outcome);
          setFiles((list) => setFileStatus(list, entry.key, 'id' in outcome ? 'done' : 'error'));
          setUploadTick((tick) => tick + 1);
        });
    }
  }

  const fileErrors = files.flatMap((entry) => {
    const code = uploads.current.get(entry.key)?.code;
    return code ? [t('contact.form.attachments.failed', { name: entry.file.name, reason: violation(code) })] : [];
  });

  const send = kit.onSubmit(async (input) => {
    const result = await $submit.mutate({
      // The message as typed: the server parses it with the same schema.
      input: { ...input, message: kit.value('message'), subscriptionId: input.subscriptionId ?? null },
    });
    if (!result) kit.refuse([{ code: 'GENERIC-ERROR' }]);
    else if (result.ok && result.contactCase) setDone(result.contactCase);
    else kit.refuse(result.violations);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!category || !subTopic) return;
    if (files.some((entry) => entry.status === 'uploading')) return;
    if (fileErrors.length > 0) {
      kit.refuse([{ code: CONTACT_VIOLATIONS.attachmentUnknown, field: 'attachmentIds' }]);
      return;
    }
    kit.set(
      'attachmentIds',
      files.flatMap((entry) => {
        const id = uploads.current.get(entry.key)?.id;
        return id ? [id] : [];
      }),
    );
    await send();
  }

  if (done) return <ContactConfirmation done={done} t={t} contactPath={contactPath} />;

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={preloadOnFocus(schema)}
      className="flex max-w-2xl flex-col gap-6"
      data-contact-form
    >
      <p>{t('contact.form.intro')}</p>
      <ErrorSummary title={t('contact.form.errorSummary')} errors={kit.summary} />
      <Choice
        {...choiceField('category')}
        options={categories}
        label={t('contact.form.category')}
        value={category}
        onValueChange={(value) => {
          kit.set('category', value ?? '');
          kit.set('subTopic', '');
          setWriteAnyway(false);
        }}
      />
      {category ? (
        <Choice
          key={category}
          {...choiceField('subTopic')}
          options={topics}
          label={t('contact.form.subTopic')}
          value={subTopic}
          onValueChange={(value) => {
            kit.set('subTopic', value ?? '');
            setWriteAnyway(false);
          }}
        />
      ) : null}
      {subTopic && selfServicePath && !writeAnyway ? (
        <section
          aria-labelledby="contact-self-service"
          className="rounded-brand border border-border bg-surface p-4"
          data-self-service={selfServicePath}
        >
          <h2 id="contact-self-service" className="mb-2 font-brand text-lg font-bold">
            {t('contact.form.selfService.title')}
          </h2>
          <p className="mb-4">{t('contact.form.selfService.text')}</p>
          <div className="flex flex-wrap gap-3">
            <LinkButton href={selfServicePath}>{t('contact.form.selfService.link')}</LinkButton>
            <Button type="button" variant="secondary" onClick={() => setWriteAnyway(true)}>
              {t('contact.form.selfService.continue')}
            </Button>
          </div>
        </section>
      ) : null}
      {showForm ? (
        <>
          {subscriptions.length > 0 ? (
            <Choice
              {...choiceField('subscriptionId')}
              options={subscriptionOptions}
              label={t('contact.form.subscription')}
              value={kit.value('subscriptionId') || NO_SUBSCRIPTION}
              onValueChange={(value) => kit.set('subscriptionId', value === NO_SUBSCRIPTION ? '' : (value ?? ''))}
            />
          ) : null}
          <Textarea
            {...kit.text('message')}
            label={t('contact.form.message')}
            rows={8}
            maxLength={MESSAGE_MAX_LENGTH}
            description={`${t('contact.form.message.hint')} ${t('contact.form.message.count', { count: message.length })}`}
            violationMessages={freeTextMessages}
          />
          {attachmentsEnabled ? (
            <MultiFileInput
              label={t('contact.form.attachments.add')}
              maxFiles={MAX_ATTACHMENTS}
              listLabel={t('contact.form.attachments.list')}
              removeLabel={(name) => t('contact.form.attachments.remove', { name })}
              statusLabels={{
                pending: t('contact.form.status.pending'),
                uploading: t('contact.form.status.uploading'),
                done: t('contact.form.status.done'),
                error: t('contact.form.status.error'),
              }}
              description={t('contact.form.attachments.hint')}
              accept={ATTACHMENT_MIME_TYPES.join(',')}
              value={files}
              onChange={changeFiles}
              error={
                fileErrors.length > 0 ? (
                  <span data-attachment-errors>{fileErrors.join(' ')}</span>
                ) : (
                  kit.error('attachmentIds')
                )
              }
              fullMessage={t('ui.multiFileInput.full')}
              removedAnnouncement={(name) => t('ui.multiFileInput.removed', { name })}
            />
          ) : null}
          <div>
            <Button
              type="submit"
              disabled={!hydrated || files.some((entry) => entry.status === 'uploading')}
              loading={loading}
              loadingLabel={t('contact.form.submitting')}
            >
              {t('contact.form.submit')}
            </Button>
          </div>
        </>
      ) : null}
    </form>
  );
}
