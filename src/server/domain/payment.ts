/**
 * The payment service's rules and services (issue 12, DESIGN.md §5 "Payment change"): the current payment method of
 * each subscription of the account on the brand; a change to SEPA direct debit (IBAN of the brand's country checked
 * with ibantools, account holder's name, a generated mandate reference; applied at once), or to a card or iDEAL
 * through the payment provider's hosted page, applied when the provider's status callback — verified by
 * re-fetching the status from the provider — says it is paid. Each method is behind its general flag
 * (PAYMENT_METHOD_UNAVAILABLE otherwise).
 *
 * Every operation is scoped to the asking account and the request's brand: another account's subscription or change
 * is answered as NOT_FOUND. A request carries the client's idempotency key: the same key again answers the first
 * change. A status callback is applied once (guarded by appliedAt in one transaction), whatever its order or number.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Country } from '../../shared/dates';
import {
  directDebitSchema,
  maskIban,
  PAYMENT_VIOLATIONS,
  startPaymentChangeSchema,
  type HostedMethod,
  type PaymentChangeMethod,
  type PaymentStatus,
} from '../../shared/payment';
import type { OwnerScope } from '../../shared/owner';
import { ok, refused, violationsOf, type Result } from '../../shared/result';
import type { Db } from '../db/client';
import { accounts, paymentChanges, subscriptions, type PaymentChange, type Subscription } from '../db/schema';
import { sendMail } from '../ports/mail';
import type { PaymentProvider } from '../ports/payments';
import { actOnce, findByIdempotencyKey, KEY_TAKEN } from './kit/idempotency';
import { findOwned, notFound, ownedBy } from './kit/ownership';

const V = PAYMENT_VIOLATIONS;

/** The general flags of the methods (FeatureFlags of the request). */
export type PaymentFlags = Partial<
  Record<
    | 'isChangePaymentDirectDebitNLEnabled'
    | 'isChangePaymentDirectDebitBEEnabled'
    | 'isChangePaymentCreditCardEnabled'
    | 'isChangePaymentIdealThroughWalletEnabled',
    boolean | undefined
  >
>;

/** For the confirmation mail: the account's address, the brand's name and the request's translator. */
export interface PaymentMail {
  to: string;
  brandName: string;
  t: (key: string, params?: Record<string, string | number>) => string;
}

/** The methods the flags allow on a brand of `country`, in the order the screen offers them. */
export function allowedMethods(flags: PaymentFlags, country: Country): PaymentChangeMethod[] {
  const methods: PaymentChangeMethod[] = [];
  const debit =
    country === 'be' ? flags.isChangePaymentDirectDebitBEEnabled : flags.isChangePaymentDirectDebitNLEnabled;
  if (debit) methods.push('direct_debit');
  if (flags.isChangePaymentCreditCardEnabled) methods.push('credit_card');
  if (flags.isChangePaymentIdealThroughWalletEnabled) methods.push('ideal');
  return methods;
}

/** A subscription with its current payment method. */
export interface PaymentSubscription {
  id: string;
  title: string;
  subscriptionNumber: string;
  paymentMethod: string;
  accountMasked: string | null;
  mandateReference: string | null;
}

/** A payment change as the screens show it. */
export interface PaymentChangeView {
  id: string;
  subscriptionId: string;
  method: string;
  status: string;
  accountMasked: string | null;
  mandateReference: string | null;
  applied: boolean;
  createdAt: Date;
  /** The provider's payment id (server side only: the status page re-fetches with it). */
  providerPaymentId: string | null;
}

export interface PaymentOverview {
  subscriptions: PaymentSubscription[];
  methods: PaymentChangeMethod[];
}

function subscriptionView(row: Subscription): PaymentSubscription {
  return {
    id: row.id,
    title: row.title,
    subscriptionNumber: row.subscriptionNumber,
    paymentMethod: row.paymentMethod,
    accountMasked: row.paymentAccountMasked ?? null,
    mandateReference: row.mandateReference ?? null,
  };
}

function changeView(row: PaymentChange): PaymentChangeView {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    method: row.method,
    status: row.status,
    accountMasked: row.accountMasked ?? null,
    mandateReference: row.mandateReference ?? null,
    applied: row.appliedAt !== null,
    createdAt: row.createdAt,
    providerPaymentId: row.providerPaymentId ?? null,
  };
}

/** The account's active subscriptions on the brand with their payment method, and the methods it may change to. */
export async function paymentOverview(db: Db, owner: OwnerScope, flags: PaymentFlags): Promise<PaymentOverview> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(ownedBy(subscriptions, owner), eq(subscriptions.status, 'active')))
    .orderBy(subscriptions.startDate, subscriptions.id);
  return { subscriptions: rows.map(subscriptionView), methods: allowedMethods(flags, owner.country) };
}

async function ownSubscription(db: Db, owner: OwnerScope, id: unknown): Promise<Subscription | undefined> {
  return findOwned(db, subscriptions, owner, id, eq(subscriptions.status, 'active'));
}

/** One payment change of the account on the brand (the status page after the hosted page), or undefined. */
export async function findPaymentChange(db: Db, owner: OwnerScope, id: string): Promise<PaymentChangeView | undefined> {
  const row = await findOwned(db, paymentChanges, owner, id);
  return row ? changeView(row) : undefined;
}

/** The account's latest change on the brand (the status page after the provider sends the user back). */
export async function latestPaymentChange(db: Db, owner: OwnerScope): Promise<PaymentChangeView | undefined> {
  const [row] = await db
    .select()
    .from(paymentChanges)
    .where(ownedBy(paymentChanges, owner))
    .orderBy(desc(paymentChanges.createdAt))
    .limit(1);
  return row ? changeView(row) : undefined;
}

/** A SEPA mandate reference: "MO" + the subscription number + 8 random characters (at most 35, SEPA's limit). */
export function mandateReferenceFor(subscriptionNumber: string): string {
  return `MO${subscriptionNumber}${randomBytes(6).toString('hex').slice(0, 8).toUpperCase()}`;
}

export interface DirectDebitInput {
  subscriptionId: string;
  iban: string;
  accountHolder: string;
  idempotencyKey: string;
}

export type PaymentChangeResult = Result<{ change: PaymentChangeView }>;

/** Changes a subscription to SEPA direct debit at once (`changePaymentDirectDebit`). */
export async function changePaymentDirectDebit(
  db: Db,
  owner: OwnerScope,
  input: DirectDebitInput,
  context: { flags: PaymentFlags; mail?: PaymentMail },
): Promise<PaymentChangeResult> {
  if (!allowedMethods(context.flags, owner.country).includes('direct_debit')) {
    return refused({ code: V.methodUnavailable, field: 'method' });
  }
  const parsed = directDebitSchema(owner.country === 'be' ? 'BE' : 'NL').safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const key = parsed.data.idempotencyKey;
  return actOnce<PaymentChange, PaymentChangeResult>({
    key,
    earlier: (valid) => findByIdempotencyKey(db, paymentChanges, owner, valid),
    replay: (earlier) => ok({ change: changeView(earlier) }),
    conflict: () => refused({ code: V.requestInvalid, field: null }),
    act: async () => {
      const subscription = await ownSubscription(db, owner, parsed.data.subscriptionId);
      if (!subscription) return notFound('subscriptionId');
      const accountMasked = maskIban(parsed.data.iban);
      const mandateReference = mandateReferenceFor(subscription.subscriptionNumber);
      const change = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentChanges)
          .values({
            accountId: owner.accountId,
            subscriptionId: subscription.id,
            brandKey: owner.brandKey,
            method: 'direct_debit',
            status: 'paid',
            accountMasked,
            accountHolder: parsed.data.accountHolder,
            mandateReference,
            idempotencyKey: key,
            appliedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return undefined;
        await tx
          .update(subscriptions)
          .set({ paymentMethod: 'direct_debit', paymentAccountMasked: accountMasked, mandateReference })
          .where(eq(subscriptions.id, subscription.id));
        return row;
      });
      if (!change) return KEY_TAKEN;
      if (context.mail) await confirmationMail(db, owner.brandKey, context.mail, subscription, change);
      return ok({ change: changeView(change) });
    },
  });
}

export interface StartPaymentChangeInput {
  subscriptionId: string;
  method: string;
  idempotencyKey: string;
}

export type StartPaymentChangeResult = Result<{ change: PaymentChangeView; checkoutUrl: string }>;

/** What starting a hosted payment needs besides the input. */
export interface StartPaymentChangeContext {
  flags: PaymentFlags;
  provider: PaymentProvider;
  /** The portal's address as the provider reaches it, e.g. https://www.ad.nl. */
  baseUrl: string;
  description: string;
}

/**
 * Starts a change to a card or iDEAL (`startPaymentChange`): makes the change (status open), asks the provider for
 * a hosted payment with the return URL (the status page) and the webhook URL, and answers the hosted page's URL.
 */
export async function startPaymentChange(
  db: Db,
  owner: OwnerScope,
  input: StartPaymentChangeInput,
  context: StartPaymentChangeContext,
): Promise<StartPaymentChangeResult> {
  const parsed = startPaymentChangeSchema.safeParse(input);
  if (!parsed.success) return refused(...violationsOf(parsed.error));
  const method: HostedMethod = parsed.data.method;
  if (!allowedMethods(context.flags, owner.country).includes(method)) {
    return refused({ code: V.methodUnavailable, field: 'method' });
  }
  const subscription = await ownSubscription(db, owner, parsed.data.subscriptionId);
  if (!subscription) return refused({ code: 'NOT_FOUND', field: 'subscriptionId' });

  const key = parsed.data.idempotencyKey;
  return actOnce<PaymentChange, StartPaymentChangeResult>({
    key,
    earlier: (valid) => findByIdempotencyKey(db, paymentChanges, owner, valid),
    replay: (change) => checkout(db, owner, change, context),
    conflict: () => refused({ code: V.requestInvalid, field: null }),
    act: async () => {
      const [inserted] = await db
        .insert(paymentChanges)
        .values({
          accountId: owner.accountId,
          subscriptionId: subscription.id,
          brandKey: owner.brandKey,
          method,
          status: 'open',
          provider: context.provider.name,
          idempotencyKey: key,
        })
        .onConflictDoNothing()
        .returning();
      return inserted ? checkout(db, owner, inserted, context) : KEY_TAKEN;
    },
  });
}

/**
 * The hosted page of an open change: the provider's payment made for it the first time (the same request again, a
 * double click, while it is open), or a new one with the return URL (the status page) and the webhook URL.
 */
async function checkout(
  db: Db,
  owner: OwnerScope,
  change: PaymentChange,
  context: StartPaymentChangeContext,
): Promise<StartPaymentChangeResult> {
  if (change.providerPaymentId) {
    const again =
      change.provider === context.provider.name ? await context.provider.getPayment(change.providerPaymentId) : null;
    if (!again?.checkoutUrl || change.appliedAt) return refused({ code: V.requestInvalid, field: null });
    return ok({ change: changeView(change), checkoutUrl: again.checkoutUrl });
  }
  const base = context.baseUrl.replace(/\/$/, '');
  const created = await context.provider.createPayment({
    method: change.method as HostedMethod,
    description: context.description,
    redirectUrl: `${base}/betaalservice/wijzigen/status/terug/${change.id}`,
    webhookUrl: `${base}/api/payments/webhook`,
    reference: change.id,
    locale: owner.country === 'be' ? 'nl_BE' : 'nl_NL',
  });
  if (!created) return refused({ code: V.providerUnavailable, field: null });
  const [updated] = await db
    .update(paymentChanges)
    .set({ providerPaymentId: created.id, updatedAt: new Date() })
    .where(eq(paymentChanges.id, change.id))
    .returning();
  return ok({ change: changeView(updated ?? change), checkoutUrl: created.checkoutUrl });
}

const FINAL: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

/** What a status callback did: applied now, already applied before, still open, or unknown payment. */
export type WebhookOutcome = 'applied' | 'already-applied' | 'updated' | 'unknown';

/**
 * The provider's status callback (`POST /api/payments/webhook`, only the payment id): re-fetches the status from
 * the provider (verification: the callback's own words are never trusted) and applies it in one transaction. A
 * final status (paid, failed, canceled, expired) is applied once: the row is claimed by setting appliedAt where it
 * is still null, so a second, late or concurrent callback changes nothing. Paid changes the subscription's method
 * and sends the confirmation mail (`mailFor` gives the mail's words for the account of the change).
 */
export async function applyPaymentStatus(
  db: Db,
  provider: PaymentProvider,
  paymentId: string,
  mailFor?: (to: string, brandKey: string) => PaymentMail | undefined,
): Promise<WebhookOutcome> {
  if (typeof paymentId !== 'string' || !/^[A-Za-z0-9_-]{4,64}$/.test(paymentId)) return 'unknown';
  const [known] = await db
    .select()
    .from(paymentChanges)
    .where(and(eq(paymentChanges.provider, provider.name), eq(paymentChanges.providerPaymentId, paymentId)));
  if (!known) return 'unknown';
  if (known.appliedAt) return 'already-applied';
  const state = await provider.getPayment(paymentId);
  if (!state) return 'unknown';

  const final = FINAL.includes(state.status);
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentChanges)
      .set({
        status: state.status,
        updatedAt: new Date(),
        ...(final ? { appliedAt: new Date() } : {}),
        ...(state.status === 'paid'
          ? { accountMasked: state.accountMasked, mandateReference: state.mandateReference }
          : {}),
      })
      .where(and(eq(paymentChanges.id, known.id), isNull(paymentChanges.appliedAt)))
      .returning();
    if (!claimed) return { kind: 'already-applied' as const };
    if (state.status === 'paid') {
      await tx
        .update(subscriptions)
        .set({
          paymentMethod: claimed.method,
          paymentAccountMasked: state.accountMasked,
          mandateReference: state.mandateReference,
        })
        .where(eq(subscriptions.id, claimed.subscriptionId));
    }
    return { kind: final ? ('applied' as const) : ('updated' as const), change: claimed };
  });
  if (outcome.kind === 'applied' && outcome.change.status === 'paid' && mailFor) {
    const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, known.accountId));
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, known.subscriptionId));
    const mail = account ? mailFor(account.email, known.brandKey) : undefined;
    if (mail && subscription) await confirmationMail(db, known.brandKey, mail, subscription, outcome.change);
  }
  return outcome.kind;
}

async function confirmationMail(
  db: Db,
  brandKey: string,
  mail: PaymentMail,
  subscription: Subscription,
  change: PaymentChange,
): Promise<void> {
  await sendMail(db, {
    brandKey,
    to: mail.to,
    subject: mail.t('payment.mail.subject', { brand: mail.brandName }),
    text: mail.t('payment.mail.text', {
      brand: mail.brandName,
      subscription: `${subscription.title} (${subscription.subscriptionNumber})`,
      method: mail.t(`payment.method.${change.method}`),
      account: change.accountMasked ?? '',
      mandate: change.mandateReference ?? '',
    }),
  });
}

/**
 * The account's change when the provider sends the user back (`/betaalservice/wijzigen/status/terug/<id>`): when no
 * callback has applied it yet, its status is fetched from the provider once more and applied the same way (once).
 * Undefined for an id that is not one of the account's changes on the brand.
 */
export async function settleReturnedPaymentChange(
  db: Db,
  provider: PaymentProvider,
  owner: OwnerScope,
  changeId: string,
  mail: (to: string) => PaymentMail,
): Promise<PaymentChangeView | undefined> {
  const change = await findPaymentChange(db, owner, changeId);
  if (!change || change.applied || !change.providerPaymentId) return change;
  await applyPaymentStatus(db, provider, change.providerPaymentId, mail);
  return (await findPaymentChange(db, owner, change.id)) ?? change;
}
