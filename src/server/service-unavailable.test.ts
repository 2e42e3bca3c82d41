import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATABASE_PROBE_TIMEOUT_MS,
  isClientAbort,
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

describe('a visitor who goes away mid-request is not the database', () => {
  /** What Node's server gives a request whose connection closed before its body was in (`abortIncoming`). */
  const clientAbort = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  /** What a socket to the database gives when the database end resets it. */
  const databaseReset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' });

  it('tells the two apart, also behind a wrapper', () => {
    expect(isClientAbort(clientAbort())).toBe(true);
    expect(isServiceUnavailable(clientAbort())).toBe(false);
    expect(isServiceUnavailable(new Error('Failed query', { cause: clientAbort() }))).toBe(false);
    expect(isClientAbort(databaseReset())).toBe(false);
    expect(isServiceUnavailable(databaseReset())).toBe(true);
    expect(isServiceUnavailable(new Error('Failed query', { cause: databaseReset() }))).toBe(true);
  });

  it('recognises the error Node really gives when the visitor closes during the body', async () => {
    const seen = new Promise<unknown>((resolve) => {
      const server = http.createServer((req) => {
        req.on('error', (error) => {
          resolve(error);
          server.close();
        });
        req.resume();
      });
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc');
          setTimeout(() => socket.destroy(), 50);
        });
      });
    });
    const error = await seen;
    expect(isClientAbort(error)).toBe(true);
    expect(isServiceUnavailable(error)).toBe(false);
  });
});
