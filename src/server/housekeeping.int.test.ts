/**
 * The shared housekeeping (src/server/housekeeping.ts) on a throwaway PostgreSQL database, with two "instances" (two
 * pg-boss connections) in this process keeping one schedule that is due every second: however many instances keep
 * it, one pass runs per occurrence (pg-boss files one job per minute-wide slot), on one instance at a time. Then a
 * real pass on the portal's tables removes an abandoned upload and the expired sessions. Skips (visibly) when no local PostgreSQL answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, createPostgresTestDb, postgresTestUrl, type TestDb } from '../../tests/fixtures/db';
import { removed } from '../../tests/fixtures/housekeeping';
import { createSession } from './domain/sessions';
import { dbUrl } from './db/client';
import { sessions } from './db/schema';
import { attachmentStorageKey, createUploadLink, receiveUpload } from './domain/contact';
import { embeddedFileStorage } from './ports/file-storage/embedded';
import { runHousekeeping, sharedHousekeeping, type RunningHousekeeping } from './housekeeping';

const postgresUrl = await postgresTestUrl();

/** A real 1×1 PNG. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe.skipIf(!postgresUrl)('shared housekeeping on PostgreSQL', () => {
  let testDb: TestDb;
  let url: string;
  let uploadsDir: string;
  const started: RunningHousekeeping[] = [];

  beforeAll(async () => {
    testDb = await createPostgresTestDb();
    url = dbUrl(testDb.db)!;
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'housekeeping-'));
  });

  afterAll(async () => {
    await Promise.allSettled(started.map((running) => running.close()));
    await testDb?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('runs one pass per occurrence, on one of two instances keeping the schedule', async () => {
    const passes: string[] = [];
    let active = 0;
    let overlapped = false;
    const instance = async (name: string) => {
      const running = await sharedHousekeeping({
        url,
        // Due every second: pg-boss still files one job per minute-wide slot.
        cron: '* * * * * *',
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 1,
        cronWorkerIntervalSeconds: 1,
        pass: async () => {
          active += 1;
          overlapped ||= active > 1;
          passes.push(name);
          await sleep(300);
          active -= 1;
        },
      });
      started.push(running);
      return running;
    };
    await Promise.all([instance('a'), instance('b')]);
    // Waits for the first pass, however busy the machine; the limits are for a hang.
    const until = Date.now() + 120_000;
    while (passes.length === 0 && Date.now() < until) await sleep(200);
    expect(passes).toHaveLength(1);
    // Both instances' cron passes have run several times since; the occurrence slot is still the same minute,
    // unless the first pass came in its last seconds: then one more, and never two at once.
    await sleep(4000);
    expect(passes.length).toBeLessThanOrEqual(2);
    expect(overlapped).toBe(false);
    expect(['a', 'b']).toContain(passes[0]);
  });

  it('a pass removes an abandoned upload, file and row', async () => {
    const storage = embeddedFileStorage(uploadsDir);
    const account = await buildAccount(testDb.db);
    const owner = { accountId: account.id, brandKey: 'ad', country: 'nl' as const };
    const start = new Date('2024-03-05T09:00:00Z');
    const link = await createUploadLink(testDb.db, owner, { fileName: 'vergeten.png', size: PNG.byteLength }, start);
    if (!link.ok) throw new Error('no link');
    const token = link.link.uploadUrl.split('/').at(-1)!;
    expect((await receiveUpload(testDb.db, storage, owner, token, PNG, start)).ok).toBe(true);
    const key = attachmentStorageKey(account.id, link.link.attachmentId);
    expect(await storage.get(key)).not.toBeNull();
    const later = new Date(start.getTime() + 25 * 3600_000);
    expect(await runHousekeeping(testDb.db, storage, later)).toEqual(removed({ abandonedUploads: 1 }));
    expect(await storage.get(key)).toBeNull();
  });

  it('a pass removes the sessions that expired, and keeps the ones still valid', async () => {
    const storage = embeddedFileStorage(uploadsDir);
    const account = await buildAccount(testDb.db);
    const input = { accountId: account.id, brandKey: 'ad' as const, subject: account.id };
    const old = await createSession(testDb.db, input, new Date('2024-01-01T09:00:00Z'));
    const recent = await createSession(testDb.db, input, new Date('2024-03-01T09:00:00Z'));
    const now = new Date(old.expiresAt.getTime() + 1000);
    expect(await runHousekeeping(testDb.db, storage, now)).toEqual(removed({ expiredSessions: 1 }));
    const left = await testDb.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, account.id));
    expect(left.map((row) => row.id)).toEqual([recent.sessionId]);
    // Again: nothing more to remove.
    expect(await runHousekeeping(testDb.db, storage, now)).toEqual(removed());
  });
});
