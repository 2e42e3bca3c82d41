import { spawn } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { KEPT_RUNNING_LINE, keepRunningThroughDatabaseOutages } from './unhandled-rejections';

/** An error as postgres.js rejects it when the server refuses the connection. */
function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
}

describe('an unhandled rejection', () => {
  it('of a database outage is logged and the process keeps running', () => {
    const source = new EventEmitter();
    const log = { warn: vi.fn() };
    const remove = keepRunningThroughDatabaseOutages(source, log);
    expect(() => source.emit('unhandledRejection', refused())).not.toThrow();
    // Wrapped, as Drizzle wraps the driver's error.
    expect(() => source.emit('unhandledRejection', new Error('Failed query', { cause: refused() }))).not.toThrow();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]?.[1]).toBe(KEPT_RUNNING_LINE);
    remove();
    expect(source.listenerCount('unhandledRejection')).toBe(0);
  });

  it('of anything else still ends the process (thrown again: an uncaught exception)', () => {
    const source = new EventEmitter();
    const log = { warn: vi.fn() };
    keepRunningThroughDatabaseOutages(source, log);
    const bug = new TypeError('x is undefined');
    expect(() => source.emit('unhandledRejection', bug)).toThrow(bug);
    expect(() => source.emit('unhandledRejection', 'a string')).toThrow();
    expect(log.warn).not.toHaveBeenCalled();
  });
});

const folder = mkdtempSync(path.join(tmpdir(), 'mo-rejections-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A Node process with the rule installed that rejects `reason` unhandled; resolves with its exit code. */
async function processThatRejects(reason: string): Promise<number | null> {
  const script = path.join(folder, `rejects-${Math.random().toString(36).slice(2)}.ts`);
  const rule = fileURLToPath(new URL('./unhandled-rejections.ts', import.meta.url));
  writeFileSync(
    script,
    `import { keepRunningThroughDatabaseOutages } from ${JSON.stringify(rule)};
keepRunningThroughDatabaseOutages(process, { warn: () => {} });
void Promise.reject(${reason});
setImmediate(() => process.exit(0));
`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

describe('in a real Node process', () => {
  it('a database outage’s rejection leaves it running; another rejection ends it', async () => {
    expect(await processThatRejects(`Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })`)).toBe(
      0,
    );
    expect(await processThatRejects(`new TypeError('x is undefined')`)).not.toBe(0);
  });
});
