/**
 * The payment service: the current payment method of each subscription of the account on the brand; a change to SEPA
 * direct debit (IBAN of the brand's country checked with ibantools, account holder's name, a generated mandate
 * reference; applied at once), or to a card or iDEAL through the payment provider's hosted page, applied when the
 * provider's status callback — verified by re-fetching the status from the provider — says it is paid. Each method
 * is behind its general flag (PAYMENT_METHOD_UNAVAILABLE otherwise).
 *
 * Every operation is scoped to the asking account and the request's brand: another account's subscription or change
 * is answered as NOT_FOUND. A request carries the client's idempotency key: the same key again answers the first
 * change. A status callback is applied once (guarded by appliedAt in one transaction), whatever its order or number.
 *
 * The rules without a database are ./rules.ts, the queries ./storage.ts, the mail ./notifications.ts.
 */
import { randomBytes } from 'node:crypto';
import type { OwnerScope } from '../../../shared/owner';
import {
  directDebitSchema,
  maskIban,
  PAYMENT_VIOLATIONS,
  startPaymentChangeSchema,
  type HostedMethod,
  type PaymentChangeMethod,
} from '../../../shared/payment';
import { ok, refused, violationsOf, type Result } from '../../../shared/result';
import type { Db } from '../../db/client';
import type { PaymentChange } from '../../db/schema';
import type { PaymentProvider } from '../../ports/payments';
import { actOnce, KEY_TAKEN } from '../kit/idempotency';
import { notFound } from '../kit/ownership';
import { sendPaymentConfirmation, type PaymentMail } from './notifications';
import {
  allowedMethods,
  changeView,
  isFinal,
  isProviderPaymentId,
  providerLocale,
  providerUrls,
  subscriptionView,
  type PaymentChangeView,
  type PaymentFlags,
  type PaymentSubscription,
} from './rules';
import {
  applyState,
  changeByKey,
  changeOfProviderPayment,
  insertDirectDebit,
  insertOpenChange,
  latestChange,
  mailRecipients,
  ownActiveSubscription,
  ownChange,
  setProviderPayment,
} from './storage';
import { activeOwnSubscriptionsOf } from '../subscriptions/storage';

export type { PaymentMail } from './notifications';
export { allowedMethods, type PaymentChangeView, type PaymentFlags, type PaymentSubscription } from './rules';

const V = PAYMENT_VIOLATIONS;

export interface PaymentOverview {
  subscriptions: PaymentSubscription[];
  methods: PaymentChangeMethod[];
}

/** The account's active subscriptions on the brand with their payment method, and the methods it may change to. */
export async function paymentOverview(db: Db, owner: OwnerScope, flags: PaymentFlags): Promise<PaymentOverview> {
  const rows = await activeOwnSubscriptionsOf(db, owner);
  return { subscriptions: rows.map(subscriptionView), methods: allowedMethods(flags, owner.country) };
}

/** One payment change of the account on the brand (the status page after the hosted page), or undefined. */
export async function findPaymentChange(db: Db, owner: OwnerScope, id: string): Promise<PaymentChangeView | undefined> {
  const row = await ownChange(db, owner, id);
  return row ? changeView(row) : undefined;
}

/** The account's latest change on the brand (the status page after the provider sends the user back). */
export async function latestPaymentChange(db: Db, owner: OwnerScope): Promise<PaymentChangeView | undefined> {
  const row = await latestChange(db, owner);
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
    earlier: (valid) => changeByKey(db, owner, valid),
    replay: (earlier) => ok({ change: changeView(earlier) }),
    conflict: () => refused({ code: V.requestInvalid, field: null }),
    act: async () => {
      const subscription = await ownActiveSubscription(db, owner, parsed.data.subscriptionId);
      if (!subscription) return notFound('subscriptionId');
      const change = await insertDirectDebit(db, {
        accountId: owner.accountId,
        subscriptionId: subscription.id,
        brandKey: owner.brandKey,
        method: 'direct_debit',
        status: 'paid',
        accountMasked: maskIban(parsed.data.iban),
        accountHolder: parsed.data.accountHolder,
        mandateReference: mandateReferenceFor(subscription.subscriptionNumber),
        idempotencyKey: key,
        appliedAt: new Date(),
      });
      if (!change) return KEY_TAKEN;
      if (context.mail) await sendPaymentConfirmation(db, owner.brandKey, context.mail, subscription, change);
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
  const subscription = await ownActiveSubscription(db, owner, parsed.data.subscriptionId);
  if (!subscription) return notFound('subscriptionId');

  const key = parsed.data.idempotencyKey;
  return actOnce<PaymentChange, StartPaymentChangeResult>({
    key,
    earlier: (valid) => changeByKey(db, owner, valid),
    replay: (change) => checkout(db, owner, change, context),
    conflict: () => refused({ code: V.requestInvalid, field: null }),
    act: async () => {
      const inserted = await insertOpenChange(db, {
        accountId: owner.accountId,
        subscriptionId: subscription.id,
        brandKey: owner.brandKey,
        method,
        status: 'open',
        provider: context.provider.name,
        idempotencyKey: key,
      });
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
  const created = await context.provider.createPayment({
    method: change.method as HostedMethod,
    description: context.description,
    ...providerUrls(context.baseUrl, change.id),
    reference: change.id,
    locale: providerLocale(owner.country),
  });
  if (!created) return refused({ code: V.providerUnavailable, field: null });
  const updated = await setProviderPayment(db, change.id, created.id);
  return ok({ change: changeView(updated ?? change), checkoutUrl: created.checkoutUrl });
}

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
  if (!isProviderPaymentId(paymentId)) return 'unknown';
  const known = await changeOfProviderPayment(db, provider.name, paymentId);
  if (!known) return 'unknown';
  if (known.appliedAt) return 'already-applied';
  const state = await provider.getPayment(paymentId);
  if (!state) return 'unknown';

  const claimed = await applyState(db, known.id, state);
  if (!claimed) return 'already-applied';
  if (!isFinal(state.status)) return 'updated';
  if (claimed.status === 'paid' && mailFor) {
    const { email, subscription } = await mailRecipients(db, known.accountId, known.subscriptionId);
    const mail = email ? mailFor(email, known.brandKey) : undefined;
    if (mail && subscription) await sendPaymentConfirmation(db, known.brandKey, mail, subscription, claimed);
  }
  return 'applied';
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
