import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PASS_DELAY_MS,
  HOUSEKEEPING_CRON,
  HOUSEKEEPING_INTERVAL_MINUTES,
  inProcessHousekeeping,
} from './housekeeping';

afterEach(() => {
  vi.useRealTimers();
});

describe('housekeeping in one process', () => {
  it('runs the first pass a minute after the start, then every 15 minutes, never two at once', async () => {
    vi.useFakeTimers();
    let passes = 0;
    let release: (() => void) | undefined;
    const running = inProcessHousekeeping(() => {
      passes += 1;
      return new Promise<void>((resolve) => (release = resolve));
    });
    expect(running.description).toBe('every 15 minutes in this process');
    await vi.advanceTimersByTimeAsync(FIRST_PASS_DELAY_MS - 1);
    expect(passes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toBe(1);
    // The first pass is still running when the next is due: it is not started twice.
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_INTERVAL_MINUTES * 60_000);
    expect(passes).toBe(1);
    release!();
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_INTERVAL_MINUTES * 60_000);
    expect(passes).toBe(2);
    release!();
    await running.close();
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_INTERVAL_MINUTES * 60_000 * 4);
    expect(passes).toBe(2);
  });

  it('waits for a running pass when closed', async () => {
    vi.useFakeTimers();
    let finished = false;
    const running = inProcessHousekeeping(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_PASS_DELAY_MS);
    const closed = running.close();
    await vi.advanceTimersByTimeAsync(1000);
    await closed;
    expect(finished).toBe(true);
  });

  it('schedules the shared passes at the same interval', () => {
    expect(HOUSEKEEPING_CRON).toBe('*/15 * * * *');
  });
});
