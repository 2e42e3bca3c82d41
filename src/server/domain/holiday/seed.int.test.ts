/**
 * The demo holidays against PGlite: their dates count from the day in the brand's country, as the holiday rules do
 * (src/shared/dates.ts). Seeded from the UTC date, an evening run after 23:00 UTC (midnight in Amsterdam) gave the
 * current temporary address one day less than the journeys count on: its end date could be brought forward to today
 * only, and then no more.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../../../../tests/fixtures/db';
import { embeddedFileStorage } from '../../ports/file-storage/embedded';
import { holidayChanges } from '../../db/schema';
import { seed, seedAccountId } from '../../db/seed';
import { seedHolidays } from './seed';

const testDb = useTestDb();
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-holiday-'));
  await seed(testDb.db, { storage: embeddedFileStorage(uploadsDir) });
});

afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
});

async function currentAddress(email: string) {
  const [row] = await testDb.db
    .select({ startDate: holidayChanges.startDate, endDate: holidayChanges.endDate })
    .from(holidayChanges)
    .where(and(eq(holidayChanges.accountId, seedAccountId(email)), eq(holidayChanges.kind, 'temporary_address')));
  return row;
}

describe('the demo holidays', () => {
  it('count from the day in the brand’s country, also late in the evening UTC', async () => {
    await testDb.db.delete(holidayChanges);
    // 23:30 UTC on 27 November is 00:30 on 28 November in Amsterdam and Brussels.
    await seedHolidays(testDb.db, new Date('2026-11-27T23:30:00Z'));
    for (const email of ['anneke.jansen@example.nl', 'jan.devries@example.nl', 'an.peeters@example.be']) {
      expect(await currentAddress(email)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-30' });
    }
  });

  it('count from the same day at noon', async () => {
    await testDb.db.delete(holidayChanges);
    await seedHolidays(testDb.db, new Date('2026-11-27T12:00:00Z'));
    expect(await currentAddress('anneke.jansen@example.nl')).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-29',
    });
  });
});
