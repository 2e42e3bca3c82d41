/**
 * The domain services as pages and REST adapters (src/pages/api) use them, bound to one database: the one place
 * they get it from, so no page imports the database client. GraphQL resolvers reach the same services
 * with the database of their context; integration tests bind the services to their own database with
 * {@link bindServices}.
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
import { complaintOptions, listComplaintSubscriptions } from './domain/delivery';
import { applyPaymentStatus, paymentOverview, settleReturnedPaymentChange } from './domain/payment';
import { completeOwnTestPayment, ownTestPayment } from './domain/payment/test-payment';
import { dataExportStatus, openDataExport } from './domain/privacy';
import { countSessions, listSessions } from './domain/sessions';
import {
  findLinkedSubscription,
  listLinkedSubscriptions,
  pendingSubscriptionEmailChange,
} from './domain/subscriptions';
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

/** The services of every domain module a page or REST adapter calls, bound to `db`. */
export function bindServices(db: Db) {
  return {
    account: bind(db, { findAccount, pendingEmailChange, changePassword }),
    newsletters: bind(db, { listNewsletters, changeNewsletter, getCommercialOfferings, changeCommercialOffering }),
    sessions: bind(db, { listSessions, countSessions }),
    subscriptions: bind(db, { listLinkedSubscriptions, findLinkedSubscription, pendingSubscriptionEmailChange }),
    invoices: bind(db, { findInvoice }),
    delivery: bind(db, { complaintOptions, listComplaintSubscriptions }),
    contact: bind(db, { receiveUpload }),
    privacy: bind(db, { dataExportStatus, openDataExport }),
    payment: bind(db, {
      applyPaymentStatus,
      settleReturnedPaymentChange,
      paymentOverview,
      ownTestPayment,
      completeOwnTestPayment,
    }),
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
