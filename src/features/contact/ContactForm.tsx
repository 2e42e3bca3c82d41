/**
 * The contact form's island (/klantenservice/contact/formulier and the in-app /klantenservice/contact/app/basis-formulier):
 * category and sub-topic (specification §3); a sub-topic that a self-service screen solves points there first
 * (only screens open for the brand are passed in) before the form is offered; then the subscription, the message
 * under the free-text rule and at most 3 attachments with the design system's multi-file input. Each attachment is
 * uploaded as soon as it is chosen: the mutation createContactFormUploadLink gives a single-use upload link, the
 * file's bytes are PUT there, and the server judges it by content — a refused file shows its Dutch reason in the
 * list. Sending (submitContactForm, one idempotency key per form, so a double click makes one case) ends on the
 * confirmation with the case number.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  CreateContactFormUploadLinkDocument,
  SubmitContactFormDocument,
  type SubmitContactFormMutation,
  type SubmitContactFormMutationVariables,
} from '../../lib/graphql/generated/graphql';
import { useMessages } from '../../lib/messages';
import {
  ATTACHMENT_MIME_TYPES,
  CONTACT_CATEGORIES,
  CONTACT_VIOLATIONS,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  subTopicsOf,
  type ContactCategory,
  type ContactSubTopic,
} from '../../shared/contact-codes';
import { FREE_TEXT_VIOLATIONS } from '../../shared/free-text-codes';
import type { Violation } from '../../shared/result';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { MultiFileInput, setFileStatus, type FileEntry } from '../../ui/multi-file-input';
import { NotificationBanner } from '../../ui/notification-banner';
import { RadioGroup } from '../../ui/radio-group';
import { Textarea } from '../../ui/textarea';
import { contactArea } from './area';

type ContactCaseResult = NonNullable<SubmitContactFormMutation['submitContactForm']['contactCase']>;

export interface ContactFormProps {
  messages: Readonly<Record<string, string>>;
  /** Sub-topic → the self-service screen that solves it, for the screens open for this brand. */
  selfService: Partial<Record<ContactSubTopic, string>>;
  /** The account's subscriptions the question may be about. */
  subscriptions: ReadonlyArray<{ id: string; title: string }>;
  /** isContactFormAttachmentEnabled. */
  attachmentsEnabled: boolean;
  /** Where the confirmation leads back to (null in an app's webview). */
  contactPath: string | null;
}

/** The radio button for a question about no particular subscription. */
const NO_SUBSCRIPTION = 'none';

interface Option {
  value: string;
  label: string;
}

/** Uploads one file through a fresh upload link: the attachment's id, or the violation code that refused it. */
async function uploadFile(file: File): Promise<{ id: string } | { code: string }> {
  if (file.size > MAX_ATTACHMENT_BYTES) return { code: CONTACT_VIOLATIONS.attachmentTooLarge };
  if (file.size === 0) return { code: CONTACT_VIOLATIONS.attachmentEmpty };
  const $link = fetcher().createMutation(
    contactArea.mutations.createContactFormUploadLink,
    async () =>
      (await request(CreateContactFormUploadLinkDocument, { input: { fileName: file.name, size: file.size } }))
        .createContactFormUploadLink,
  );
  const link = await $link.mutate({});
  if (!link) return { code: 'GENERIC-ERROR' };
  if (!link.ok || !link.uploadUrl || !link.attachmentId) return { code: link.violations[0]?.code ?? 'GENERIC-ERROR' };
  const answer = await fetch(link.uploadUrl, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': 'application/octet-stream' },
    credentials: 'same-origin',
  });
  if (answer.ok) return { id: link.attachmentId };
  const body = (await answer.json().catch(() => ({}))) as { violations?: Violation[] };
  return { code: body.violations?.[0]?.code ?? 'GENERIC-ERROR' };
}

export default function ContactForm({
  messages,
  selfService,
  subscriptions,
  attachmentsEnabled,
  contactPath,
}: ContactFormProps) {
  const { t, violation } = useMessages(messages);
  const hydrated = useHydrated();
  const earlyInput = useKeepEarlyInput<HTMLFormElement>();
  const [category, setCategory] = useState<ContactCategory | null>(null);
  const [subTopic, setSubTopic] = useState<ContactSubTopic | null>(null);
  const [writeAnyway, setWriteAnyway] = useState(false);
  const [subscriptionId, setSubscriptionId] = useState<string>('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<FileEntry[]>([]);
  const uploads = useRef(new Map<string, { id?: string; code?: string }>());
  const [, setUploadTick] = useState(0);
  const [violations, setViolations] = useState<Violation[]>([]);
  const [done, setDone] = useState<ContactCaseResult | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const summary = useRef<HTMLDivElement>(null);

  const $submit = useMemo(
    () =>
      fetcher().createMutation(
        contactArea.mutations.submitContactForm,
        async (variables: SubmitContactFormMutationVariables) =>
          (await request(SubmitContactFormDocument, variables)).submitContactForm,
      ),
    [],
  );
  const { loading = false } = useStore($submit);

  const categories: Option[] = CONTACT_CATEGORIES.map((value) => ({ value, label: t(`contact.category.${value}`) }));
  const topics: Option[] = category
    ? subTopicsOf(category).map((value) => ({ value, label: t(`contact.subTopic.${value}`) }))
    : [];
  const subscriptionOptions: Option[] = [
    { value: NO_SUBSCRIPTION, label: t('contact.form.subscription.none') },
    ...subscriptions.map((subscription) => ({ value: subscription.id, label: subscription.title })),
  ];
  const selfServicePath = subTopic ? selfService[subTopic] : undefined;
  const showForm = subTopic !== null && (!selfServicePath || writeAnyway);
  const byField = Object.fromEntries(violations.filter((each) => each.field).map((each) => [each.field, each.code]));
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!category || !subTopic) return;
    const attachmentIds = files.flatMap((entry) => {
      const id = uploads.current.get(entry.key)?.id;
      return id ? [id] : [];
    });
    if (files.some((entry) => entry.status === 'uploading')) return;
    if (fileErrors.length > 0) {
      setViolations([{ code: CONTACT_VIOLATIONS.attachmentUnknown, field: 'attachmentIds' }]);
      summary.current?.focus();
      return;
    }
    try {
      const result = await $submit.mutate({
        input: {
          category,
          subTopic,
          subscriptionId: subscriptionId || null,
          message,
          attachmentIds,
          idempotencyKey,
        },
      });
      if (!result) setViolations([{ code: 'GENERIC-ERROR' }]);
      else if (result.ok && result.contactCase) setDone(result.contactCase);
      else setViolations(result.violations);
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
    }
    requestAnimationFrame(() => summary.current?.focus());
  }

  if (done) {
    return (
      <section
        aria-labelledby="contact-confirmation"
        className="flex max-w-2xl flex-col gap-4"
        data-contact-confirmation
      >
        <NotificationBanner variant="success" shouldAnnounce>
          <h2 id="contact-confirmation" className="font-brand text-xl font-bold">
            {t('contact.confirmation.title')}
          </h2>
          <p data-case-number={done.caseNumber}>
            {t('contact.confirmation.caseNumber', { caseNumber: done.caseNumber })}
          </p>
        </NotificationBanner>
        <p>{t('contact.confirmation.text')}</p>
        {done.attachments.length > 0 ? (
          <div>
            <h3 className="font-semibold">{t('contact.confirmation.attachments')}</h3>
            <ul className="list-disc pl-5">
              {done.attachments.map((attachment) => (
                <li key={attachment.id}>{attachment.fileName}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {contactPath ? (
          <p>
            <LinkButton href={contactPath} variant="secondary">
              {t('contact.confirmation.home')}
            </LinkButton>
          </p>
        ) : null}
      </section>
    );
  }

  const codes = [...new Set(violations.map((each) => each.code))];
  return (
    <form ref={earlyInput} noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-6" data-contact-form>
      <p>{t('contact.form.intro')}</p>
      <div ref={summary} tabIndex={-1} className="outline-none" data-form-feedback>
        {codes.length > 0 ? (
          <NotificationBanner variant="error" shouldAnnounce>
            <p className="font-semibold">{t('contact.form.errorSummary')}</p>
            <ul className="list-disc pl-5">
              {codes.map((code) => (
                <li key={code}>{violation(code)}</li>
              ))}
            </ul>
          </NotificationBanner>
        ) : null}
      </div>
      <Choice
        options={categories}
        label={t('contact.form.category')}
        value={category}
        name="category"
        error={byField['category'] ? violation(byField['category']) : undefined}
        onValueChange={(value) => {
          setCategory((value as ContactCategory | null) ?? null);
          setSubTopic(null);
          setWriteAnyway(false);
        }}
      />
      {category ? (
        <Choice
          key={category}
          options={topics}
          label={t('contact.form.subTopic')}
          value={subTopic}
          name="subTopic"
          error={byField['subTopic'] ? violation(byField['subTopic']) : undefined}
          onValueChange={(value) => {
            setSubTopic((value as ContactSubTopic | null) ?? null);
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
              options={subscriptionOptions}
              label={t('contact.form.subscription')}
              value={subscriptionId || NO_SUBSCRIPTION}
              name="subscriptionId"
              error={byField['subscriptionId'] ? violation(byField['subscriptionId']) : undefined}
              onValueChange={(value) => setSubscriptionId(value === NO_SUBSCRIPTION ? '' : (value ?? ''))}
            />
          ) : null}
          <Textarea
            label={t('contact.form.message')}
            name="message"
            rows={8}
            maxLength={MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            description={`${t('contact.form.message.hint')} ${t('contact.form.message.count', { count: message.length })}`}
            error={byField['message'] ? violation(byField['message']) : undefined}
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
                ) : byField['attachmentIds'] ? (
                  violation(byField['attachmentIds'])
                ) : undefined
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

/**
 * One choice of the form as a radio group with its error below it: the categories, sub-topics and subscriptions are
 * short lists, all visible at once (and radio buttons load far less script than the listbox select).
 */
function Choice(props: {
  options: Option[];
  label: string;
  value: string | null;
  name: string;
  error: string | undefined;
  onValueChange: (value: string | null) => void;
}) {
  const errorId = `${props.name}-error`;
  return (
    <div className="flex flex-col gap-1">
      <RadioGroup
        label={props.label}
        name={props.name}
        options={props.options}
        value={props.value}
        invalid={Boolean(props.error)}
        aria-describedby={props.error ? errorId : undefined}
        onValueChange={(details) => props.onValueChange(details.value)}
      />
      {props.error ? (
        <p id={errorId} className="rounded-brand bg-negative-bg px-2 py-1 text-sm font-semibold text-on-negative">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
