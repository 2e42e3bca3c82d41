/**
 * `npm start` with a database that cannot be used: one message that says what to check, no driver stack.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mo-services-'));
const saved = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('startServices with an unreachable DATABASE_URL', () => {
  it('fails with a StartupError naming DATABASE_URL and what to check, without the password or a stack', async () => {
    // Port 9 (discard) is closed on loopback: the connection is refused at once.
    process.env.DATABASE_URL = 'postgres://portal:geheim@127.0.0.1:9/portal';
    process.env.DATA_DIR = dataDir;
    vi.resetModules();
    const { startServices, StartupError } = await import('./services');
    const lines: string[] = [];
    const failure = await startServices((line) => lines.push(line)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StartupError);
    const message = (failure as Error).message;
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('127.0.0.1:9');
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).toMatch(/Check that this PostgreSQL runs/);
    expect(message).not.toContain('geheim');
    expect(message).not.toMatch(/Failed query|\bat \S+ \(|\.ts:\d+/);
    expect(lines).toEqual([]);
  });
});
