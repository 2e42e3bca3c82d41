import { describe, expect, it } from 'vitest';
import {
  createLogger,
  createTraceId,
  currentTraceId,
  runWithTraceId,
  setLogOperation,
  type LoggerOptions,
} from './log';

/** A logger whose lines are collected, parsed. */
function capture(options: Omit<LoggerOptions, 'destination'> = {}) {
  const lines: string[] = [];
  const logger = createLogger({ ...options, destination: { write: (line: string) => void lines.push(line) } });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, parsed };
}

/** A database error as drizzle builds it: the query, then its parameters. */
function queryError(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "accounts_email_unique"'), {
    code: '23505',
    detail: 'Key (email)=(anna.jansen@example.nl) already exists.',
  });
  const error = new Error(
    'Failed query: update "accounts" set "first_name" = $1, "gender" = $2 where "accounts"."id" = $3\n' +
      'params: Annabel,female,6f1c2f4e-1b7a-4c55-9d7e-0a4f1b2c3d4e',
    { cause },
  );
  error.name = 'DrizzleQueryError';
  return error;
}

describe('the server log', () => {
  it('writes one JSON line with level, time and message, and the trace id of the request it is in', () => {
    const { logger, parsed } = capture();
    const traceId = createTraceId();

    logger.info('outside');
    runWithTraceId(traceId, () => {
      setLogOperation('UpdatePersonalInformation');
      logger.warn('inside');
    });

    const [outside, inside] = parsed();
    expect(outside).toMatchObject({ level: 'info', msg: 'outside' });
    expect(outside).not.toHaveProperty('traceId');
    expect(inside).toMatchObject({ level: 'warn', msg: 'inside', traceId, operation: 'UpdatePersonalInformation' });
    expect(typeof inside!['time']).toBe('string');
    expect(traceId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps the trace id across awaits, and only inside its own request', async () => {
    const seen = await Promise.all(
      ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb'].map((id) =>
        runWithTraceId(id, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return currentTraceId();
        }),
      ),
    );
    expect(seen).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);
    expect(currentTraceId()).toBeUndefined();
  });

  it('replaces values under personal field names, at any depth, by the list Sentry scrubbing uses', () => {
    const { logger, lines } = capture();

    logger.info(
      {
        variables: {
          accountId: '6f1c2f4e-1b7a-4c55-9d7e-0a4f1b2c3d4e',
          newEmail: 'annabel@example.nl',
          input: { first_name: 'Annabel', last_name: 'Jansen-Visser', gender: 'FEMALE', date_of_birth: '01-02-1980' },
        },
        brand: 'ad',
      },
      'changed',
    );

    const line = lines.join('');
    for (const personal of ['6f1c2f4e', 'annabel@example.nl', 'Annabel', 'Jansen-Visser', 'FEMALE', '1980']) {
      expect(line).not.toContain(personal);
    }
    expect(JSON.parse(line)).toMatchObject({ brand: 'ad', variables: { input: { first_name: '[verwijderd]' } } });
  });

  it('scrubs e-mail addresses, phone numbers and personal query parameters in text, also percent-encoded', () => {
    const { logger, lines } = capture();

    logger.warn('login for anna.jansen@example.nl from 06-12345678');
    logger.info({ url: '/api/x?email=anna%40example.nl&first_name=Anna&brand=ad' }, 'request');

    const text = lines.join('');
    expect(text).not.toMatch(/anna|12345678/i);
    expect(text).toContain('brand=ad');
  });

  it('logs an error as type, code and message without the query parameters or personal data', () => {
    const { logger, lines, parsed } = capture({ production: true });

    logger.error({ err: queryError() }, 'update failed');
    logger.error(queryError());

    const text = lines.join('');
    for (const personal of ['Annabel', 'female', '6f1c2f4e', 'anna.jansen@example.nl']) {
      expect(text).not.toContain(personal);
    }
    const [withMessage, bare] = parsed();
    expect(withMessage).toMatchObject({
      level: 'error',
      msg: 'update failed',
      err: {
        type: 'DrizzleQueryError',
        message: expect.stringMatching(/^Failed query: update "accounts" set [\s\S]*params: \[verwijderd\]$/),
        cause: { type: 'Error', code: '23505' },
      },
    });
    // In production a line carries no stack at all.
    expect(text).not.toMatch(/"stack"|\bat .*\.ts:\d+/);
    expect(bare!['msg']).toMatch(/^Failed query: .*params: \[verwijderd\]$/s);
  });

  it("keeps stack frames outside production, but never the stack's first line (the message)", () => {
    const { logger, parsed } = capture({ production: false });

    logger.error({ err: queryError() }, 'update failed');

    const stack = (parsed()[0]!['err'] as { stack: string[] }).stack;
    expect(stack.length).toBeGreaterThan(0);
    expect(stack.every((frame) => frame.startsWith('at '))).toBe(true);
    expect(stack.join('\n')).not.toContain('Annabel');
  });
});
