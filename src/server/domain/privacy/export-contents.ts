/**
 * What a data export holds: everything the portal keeps about one account, read for that account only (every query
 * filters on its id), one kind per JSON file. Secrets are left out — the password hash, the session tokens' hashes
 * and ID tokens, invitation keys' hashes, upload tokens — and a payment account stays as masked as the screens show
 * it. Other people appear only as the account itself sees them on its screens: the address it invited, the name and
 * address of a co-reader on its own subscription, the name of the owner whose subscription it reads along on.
 */
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, sessions, sharedAccessCoReaders, sharedAccessInvites, subscriptions } from '../../db/schema';
// What the account recorded through the portal's journeys.
import {
  commercialOfferingConsents,
  contactAttachments,
  contactCases,
  deliveryComplaints,
  holidayChanges,
  movingHouseChanges,
  newsletterSubscriptions,
  paymentChanges,
} from '../../db/schema';
import { addressPartsOf } from '../../../shared/address';
import { pickFields } from '../../../shared/fields';
import { EXPORT_KINDS, type ExportKind } from '../../../shared/privacy-codes';
import { profileOf } from '../account/rules';
import { invoiceCustomer, toInvoiceView, type InvoiceDocument } from '../invoices/rules';
import { invoiceRows } from '../invoices/storage';

/** The JSON files of an export, by kind (the file is `{kind}.json`): one entry per kind of EXPORT_KINDS. */
export interface ExportData extends Record<ExportKind, unknown> {
  profile: Record<string, unknown>;
  subscriptions: Record<string, unknown>[];
  invoices: Record<string, unknown>[];
  deliveryComplaints: Record<string, unknown>[];
  holidayEvents: Record<string, unknown>[];
  movingEvents: Record<string, unknown>[];
  paymentMethods: Record<string, unknown>[];
  sharedAccess: { asOwner: Record<string, unknown>[]; asCoReader: Record<string, unknown>[] };
  newsletters: Record<string, unknown>[];
  consents: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  contactCases: Record<string, unknown>[];
}

/** One contact attachment to put in the ZIP beside the cases. */
export interface ExportAttachment {
  caseNumber: string;
  id: string;
  fileName: string;
  storageKey: string;
}

/** What the job reads for one account. */
export interface ExportContents {
  data: ExportData;
  /** The invoices as their PDFs draw them. */
  invoiceDocuments: InvoiceDocument[];
  attachments: ExportAttachment[];
}

export { EXPORT_KINDS };

/** ISO 8601 in UTC for a timestamp, as is for a date, null for nothing: the JSON files' one way to write time. */
function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The account's rows of `table` (a table with an `accountId` column), in the order of `order`. */
function rowsOf<T extends PgTable & { accountId: PgColumn }>(
  db: Db,
  table: T,
  accountId: string,
  order: PgColumn,
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as PgTable)
    .where(eq(table.accountId, accountId))
    .orderBy(asc(order)) as Promise<T['$inferSelect'][]>;
}

/** Reads everything of `accountId` (undefined when the account does not exist). */
export async function collectExport(db: Db, accountId: string, now: Date): Promise<ExportContents | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const owner = alias(accounts, 'owner');
  const coReader = alias(accounts, 'co_reader');
  const [
    ownSubscriptions,
    invoiceList,
    complaints,
    holidays,
    moves,
    payments,
    invites,
    coReaders,
    readingAlong,
    newsletters,
    consents,
    sessionRows,
    cases,
    attachments,
  ] = await Promise.all([
    rowsOf(db, subscriptions, accountId, subscriptions.startDate),
    invoiceRows(db, accountId),
    rowsOf(db, deliveryComplaints, accountId, deliveryComplaints.createdAt),
    rowsOf(db, holidayChanges, accountId, holidayChanges.startDate),
    rowsOf(db, movingHouseChanges, accountId, movingHouseChanges.effectiveDate),
    rowsOf(db, paymentChanges, accountId, paymentChanges.createdAt),
    db
      .select({ invite: sharedAccessInvites, subscription: subscriptions })
      .from(sharedAccessInvites)
      .innerJoin(subscriptions, eq(subscriptions.id, sharedAccessInvites.subscriptionId))
      .where(eq(sharedAccessInvites.ownerAccountId, accountId))
      .orderBy(asc(sharedAccessInvites.createdAt)),
    db
      .select({ row: sharedAccessCoReaders, subscription: subscriptions, reader: coReader })
      .from(sharedAccessCoReaders)
      .innerJoin(subscriptions, eq(subscriptions.id, sharedAccessCoReaders.subscriptionId))
      .innerJoin(coReader, eq(coReader.id, sharedAccessCoReaders.accountId))
      .where(eq(subscriptions.accountId, accountId))
      .orderBy(asc(sharedAccessCoReaders.createdAt)),
    db
      .select({ row: sharedAccessCoReaders, subscription: subscriptions, owner })
      .from(sharedAccessCoReaders)
      .innerJoin(subscriptions, eq(subscriptions.id, sharedAccessCoReaders.subscriptionId))
      .leftJoin(owner, eq(owner.id, subscriptions.accountId))
      .where(eq(sharedAccessCoReaders.accountId, accountId))
      .orderBy(asc(sharedAccessCoReaders.createdAt)),
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.accountId, accountId)),
    db.select().from(commercialOfferingConsents).where(eq(commercialOfferingConsents.accountId, accountId)),
    rowsOf(db, sessions, accountId, sessions.createdAt),
    rowsOf(db, contactCases, accountId, contactCases.createdAt),
    db
      .select()
      .from(contactAttachments)
      .where(and(eq(contactAttachments.accountId, accountId), isNotNull(contactAttachments.caseId)))
      .orderBy(asc(contactAttachments.createdAt)),
  ]);
  const subscriptionNumber = new Map(ownSubscriptions.map((s) => [s.id, s.subscriptionNumber]));
  /** Which subscription a row is about: its brand and number (null for one that left the account since). */
  const about = (row: { brandKey: string; subscriptionId: string }) => ({
    brand: row.brandKey,
    subscriptionNumber: subscriptionNumber.get(row.subscriptionId) ?? null,
  });
  const caseNumber = new Map(cases.map((c) => [c.id, c.caseNumber]));
  const invoiceDocuments = invoiceList.map((row) => ({
    ...toInvoiceView(row, now),
    customer: invoiceCustomer(row.subscription),
  }));
  const data: ExportData = {
    profile: {
      id: account.id,
      email: account.email,
      ...profileOf(account),
      hasPassword: account.passwordHash !== null,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    subscriptions: ownSubscriptions.map((s) => ({
      id: s.id,
      brand: s.brandKey,
      subscriptionNumber: s.subscriptionNumber,
      title: s.title,
      productType: s.productType,
      status: s.status,
      deliveryDays: s.deliveryDays,
      startDate: s.startDate,
      endDate: s.endDate,
      priceCents: s.priceCents,
      billingPeriod: s.billingPeriod,
      digitalAccess: s.digitalAccess,
      email: s.email,
      holder: { firstName: s.holderFirstName, lastName: s.holderLastName, phoneNumber: s.holderPhoneNumber },
      address: addressPartsOf(s),
      linkedAt: iso(s.createdAt),
    })),
    invoices: invoiceList.map(({ invoice }, index) => ({
      id: invoice.id,
      brand: invoice.brandKey,
      invoiceNumber: invoice.invoiceNumber,
      subscriptionNumber: subscriptionNumber.get(invoice.subscriptionId) ?? null,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      status: invoiceDocuments[index]?.status ?? invoice.status,
      lines: invoice.lines,
      totalCents: invoice.totalCents,
      paidAt: iso(invoice.paidAt),
      pdf: `facturen/${invoice.invoiceNumber}.pdf`,
    })),
    deliveryComplaints: complaints.map((c) => ({
      id: c.id,
      ...about(c),
      ...pickFields(c, ['reason', 'deliveryDate', 'remark', 'compensation']),
      flaggedForCustomerService: c.flagged,
      createdAt: iso(c.createdAt),
    })),
    holidayEvents: holidays.map((h) => ({
      id: h.id,
      ...about(h),
      ...pickFields(h, ['kind', 'startDate', 'endDate']),
      address: h.kind === 'temporary_address' ? addressPartsOf(h) : null,
      createdAt: iso(h.createdAt),
      cancelledAt: iso(h.cancelledAt),
    })),
    movingEvents: moves.map((m) => ({
      id: m.id,
      brand: m.brandKey,
      effectiveDate: m.effectiveDate,
      subscriptionNumbers: m.subscriptionIds.map((id) => subscriptionNumber.get(id) ?? null),
      address: addressPartsOf(m),
      createdAt: iso(m.createdAt),
      cancelledAt: iso(m.cancelledAt),
    })),
    paymentMethods: [
      ...ownSubscriptions.map((s) => ({
        kind: 'current',
        brand: s.brandKey,
        subscriptionNumber: s.subscriptionNumber,
        method: s.paymentMethod,
        account: s.paymentAccountMasked,
        mandateReference: s.mandateReference,
      })),
      ...payments.map((p) => ({
        kind: 'change',
        ...about(p),
        method: p.method,
        status: p.status,
        account: p.accountMasked,
        accountHolder: p.accountHolder,
        mandateReference: p.mandateReference,
        createdAt: iso(p.createdAt),
        appliedAt: iso(p.appliedAt),
      })),
    ],
    sharedAccess: {
      asOwner: [
        ...invites.map(({ invite, subscription }) => ({
          kind: 'invitation',
          brand: subscription.brandKey,
          subscriptionNumber: subscription.subscriptionNumber,
          email: invite.email,
          sentAt: iso(invite.createdAt),
          expiresAt: iso(invite.expiresAt),
          acceptedAt: iso(invite.acceptedAt),
          revokedAt: iso(invite.revokedAt),
        })),
        ...coReaders.map(({ row, subscription, reader }) => ({
          kind: 'coReader',
          brand: subscription.brandKey,
          subscriptionNumber: subscription.subscriptionNumber,
          name: [reader.firstName, reader.lastName].filter(Boolean).join(' ') || null,
          email: reader.email,
          since: iso(row.createdAt),
          revokedAt: iso(row.revokedAt),
        })),
      ],
      asCoReader: readingAlong.map(({ row, subscription, owner: holder }) => ({
        brand: subscription.brandKey,
        title: subscription.title,
        ownerName: holder ? [holder.firstName, holder.lastName].filter(Boolean).join(' ') || null : null,
        since: iso(row.createdAt),
        revokedAt: iso(row.revokedAt),
      })),
    },
    newsletters: newsletters.map((n) => ({
      brand: n.brandKey,
      newsletter: n.newsletterSlug,
      subscribedAt: iso(n.subscribedAt),
    })),
    consents: consents.map((c) => ({
      brand: c.brandKey,
      channel: c.channel,
      optedIn: c.optedIn,
      updatedAt: iso(c.updatedAt),
    })),
    sessions: sessionRows.map((s) => ({
      brand: s.brandKey,
      origin: s.origin,
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      signedInAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: iso(s.expiresAt),
    })),
    contactCases: cases.map((c) => ({
      caseNumber: c.caseNumber,
      brand: c.brandKey,
      category: c.category,
      subTopic: c.subTopic,
      subscriptionNumber: c.subscriptionId ? (subscriptionNumber.get(c.subscriptionId) ?? null) : null,
      message: c.message,
      createdAt: iso(c.createdAt),
      attachments: attachments
        .filter((a) => a.caseId === c.id && a.storageKey)
        .map((a) => ({
          fileName: a.fileName,
          mimeType: a.mimeType,
          size: a.size,
          file: attachmentPath(c.caseNumber, a.id, a.fileName),
        })),
    })),
  };
  return {
    data,
    invoiceDocuments,
    attachments: attachments.flatMap((a) =>
      a.caseId && a.storageKey && caseNumber.has(a.caseId)
        ? [{ caseNumber: caseNumber.get(a.caseId) ?? '', id: a.id, fileName: a.fileName, storageKey: a.storageKey }]
        : [],
    ),
  };
}

/**
 * Where an attachment lands in the ZIP: under its case, prefixed with its id so two files of one name stay apart,
 * the user's file name reduced to safe characters (it never names a folder).
 */
export function attachmentPath(caseNumber: string, id: string, fileName: string): string {
  const safe =
    fileName
      .replace(/[^\p{L}\p{N}._-]+/gu, '_')
      .replace(/^\.+/, '_')
      .slice(-120) || 'bestand';
  return `contact/${caseNumber}/${id.slice(0, 8)}-${safe}`;
}
