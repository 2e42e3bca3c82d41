import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/registry';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { bulkAccounts, bulkEmail } from '../domain/account/seed';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globFiles } from '../../shared/found-modules';
import { daysBeforeReference, findSeeds, mulberry32, SEED_PATTERN, seedAccountId, seedsOf, seedUuid } from './seed';

const NL_POSTCODE = /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/;
const BE_POSTCODE = /^[1-9]\d{3}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('DEMO_ACCOUNTS', () => {
  it('has at least 8 accounts with unique lower-case e-mail addresses, including the two the journeys use', () => {
    expect(DEMO_ACCOUNTS.length).toBeGreaterThanOrEqual(8);
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((e) => e === e.toLowerCase())).toBe(true);
    expect(emails).toContain('jan.devries@example.nl');
    expect(emails).toContain('an.peeters@example.be');
    expect(DEMO_ACCOUNTS.every((a) => a.password === DEMO_PASSWORD)).toBe(true);
  });

  it('gives every complete profile a postcode and phone number in its country format', () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.zipCode !== null)) {
      if (account.countryCode === 'NL') {
        expect(account.zipCode, account.email).toMatch(NL_POSTCODE);
        expect(account.phoneNumber, account.email).toMatch(/^\+316\d{8}$/);
      } else {
        expect(account.zipCode, account.email).toMatch(BE_POSTCODE);
        expect(account.phoneNumber, account.email).toMatch(/^\+324\d{8}$/);
      }
      expect(account.dateOfBirth, account.email).toMatch(/^(19|20)\d{2}-\d{2}-\d{2}$/);
      expect(account.gender, account.email).not.toBeNull();
    }
  });

  it('only subscribes accounts to brands of their own country and is meant for a brand of that country', () => {
    for (const account of DEMO_ACCOUNTS) {
      const country = account.countryCode.toLowerCase();
      expect(BRANDS[account.brandKey].country, account.email).toBe(country);
      for (const s of account.subscriptions) {
        expect(BRANDS[s.brandKey].country, `${account.email} ${s.brandKey}`).toBe(country);
        expect(s.productType === 'digital' ? s.deliveryDays.length === 0 : s.deliveryDays.length > 0).toBe(true);
        expect(s.deliveryDays.every((d) => d >= 1 && d <= 7)).toBe(true);
        expect(s.status === 'ended').toBe(s.endedDaysAgo !== undefined);
        if (s.endedDaysAgo !== undefined) expect(s.endedDaysAgo).toBeLessThan(s.startedDaysAgo);
      }
    }
  });

  it('covers the cases the screens need: no subscriptions, an incomplete profile, NL and BE brands', () => {
    expect(DEMO_ACCOUNTS.some((a) => a.subscriptions.length === 0)).toBe(true);
    expect(DEMO_ACCOUNTS.some((a) => a.lastName === null && a.street === null && a.dateOfBirth === null)).toBe(true);
    const brands = new Set(DEMO_ACCOUNTS.flatMap((a) => a.subscriptions.map((s) => s.brandKey)));
    for (const key of ['ad', 'mar', 'vk', 'hln', 'hu', 'dm'] as const) expect(brands).toContain(key);
    const jan = DEMO_ACCOUNTS.find((a) => a.email === 'jan.devries@example.nl')!;
    expect(jan.subscriptions.find((s) => s.brandKey === 'ad')!.deliveryDays).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('seed helpers', () => {
  it('derives stable, distinct version-8 UUIDs from names', () => {
    expect(seedUuid('a')).toMatch(UUID);
    expect(seedUuid('a')).toBe(seedUuid('a'));
    expect(seedUuid('a')).not.toBe(seedUuid('b'));
    expect(seedAccountId('Jan.DeVries@example.nl')).toBe(seedAccountId('jan.devries@example.nl'));
  });

  it('counts dates back from the reference date across month and leap-year boundaries', () => {
    expect(daysBeforeReference(0)).toBe('2025-01-06');
    expect(daysBeforeReference(6)).toBe('2024-12-31');
    expect(daysBeforeReference(366)).toBe('2024-01-06');
  });

  it('mulberry32 repeats its sequence for the same seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Array.from({ length: 5 }, mulberry32(43))).not.toEqual(seqA.slice(0, 5));
  });

  it('generates the same bulk accounts every time, and a longer run extends a shorter one', () => {
    const twenty = bulkAccounts(20);
    expect(bulkAccounts(20)).toEqual(twenty);
    expect(bulkAccounts(40).slice(0, 20)).toEqual(twenty);
    expect(twenty.map((i) => i.account.email)).toEqual(Array.from({ length: 20 }, (_, i) => bulkEmail(i + 1)));
  });

  it('generates valid Dutch and Belgian profiles and own-country subscriptions', () => {
    const inputs = bulkAccounts(300);
    expect(new Set(inputs.map((i) => i.account.email)).size).toBe(300);
    for (const { account, subscriptions } of inputs) {
      const nl = account.countryCode === 'NL';
      expect(account.zipCode).toMatch(nl ? NL_POSTCODE : BE_POSTCODE);
      expect(account.phoneNumber).toMatch(nl ? /^\+316\d{8}$/ : /^\+324\d{8}$/);
      expect(subscriptions.length).toBeLessThanOrEqual(3);
      expect(new Set(subscriptions.map((s) => s.brandKey)).size).toBe(subscriptions.length);
      for (const s of subscriptions) expect(BRANDS[s.brandKey].country).toBe(nl ? 'nl' : 'be');
    }
    expect(inputs.filter((i) => i.account.countryCode === 'BE')).toHaveLength(100);
  });
});

describe('the seeds, found by glob', () => {
  const domain = fileURLToPath(new URL('../domain', import.meta.url));
  const folders = readdirSync(domain, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(domain, entry.name, 'seed.ts')))
    .map((entry) => `../domain/${entry.name}/seed.ts`)
    .sort();

  it('finds the seed.ts of every domain folder, under Vite and on the file system alike', () => {
    expect(Object.keys(import.meta.glob('../domain/*/seed.ts')).sort()).toEqual(folders);
    expect(globFiles(new URL('./seed.ts', import.meta.url).href, SEED_PATTERN)).toEqual(folders);
  });

  it('runs the accounts first and every seed in its own order', async () => {
    const seeds = await findSeeds();
    expect(seeds).toHaveLength(folders.length);
    expect(seeds.map((found) => found.order)).toEqual([...seeds.map((found) => found.order)].sort((a, b) => a - b));
    expect(seeds[0]!.bulk).toBeTypeOf('function');
  });

  it('refuses a seed file without its seed, and two seeds with one order', () => {
    const run = async () => undefined;
    expect(() => seedsOf({ '../domain/x/seed.ts': {} })).toThrow(/areaSeed/);
    expect(() =>
      seedsOf({
        '../domain/x/seed.ts': { areaSeed: { order: 5, run } },
        '../domain/y/seed.ts': { areaSeed: { order: 5, run } },
      }),
    ).toThrow(/share an order/);
  });
});
