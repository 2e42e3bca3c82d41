/** `POST /api/pass` (its adapter over changePassword) against a migrated PGlite with real argon2id hashes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, useTestDb } from '../fixtures/db';
import { hashPassword, verifyPassword } from '../../src/server/domain/identity';
import { createSession } from '../../src/server/domain/sessions';
import type { BrandKey } from '../../src/brands/registry';
import type { Account } from '../../src/server/db/schema';
import { sessions } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { findAccount } from '../../src/server/domain/account';
import type { Db } from '../../src/server/db/client';
import { bindServices } from '../../src/server/services';
import { passwordRoute } from '../../src/pages/api/pass';
import { TRACE_ID_HEADER } from '../../src/shared/trace-id';

const OLD = 'Oud-wachtwoord-123';
const NEW = 'Nieuw-wachtwoord-456';

/** The route as Astro runs it, with the services bound to the test database. */
const handlePasswordChange = (
  request: Request,
  context: { db: Db; account: Parameters<typeof passwordRoute>[1]['account'] },
) => passwordRoute(request, { services: bindServices(context.db), account: context.account });

const testDb = useTestDb();
let anna: Account;
let bram: Account;

function post(body: unknown, contentType = 'application/json'): Request {
  return new Request('http://ad.localhost:4321/api/pass', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function violations(response: Response): Promise<unknown> {
  return ((await response.json()) as { violations: unknown }).violations;
}

beforeAll(async () => {
  const passwordHash = await hashPassword(OLD);
  anna = await buildAccount(testDb.db, { passwordHash });
  bram = await buildAccount(testDb.db, { passwordHash });
});

describe('POST /api/pass', () => {
  it('refuses a wrong current password with 422, a violation on the field and a trace id', async () => {
    const response = await handlePasswordChange(post({ current_password: 'fout-wachtwoord', new_password: NEW }), {
      db: testDb.db,
      account: anna,
    });

    expect(response.status).toBe(422);
    expect(response.headers.get(TRACE_ID_HEADER)).toMatch(/^[0-9a-f]{16}$/);
    expect(await violations(response)).toEqual([{ code: 'PASSWORD_INCORRECT', field: 'current_password' }]);
    expect(await verifyPassword((await findAccount(testDb.db, anna.id))!.passwordHash, OLD)).toBe(true);
  });

  it('refuses a short new password and one equal to the current password', async () => {
    const short = await handlePasswordChange(post({ current_password: OLD, new_password: 'kort' }), {
      db: testDb.db,
      account: anna,
    });
    const same = await handlePasswordChange(post({ current_password: OLD, new_password: OLD }), {
      db: testDb.db,
      account: anna,
    });

    expect(short.status).toBe(422);
    expect(await violations(short)).toEqual([{ code: 'PASSWORD_TOO_SHORT', field: 'new_password' }]);
    expect(await violations(same)).toEqual([{ code: 'PASSWORD_UNCHANGED', field: 'new_password' }]);
  });

  it('answers 422 with the required violations for an unreadable body', async () => {
    const response = await handlePasswordChange(post('{nope'), { db: testDb.db, account: anna });
    expect(response.status).toBe(422);
    expect(await violations(response)).toEqual([
      { code: 'PASSWORD_REQUIRED', field: 'current_password' },
      { code: 'PASSWORD_REQUIRED', field: 'new_password' },
    ]);
  });

  it('refuses a form post (no CORS preflight) with 415 and anything but POST with 405', async () => {
    const form = await handlePasswordChange(post(`current_password=${OLD}&new_password=${NEW}`, 'text/plain'), {
      db: testDb.db,
      account: anna,
    });
    const get = await handlePasswordChange(new Request('http://ad.localhost:4321/api/pass'), {
      db: testDb.db,
      account: anna,
    });
    expect(form.status).toBe(415);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await verifyPassword((await findAccount(testDb.db, anna.id))!.passwordHash, OLD)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const response = await handlePasswordChange(post({ current_password: OLD, new_password: NEW }), {
      db: testDb.db,
      account: undefined,
    });
    expect(response.status).toBe(401);
    expect(response.headers.get(TRACE_ID_HEADER)).toBeTruthy();
    expect(await violations(response)).toEqual([{ code: 'UNAUTHENTICATED', field: null }]);
  });

  it('locks after 8 wrong current passwords with 429 and Retry-After, like sign-in', async () => {
    const carla = await buildAccount(testDb.db, { passwordHash: await hashPassword(OLD) });
    const wrong = () =>
      handlePasswordChange(post({ current_password: 'fout-wachtwoord', new_password: NEW }), {
        db: testDb.db,
        account: carla,
      });
    for (let i = 0; i < 8; i += 1) expect((await wrong()).status).toBe(422);

    const locked = await handlePasswordChange(post({ current_password: OLD, new_password: NEW }), {
      db: testDb.db,
      account: carla,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await violations(locked)).toEqual([{ code: 'RATE_LIMITED', field: null }]);
    expect(await verifyPassword((await findAccount(testDb.db, carla.id))!.passwordHash, OLD)).toBe(true);
  });

  it("changes only the session account's password, as an argon2id hash", async () => {
    const response = await handlePasswordChange(post({ current_password: OLD, new_password: NEW }), {
      db: testDb.db,
      account: anna,
    });

    expect(response.status).toBe(204);
    expect(response.headers.get(TRACE_ID_HEADER)).toBeTruthy();
    const hash = (await findAccount(testDb.db, anna.id))!.passwordHash!;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, NEW)).toBe(true);
    expect(await verifyPassword(hash, OLD)).toBe(false);
    expect(await verifyPassword((await findAccount(testDb.db, bram.id))!.passwordHash, OLD)).toBe(true);
  });

  it('ends every other session of the account, keeping the one that changed the password', async () => {
    const dirk = await buildAccount(testDb.db, { passwordHash: await hashPassword(OLD) });
    const session = (brandKey: BrandKey) =>
      createSession(testDb.db, { accountId: dirk.id, brandKey, subject: dirk.id });
    const current = await session('ad');
    const other = await session('ad');
    const elsewhere = await session('hln');
    const bramSession = await createSession(testDb.db, { accountId: bram.id, brandKey: 'ad', subject: bram.id });

    const response = await handlePasswordChange(post({ current_password: OLD, new_password: NEW }), {
      db: testDb.db,
      account: { id: dirk.id, sessionId: current.sessionId },
    });

    expect(response.status).toBe(204);
    const left = await testDb.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, dirk.id));
    expect(left.map((row) => row.id)).toEqual([current.sessionId]);
    expect([other.sessionId, elsewhere.sessionId]).not.toContain(left[0]?.id);
    const kept = await testDb.db.select().from(sessions).where(eq(sessions.id, bramSession.sessionId));
    expect(kept).toHaveLength(1);
  });
});
