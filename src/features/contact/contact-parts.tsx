/**
 * The contact form's parts: uploading one attachment through a single-use upload link, one choice as a radio group
 * with its error, and the confirmation with the case number.
 */
import { graphqlMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/lazy-client';
import {
  CreateContactFormUploadLinkDocument,
  type SubmitContactFormMutation,
} from '../../lib/graphql/generated/graphql';
import type { Translate } from '../../i18n/translate';
import { CONTACT_VIOLATIONS, MAX_ATTACHMENT_BYTES } from '../../shared/contact-codes';
import type { Violation } from '../../shared/result';
import { LinkButton } from '../../ui/button';
import { NotificationBanner } from '../../ui/notification-banner';
import { RadioGroup } from '../../ui/radio-group';
import { contactArea } from './area';

export type ContactCaseResult = NonNullable<SubmitContactFormMutation['submitContactForm']['contactCase']>;

export interface Option {
  value: string;
  label: string;
}

/** Uploads one file through a fresh upload link: the attachment's id, or the violation code that refused it. */
export async function uploadFile(file: File): Promise<{ id: string } | { code: string }> {
  if (file.size > MAX_ATTACHMENT_BYTES) return { code: CONTACT_VIOLATIONS.attachmentTooLarge };
  if (file.size === 0) return { code: CONTACT_VIOLATIONS.attachmentEmpty };
  const $link = graphqlMutation(
    contactArea.mutations.createContactFormUploadLink,
    CreateContactFormUploadLinkDocument,
    request,
  );
  const link = await $link.mutate({ input: { fileName: file.name, size: file.size } });
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

/** What the visitor sees once the message is sent: the case number, the attachments and the way back. */
export function ContactConfirmation({
  done,
  t,
  contactPath,
}: {
  done: ContactCaseResult;
  t: Translate;
  contactPath: string | null;
}) {
  return (
    <section aria-labelledby="contact-confirmation" className="flex max-w-2xl flex-col gap-4" data-contact-confirmation>
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

/**
 * One choice of the form as a radio group with its error below it: the categories, sub-topics and subscriptions are
 * short lists, all visible at once (and radio buttons load far less script than the listbox select).
 */
export function Choice(props: {
  /** The id the error summary links to. */
  id?: string | undefined;
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
        id={props.id}
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
