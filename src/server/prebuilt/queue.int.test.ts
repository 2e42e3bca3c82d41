/**
 * The rebuild queue worked in this process, recorded in the database (one in-memory PGlite for the file, emptied
 * before each test): one brand at a
 * time in order, progress while it runs, outcome with a failure code, a waiting brand not queued twice, and what a
 * stopped process left unfinished marked as interrupted.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { BrandKey } from '../../brands/registry';
import { useTestDb } from '../../../tests/fixtures/db';
import { rebuilds } from '../db/schema';
import { RebuildQueue, type BrandBuild } from './queue';
import { RebuildRecords } from './records';

// One database for the file (creating one per test took a minute each on a busy machine), empty before each test.
const testDb = useTestDb();
beforeEach(async () => {
  await testDb.db.delete(rebuilds);
});

async function records() {
  return new RebuildRecords(testDb.db);
}

/** A rebuild that finishes when the test says so, reporting the progress the test gives. */
function controllable() {
  const pending = new Map<
    BrandKey,
    { resolve: (build: BrandBuild) => void; reject: (error: Error) => void; page: (done: number) => void }
  >();
  const started: BrandKey[] = [];
  let notify = () => {};
  const rebuild = (brand: BrandKey, onPage: (done: number, total: number) => void) =>
    new Promise<BrandBuild>((resolve, reject) => {
      started.push(brand);
      pending.set(brand, { resolve, reject, page: (done) => onPage(done, 4) });
      notify();
    });
  const whenStarted = (count: number) =>
    new Promise<void>((resolve) => {
      notify = () => started.length >= count && resolve();
      notify();
    });
  return { rebuild, started, pending, whenStarted };
}

const request = { reason: 'update brand brand.ad', source: 'webhook' } as const;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('RebuildQueue', () => {
  it('rebuilds one brand at a time, in order, recording progress, pages and times', async () => {
    const { rebuild, started, pending, whenStarted } = controllable();
    const queue = new RebuildQueue({ records: await records(), rebuild, worker: 'test' });
    expect((await queue.enqueue(['ad', 'vk'], request)).added).toEqual(['ad', 'vk']);
    await whenStarted(1);
    expect(started).toEqual(['ad']);
    pending.get('ad')!.page(1);
    pending.get('ad')!.page(2);
    const running = await until(
      () => queue.state(),
      (state) => state.running?.pagesDone === 2,
    );
    expect(running).toMatchObject({
      idle: false,
      running: { brand: 'ad', reason: 'update brand brand.ad', pagesDone: 2, pagesTotal: 4, worker: 'test' },
      queued: [{ brand: 'vk' }],
    });
    pending.get('ad')!.resolve({ paths: ['/', '/klantenservice'] });
    await whenStarted(2);
    expect(started).toEqual(['ad', 'vk']);
    pending.get('vk')!.resolve({ paths: ['/'] });
    await queue.whenIdle();
    const state = await queue.state();
    expect(state.idle).toBe(true);
    expect(state.running).toBeNull();
    expect(state.finished.map((job) => [job.brand, job.pages, job.paths])).toEqual([
      ['vk', 1, ['/']],
      ['ad', 2, ['/', '/klantenservice']],
    ]);
    expect(state.finished[1]).toMatchObject({ pagesDone: 4, pagesTotal: 4, source: 'webhook' });
    expect(Date.parse(state.finished[1]!.finishedAt)).toBeGreaterThanOrEqual(Date.parse(state.finished[1]!.startedAt));
  });

  it('does not queue a waiting brand twice (the request joins the waiting one), but queues a running brand again', async () => {
    const { rebuild, started, pending, whenStarted } = controllable();
    const queue = new RebuildQueue({ records: await records(), rebuild });
    const first = await queue.enqueue(['ad', 'vk'], request);
    await whenStarted(1);
    const second = await queue.enqueue(['vk', 'ad', 'hln'], request);
    expect(second.added).toEqual(['ad', 'hln']);
    // vk's change is in the vk rebuild that already waits.
    expect(second.rebuilds.find((rebuild) => rebuild.brand === 'vk')!.id).toBe(
      first.rebuilds.find((rebuild) => rebuild.brand === 'vk')!.id,
    );
    expect((await queue.state()).queued.map((job) => job.brand)).toEqual(['vk', 'ad', 'hln']);
    pending.get('ad')!.resolve({ paths: [] });
    await whenStarted(2);
    pending.get('vk')!.resolve({ paths: [] });
    await whenStarted(3);
    pending.get('ad')!.resolve({ paths: [] });
    await whenStarted(4);
    pending.get('hln')!.resolve({ paths: [] });
    await queue.whenIdle();
    expect(started).toEqual(['ad', 'vk', 'ad', 'hln']);
  });

  it('records a failed rebuild with its failure code and carries on with the next brand', async () => {
    const queue = new RebuildQueue({
      records: await records(),
      rebuild: async (brand) => {
        if (brand === 'ad') throw new Error('Prebuilding / for ad answered 500');
        return { paths: ['/', '/a', '/b', '/c'] };
      },
    });
    await queue.enqueue(['ad', 'hln'], request);
    await queue.whenIdle();
    const state = await queue.state();
    expect(state.errors).toMatchObject([
      { brand: 'ad', failure: 'status', message: 'Prebuilding / for ad answered 500' },
    ]);
    expect(state.finished).toMatchObject([{ brand: 'hln', pages: 4 }]);
    expect(state.rebuilds.map((entry) => entry.status).sort()).toEqual(['failed', 'ok']);
  });

  it('marks what a stopped process left waiting or running as interrupted', async () => {
    const shared = await records();
    const never = new RebuildQueue({ records: shared, rebuild: () => new Promise<BrandBuild>(() => {}) });
    await never.enqueue(['ad', 'vk'], request);
    await until(
      () => shared.state(),
      (state) => state.active.length === 1,
    );
    // A new process on the same embedded database: the old one is gone.
    const next = new RebuildQueue({ records: shared, rebuild: async () => ({ paths: [] }) });
    const state = await next.state();
    expect(state.idle).toBe(true);
    expect(state.errors.map((job) => [job.brand, job.failure]).sort()).toEqual([
      ['ad', 'interrupted'],
      ['vk', 'interrupted'],
    ]);
  });

  it('is idle at once when nothing was queued', async () => {
    const queue = new RebuildQueue({ records: await records(), rebuild: async () => ({ paths: [] }) });
    expect((await queue.enqueue([], request)).added).toEqual([]);
    await expect(queue.whenIdle()).resolves.toBeUndefined();
    expect(await queue.state()).toMatchObject({
      idle: true,
      queued: [],
      running: null,
      active: [],
      finished: [],
      errors: [],
    });
  });
});
