import { describe, expect, it } from 'vitest';
import { ServiceError } from '../service-client/errors';
import { CombinedError } from '../graphql/combined-error';
import { backoffDelay, describeFailure, parseRetryAfter, retryDelay, withRetry } from './retry';

describe('retryDelay', () => {
  it('doubles from 1 s for a server error and stops after 3 retries', () => {
    const failure = { status: 503 };
    expect([1, 2, 3, 4].map((retry) => retryDelay(failure, retry))).toEqual([1000, 2000, 4000, false]);
  });

  it('never waits more than 30 s', () => {
    expect([5, 6, 10].map(backoffDelay)).toEqual([16_000, 30_000, 30_000]);
  });

  it('waits Retry-After seconds on 429, or 60 s without the header', () => {
    expect(retryDelay({ status: 429, retryAfter: '7' }, 1)).toBe(7000);
    expect(retryDelay({ status: 429 }, 1)).toBe(60_000);
    expect(retryDelay({ status: 429, retryAfter: 'soon' }, 1)).toBe(60_000);
  });

  it('reads an HTTP-date Retry-After', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:12 GMT', now)).toBe(12_000);
  });

  it('retries network failures but not 4xx answers', () => {
    expect(retryDelay({ network: true }, 1)).toBe(1000);
    expect(retryDelay({ status: 422 }, 1)).toBe(false);
    expect(retryDelay({ status: 401 }, 1)).toBe(false);
  });
});

describe('describeFailure', () => {
  it('reads the service client error, network flag and Retry-After included', () => {
    const error = new ServiceError({ violations: [{ code: 'GENERIC-ERROR' }], status: 429, retryAfter: '3' });
    expect(describeFailure(error)).toEqual({ status: 429, retryAfter: '3', network: false });
    const offline = new ServiceError({ violations: [{ code: 'GENERIC-ERROR' }], status: 500, network: true });
    expect(describeFailure(offline).network).toBe(true);
  });

  it('reads the GraphQL client error', () => {
    const limited = new CombinedError({
      networkError: new Error('HTTP 429'),
      response: { status: 429, headers: new Headers({ 'retry-after': '2' }) },
    });
    expect(describeFailure(limited)).toEqual({ status: 429, retryAfter: '2', network: false });
    expect(describeFailure(new CombinedError({ networkError: new TypeError('Failed to fetch') })).network).toBe(true);
    const business = new CombinedError({ graphQLErrors: [{ message: 'nope' }], response: { status: 200 } });
    expect(retryDelay(describeFailure(business), 1)).toBe(false);
  });
});

describe('withRetry', () => {
  it('tries 1 + 3 times with 1, 2 and 4 s between, then rejects with the last failure', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const failure = new ServiceError({ violations: [{ code: 'GENERIC-ERROR' }], status: 502 });
    await expect(
      withRetry(
        async () => {
          attempts++;
          throw failure;
        },
        { sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toBe(failure);
    expect(attempts).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('resolves as soon as an attempt succeeds', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const result = await withRetry(
      async () => {
        attempts++;
        if (attempts < 3) throw new ServiceError({ violations: [], status: 429 });
        return 'ok';
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('ok');
    expect(waits).toEqual([60_000, 60_000]);
  });

  it('does not retry a 422', async () => {
    let attempts = 0;
    await expect(
      withRetry(async () => {
        attempts++;
        throw new ServiceError({ violations: [{ code: 'X' }], status: 422 });
      }),
    ).rejects.toBeInstanceOf(ServiceError);
    expect(attempts).toBe(1);
  });
});
