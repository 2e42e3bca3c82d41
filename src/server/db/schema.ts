/**
 * The portal's database schema (Drizzle, PostgreSQL dialect; PGlite embedded, PostgreSQL in production).
 * Every row that belongs to a subscriber carries `account_id`, and every query filters on it.
 */
import { randomInt } from 'node:crypto';
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const genderEnum = pgEnum('gender', ['female', 'male', 'other', 'unknown']);
export const productTypeEnum = pgEnum('product_type', ['newspaper', 'magazine', 'digital']);
export const subscriptionStatusEnum = pgEnum('subscription_status', ['active', 'suspended', 'ended']);

/**
 * The address columns an account, a subscription and a temporary delivery address share, each nullable (NL zip
 * "1234 AB", BE "2000"); a new object per table, as Drizzle's column builders belong to one table.
 */
function addressColumns() {
  return {
    street: text('street'),
    houseNumber: text('house_number'),
    houseNumberSuffix: text('house_number_suffix'),
    zipCode: text('zip_code'),
    city: text('city'),
  };
}

/** A subscriber's account (the specification's UmsAccount), with the profile's personal and contact information. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; the username of the specification. */
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in with an e-mail code. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: genderEnum('gender'),
    dateOfBirth: date('date_of_birth'),
    ...addressColumns(),
    /** ISO 3166-1 alpha-2, default NL. */
    countryCode: text('country_code').notNull().default('NL'),
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /**
     * The `sub` of an external OpenID provider (OIDC_ISSUER) this account is linked to; null for accounts of the
     * built-in account host, whose `sub` is the account id itself.
     */
    oidcSubject: text('oidc_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_oidc_subject_unique').on(t.oidcSubject),
  ],
);

/** A subscription of an account to one brand's product. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The account the subscription is linked to; null for a subscription of the publisher's records that no account
     * has linked yet (a subscriber links it by its number and postcode).
     */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    /** The number on the subscriber's invoices and letters (digits), unique within the brand. */
    subscriptionNumber: text('subscription_number')
      .notNull()
      // Rows the publisher's records supply carry their number; a row made without one (tests) gets a random one.
      .$defaultFn(() => String(randomInt(100_000_000, 1_000_000_000))),
    productType: productTypeEnum('product_type').notNull(),
    /** The product's name as the subscriber sees it, e.g. "AD Digitaal + Zaterdag". */
    title: text('title').notNull(),
    /** Delivery days as ISO weekday numbers (1 = Monday … 7 = Sunday); empty for digital products. */
    deliveryDays: integer('delivery_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: subscriptionStatusEnum('status').notNull().default('active'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** Price per period in euro cents. */
    priceCents: integer('price_cents').notNull(),
    /** Billing period: month, quarter or year. */
    billingPeriod: text('billing_period').notNull().default('month'),
    /** Whether the product includes reading online (digital products, and print with digital access). */
    digitalAccess: boolean('digital_access').notNull().default(false),
    /** The subscription's own e-mail address (its invoices and letters go there); may differ from the account's. */
    email: text('email'),
    /** The subscription holder's personal details as the publisher's records have them. */
    holderFirstName: text('holder_first_name'),
    holderLastName: text('holder_last_name'),
    holderPhoneNumber: text('holder_phone_number'),
    /** Delivery (and invoice) address. NL zip "1234 AB", BE "2000". */
    ...addressColumns(),
    countryCode: text('country_code').notNull().default('NL'),
    /** How the subscription is paid: direct_debit, credit_card, ideal or invoice (acceptgiro / bank transfer). */
    paymentMethod: text('payment_method').notNull().default('invoice'),
    /** The masked account the method uses ("NL** **** **** **45 67", "•••• 4242"); null for invoice. */
    paymentAccountMasked: text('payment_account_masked'),
    /** The SEPA mandate reference of a direct debit. */
    mandateReference: text('mandate_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId),
    uniqueIndex('subscriptions_number_unique').on(t.brandKey, t.subscriptionNumber),
  ],
);

export const invoiceStatusEnum = pgEnum('invoice_status', ['open', 'paid', 'credited']);

/** One line of an invoice; amounts in euro cents, VAT included in `amountCents`. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  /** The line's amount including VAT, in euro cents. */
  amountCents: number;
  /** VAT rate in percent (9 for newspapers and magazines in NL, 6 in BE, 21 for other goods). */
  vatRate: number;
}

/**
 * An invoice of a subscription. "Overdue" is not stored: it is an open invoice whose due date has passed in the
 * brand's time zone (src/server/domain/invoices/).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    /** The invoice number as printed, unique across the publisher (e.g. "F2024-0012345"). */
    invoiceNumber: text('invoice_number').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    /** The period the invoice covers. */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: invoiceStatusEnum('status').notNull().default('open'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** Total including VAT, in euro cents (the sum of the lines; negative for a credit note). */
    totalCents: integer('total_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_account_idx').on(t.accountId, t.issueDate),
    // A subscription's invoices (and the cascade when a subscription is deleted) without scanning every invoice.
    index('invoices_subscription_idx').on(t.subscriptionId, t.issueDate),
    uniqueIndex('invoices_number_unique').on(t.invoiceNumber),
  ],
);

/**
 * An invitation to read along on a subscription with digital access (shared access). The key in the
 * e-mailed link is random (256 bits) and only its SHA-256 hash is stored; the invite's own id is what the owner's
 * overview shows and revokes.
 */
export const sharedAccessInvites = pgTable(
  'shared_access_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The invited address, as the owner typed it. */
    email: text('email').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shared_access_invites_key_unique').on(t.keyHash),
    index('shared_access_invites_subscription_idx').on(t.subscriptionId),
    // The owner's open invitations (overview, the daily invitation limit) and the cascade when an account goes.
    index('shared_access_invites_owner_idx').on(t.ownerAccountId, t.createdAt),
  ],
);

/** A co-reader: an account that reads along on another account's subscription, until the owner revokes it. */
export const sharedAccessCoReaders = pgTable(
  'shared_access_co_readers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inviteId: uuid('invite_id').references(() => sharedAccessInvites.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('shared_access_co_readers_subscription_idx').on(t.subscriptionId)],
);

/** Server-side portal sessions. The cookie holds a random token; only its SHA-256 hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    /** Who signed in: the OpenID provider's subject and ID token (for RP-initiated logout). */
    subject: text('subject').notNull(),
    idToken: text('id_token'),
    /**
     * The provider's session of this browser: the ID token's `sid` claim. Ending this portal session ends that one
     * too (src/server/domain/identity/), so the silent session check cannot sign the browser straight back in.
     */
    providerSessionId: text('provider_session_id'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** WEB or WEBVIEW (the analytics origin), kept for the session. */
    origin: text('origin').notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_account_idx').on(t.accountId),
    // The housekeeping purge deletes expired sessions by this column.
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Provider sessions (`sid`) whose portal session was ended by the user, a new password or logging out, kept as long
 * as a provider session can live: the silent session check never signs such a session in again, even when the
 * provider still knows it (an external provider, or a request that raced the ending).
 */
export const endedProviderSessions = pgTable(
  'ended_provider_sessions',
  {
    sid: text('sid').primaryKey(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the provider has forgotten the session anyway; the row may go. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_provider_sessions_expires_idx').on(t.expiresAt)],
);

/** Storage of the built-in OpenID provider (oidc-provider adapter): one row per model instance. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oidc_payloads_pk').on(t.type, t.id),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    // Ending a portal session finds the browser's provider session by its `sid` (or an account's sessions by
    // `accountId`) with a containment query (src/server/domain/identity/), without reading every session.
    index('oidc_payloads_session_payload_idx')
      .using('gin', t.payload.op('jsonb_path_ops'))
      .where(sql`${t.type} = 'Session'`),
  ],
);

/**
 * Every mail and SMS the system sent, outside production (the development mailbox `/dev/mailbox` reads it).
 * Production never writes here: mail goes over SMTP, SMS to the provider.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'mail' or 'sms'. */
    channel: text('channel').notNull(),
    brandKey: text('brand_key').notNull(),
    /** E-mail address or phone number. */
    recipient: text('recipient').notNull(),
    /** The mail's subject; null for an SMS. */
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/**
 * Counters of the database-backed rate limiter, in the shape rate-limiter-flexible's `RateLimiterDrizzle` reads and
 * writes (src/server/ports/rate-limit.ts): the consumed points of a key and when they expire. A lockout is a row
 * whose points exceed the policy's limit until `expire`. The Redis-backed limiter keeps the same keys in Redis.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  /** When the counter (or the lockout) ends; rows past it count as absent and are purged by the limiter. */
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Six-digit codes and single-use link tokens (sign-in by e-mail code, forgotten password, phone verification):
 * only a hash is stored, with an expiry and the number of wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the code is for, e.g. 'login-code', 'password-reset', 'phone'. */
    purpose: text('purpose').notNull(),
    /** Who it is for: a lower-cased e-mail address, an account id, … (with the purpose, one open code each). */
    subject: text('subject').notNull(),
    /** HMAC-SHA-256 of the code or token with the session secret. */
    codeHash: text('code_hash').notNull(),
    /** Extra data the caller needs back on success (e.g. the phone number being verified). */
    data: jsonb('data'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_subject_idx').on(t.purpose, t.subject)],
);

/**
 * The newsletters an account receives, per brand (the newsletters themselves are the brand's CMS documents,
 * identified by their slug). A row means "subscribed"; unsubscribing deletes it.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    /** The slug of the brand's newsletter document. */
    newsletterSlug: text('newsletter_slug').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_unique').on(t.accountId, t.brandKey, t.newsletterSlug)],
);

/**
 * Whether an account wants commercial offers of a brand through a channel (email, phone, post). Opt-in: without
 * a row the answer is no.
 */
export const commercialOfferingConsents = pgTable(
  'commercial_offering_consents',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    /** email, phone or post. */
    channel: text('channel').notNull(),
    optedIn: boolean('opted_in').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('commercial_offering_consents_unique').on(t.accountId, t.brandKey, t.channel)],
);

export const holidayChangeKindEnum = pgEnum('holiday_change_kind', ['suspension', 'temporary_address']);

/**
 * A holiday service event of a print subscription: a delivery suspension or a temporary delivery
 * address from `startDate` to `endDate` (both included). Its id is the specification's changeId. A cancelled event
 * keeps its row with `cancelledAt`. `idempotencyKey` (the client's, per account) makes a retried submit return the
 * first event instead of creating a second.
 */
export const holidayChanges = pgTable(
  'holiday_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    kind: holidayChangeKindEnum('kind').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** The temporary address (temporary_address only). */
    ...addressColumns(),
    countryCode: text('country_code'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('holiday_changes_subscription_idx').on(t.subscriptionId, t.startDate),
    uniqueIndex('holiday_changes_idempotency_unique').on(t.accountId, t.idempotencyKey),
  ],
);

/**
 * A delivery complaint: one per subscription per delivery date; the compensation is one extra
 * delivery day; `flagged` marks the third complaint of a subscription within 30 days for customer service.
 */
export const deliveryComplaints = pgTable(
  'delivery_complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    /** A reason of the product type: DAMAGED, NOT_DELIVERED, … */
    reason: text('reason').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    remark: text('remark'),
    /** What the subscriber gets: `extra_delivery_day`. */
    compensation: text('compensation').notNull().default('extra_delivery_day'),
    flagged: boolean('flagged').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_complaints_date_unique').on(t.subscriptionId, t.deliveryDate),
    uniqueIndex('delivery_complaints_idempotency_unique').on(t.accountId, t.idempotencyKey),
    index('delivery_complaints_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * A move: the new address from `effectiveDate`, for the print subscriptions listed (every print
 * subscription at the old address, as the user confirmed).
 */
export const movingHouseChanges = pgTable(
  'moving_house_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    effectiveDate: date('effective_date').notNull(),
    subscriptionIds: uuid('subscription_ids').array().notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    houseNumberSuffix: text('house_number_suffix'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('moving_house_changes_account_idx').on(t.accountId, t.effectiveDate),
    uniqueIndex('moving_house_changes_idempotency_unique').on(t.accountId, t.idempotencyKey),
  ],
);

/**
 * A change of a subscription's payment method. SEPA direct debit is recorded at once (`status` paid);
 * a card or iDEAL goes through the payment provider's hosted page: the row waits as `open` with the provider's
 * payment id until the provider's status callback (verified by fetching the payment again) settles it; `appliedAt`
 * marks when the new method was written to the subscription, so a callback that arrives twice applies it once.
 */
export const paymentChanges = pgTable(
  'payment_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    /** direct_debit, credit_card or ideal. */
    method: text('method').notNull(),
    /** open, paid, pending, failed, canceled or expired (the provider's words). */
    status: text('status').notNull().default('open'),
    /** Which provider handled it: mollie or test (the built-in test payment page); null for direct debit. */
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    /** The masked account or card the new method uses. */
    accountMasked: text('account_masked'),
    accountHolder: text('account_holder'),
    mandateReference: text('mandate_reference'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_changes_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('payment_changes_provider_unique').on(t.provider, t.providerPaymentId),
    uniqueIndex('payment_changes_idempotency_unique').on(t.accountId, t.idempotencyKey),
  ],
);

/**
 * A message to customer service through the contact form: category, sub-topic, the subscription it is
 * about and the message, under a readable case number (`CS-260114-483920`). The client's idempotency key makes a
 * double click or a retried request answer the case it already made.
 */
export const contactCases = pgTable(
  'contact_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    caseNumber: text('case_number').notNull(),
    category: text('category').notNull(),
    subTopic: text('sub_topic').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_cases_case_number_unique').on(t.caseNumber),
    uniqueIndex('contact_cases_idempotency_unique').on(t.accountId, t.idempotencyKey),
    index('contact_cases_account_idx').on(t.accountId, t.createdAt),
    // ON DELETE SET NULL from subscriptions: finding a subscription's cases without a full scan.
    index('contact_cases_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * An attachment of the contact form: made with its upload link (only the SHA-256 of the link's single-use token is
 * stored), filled once by the upload (its type sniffed from the content, its bytes in the file-storage port under
 * `storageKey`), and tied to a case when the form is sent. Only its own account may use or attach it.
 */
export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    caseId: uuid('case_id').references(() => contactCases.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the upload: the type judged by content, the size in bytes and where the port keeps the bytes. */
    mimeType: text('mime_type'),
    size: integer('size'),
    storageKey: text('storage_key'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_attachments_token_unique').on(t.tokenHash),
    index('contact_attachments_account_idx').on(t.accountId, t.createdAt),
    index('contact_attachments_case_idx').on(t.caseId),
  ],
);

/*
 * Relations for Drizzle's relational queries (`db.query.accounts.findFirst({ with: { subscriptions: true } })`).
 * They add no SQL: the foreign keys above are the real constraints.
 */
export const accountsRelations = relations(accounts, ({ many }) => ({
  subscriptions: many(subscriptions),
  sessions: many(sessions),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  account: one(accounts, { fields: [subscriptions.accountId], references: [accounts.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  account: one(accounts, { fields: [sessions.accountId], references: [accounts.id] }),
}));

export type Account = typeof accounts.$inferSelect;
/** An account's row as a signed-in request carries it (the session's read): all but the password hash. */
export type AccountRecord = Omit<Account, 'passwordHash'>;
export type NewAccount = typeof accounts.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type SharedAccessInvite = typeof sharedAccessInvites.$inferSelect;
export type SharedAccessCoReader = typeof sharedAccessCoReaders.$inferSelect;
export type HolidayChange = typeof holidayChanges.$inferSelect;
export type DeliveryComplaint = typeof deliveryComplaints.$inferSelect;
export type MovingHouseChange = typeof movingHouseChanges.$inferSelect;
export type PaymentChange = typeof paymentChanges.$inferSelect;
export type OutboxEntry = typeof outbox.$inferSelect;
export type ContactCase = typeof contactCases.$inferSelect;
export type ContactAttachment = typeof contactAttachments.$inferSelect;

/**
 * Every rebuild of a brand's prebuilt pages, whichever process or instance asked for it or built it: the queue's
 * waiting and running jobs and their history, which the editors' page lists. One row per brand; the rows of one
 * request (a webhook, `npm run rebuild`) share `batch_id`. On PostgreSQL the row's id is the pg-boss job's.
 */
export const rebuilds = pgTable(
  'rebuilds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id').notNull(),
    brandKey: text('brand_key').notNull(),
    /** What asked for it: `webhook` (a CMS publish), `cli` (npm run rebuild) or `editor`. */
    source: text('source').notNull(),
    /** E.g. `update brand brand.ad` or `npm run rebuild`. */
    reason: text('reason').notNull(),
    /** `queued`, `running`, `ok` or `failed`. */
    status: text('status').notNull().default('queued'),
    /** 2 and up: a retry after a failed or interrupted build. */
    attempt: integer('attempt').notNull().default(1),
    /** Pages rendered so far and in all, updated while the build runs. */
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    /** Pages written once it succeeded (paths a brand's flags switch off are not prebuilt). */
    pagesWritten: integer('pages_written'),
    /** The paths of the pages written. */
    paths: text('paths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Why it failed, as a code the editors' page words in Dutch (`content`, `status`, `timeout`, `interrupted`, `other`). */
    failure: text('failure'),
    /** The failure's technical detail. */
    message: text('message'),
    /** The process that built it (`host:port pid N`, or `npm run rebuild pid N`). */
    worker: text('worker'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rebuilds_queued_idx').on(t.queuedAt),
    index('rebuilds_status_idx').on(t.status, t.brandKey),
    index('rebuilds_batch_idx').on(t.batchId),
  ],
);

export type Rebuild = typeof rebuilds.$inferSelect;

/**
 * Passkeys (WebAuthn credentials) of an account, for signing in on the built-in account host. The relying party is
 * the account host's domain; the credential's public key (COSE, base64url) and its signature counter are kept.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The relying party it was made for: the account host's hostname (`login.ad.nl`); it signs in only there. */
    rpId: text('rp_id').notNull(),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for authenticators that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** `singleDevice` or `multiDevice` (a synced passkey). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    /** The name the subscriber gave it. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_idx').on(t.credentialId),
    index('passkeys_account_idx').on(t.accountId, t.rpId, t.createdAt),
  ],
);

/** WebAuthn challenges handed out and not yet used: each is single-use and short-lived. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    /** `register` (subject: the account id) or `sign-in` (subject: the OIDC interaction's uid). */
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('passkey_challenges_subject_idx').on(t.purpose, t.subject),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);

export type Passkey = typeof passkeys.$inferSelect;

/**
 * An account its holder asked to delete: signing in until `eraseAfter` offers to cancel (which removes the row);
 * after it the housekeeping erases the account's personal data once and sets `erasedAt`. The row then stays as
 * long as the anonymised account does (its invoices' statutory period), so a pass never erases twice.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The brand the request was made on: the last mail comes from it. */
    brandKey: text('brand_key').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The planned date: erased by the first housekeeping pass at or after it. */
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_due_idx')
      .on(t.eraseAfter)
      .where(sql`${t.erasedAt} is null`),
  ],
);

export type AccountDeletion = typeof accountDeletions.$inferSelect;

/**
 * A download of everything the portal keeps about an account ("Download mijn gegevens"): asked for on a brand,
 * prepared by a background job into one ZIP kept in the file-storage port under `storageKey`, downloadable by its
 * own account on that brand until `expiresAt` (24 hours after it is ready); the housekeeping pass then removes file
 * and row. At most one export per account is waiting, being prepared or ready at a time (the partial unique index).
 * `texts` are the translations the job writes the mail and the summary with, taken from the request (and `origin`
 * its portal address), so any instance prepares it in the language the subscriber asked in.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    /** pending (queued), running, ready or failed. */
    status: text('status').notNull().default('pending'),
    /** How far the job is, 0–100. */
    progress: integer('progress').notNull().default(0),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    /** The brand portal's origin it was asked on (the mail's link to the screen). */
    origin: text('origin').notNull(),
    storageKey: text('storage_key'),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('data_exports_one_open_unique')
      .on(t.accountId)
      .where(sql`${t.status} in ('pending', 'running', 'ready')`),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);

export type DataExport = typeof dataExports.$inferSelect;
