/**
 * Demo data of the contact form: a sent case for each demo account on ad and hln, so whatever shows cases
 * (the confirmation mail's wording, customer service's tools, a future case list) has realistic rows. Deterministic
 * ids (seedUuid), idempotent (ON CONFLICT DO NOTHING), like seed.ts:
 *
 * - Jan de Vries (ad): a wet newspaper, about his AD subscription, with a photo (a real PNG, stored through the
 *   file-storage port where an upload would have put it, src/server/domain/contact/);
 * - Sanne Visser (ad, no subscriptions): how to link the subscription she has on paper;
 * - An Peeters (hln): a question about an invoice of her HLN subscription;
 * - Els Maes (hln): switching her weekend paper to every day;
 * - Lotte Claes (hln): signing in to HLN Digitaal on a new tablet.
 *
 * Each case is dated some days before the day the seed runs and numbered as the form numbers it
 * (`CS-{YYMMDD}-{6 digits}`, the date in the brand's country; the digits derived from the case's name). A second
 * run inserts nothing; the photo is written again each run (the same bytes under the same key), so a wiped upload
 * folder is filled again.
 */
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { BRANDS, type BrandKey } from '../../../brands/registry';
import type { ContactCategory, ContactSubTopic } from '../../../shared/contact-codes';
import { formatCaseNumber, storeAttachmentFile } from '../contact';
import type { Db } from '../../db/client';
import { contactAttachments, contactCases } from '../../db/schema';
import { seedAccountId, seedUuid, type AreaSeed } from '../../db/seed';
import { seedSubscriptionId } from '../shared-access/seed';

/** A real PNG (32 × 20 pixels): a newspaper page with a wet stain. */
export const DEMO_ATTACHMENT_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAATUlEQVR42mN4/eIhTRHDMLIgiqpgNIjoFETT1p9ARlQOIjTTcdlBZhBhNR2CqBBEeEzH9AcdLaBK+MBDaYQHEc1TEZn5YNDl5MFSmgIABZfch0GS8H4AAAAASUVORK5CYII=',
    'base64',
  ),
);

interface SeedCase {
  name: string;
  email: string;
  brandKey: BrandKey;
  category: ContactCategory;
  subTopic: ContactSubTopic;
  /** Whether it is about the account's subscription on `brandKey` (false: about the account). */
  aboutSubscription: boolean;
  message: string;
  daysAgo: number;
  /** The file name of the photo sent with it, if any. */
  attachment?: string;
}

export const SEED_CONTACT_CASES: readonly SeedCase[] = [
  {
    name: 'jan-ad-wet-paper',
    email: 'jan.devries@example.nl',
    brandKey: 'ad',
    category: 'delivery',
    subTopic: 'delivery_complaint',
    aboutSubscription: true,
    message:
      'De krant lag zaterdag zonder plastic hoes in de regen en was doorweekt. Zie de foto. Kan de bezorger de krant voortaan in de brievenbus doen?',
    daysAgo: 12,
    attachment: 'natte-krant.png',
  },
  {
    name: 'sanne-ad-link',
    email: 'sanne.visser@example.nl',
    brandKey: 'ad',
    category: 'digital_reading',
    subTopic: 'link_subscription',
    aboutSubscription: false,
    message:
      'Ik heb een papieren abonnement op naam van mijn moeder. Kan ik dat aan mijn eigen account koppelen, en welk nummer heb ik daarvoor nodig?',
    daysAgo: 4,
  },
  {
    name: 'an-hln-invoice',
    email: 'an.peeters@example.be',
    brandKey: 'hln',
    category: 'payment',
    subTopic: 'payment_invoice',
    aboutSubscription: true,
    message:
      'Op mijn laatste factuur staat een hoger bedrag dan vorige maand. Is de prijs van mijn abonnement gewijzigd?',
    daysAgo: 8,
  },
  {
    name: 'els-hln-change',
    email: 'els.maes@example.be',
    brandKey: 'hln',
    category: 'subscription',
    subTopic: 'change_subscription',
    aboutSubscription: true,
    message: 'Ik wil mijn weekendabonnement omzetten naar de krant op alle dagen, vanaf volgende maand.',
    daysAgo: 3,
  },
  {
    name: 'lotte-hln-login',
    email: 'lotte.claes@example.be',
    brandKey: 'hln',
    category: 'digital_reading',
    subTopic: 'login',
    aboutSubscription: true,
    message: 'Op mijn nieuwe tablet kan ik niet aanmelden in de app van HLN. Op mijn gsm lukt het wel.',
    daysAgo: 1,
  },
];

type NewContactCase = typeof contactCases.$inferInsert;
type NewContactAttachment = typeof contactAttachments.$inferInsert & { id: string; accountId: string };

/** Six digits derived from a case's name: the same name, the same number. */
function serialOf(name: string): number {
  return createHash('sha256').update(`mijn-omgeving:seed-case:${name}`).digest().readUInt32BE(0) % 1_000_000;
}

/** When a demo case was sent: `daysAgo` days before `now`, mid-morning in the brand's country. */
function sentAt(daysAgo: number, now: Date): Date {
  const day = new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000);
  return new Date(`${day.toISOString().slice(0, 10)}T09:15:00Z`);
}

/** The demo cases and their attachments as rows, for the day the seed runs (`now`). */
export function demoContactRows(now: Date = new Date()): {
  cases: NewContactCase[];
  attachments: NewContactAttachment[];
} {
  const cases: NewContactCase[] = [];
  const attachments: NewContactAttachment[] = [];
  for (const seedCase of SEED_CONTACT_CASES) {
    const id = seedUuid(`contact-case:${seedCase.name}`);
    const accountId = seedAccountId(seedCase.email);
    const createdAt = sentAt(seedCase.daysAgo, now);
    cases.push({
      id,
      accountId,
      brandKey: seedCase.brandKey,
      caseNumber: formatCaseNumber(BRANDS[seedCase.brandKey].country, createdAt, serialOf(seedCase.name)),
      category: seedCase.category,
      subTopic: seedCase.subTopic,
      subscriptionId: seedCase.aboutSubscription ? seedSubscriptionId(seedCase.email, seedCase.brandKey) : null,
      message: seedCase.message,
      idempotencyKey: `seed-contact-${seedCase.name}`,
      createdAt,
    });
    if (seedCase.attachment) {
      // Uploaded a few minutes before the form was sent, through a link that was used once and expired since.
      const uploadedAt = new Date(createdAt.getTime() - 4 * 60 * 1000);
      attachments.push({
        id: seedUuid(`contact-attachment:${seedCase.name}`),
        accountId,
        brandKey: seedCase.brandKey,
        caseId: id,
        fileName: seedCase.attachment,
        // Not the hash of any token a link carries: the link cannot be used (and it was used already).
        tokenHash: createHash('sha256').update(`mijn-omgeving:seed-upload:${seedCase.name}`).digest('hex'),
        expiresAt: new Date(uploadedAt.getTime() + 11 * 60 * 1000),
        uploadedAt,
        createdAt: new Date(uploadedAt.getTime() - 4 * 60 * 1000),
      });
    }
  }
  return { cases, attachments };
}

/**
 * Inserts the demo cases and their attachments (nothing when they are there already) and stores the attachments'
 * bytes through the file-storage port (`storage`: the configured one unless given).
 */
export async function seedContactCases(
  db: Db,
  now: Date = new Date(),
  storage?: Parameters<typeof storeAttachmentFile>[3],
): Promise<void> {
  const { cases, attachments } = demoContactRows(now);
  const stored = await Promise.all(
    attachments.map(async (attachment) => {
      const file = await storeAttachmentFile(attachment.accountId, attachment.id, DEMO_ATTACHMENT_PNG, storage);
      if (!file) throw new Error(`Seed: the demo attachment ${attachment.fileName} is not an accepted file`);
      return { ...attachment, ...file };
    }),
  );
  await db.insert(contactCases).values(cases).onConflictDoNothing();
  // Only for cases that are there: one skipped for a case number a real case took already has no attachments.
  const present = new Set(
    (
      await db
        .select({ id: contactCases.id })
        .from(contactCases)
        .where(
          inArray(
            contactCases.id,
            cases.map((row) => row.id!),
          ),
        )
    ).map((row) => row.id),
  );
  const attachable = stored.filter((attachment) => present.has(attachment.caseId!));
  if (attachable.length > 0) await db.insert(contactAttachments).values(attachable).onConflictDoNothing();
}

/** The demo contact cases with their attachments, stored in the context's file store. */
export const areaSeed: AreaSeed = {
  order: 80,
  run: async (db, { now, storage }) => {
    await seedContactCases(db, now, storage as Parameters<typeof seedContactCases>[2]);
  },
};
