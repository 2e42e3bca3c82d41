/**
 * The server kit against PGlite: the ownership helper answers another account's row (and another brand's, and an
 * ill-formed id) exactly like a row that does not exist; the idempotency helper finds the owner's earlier row by its
 * key, and two requests with one key at once make one row and both answer it.
 */
import { describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription, useTestDb } from '../../../../tests/fixtures/db';
import type { OwnerScope } from '../../../shared/owner';
import { ok } from '../../../shared/result';
import { movingHouseChanges, subscriptions } from '../../db/schema';
import { actOnce, findByIdempotencyKey, KEY_TAKEN } from './idempotency';
import { findOwned, notFound, ownedBy } from './ownership';

const testDb = useTestDb();

async function owner(brandKey = 'ad'): Promise<OwnerScope> {
  const account = await buildAccount(testDb.db);
  return { accountId: account.id, brandKey, country: 'nl' };
}

describe('findOwned and ownedBy', () => {
  it("finds the owner's row; another account's, another brand's and a malformed id are all undefined", async () => {
    const me = await owner();
    const other = await owner();
    const mine = await buildSubscription(testDb.db, me.accountId);
    const theirs = await buildSubscription(testDb.db, other.accountId);
    expect((await findOwned(testDb.db, subscriptions, me, mine.id))?.id).toBe(mine.id);
    expect(await findOwned(testDb.db, subscriptions, me, theirs.id)).toBeUndefined();
    expect(await findOwned(testDb.db, subscriptions, { ...me, brandKey: 'hln' }, mine.id)).toBeUndefined();
    expect(await findOwned(testDb.db, subscriptions, me, crypto.randomUUID())).toBeUndefined();
    for (const id of ['x', `${mine.id}\u0000`, 42, null]) {
      expect(await findOwned(testDb.db, subscriptions, me, id)).toBeUndefined();
    }
    const rows = await testDb.db.select().from(subscriptions).where(ownedBy(subscriptions, me));
    expect(rows.map((row) => row.id)).toEqual([mine.id]);
    expect(notFound('subscriptionId')).toEqual({
      ok: false,
      violations: [{ code: 'NOT_FOUND', field: 'subscriptionId' }],
    });
  });
});

describe('findByIdempotencyKey and actOnce', () => {
  const values = (who: OwnerScope, key: string) => ({
    accountId: who.accountId,
    brandKey: who.brandKey,
    effectiveDate: '2026-05-01',
    subscriptionIds: [],
    street: 'Coolsingel',
    houseNumber: '40',
    zipCode: '3011 AD',
    city: 'Rotterdam',
    countryCode: 'NL',
    idempotencyKey: key,
  });

  /** One idempotent submission as the areas make it: the insert decides a race on (account, key). */
  function submit(who: OwnerScope, key: string) {
    return actOnce({
      key,
      earlier: (valid) => findByIdempotencyKey(testDb.db, movingHouseChanges, who, valid),
      replay: (row) => ok({ id: row.id, replayed: true }),
      conflict: () => ok({ id: '', replayed: true }),
      act: async () => {
        const [row] = await testDb.db
          .insert(movingHouseChanges)
          .values(values(who, key))
          .onConflictDoNothing({ target: [movingHouseChanges.accountId, movingHouseChanges.idempotencyKey] })
          .returning();
        return row ? ok({ id: row.id, replayed: false }) : KEY_TAKEN;
      },
    });
  }

  it("finds only the owner's row with the key, and never asks about a key the rule refuses", async () => {
    const me = await owner();
    const other = await owner();
    const key = crypto.randomUUID();
    const [row] = await testDb.db.insert(movingHouseChanges).values(values(me, key)).returning();
    expect((await findByIdempotencyKey(testDb.db, movingHouseChanges, me, key))?.id).toBe(row!.id);
    expect(await findByIdempotencyKey(testDb.db, movingHouseChanges, other, key)).toBeUndefined();
    expect(await findByIdempotencyKey(testDb.db, movingHouseChanges, { ...me, brandKey: 'hln' }, key)).toBeUndefined();
    // A NUL byte would make PostgreSQL fail ("invalid byte sequence"): it never reaches the query.
    expect(await findByIdempotencyKey(testDb.db, movingHouseChanges, me, `${key}\u0000`)).toBeUndefined();
  });

  it('answers the first result for the same key again, and one row for two requests at once', async () => {
    const me = await owner();
    const key = crypto.randomUUID();
    const first = await submit(me, key);
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(await submit(me, key)).toMatchObject({ id: first.id, replayed: true });

    const raced = crypto.randomUUID();
    const [a, b] = await Promise.all([submit(me, raced), submit(me, raced)]);
    expect(a.id).toBe(b.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const rows = await testDb.db.select().from(movingHouseChanges).where(ownedBy(movingHouseChanges, me));
    expect(rows).toHaveLength(2);
  });

  it('answers the conflict when the account used the key on another brand', async () => {
    const me = await owner();
    const key = crypto.randomUUID();
    await submit(me, key);
    expect(await submit({ ...me, brandKey: 'hln' }, key)).toEqual(ok({ id: '', replayed: true }));
  });
});
