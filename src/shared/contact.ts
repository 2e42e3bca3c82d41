/**
 * The contact form: the contract the form's island and the server both hold. The message is
 * free text of 1 to 2500 characters; at most 3 attachments, each uploaded first through an upload link
 * (ContactFormUploadLinkResult) and named here by its id. Issue messages are violation codes, which the screens
 * translate.
 */
import { z } from 'zod';
import { freeText, plainText } from './free-text';
import { idempotencyKeySchema } from './idempotency-schema';
import {
  CONTACT_CATEGORIES,
  CONTACT_SUB_TOPICS,
  CONTACT_VIOLATIONS,
  MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  SUB_TOPIC_CATEGORY,
} from './contact-codes';
export * from './contact-codes';

const V = CONTACT_VIOLATIONS;

/** The idempotency key the island generates once per form (the shared rule of every idempotent mutation). */
export const contactIdempotencyKeySchema = idempotencyKeySchema(V.keyInvalid);

/** Category and sub-topic: the sub-topic must belong to the category. */
export const topicSchema = z
  .object({
    category: z.enum(CONTACT_CATEGORIES, { error: V.categoryRequired }),
    subTopic: z.enum(CONTACT_SUB_TOPICS, { error: V.subTopicRequired }),
  })
  .refine((value) => SUB_TOPIC_CATEGORY[value.subTopic] === value.category, {
    error: V.subTopicMismatch,
    path: ['subTopic'],
  });

/** The message: free text of 1 to 2500 characters (multi-line). */
export const messageSchema = freeText({ tooLong: { max: MESSAGE_MAX_LENGTH, code: V.messageTooLong } });

/** The whole form as submitted. */
export const contactFormSchema = z
  .object({
    category: z.enum(CONTACT_CATEGORIES, { error: V.categoryRequired }),
    subTopic: z.enum(CONTACT_SUB_TOPICS, { error: V.subTopicRequired }),
    /** The subscription the question is about; none for a question about the account. */
    subscriptionId: plainText({ error: V.subscriptionUnknown })
      .trim()
      .nullish()
      .transform((value) => (value ? value : null)),
    message: messageSchema,
    /** Ids of the caller's uploads (from the upload links), at most 3. */
    attachmentIds: z
      .array(plainText({ error: V.attachmentUnknown }).trim(), { error: V.attachmentUnknown })
      .max(MAX_ATTACHMENTS, { error: V.tooManyAttachments })
      .default([]),
    idempotencyKey: contactIdempotencyKeySchema,
  })
  .refine((value) => SUB_TOPIC_CATEGORY[value.subTopic] === value.category, {
    error: V.subTopicMismatch,
    path: ['subTopic'],
  });

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormData = z.output<typeof contactFormSchema>;

/** What asking for an upload link takes: the file's name and size as the browser knows them (checked again later). */
export const uploadLinkRequestSchema = z.object({
  fileName: plainText({ error: V.attachmentUnknown })
    .trim()
    .min(1, { error: V.attachmentUnknown })
    .max(255, { error: V.attachmentUnknown }),
  size: z.number({ error: V.attachmentEmpty }).int().min(1, { error: V.attachmentEmpty }),
});
