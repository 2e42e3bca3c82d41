import { describe, expect, it } from 'vitest';
import type { BrandKey } from '../../brands/registry';
import { RebuildQueue } from './queue';

/** A rebuild that finishes when the test says so. */
function controllable() {
  const pending = new Map<BrandKey, { resolve: (pages: number) => void; reject: (error: Error) => void }>();
  const started: BrandKey[] = [];
  const rebuild = (brand: BrandKey) =>
    new Promise<number>((resolve, reject) => {
      started.push(brand);
      pending.set(brand, { resolve, reject });
    });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { rebuild, started, pending, tick };
}

describe('RebuildQueue', () => {
  it('rebuilds one brand at a time, in order, and records pages and times', async () => {
    const { rebuild, started, pending, tick } = controllable();
    let clock = Date.parse('2025-06-01T10:00:00Z');
    const queue = new RebuildQueue({ rebuild, now: () => new Date((clock += 1000)) });
    expect(queue.enqueue(['ad', 'vk'], 'brand brand.ad')).toEqual(['ad', 'vk']);
    await tick();
    expect(started).toEqual(['ad']);
    expect(queue.state()).toMatchObject({
      idle: false,
      running: { brand: 'ad', reason: 'brand brand.ad' },
      queued: [{ brand: 'vk' }],
    });
    pending.get('ad')!.resolve(3);
    await tick();
    expect(started).toEqual(['ad', 'vk']);
    pending.get('vk')!.resolve(2);
    await queue.whenIdle();
    const state = queue.state();
    expect(state.idle).toBe(true);
    expect(state.running).toBeNull();
    expect(state.finished.map((job) => [job.brand, job.pages])).toEqual([
      ['vk', 2],
      ['ad', 3],
    ]);
    expect(state.finished[1]!.durationMs).toBeGreaterThan(0);
    expect(Date.parse(state.finished[1]!.finishedAt)).toBeGreaterThan(Date.parse(state.finished[1]!.startedAt));
  });

  it('does not queue a waiting brand twice, but queues a running brand again', async () => {
    const { rebuild, started, pending, tick } = controllable();
    const queue = new RebuildQueue({ rebuild });
    queue.enqueue(['ad', 'vk'], 'first');
    await tick();
    expect(queue.enqueue(['vk', 'ad', 'hln'], 'second')).toEqual(['ad', 'hln']);
    expect(queue.state().queued.map((job) => job.brand)).toEqual(['vk', 'ad', 'hln']);
    pending.get('ad')!.resolve(1);
    await tick();
    pending.get('vk')!.resolve(1);
    await tick();
    pending.get('ad')!.resolve(1);
    await tick();
    pending.get('hln')!.resolve(1);
    await queue.whenIdle();
    expect(started).toEqual(['ad', 'vk', 'ad', 'hln']);
  });

  it('records a failed rebuild and carries on with the next brand', async () => {
    const queue = new RebuildQueue({
      rebuild: async (brand) => {
        if (brand === 'ad') throw new Error('content lake unreachable');
        return 4;
      },
    });
    queue.enqueue(['ad', 'hln'], 'test');
    await queue.whenIdle();
    const state = queue.state();
    expect(state.errors).toMatchObject([{ brand: 'ad', message: 'content lake unreachable' }]);
    expect(state.finished).toMatchObject([{ brand: 'hln', pages: 4 }]);
  });

  it('keeps a bounded history and hands out copies', async () => {
    const queue = new RebuildQueue({ rebuild: async () => 1, historySize: 2 });
    queue.enqueue(['ad', 'vk', 'hln'], 'test');
    await queue.whenIdle();
    const state = queue.state();
    expect(state.finished.map((job) => job.brand)).toEqual(['hln', 'vk']);
    state.finished.length = 0;
    expect(queue.state().finished).toHaveLength(2);
  });

  it('is idle at once when nothing was queued', async () => {
    const queue = new RebuildQueue({ rebuild: async () => 1 });
    expect(queue.enqueue([], 'nothing')).toEqual([]);
    await expect(queue.whenIdle()).resolves.toBeUndefined();
    expect(queue.state()).toEqual({ idle: true, queued: [], running: null, active: [], finished: [], errors: [] });
  });
});
