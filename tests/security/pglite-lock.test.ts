/**
 * Two processes on one PGlite folder would lose data (`npm run dev` beside `npm start`). The second
 * process must refuse to open the folder, naming the process that holds it; a lock left by a process that is gone
 * (killed with -9) must not keep the folder closed. The other processes are real ones (tests/fixtures/open-pglite.ts
 * through tsx), opening the folder through createDb as the portal does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, createDb } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { accounts } from '../../src/server/db/schema';
import { PGLITE_LOCK_FILE } from '../../src/server/db/pglite-lock';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = fileURLToPath(new URL('../fixtures/open-pglite.ts', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'mo-pglite-lock-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** Another process opening the folder; resolves once it printed `open`/`written` or exited. */
function otherProcess(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, folder, ...args], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const settled = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const check = () => {
      if (/^(open|written)$/m.test(stdout)) resolve({ code: null, stdout, stderr });
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, settled };
}

describe('one PGlite folder, one process', () => {
  it('a second process refuses the folder this one holds, naming this process; it opens once this one closed', async () => {
    const db = await createDb({ dataDir: folder });
    await migrate(db);
    await db.insert(accounts).values({ email: 'eerste@example.nl' });

    const refused = await otherProcess('write', 'tweede@example.nl').settled;
    expect(refused.stdout).not.toMatch(/written/);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(folder);
    expect(refused.stderr).toContain(`process ${process.pid}`);
    expect(existsSync(path.join(folder, PGLITE_LOCK_FILE))).toBe(true);

    await closeDb(db);
    expect(existsSync(path.join(folder, PGLITE_LOCK_FILE))).toBe(false);
    const written = await otherProcess('write', 'tweede@example.nl').settled;
    expect(written.stderr).toBe('');
    expect(written.stdout).toContain('written');

    const reopened = await createDb({ dataDir: folder });
    try {
      expect(await reopened.$count(accounts)).toBe(2);
    } finally {
      await closeDb(reopened);
    }
  });

  it('this process refuses a folder another process holds, naming it; after that one is killed (-9) it opens', async () => {
    const holder = otherProcess('hold');
    const held = await holder.settled;
    expect(held.stderr).toBe('');
    expect(held.stdout).toContain('open');
    const pid = holder.child.pid!;

    const error = await createDb({ dataDir: folder }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`process ${pid}`);
    expect((error as Error).message).toContain(folder);

    // Killed without a chance to clean up: the lock file stays, naming a process that is gone.
    holder.child.kill('SIGKILL');
    await once(holder.child, 'exit');
    expect(existsSync(path.join(folder, PGLITE_LOCK_FILE))).toBe(true);

    const db = await createDb({ dataDir: folder });
    try {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, 'eerste@example.nl'));
      expect(row).toBeDefined();
    } finally {
      await closeDb(db);
    }
  });
});
