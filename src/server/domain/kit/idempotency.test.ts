import { describe, expect, it, vi } from 'vitest';
import { actOnce, KEY_TAKEN } from './idempotency';

const KEY = '3f1b7c1e-8a57-4c1e-9a43-0d4b7c1e8a57';

function options(overrides: Partial<Parameters<typeof actOnce<string, string>>[0]> = {}) {
  return {
    key: KEY,
    earlier: vi.fn(async (_key: string): Promise<string | undefined> => undefined),
    replay: (earlier: string) => `again: ${earlier}`,
    act: vi.fn(async (): Promise<string | typeof KEY_TAKEN> => 'done'),
    conflict: () => 'conflict',
    ...overrides,
  };
}

describe('actOnce: at most one act per (owner, key)', () => {
  it('acts when the key has no earlier result', async () => {
    const run = options();
    expect(await actOnce(run)).toBe('done');
    expect(run.earlier).toHaveBeenCalledWith(KEY);
    expect(run.act).toHaveBeenCalledTimes(1);
  });

  it('answers the earlier result without acting again', async () => {
    const run = options({ earlier: vi.fn(async () => 'first') });
    expect(await actOnce(run)).toBe('again: first');
    expect(run.act).not.toHaveBeenCalled();
  });

  it("answers the winner's result when a concurrent request with the key inserted first", async () => {
    const earlier = vi.fn<(key: string) => Promise<string | undefined>>();
    earlier.mockResolvedValueOnce(undefined).mockResolvedValueOnce('winner');
    const run = options({ earlier, act: vi.fn(async (): Promise<typeof KEY_TAKEN> => KEY_TAKEN) });
    expect(await actOnce(run)).toBe('again: winner');
    expect(earlier).toHaveBeenCalledTimes(2);
  });

  it('answers the conflict when the key is taken but no result of this owner is found', async () => {
    expect(await actOnce(options({ act: vi.fn(async (): Promise<typeof KEY_TAKEN> => KEY_TAKEN) }))).toBe('conflict');
  });

  it('never looks up a key the rule refuses (a control character, too short, no string): the act refuses it', async () => {
    for (const key of [`${KEY.slice(0, 10)}\u0000${KEY.slice(10)}`, 'short', '', undefined, 42, 'a b c d e f g h']) {
      const run = options({ key });
      expect(await actOnce(run)).toBe('done');
      expect(run.earlier).not.toHaveBeenCalled();
    }
  });
});
