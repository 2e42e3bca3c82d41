/**
 * The portal's database schema (Drizzle, PostgreSQL dialect; PGlite embedded, PostgreSQL in production).
 * Every row that belongs to a subscriber carries `account_id`, and every query filters on it (DESIGN.md §2).
 */
import { relations, sql } from 'drizzle-orm';
import {
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
    street: text('street'),
    houseNumber: text('house_number'),
    houseNumberSuffix: text('house_number_suffix'),
    zipCode: text('zip_code'),
    city: text('city'),
    /** ISO 3166-1 alpha-2, default NL (specification §3). */
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
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_account_idx').on(t.accountId)],
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
     * too (src/server/domain/identity.ts), so the silent session check cannot sign the browser straight back in.
     */
    providerSessionId: text('provider_session_id'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** WEB or WEBVIEW (specification §3 analytics origin), kept for the session. */
    origin: text('origin').notNull().default('WEB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
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
    // `accountId`) with a containment query (src/server/domain/identity.ts), without reading every session.
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
export type NewAccount = typeof accounts.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type OutboxEntry = typeof outbox.$inferSelect;
