/**
 * Runs the demo data's seeds: every `seed.ts` under src/server/domain/<area>/ (found by glob, so an area that seeds
 * adds its file and edits nothing here), in the order each one declares. The seeds sit with their area's domain
 * code because they need it (the demo accounts hash their password as a sign-up does, the contact cases store
 * their attachments as an upload does), and the domain may import the database, not the other way round: this
 * file defines what a seed is and the helpers every seed uses, and imports no seed.
 *
 * Deterministic: ids are derived from names (the e-mail address, …), dates are counted back from SEED_REFERENCE_DATE
 * and generated data comes from a seeded PRNG, so every database seeded from this code holds the same rows (only the
 * password hashes differ: argon2 needs a random salt).
 * Idempotent: rows are inserted with ON CONFLICT DO NOTHING — an account is matched by lower(email) (the unique index),
 * every other row by its derived id — so a second run creates nothing and changes nothing, and what a developer
 * changed in a demo account survives. `reset` (cli.ts) restores the original state.
 */
import { createHash } from 'node:crypto';
import { importFound, UNDER_VITE } from '../../shared/found-modules';
import type { Db } from './client';
import { SEED_REFERENCE_DATE } from './demo-accounts';

/** What a seed run did (the seeds of the accounts and subscriptions count theirs; the others add nothing). */
export interface SeedResult {
  accountsCreated: number;
  accountsExisting: number;
  subscriptionsCreated: number;
  subscriptionsExisting: number;
}

/** What every seed is given besides the database. */
export interface SeedContext {
  /** The moment the seed counts relative dates from (the current time unless a test fixes it). */
  now: Date;
  /**
   * The file store for seeds that store files (the contact form's attachments): the configured one when not given.
   * Typed loosely on purpose: the store is a port, which this layer does not know.
   */
  storage?: unknown;
}

/** Where the seed keeps files: the contact form's file store (the configured one when not given). */
export type SeedOptions = Pick<SeedContext, 'storage'>;

/** An area's seed, the one export `areaSeed` of its `src/server/domain/<area>/seed.ts`. */
export interface AreaSeed {
  /** When it runs among the seeds, ascending: a seed runs after those whose rows it refers to. Unique. */
  order: number;
  /** Inserts the area's demo rows that are missing; the accounts' seed answers what it did. */
  run(db: Db, context: SeedContext): Promise<Partial<SeedResult> | void>;
  /** Adds `n` generated rows for benchmarks (only the accounts' seed has them). */
  bulk?(db: Db, n: number): Promise<Partial<SeedResult>>;
}

/** Where the seeds are, relative to this file. */
export const SEED_PATTERN = '../domain/*/seed.ts';

/** The seeds of the found modules, in their order; two seeds with one order, or a file without `areaSeed`, throw. */
export function seedsOf(modules: Readonly<Record<string, { areaSeed?: AreaSeed }>>): AreaSeed[] {
  const seeds = Object.entries(modules).map(([file, module]) => {
    if (!module.areaSeed || typeof module.areaSeed.order !== 'number')
      throw new Error(`${file} must export its seed as \`areaSeed\` (an AreaSeed).`);
    return module.areaSeed;
  });
  const orders = seeds.map((found) => found.order);
  if (new Set(orders).size !== orders.length) throw new Error(`Two seeds share an order: ${orders.join(', ')}.`);
  return seeds.sort((a, b) => a.order - b.order);
}

/** Every area's seed (see the file comment). */
export async function findSeeds(): Promise<AreaSeed[]> {
  return seedsOf(
    await importFound<{ areaSeed?: AreaSeed }>(
      UNDER_VITE ? import.meta.glob<{ areaSeed?: AreaSeed }>('../domain/*/seed.ts') : undefined,
      import.meta.url,
      SEED_PATTERN,
    ),
  );
}

function add(total: SeedResult, part: Partial<SeedResult> | void): SeedResult {
  return {
    accountsCreated: total.accountsCreated + (part?.accountsCreated ?? 0),
    accountsExisting: total.accountsExisting + (part?.accountsExisting ?? 0),
    subscriptionsCreated: total.subscriptionsCreated + (part?.subscriptionsCreated ?? 0),
    subscriptionsExisting: total.subscriptionsExisting + (part?.subscriptionsExisting ?? 0),
  };
}

const NOTHING: SeedResult = {
  accountsCreated: 0,
  accountsExisting: 0,
  subscriptionsCreated: 0,
  subscriptionsExisting: 0,
};

/**
 * Seeds the demo accounts and their subscriptions, and the demo data of every area, one seed after the other; see
 * the file comment for what "idempotent" means here.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const context: SeedContext = { now: new Date(), ...options };
  let result = NOTHING;
  for (const areaSeed of await findSeeds()) result = add(result, await areaSeed.run(db, context));
  return result;
}

/** Adds `n` generated accounts with their subscriptions, for benchmarks (the seeds that have a `bulk`). */
export async function seedBulk(db: Db, n: number): Promise<SeedResult> {
  let result = NOTHING;
  for (const areaSeed of await findSeeds()) if (areaSeed.bulk) result = add(result, await areaSeed.bulk(db, n));
  return result;
}

/** A UUID derived from a name (SHA-256, formatted as an RFC 9562 version 8 UUID): the same name, the same id. */
export function seedUuid(name: string): string {
  const bytes = createHash('sha256').update(`mijn-omgeving:seed:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The ISO date `days` days before SEED_REFERENCE_DATE. */
export function daysBeforeReference(days: number): string {
  const date = new Date(`${SEED_REFERENCE_DATE}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Midday (UTC) of the day `days` before SEED_REFERENCE_DATE, for created_at/updated_at. */
export function timestampBeforeReference(days: number): Date {
  return new Date(`${daysBeforeReference(days)}T12:00:00Z`);
}

/** Account id of a seeded e-mail address. */
export function seedAccountId(email: string): string {
  return seedUuid(`account:${email.toLowerCase()}`);
}

/** A 9-digit subscription number derived from a name: the same name, the same number. */
export function seedSubscriptionNumber(name: string): string {
  const value = createHash('sha256').update(`mijn-omgeving:seed-number:${name}`).digest().readUInt32BE(0);
  return String(100_000_000 + (value % 900_000_000));
}

/** mulberry32: a small, fast, seeded PRNG; the same seed gives the same sequence on every machine. */
export function mulberry32(seedValue: number): () => number {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
