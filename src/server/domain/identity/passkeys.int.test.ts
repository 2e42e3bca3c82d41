import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../../tests/fixtures/db';
import { createPasskey, signInWith } from '../../../../tests/fixtures/software-authenticator';
import { accounts, passkeyChallenges, passkeys } from '../../db/schema';
import { createAccount } from '.';
import {
  listPasskeys,
  MAX_PASSKEYS_PER_ACCOUNT,
  PASSKEY_CHALLENGE_TTL_MS,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  purgeExpiredPasskeyChallenges,
  registerPasskey,
  removePasskey,
  verifyPasskeySignIn,
  type RelyingParty,
} from './passkeys';

let testDb: TestDb;
const rp: RelyingParty = { id: 'login.ad.localhost', name: 'AD', origin: 'http://login.ad.localhost:4323' };
const otherRp: RelyingParty = { id: 'login.hln.localhost', name: 'HLN', origin: 'http://login.hln.localhost:4323' };

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.close();
});

async function newAccount() {
  const email = `passkey-${randomUUID()}@example.nl`;
  const account = await createAccount(testDb.db, { email, passwordHash: null });
  return { id: account.id, email };
}

/** An account with one registered passkey (as the software authenticator holds it). */
async function accountWithPasskey(party: RelyingParty = rp) {
  const account = await newAccount();
  const options = await passkeyRegistrationOptions(testDb.db, party, account);
  const { passkey, response } = createPasskey(options, party.origin);
  const registered = await registerPasskey(testDb.db, party, account.id, { name: 'Telefoon', response });
  if (!registered.ok) throw new Error(`not registered: ${registered.reason}`);
  return { account, passkey, stored: registered.passkey };
}

describe('adding a passkey', () => {
  it('stores a verified passkey under its name, for its account and relying party only', async () => {
    const { account, stored } = await accountWithPasskey();
    expect(stored.name).toBe('Telefoon');
    expect(await listPasskeys(testDb.db, rp, account.id)).toEqual([
      expect.objectContaining({ id: stored.id, name: 'Telefoon', lastUsedAt: null }),
    ]);
    expect(await listPasskeys(testDb.db, otherRp, account.id)).toEqual([]);
    expect(await listPasskeys(testDb.db, rp, (await newAccount()).id)).toEqual([]);
  });

  it('uses a challenge once: the same answer again is refused and stores nothing', async () => {
    const account = await newAccount();
    const options = await passkeyRegistrationOptions(testDb.db, rp, account);
    const { response } = createPasskey(options, rp.origin);
    expect((await registerPasskey(testDb.db, rp, account.id, { name: 'A', response })).ok).toBe(true);
    expect(await registerPasskey(testDb.db, rp, account.id, { name: 'B', response })).toEqual({
      ok: false,
      reason: 'challenge',
    });
    expect(await listPasskeys(testDb.db, rp, account.id)).toHaveLength(1);
  });

  it("refuses another account's challenge, another origin and an expired challenge", async () => {
    const account = await newAccount();
    const other = await newAccount();
    const options = await passkeyRegistrationOptions(testDb.db, rp, account);
    const { response } = createPasskey(options, rp.origin);
    expect(await registerPasskey(testDb.db, rp, other.id, { name: 'X', response })).toEqual({
      ok: false,
      reason: 'challenge',
    });

    const again = await passkeyRegistrationOptions(testDb.db, rp, account);
    const foreign = createPasskey(again, 'http://evil.localhost:4323').response;
    expect(await registerPasskey(testDb.db, rp, account.id, { name: 'X', response: foreign })).toEqual({
      ok: false,
      reason: 'invalid',
    });

    const late = await passkeyRegistrationOptions(testDb.db, rp, account);
    await testDb.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, late.challenge));
    const expired = createPasskey(late, rp.origin).response;
    expect(await registerPasskey(testDb.db, rp, account.id, { name: 'X', response: expired })).toEqual({
      ok: false,
      reason: 'challenge',
    });
    expect(await listPasskeys(testDb.db, rp, account.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_PASSKEYS_PER_ACCOUNT} passkeys per account`, async () => {
    const account = await newAccount();
    for (let index = 0; index < MAX_PASSKEYS_PER_ACCOUNT; index += 1) {
      const options = await passkeyRegistrationOptions(testDb.db, rp, account);
      const { response } = createPasskey(options, rp.origin);
      expect((await registerPasskey(testDb.db, rp, account.id, { name: `K${index}`, response })).ok).toBe(true);
    }
    const options = await passkeyRegistrationOptions(testDb.db, rp, account);
    expect(options.excludeCredentials).toHaveLength(MAX_PASSKEYS_PER_ACCOUNT);
    const { response } = createPasskey(options, rp.origin);
    expect(await registerPasskey(testDb.db, rp, account.id, { name: 'Te veel', response })).toEqual({
      ok: false,
      reason: 'too-many',
    });
  });
});

describe('signing in with a passkey', () => {
  it("signs in the passkey's account and records the use", async () => {
    const { account, passkey, stored } = await accountWithPasskey();
    const uid = randomUUID();
    const options = await passkeySignInOptions(testDb.db, rp, uid);
    const result = await verifyPasskeySignIn(testDb.db, rp, uid, signInWith(passkey, options, rp.origin));
    expect(result).toEqual({ ok: true, accountId: account.id });
    const [listed] = await listPasskeys(testDb.db, rp, account.id);
    expect(listed?.id).toBe(stored.id);
    expect(listed?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a replayed answer', async () => {
    const { passkey } = await accountWithPasskey();
    const uid = randomUUID();
    const options = await passkeySignInOptions(testDb.db, rp, uid);
    const answer = signInWith(passkey, options, rp.origin);
    expect((await verifyPasskeySignIn(testDb.db, rp, uid, answer)).ok).toBe(true);
    expect(await verifyPasskeySignIn(testDb.db, rp, uid, answer)).toEqual({ ok: false, reason: 'challenge' });
  });

  it('refuses a signature whose counter did not move on (a cloned authenticator)', async () => {
    const { passkey } = await accountWithPasskey();
    const uid = randomUUID();
    const first = await passkeySignInOptions(testDb.db, rp, uid);
    expect((await verifyPasskeySignIn(testDb.db, rp, uid, signInWith(passkey, first, rp.origin))).ok).toBe(true);
    passkey.counter -= 1;
    const second = await passkeySignInOptions(testDb.db, rp, uid);
    const cloned = signInWith(passkey, second, rp.origin);
    expect(await verifyPasskeySignIn(testDb.db, rp, uid, cloned)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a removed passkey', async () => {
    const { account, passkey, stored } = await accountWithPasskey();
    expect(await removePasskey(testDb.db, rp, account.id, stored.id)).toEqual({ name: 'Telefoon' });
    const uid = randomUUID();
    const options = await passkeySignInOptions(testDb.db, rp, uid);
    expect(await verifyPasskeySignIn(testDb.db, rp, uid, signInWith(passkey, options, rp.origin))).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });

  it('refuses a passkey that claims another account, and an answer for another interaction', async () => {
    const { passkey } = await accountWithPasskey();
    const other = await newAccount();
    const uid = randomUUID();
    const options = await passkeySignInOptions(testDb.db, rp, uid);
    const claimed = Buffer.from(other.id).toString('base64url');
    const lying = signInWith(passkey, options, rp.origin, { userHandle: claimed });
    expect(await verifyPasskeySignIn(testDb.db, rp, uid, lying)).toEqual({ ok: false, reason: 'invalid' });

    const mine = await passkeySignInOptions(testDb.db, rp, uid);
    const elsewhere = signInWith(passkey, mine, rp.origin);
    expect(await verifyPasskeySignIn(testDb.db, rp, randomUUID(), elsewhere)).toEqual({
      ok: false,
      reason: 'challenge',
    });
  });

  it("refuses a passkey of another brand's account host", async () => {
    const { passkey } = await accountWithPasskey(otherRp);
    const uid = randomUUID();
    const options = await passkeySignInOptions(testDb.db, rp, uid);
    const answer = signInWith(passkey, options, rp.origin, { rpId: rp.id });
    expect(await verifyPasskeySignIn(testDb.db, rp, uid, answer)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses a signature made with another key', async () => {
    const { passkey } = await accountWithPasskey();
    const impostor = await accountWithPasskey();
    const uid = randomUUID();
    const options = await passkeySignInOptions(testDb.db, rp, uid);
    const forged = signInWith(
      { ...impostor.passkey, credentialId: passkey.credentialId, userHandle: passkey.userHandle },
      options,
      rp.origin,
    );
    expect(await verifyPasskeySignIn(testDb.db, rp, uid, forged)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('removing passkeys and challenges', () => {
  it("never removes another account's passkey", async () => {
    const { account, stored } = await accountWithPasskey();
    const other = await newAccount();
    expect(await removePasskey(testDb.db, rp, other.id, stored.id)).toBeUndefined();
    expect(await removePasskey(testDb.db, rp, account.id, 'not-a-uuid')).toBeUndefined();
    expect(await listPasskeys(testDb.db, rp, account.id)).toHaveLength(1);
  });

  it('purges challenges that expired unanswered', async () => {
    const uid = randomUUID();
    const options = await passkeySignInOptions(testDb.db, rp, uid);
    const later = new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS + 1000);
    expect(await purgeExpiredPasskeyChallenges(testDb.db, later)).toBeGreaterThanOrEqual(1);
    const left = await testDb.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.challenge, options.challenge));
    expect(left).toEqual([]);
  });

  it('removes the passkeys of a deleted account with it', async () => {
    const { account } = await accountWithPasskey();
    await testDb.db.delete(accounts).where(eq(accounts.id, account.id));
    expect(await testDb.db.select().from(passkeys).where(eq(passkeys.accountId, account.id))).toEqual([]);
  });
});
