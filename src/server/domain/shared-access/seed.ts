/**
 * Demo data of shared access, in every state, on subscriptions with digital access of the demo
 * accounts — deterministic ids (seedUuid), idempotent (ON CONFLICT DO NOTHING), like seed.ts:
 *
 * - Pieter Bakker, De Gelderlander Digitaal (wdg): Noor Hendriks reads along (her accepted invitation), Daan Smit's
 *   access was revoked, one open invitation, one expired, one revoked;
 * - Anneke Jansen, Het Parool Digitaal (par): full — Pieter Bakker and Noor Hendriks read along and one invitation is
 *   open, so no place is left;
 * - Wouter Janssens, De Morgen Digitaal (dm): Els Maes reads along, one open invitation;
 * - Jan de Vries (ad) and An Peeters (hln), whose newspapers have digital access: no co-readers and no open
 *   invitation (the journeys start there), only an expired and a revoked invitation, whose links show the refusal
 *   pages (their keys come from {@link seedInviteKey}).
 *
 * Dates of accepted, expired and revoked rows count back from SEED_REFERENCE_DATE; an open invitation has to be open
 * now, so it is sent two days before the seed runs (14 days valid from then).
 */
import { createHash } from 'node:crypto';
import { INVITE_TTL_MS } from '../../../shared/shared-access';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS, SEED_REFERENCE_DATE } from '../../db/demo-accounts';
import { sharedAccessCoReaders, sharedAccessInvites } from '../../db/schema';
import { seedAccountId, seedUuid, type AreaSeed } from '../../db/seed';

/** The key of a seeded invitation (43 base64url characters): derived from its name, so demos and tests can open it. */
export function seedInviteKey(name: string): string {
  return createHash('sha256').update(`mijn-omgeving:seed-invite:${name}`).digest('base64url');
}

/** The id of the demo account's subscription on `brandKey` (as seed.ts derives it). */
export function seedSubscriptionId(email: string, brandKey: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  const index = account?.subscriptions.findIndex((subscription) => subscription.brandKey === brandKey) ?? -1;
  if (!account || index < 0) throw new Error(`Seed: ${email} has no subscription on ${brandKey}`);
  return seedUuid(`subscription:${email.toLowerCase()}:${index}`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midday (UTC) `days` days before SEED_REFERENCE_DATE. */
function beforeReference(days: number): Date {
  return new Date(new Date(`${SEED_REFERENCE_DATE}T12:00:00Z`).getTime() - days * DAY_MS);
}

type InviteState = 'open' | 'expired' | 'revoked' | 'accepted';

interface SeedInvite {
  name: string;
  owner: string;
  brandKey: string;
  email: string;
  state: InviteState;
}

interface SeedCoReader {
  name: string;
  owner: string;
  brandKey: string;
  reader: string;
  /** The accepted invitation it came from. */
  invite?: string;
  revoked?: boolean;
}

const PIETER = 'pieter.bakker@example.nl';
const ANNEKE = 'anneke.jansen@example.nl';
const WOUTER = 'wouter.janssens@example.be';
const JAN = 'jan.devries@example.nl';
const AN = 'an.peeters@example.be';
const NOOR = 'noor.hendriks@example.nl';
const DAAN = 'daan.smit@example.nl';
const ELS = 'els.maes@example.be';

export const SEED_INVITES: readonly SeedInvite[] = [
  { name: 'wdg-noor', owner: PIETER, brandKey: 'wdg', email: NOOR, state: 'accepted' },
  { name: 'wdg-open', owner: PIETER, brandKey: 'wdg', email: 'sophie.devos@example.nl', state: 'open' },
  { name: 'wdg-expired', owner: PIETER, brandKey: 'wdg', email: 'mark.dekker@example.nl', state: 'expired' },
  { name: 'wdg-revoked', owner: PIETER, brandKey: 'wdg', email: 'lisa.mulder@example.nl', state: 'revoked' },
  { name: 'par-open', owner: ANNEKE, brandKey: 'par', email: 'thijs.vandam@example.nl', state: 'open' },
  { name: 'dm-els', owner: WOUTER, brandKey: 'dm', email: ELS, state: 'accepted' },
  { name: 'dm-open', owner: WOUTER, brandKey: 'dm', email: 'jonas.wouters@example.be', state: 'open' },
  { name: 'ad-expired', owner: JAN, brandKey: 'ad', email: 'kees.devries@example.nl', state: 'expired' },
  { name: 'ad-revoked', owner: JAN, brandKey: 'ad', email: 'fleur.devries@example.nl', state: 'revoked' },
  { name: 'hln-expired', owner: AN, brandKey: 'hln', email: 'tom.peeters@example.be', state: 'expired' },
  { name: 'hln-revoked', owner: AN, brandKey: 'hln', email: 'lien.peeters@example.be', state: 'revoked' },
];

export const SEED_CO_READERS: readonly SeedCoReader[] = [
  { name: 'wdg-noor', owner: PIETER, brandKey: 'wdg', reader: NOOR, invite: 'wdg-noor' },
  { name: 'wdg-daan', owner: PIETER, brandKey: 'wdg', reader: DAAN, revoked: true },
  { name: 'par-pieter', owner: ANNEKE, brandKey: 'par', reader: PIETER },
  { name: 'par-noor', owner: ANNEKE, brandKey: 'par', reader: NOOR },
  { name: 'dm-els', owner: WOUTER, brandKey: 'dm', reader: ELS, invite: 'dm-els' },
];

function inviteRow(invite: SeedInvite, now: Date): typeof sharedAccessInvites.$inferInsert {
  // Open: sent two days ago; the others long before the reference date, so they are closed whatever today is.
  const createdAt = invite.state === 'open' ? new Date(now.getTime() - 2 * DAY_MS) : beforeReference(60);
  return {
    id: seedUuid(`shared-access-invite:${invite.name}`),
    subscriptionId: seedSubscriptionId(invite.owner, invite.brandKey),
    ownerAccountId: seedAccountId(invite.owner),
    email: invite.email,
    keyHash: createHash('sha256').update(seedInviteKey(invite.name)).digest('hex'),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + INVITE_TTL_MS),
    acceptedAt: invite.state === 'accepted' ? beforeReference(58) : null,
    revokedAt: invite.state === 'revoked' ? beforeReference(55) : null,
  };
}

/** Seeds the shared-access demo rows; returns how many rows it added. */
export async function seedSharedAccess(db: Db, now: Date = new Date()): Promise<number> {
  const invites = await db
    .insert(sharedAccessInvites)
    .values(SEED_INVITES.map((invite) => inviteRow(invite, now)))
    .onConflictDoNothing()
    .returning({ id: sharedAccessInvites.id });
  const readers = await db
    .insert(sharedAccessCoReaders)
    .values(
      SEED_CO_READERS.map((reader) => ({
        id: seedUuid(`shared-access-co-reader:${reader.name}`),
        subscriptionId: seedSubscriptionId(reader.owner, reader.brandKey),
        accountId: seedAccountId(reader.reader),
        inviteId: reader.invite ? seedUuid(`shared-access-invite:${reader.invite}`) : null,
        createdAt: beforeReference(58),
        revokedAt: reader.revoked ? beforeReference(20) : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: sharedAccessCoReaders.id });
  return invites.length + readers.length;
}

/** The shared-access seed: invites and co-readers of the demo accounts' subscriptions. */
export const areaSeed: AreaSeed = {
  order: 20,
  run: async (db, { now }) => {
    await seedSharedAccess(db, now);
  },
};
