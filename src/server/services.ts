/**
 * The domain services that the portal's non-GraphQL adapters call, bound to one database: the one place they get it
 * from, so no page imports the database client. Those adapters are the REST routes (src/pages/api), the PDF and
 * download routes, the payment provider's return and its test page, the development mailbox, the pages whose island
 * talks to a REST route (the account deletion) and the confirmation links, whose token is never a GraphQL variable.
 * A page whose island reads through GraphQL runs that island's operation in-process instead
 * (runOperation in src/server/graphql/endpoint.ts). GraphQL resolvers reach the domain with the database of their
 * context; integration tests bind these services to their own database with {@link bindServices}.
 */
import { changePassword, findAccount, pendingEmailChange } from './domain/account';
import {
  changeCommercialOffering,
  changeNewsletter,
  getCommercialOfferings,
  listNewsletters,
} from './domain/newsletters';
import { findInvoice } from './domain/invoices';
import { receiveUpload } from './domain/contact';
import { applyPaymentStatus, settleReturnedPaymentChange } from './domain/payment';
import { completeOwnTestPayment, ownTestPayment } from './domain/payment/test-payment';
import { openDataExport } from './domain/privacy';
import { pendingSubscriptionEmailChange } from './domain/subscriptions';
import {
  cancelDeletion,
  deletionConfirmation,
  pendingDeletion,
  requestDeletion,
  sendDeletionCode,
} from './domain/privacy/deletion';
import { getDb, type Db } from './db/client';
import { listOutbox } from './ports/outbox';

/** A service function of a domain module (its first parameter is the database). */
type DbFunction = (db: Db, ...args: never[]) => unknown;

/** The service functions with their database already given. */
type Bound<T extends Record<string, DbFunction>> = {
  [K in keyof T]: T[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
};

function bind<T extends Record<string, DbFunction>>(db: Db, functions: T): Bound<T> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [name, (...args: never[]) => fn(db, ...args)]),
  ) as Bound<T>;
}

/** The services of every domain module a non-GraphQL adapter calls, bound to `db`. */
export function bindServices(db: Db) {
  return {
    account: bind(db, { findAccount, pendingEmailChange, changePassword }),
    newsletters: bind(db, { listNewsletters, changeNewsletter, getCommercialOfferings, changeCommercialOffering }),
    subscriptions: bind(db, { pendingSubscriptionEmailChange }),
    invoices: bind(db, { findInvoice }),
    contact: bind(db, { receiveUpload }),
    privacy: bind(db, { openDataExport }),
    payment: bind(db, { applyPaymentStatus, settleReturnedPaymentChange, ownTestPayment, completeOwnTestPayment }),
    deletion: bind(db, { pendingDeletion, deletionConfirmation, sendDeletionCode, requestDeletion, cancelDeletion }),
    /** The development mailbox (a port, not a domain: what the system sent). */
    outbox: bind(db, { listOutbox }),
  };
}

export type Services = ReturnType<typeof bindServices>;

/** The domain services on the process-wide database. */
export async function services(): Promise<Services> {
  return bindServices(await getDb());
}
