/**
 * One process per PGlite folder. PGlite is PostgreSQL in this process's memory, writing its files itself:
 * two processes on one folder (`npm run dev` beside `npm start`) each keep their own copy and overwrite each other's
 * writes. So whoever opens an on-disk folder first writes a lock file into it naming itself (pid, command, start), and
 * every other process refuses the folder with a message naming that process.
 *
 * A lock outlives a process that was killed (`kill -9`, a crash): it counts as stale, and is taken over, when its
 * process no longer runs, or when its pid now belongs to a process started at another time (pid reuse, e.g. in a
 * container that restarted). Within one process the database registry (client.ts) shares one instance per folder, so
 * a process never meets its own lock.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file's name inside the PGlite folder. */
export const PGLITE_LOCK_FILE = 'mijn-omgeving.lock';

/** What a lock file says about the process that holds the folder. */
export interface LockHolder {
  pid: number;
  /** The process's start in the kernel's clock ticks since boot (Linux), to tell a reused pid from the holder. */
  processStart?: string | undefined;
  /** How it was started, e.g. `npm run dev (astro dev)`. */
  command: string;
  hostname: string;
  /** ISO time the lock was taken. */
  since: string;
  /** Random per lock: a process removes only a lock it wrote itself. */
  token: string;
}

/** A held folder lock. */
export interface FolderLock {
  /** The lock file. */
  file: string;
  /** Removes the lock file (when it is still this lock's); harmless twice. */
  release(): void;
}

/** Thrown when another running process holds the folder. */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
    readonly lockFile: string,
  ) {
    super(
      `The database folder ${folder} is in use by process ${holder.pid} (${holder.command}, on ${holder.hostname} ` +
        `since ${holder.since}). Two processes on one PGlite folder overwrite each other's data, so this one does ` +
        `not open it: stop process ${holder.pid} first, or give this process its own DATA_DIR (or a DATABASE_URL). ` +
        `If process ${holder.pid} no longer runs, delete ${lockFile}.`,
    );
    this.name = 'FolderInUseError';
  }
}

/** The start of a process in clock ticks since boot (field 22 of /proc/<pid>/stat); undefined off Linux. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** How this process was started, for the message another process shows. */
function describeCommand(): string {
  const script = process.env['npm_lifecycle_event'];
  const inProject = (arg: string) => path.isAbsolute(arg) && arg.startsWith(`${process.cwd()}${path.sep}`);
  const args = process.argv
    .slice(1)
    .map((arg) => (inProject(arg) ? path.relative(process.cwd(), arg) : arg))
    .join(' ');
  // `npx` sets the event too; only a package script is worth naming.
  if (!script || script === 'npx') return args || process.title;
  return `${script === 'start' ? 'npm start' : `npm run ${script}`}: ${args}`;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) ? (parsed as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process a lock names still runs (and is the same process, not a later one with its pid). */
function isRunning(holder: LockHolder): boolean {
  if (holder.pid === process.pid) {
    // This process never opens a folder twice (client.ts), so its own pid in a lock is a previous process's, e.g.
    // one before a container restart; unless the start matches, which only another realm of this process writes.
    return holder.processStart !== undefined && holder.processStart === processStart(process.pid);
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(holder.pid);
  return holder.processStart === undefined || start === undefined || start === holder.processStart;
}

/** Puts the written lock in place, failing with EEXIST when one is there. */
function place(draft: string, file: string): void {
  try {
    linkSync(draft, file);
  } catch (error) {
    // A file system without hard links: create the lock exclusively and write it. Only there can another process,
    // in the instant between the two, find it empty and take it for stale.
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes((error as NodeJS.ErrnoException).code ?? ''))
      throw error;
    writeFileSync(file, readFileSync(draft), { flag: 'wx' });
  }
}

/**
 * Takes the lock of a PGlite folder (which must exist) for this process, or throws FolderInUseError naming the
 * process that holds it. A stale lock (its process is gone) is replaced. The lock is released by `release()` and, as
 * a last resort, when this process exits normally.
 */
export function lockFolder(folder: string): FolderLock {
  const file = path.join(folder, PGLITE_LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    processStart: processStart(process.pid),
    command: describeCommand(),
    hostname: hostname(),
    since: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  // Written whole under a temporary name, then linked into place: the link fails if a lock exists, and a reader never
  // sees a half-written one.
  const draft = `${file}.${process.pid}.${mine.token}`;
  const fd = openSync(draft, 'wx', 0o644);
  try {
    writeSync(fd, `${JSON.stringify(mine, null, 2)}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        place(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
      }
      const holder = readHolder(file);
      if (holder && isRunning(holder)) throw new FolderInUseError(folder, holder, file);
      // Stale (or unreadable, which only a crash while writing it could leave): remove it and try again.
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readHolder(file)?.token === mine.token) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}
