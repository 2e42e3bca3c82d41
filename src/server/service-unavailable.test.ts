import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATABASE_PROBE_TIMEOUT_MS,
  isServiceUnavailable,
  REQUEST_TIMEOUT_MS,
  RequestTimeoutError,
  requestDeadline,
} from './service-unavailable';

/** A promise that settles only when the test says so. */
function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('requestDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers with the work when it is done in time, without asking the database', async () => {
    const probe = vi.fn(async () => 1);
    const deadline = requestDeadline(REQUEST_TIMEOUT_MS, probe);
    await expect(deadline.race(async () => 'page')).resolves.toBe('page');
    expect(probe).not.toHaveBeenCalled();
  });

  it('fails with a timeout when the database does not answer its probe: 503 after timeout plus probe', async () => {
    const work = pending<string>();
    const deadline = requestDeadline(REQUEST_TIMEOUT_MS, () => new Promise(() => {}));
    const raced = deadline.race(() => work.promise);
    const outcome = raced.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + DATABASE_PROBE_TIMEOUT_MS - 1);
    work.resolve('too late');
    // The work finished after the probe was sent but before it timed out: the work's answer wins.
    expect(await outcome).toBe('answered');

    const stuck = pending<string>();
    const second = requestDeadline(REQUEST_TIMEOUT_MS, () => new Promise(() => {}))
      .race(() => stuck.promise)
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + DATABASE_PROBE_TIMEOUT_MS);
    const error = await second;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it('fails when the probe itself fails (the database refuses)', async () => {
    const stuck = pending<string>();
    const result = requestDeadline(REQUEST_TIMEOUT_MS, async () => {
      throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    })
      .race(() => stuck.promise)
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await result).toBeInstanceOf(RequestTimeoutError);
  });

  it('lets a request that is slow for another reason finish while the database answers', async () => {
    const slow = pending<string>();
    const probe = vi.fn(async () => 1);
    const result = requestDeadline(REQUEST_TIMEOUT_MS, probe).race(() => slow.promise);
    await vi.advanceTimersByTimeAsync(3 * REQUEST_TIMEOUT_MS + 10);
    expect(probe).toHaveBeenCalledTimes(3);
    slow.resolve('slow page');
    await expect(result).resolves.toBe('slow page');
  });

  it('never expires without a finite timeout (a prebuild render)', async () => {
    const slow = pending<string>();
    const probe = vi.fn(async () => 1);
    const result = requestDeadline(Number.POSITIVE_INFINITY, probe).race(() => slow.promise);
    await vi.advanceTimersByTimeAsync(60_000);
    slow.resolve('prebuilt');
    await expect(result).resolves.toBe('prebuilt');
    expect(probe).not.toHaveBeenCalled();
  });
});
