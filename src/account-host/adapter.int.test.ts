import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../tests/fixtures/db';
import { DrizzleOidcAdapter, purgeExpiredOidcPayloads } from './adapter';

const testDb = useTestDb();

describe('DrizzleOidcAdapter', () => {
  it('stores, finds, updates and destroys a payload per model', async () => {
    const sessionsAdapter = new DrizzleOidcAdapter(testDb.db, 'Session');
    const grants = new DrizzleOidcAdapter(testDb.db, 'Grant');
    await sessionsAdapter.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessionsAdapter.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessionsAdapter.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await grants.find('s1')).toBeUndefined();
    await sessionsAdapter.upsert('s1', { uid: 'u2', accountId: 'b' }, 60);
    expect(await sessionsAdapter.findByUid('u1')).toBeUndefined();
    expect(await sessionsAdapter.find('s1')).toEqual({ uid: 'u2', accountId: 'b' });
    await sessionsAdapter.destroy('s1');
    expect(await sessionsAdapter.find('s1')).toBeUndefined();
  });

  it('finds nothing for an id, uid or user code with a control character, without asking the database', async () => {
    const adapter = new DrizzleOidcAdapter(testDb.db, 'Client');
    for (const key of ['\u0000', 'a\u0000b', 'met spatie', '\u001b', 'é', 'x'.repeat(513)]) {
      expect(await adapter.find(key)).toBeUndefined();
      expect(await adapter.findByUid(key)).toBeUndefined();
      expect(await adapter.findByUserCode(key)).toBeUndefined();
    }
  });

  it('marks a consumed payload and hides expired ones', async () => {
    const codes = new DrizzleOidcAdapter(testDb.db, 'AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await codes.upsert('old', { grantId: 'g1' }, -10);
    expect(await codes.find('old')).toBeUndefined();
    await purgeExpiredOidcPayloads(testDb.db);
    expect(await codes.find('c1')).toBeDefined();
  });

  it('revokes every token of a grant, but not the interaction or other grants', async () => {
    const access = new DrizzleOidcAdapter(testDb.db, 'AccessToken');
    const refresh = new DrizzleOidcAdapter(testDb.db, 'RefreshToken');
    const interactions = new DrizzleOidcAdapter(testDb.db, 'Interaction');
    await access.upsert('at1', { grantId: 'g2' }, 60);
    await refresh.upsert('rt1', { grantId: 'g2' }, 60);
    await access.upsert('at2', { grantId: 'g3' }, 60);
    await interactions.upsert('i1', { grantId: 'g2' }, 60);
    await access.revokeByGrantId('g2');
    expect(await access.find('at1')).toBeUndefined();
    expect(await refresh.find('rt1')).toBeUndefined();
    expect(await access.find('at2')).toBeDefined();
    expect(await interactions.find('i1')).toBeDefined();
  });

  it('finds a device code by its user code', async () => {
    const device = new DrizzleOidcAdapter(testDb.db, 'DeviceCode');
    await device.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await device.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });
});
