/**
 * The contact form's names, limits and data, without zod: the categories and sub-topics of
 * Which category each sub-topic belongs to and which self-service screen solves it first
 * ("capabilities as data"), the limits of the message and the attachments, and the violation codes.
 * ./contact.ts builds the zod schemas on it and re-exports it; screens that only show data and messages import this.
 */

/** The contact categories, in the order the form offers them. */
export const CONTACT_CATEGORIES = [
  'account',
  'digital_reading',
  'subscription',
  'payment',
  'delivery',
  'other',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** The contact sub-topics. */
export const CONTACT_SUB_TOPICS = [
  'account_creation',
  'email_change',
  'phone_change',
  'address_change',
  'password_change',
  'forget_password',
  'login',
  'link_subscription',
  'change_subscription',
  'terminate_subscription',
  'cancel_subscription',
  'new_subscription',
  'change_delivery_address',
  'payment_status',
  'payment_invoice',
  'change_payment_method',
  'change_payment_number',
  'delivery_times',
  'delivery_complaint',
  'delivery_holiday_service',
  'delivery_moving_house_service',
  'privacy',
  'welcome_gift',
  'webshop',
  'other_question',
] as const;
export type ContactSubTopic = (typeof CONTACT_SUB_TOPICS)[number];

/** The category each sub-topic belongs to (every sub-topic to exactly one). */
export const SUB_TOPIC_CATEGORY: Readonly<Record<ContactSubTopic, ContactCategory>> = {
  account_creation: 'account',
  email_change: 'account',
  phone_change: 'account',
  address_change: 'account',
  password_change: 'account',
  forget_password: 'account',
  login: 'digital_reading',
  link_subscription: 'digital_reading',
  change_subscription: 'subscription',
  terminate_subscription: 'subscription',
  cancel_subscription: 'subscription',
  new_subscription: 'subscription',
  welcome_gift: 'subscription',
  payment_status: 'payment',
  payment_invoice: 'payment',
  change_payment_method: 'payment',
  change_payment_number: 'payment',
  change_delivery_address: 'delivery',
  delivery_times: 'delivery',
  delivery_complaint: 'delivery',
  delivery_holiday_service: 'delivery',
  delivery_moving_house_service: 'delivery',
  privacy: 'other',
  webshop: 'other',
  other_question: 'other',
};

/**
 * The self-service screen that solves a sub-topic, offered before the form (null: none, the form at once). A page
 * links one only while it is open for the brand (`isPageOpen` of src/server/areas.ts).
 */
export const SUB_TOPIC_SELF_SERVICE: Readonly<Record<ContactSubTopic, string | null>> = {
  account_creation: null,
  email_change: '/account/e-mailadres',
  phone_change: '/account/telefoonnummer',
  address_change: '/account/gegevens',
  password_change: '/account/wachtwoord',
  forget_password: null,
  login: '/klantenservice/veelgestelde-vragen',
  link_subscription: '/abonnementen/koppelen',
  change_subscription: '/abonnementen',
  terminate_subscription: '/abonnementen',
  cancel_subscription: '/abonnementen',
  new_subscription: null,
  welcome_gift: null,
  payment_status: '/facturen',
  payment_invoice: '/facturen',
  change_payment_method: '/betaalservice',
  change_payment_number: '/betaalservice',
  change_delivery_address: '/verhuisservice',
  delivery_times: '/bezorgservice',
  delivery_complaint: '/bezorgservice/klacht',
  delivery_holiday_service: '/vakantieservice',
  delivery_moving_house_service: '/verhuisservice/doorgeven',
  privacy: null,
  webshop: null,
  other_question: '/klantenservice/veelgestelde-vragen',
};

/** The sub-topics of a category, in the order of {@link CONTACT_SUB_TOPICS}. */
export function subTopicsOf(category: ContactCategory): ContactSubTopic[] {
  return CONTACT_SUB_TOPICS.filter((topic) => SUB_TOPIC_CATEGORY[topic] === category);
}

/** The longest message (after trimming); docs/architecture.md. */
export const MESSAGE_MAX_LENGTH = 2500;
/** At most this many attachments per message. */
export const MAX_ATTACHMENTS = 3;
/** The largest attachment: 5 MB (5 × 1024 × 1024 bytes). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** The attachment types, judged by content (the file's magic bytes), never by name or declared type. */
export const ATTACHMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'] as const;
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number];
/** How long an upload link may be used, in seconds. */
export const UPLOAD_LINK_TTL_SECONDS = 15 * 60;

/** The violation codes of the contact form; each has a translation key of the same name. */
export const CONTACT_VIOLATIONS = {
  categoryRequired: 'CONTACT_CATEGORY_REQUIRED',
  subTopicRequired: 'CONTACT_SUB_TOPIC_REQUIRED',
  subTopicMismatch: 'CONTACT_SUB_TOPIC_NOT_IN_CATEGORY',
  messageTooLong: 'CONTACT_MESSAGE_TOO_LONG',
  subscriptionUnknown: 'CONTACT_SUBSCRIPTION_UNKNOWN',
  tooManyAttachments: 'CONTACT_TOO_MANY_ATTACHMENTS',
  attachmentTooLarge: 'CONTACT_ATTACHMENT_TOO_LARGE',
  attachmentType: 'CONTACT_ATTACHMENT_TYPE',
  attachmentEmpty: 'CONTACT_ATTACHMENT_EMPTY',
  attachmentUnknown: 'CONTACT_ATTACHMENT_UNKNOWN',
  uploadLinkInvalid: 'CONTACT_UPLOAD_LINK_INVALID',
  attachmentsDisabled: 'CONTACT_ATTACHMENTS_DISABLED',
  keyInvalid: 'CONTACT_IDEMPOTENCY_KEY_INVALID',
  uploadHourlyLimit: 'CONTACT_UPLOAD_HOURLY_LIMIT',
  uploadsPendingLimit: 'CONTACT_UPLOADS_PENDING_LIMIT',
} as const;
export type ContactViolationCode = (typeof CONTACT_VIOLATIONS)[keyof typeof CONTACT_VIOLATIONS];

/** The REST path an upload link points at (`{token}` filled in). */
export const CONTACT_UPLOAD_PATH = '/api/contact/upload';

/** The flags of the rule {@link contactFormHiddenReason} reads. */
export interface ContactFormHidingFlags {
  isContactFormHiddenDuringOpeningHours?: boolean;
  isContactFormHiddenForNewspapers?: boolean;
}

/**
 * Why the contact form is hidden for a brand now, or null when it is shown: for newspaper brands while
 * isContactFormHiddenForNewspapers is on (the draft copy of the flags has it), and while customer service is open
 * when isContactFormHiddenDuringOpeningHours is on (phone and chat answer faster then).
 */
export function contactFormHiddenReason(
  flags: ContactFormHidingFlags | undefined,
  brandCategory: string,
  openNow: boolean,
): 'newspaper' | 'openingHours' | null {
  if (flags?.isContactFormHiddenForNewspapers && brandCategory === 'newspaper') return 'newspaper';
  if (flags?.isContactFormHiddenDuringOpeningHours && openNow) return 'openingHours';
  return null;
}
