/**
 * The shared rebuild queue on a throwaway PostgreSQL database, with two "instances" (two pg-boss
 * connections) in this process: any one enqueues, one worker builds a brand at a time, a brand waits only once, a
 * failed build is retried, a build whose instance died is taken over, and both see the same state. Skips (visibly)
 * when no local PostgreSQL answers.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '../../brands/registry';
import { createPostgresTestDb, postgresTestUrl, type TestDb } from '../../../tests/fixtures/db';
import { dbUrl } from '../db/client';
import { SharedRebuildQueue, type SharedRebuildQueueOptions } from './job-queue';
import type { RebuildQueueState } from './queue';
import { RebuildRecords } from './records';
import { enqueueAndFollow } from './rebuild-command';

const postgresUrl = await postgresTestUrl();

/** Fast retries and a short dead-build detection, so the test watches them in seconds. */
const FAST = {
  retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
  pollingIntervalSeconds: 0.5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
} satisfies Partial<SharedRebuildQueueOptions>;

async function waitFor(
  queue: SharedRebuildQueue,
  done: (state: RebuildQueueState) => boolean,
  timeoutMs = 20_000,
): Promise<RebuildQueueState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await queue.state();
    if (done(state)) return state;
    if (Date.now() > until) throw new Error(`Timed out; state: ${JSON.stringify(state)}`);
    await sleep(200);
  }
}

describe.skipIf(!postgresUrl)('shared rebuild queue on PostgreSQL', () => {
  let testDb: TestDb;
  let url: string;
  const started: SharedRebuildQueue[] = [];
  const start = async (options: Omit<SharedRebuildQueueOptions, 'url' | 'records'>) => {
    const queue = await SharedRebuildQueue.start({ url, records: new RebuildRecords(testDb.db), ...FAST, ...options });
    started.push(queue);
    return queue;
  };

  beforeAll(async () => {
    testDb = await createPostgresTestDb();
    url = dbUrl(testDb.db)!;
  });

  afterAll(async () => {
    await Promise.allSettled(started.map((queue) => queue.stop(1000)));
    await testDb?.close();
  });

  it('any instance enqueues, another builds; a waiting brand is not queued twice; both see the same state', async () => {
    const builds: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Instance A only takes webhooks (no worker); instance B builds, slowly until released.
    const a = await start({ rebuild: async () => ({ paths: [] }), work: false });
    const b = await start({
      worker: 'instance-b',
      rebuild: async (brand, onPage) => {
        builds.push(brand);
        onPage(1, 7);
        await gate;
        return { paths: ['/', '/a', '/b', '/c', '/d', '/e', '/f'] };
      },
    });
    expect((await a.enqueue(['ad', 'vk'], { reason: 'update brand brand.ad', source: 'webhook' })).added).toEqual([
      'ad',
      'vk',
    ]);
    // While ad builds (or waits), a second change for ad queues it once more at most; vk waits already.
    const running = await waitFor(b, (state) => state.running !== null);
    expect(running.running).toMatchObject({ brand: 'ad', reason: 'update brand brand.ad' });
    expect(running.active).toHaveLength(1);
    const faq = (id: string) => ({ reason: `update faqItem ${id}`, source: 'webhook' }) as const;
    expect((await a.enqueue(['ad', 'vk'], faq('faq.1'))).added).toEqual(['ad']);
    expect((await a.enqueue(['ad', 'vk'], faq('faq.2'))).added).toEqual([]);
    // Progress written by instance B is seen by instance A.
    expect((await waitFor(a, (state) => state.running?.pagesDone === 1)).running).toMatchObject({
      pagesTotal: 7,
      worker: 'instance-b',
    });
    const waiting = await a.state();
    expect(waiting.idle).toBe(false);
    expect(waiting.queued.map((job) => job.brand).sort()).toEqual(['ad', 'vk']);
    release();
    const done = await waitFor(a, (state) => state.idle && state.finished.length === 3);
    expect(builds.sort()).toEqual(['ad', 'ad', 'vk']);
    expect(done.errors).toEqual([]);
    expect(done.finished[0]).toMatchObject({ pages: 7, worker: 'instance-b' });
    expect(await b.state()).toEqual(done);
    await b.stop(1000);
  });

  it('a rebuild through the CLI path (npm run rebuild on PostgreSQL) is built by a running instance and listed by every one', async () => {
    const portal = await start({
      worker: 'portal',
      rebuild: async (_brand, onPage) => {
        onPage(1, 2);
        onPage(2, 2);
        return { paths: ['/', '/klantenservice'] };
      },
    });
    const other = await start({ rebuild: async () => ({ paths: [] }), work: false });
    // What src/server/cli/rebuild.ts does with DATABASE_URL: a queue that only enqueues, following the records.
    const cli = await start({ rebuild: async () => ({ paths: [] }), work: false });
    const lines: string[] = [];
    const { entries, stillWaiting } = await enqueueAndFollow({
      queue: cli,
      records: new RebuildRecords(testDb.db),
      brands: ['hln'],
      print: (line) => lines.push(line),
    });
    expect(stillWaiting).toBe(false);
    expect(entries).toMatchObject([{ brand: 'hln', status: 'ok', source: 'cli', pages: 2, worker: 'portal' }]);
    expect(lines.at(-1)).toContain('hln: ✔ 2 pages');
    for (const instance of [portal, other]) {
      const listed = (await instance.state()).rebuilds.find((entry) => entry.id === entries[0]!.id);
      expect(listed).toMatchObject({ status: 'ok', reason: 'npm run rebuild', pagesDone: 2, pagesTotal: 2 });
    }
    await portal.stop(1000);
  });

  it('retries a failed build, and shows one that keeps failing as an error', async () => {
    const attempts = new Map<BrandKey, number>();
    const queue = await start({
      worker: 'flaky',
      rebuild: async (brand) => {
        const attempt = (attempts.get(brand) ?? 0) + 1;
        attempts.set(brand, attempt);
        if (brand === 'hln' && attempt === 1) throw new Error('content lake unreachable');
        if (brand === 'dm') throw new Error('Prebuilding / for dm answered 500');
        return { paths: ['/', '/a', '/b'] };
      },
    });
    await queue.enqueue(['hln', 'dm'], { reason: 'update translations nl', source: 'webhook' });
    const state = await waitFor(queue, (current) => current.idle && current.errors.some((job) => job.brand === 'dm'));
    expect(attempts.get('hln')).toBe(2);
    expect(state.finished.find((job) => job.brand === 'hln')).toMatchObject({ pages: 3, worker: 'flaky' });
    // One attempt and the two retries of FAST.
    expect(attempts.get('dm')).toBe(3);
    expect(state.errors.find((job) => job.brand === 'dm')).toMatchObject({ failure: 'status', attempt: 3 });
    expect(state.errors.find((job) => job.brand === 'dm')?.message).toContain('answered 500');
    await queue.stop(1000);
  });

  it('a build whose instance died (killed mid-build) is taken over by another instance', async () => {
    // The dying instance is a process of its own, killed with SIGKILL while it builds: no graceful stop, no more
    // heartbeats, its job still `active` in the table.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { SharedRebuildQueue } = await import(${JSON.stringify(new URL('./job-queue.ts', import.meta.url).href)});
         const { RebuildRecords } = await import(${JSON.stringify(new URL('./records.ts', import.meta.url).href)});
         const schema = await import(${JSON.stringify(new URL('../db/schema.ts', import.meta.url).href)});
         const { drizzle } = await import('drizzle-orm/postgres-js');
         const { default: postgres } = await import('postgres');
         const { POSTGRES_CLIENT_DEFAULTS } = await import(${JSON.stringify(new URL('../db/client.ts', import.meta.url).href)});
         const options = JSON.parse(process.env.QUEUE_OPTIONS);
         const records = new RebuildRecords(drizzle({ client: postgres(options.url, { ...POSTGRES_CLIENT_DEFAULTS, max: 2 }), schema }));
         const queue = await SharedRebuildQueue.start({ ...options, records, rebuild: () => {
           console.log('building');
           return new Promise(() => {});
         } });
         await queue.enqueue(['hu'], { reason: 'update brand brand.hu', source: 'webhook' });`,
      ],
      {
        env: { ...process.env, QUEUE_OPTIONS: JSON.stringify({ url, ...FAST }) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const [building] = await Promise.race([once(child.stdout!, 'data'), once(child, 'exit').then(() => ['exited'])]);
    expect(String(building)).toContain('building');
    child.kill('SIGKILL');
    await once(child, 'exit');

    const survivor = await start({
      worker: 'survivor',
      rebuild: async () => ({ paths: ['/', '/a', '/b', '/c', '/e'] }),
    });
    expect((await survivor.state()).active).toMatchObject([{ brand: 'hu' }]);
    const state = await waitFor(survivor, (current) => current.finished.some((job) => job.brand === 'hu'), 40_000);
    expect(state.finished.find((job) => job.brand === 'hu')).toMatchObject({ worker: 'survivor', pages: 5 });
  });
});
