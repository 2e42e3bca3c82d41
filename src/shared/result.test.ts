import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, refused, violationsOf, type Result } from './result';

describe('typed results', () => {
  it('builds success and refusal shapes', () => {
    expect(ok({ changeId: 'c1' })).toEqual({ ok: true, violations: [], changeId: 'c1' });
    expect(ok()).toEqual({ ok: true, violations: [] });
    expect(refused({ code: 'HOLIDAY_START_TOO_SOON', field: 'startDate' })).toEqual({
      ok: false,
      violations: [{ code: 'HOLIDAY_START_TOO_SOON', field: 'startDate' }],
    });
  });

  it('refuses a refusal without a reason', () => {
    expect(() => refused()).toThrow();
  });

  it('lets a success field not override ok or violations', () => {
    const result: Result<{ ok: boolean }> = ok({ ok: false });
    expect(result).toEqual({ ok: true, violations: [] });
  });
});

describe('violationsOf', () => {
  const schema = z.object({
    name: z.string().min(1, { error: 'NAME_REQUIRED' }).max(3, { error: 'NAME_TOO_LONG' }),
    age: z.number({ error: 'AGE_INVALID' }).int({ error: 'AGE_INVALID' }),
    nested: z.object({ inner: z.string({ error: 'INNER_REQUIRED' }) }).optional(),
  });

  it('answers the first issue of each field, with the field name, in the order of the issues', () => {
    const result = schema.safeParse({ name: '', age: 'x', nested: { inner: 1 } });
    expect(violationsOf(result.error!)).toEqual([
      { code: 'NAME_REQUIRED', field: 'name' },
      { code: 'AGE_INVALID', field: 'age' },
      { code: 'INNER_REQUIRED', field: 'nested' },
    ]);
  });

  it('answers an issue about the whole input without a field', () => {
    const whole = z.object({ a: z.string() }).refine(() => false, { error: 'WHOLE_INVALID' });
    expect(violationsOf(whole.safeParse({ a: 'x' }).error!)).toEqual([{ code: 'WHOLE_INVALID', field: null }]);
  });
});
