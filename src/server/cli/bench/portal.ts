/**
 * The portal under load in `npm run bench`: started as production starts it (npm start's command line, `node
 * src/server/cli/start.mjs --no-build`) as a child process with its own ports, data and prebuilt folders, on a
 * throwaway PostgreSQL database when one answers at 127.0.0.1:5432 (else PGlite) and with Redis when one answers at
 * 127.0.0.1:6379; and the memory of its server process, read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import postgres from 'postgres';
import { POSTGRES_CLIENT_DEFAULTS } from '../../db/client';
import { projectRoot } from '../../project-root';
import { projectStartCommand, START_SCRIPT } from './start-command';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway PostgreSQL database `mo_bench_<random>`, or undefined when no local PostgreSQL answers. */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = postgres(POSTGRES_ADMIN_URL, { ...POSTGRES_CLIENT_DEFAULTS, max: 1, connect_timeout: 3 });
  const name = `mo_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch {
    await admin.end({ timeout: 1 }).catch(() => {});
    return undefined;
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // FORCE ends the connections a portal that did not stop cleanly may have left (PostgreSQL 13+).
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** True when a Redis at `host:port` answers PING within a second. */
export function redisAnswers(host = '127.0.0.1', port = 6379): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString('utf8').startsWith('+PONG')));
  });
}

/** Resident memory of one process from /proc/<pid>/status, in bytes. */
export interface ProcessMemory {
  /** VmRSS: everything resident. */
  rss: number;
  /** RssAnon: the heap and other private memory (without the mapped code and files of RssFile). */
  anon: number;
  /** RssFile: resident parts of mapped files (Node's binary, native modules). */
  file: number;
}

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), anon: kib('RssAnon'), file: kib('RssFile') };
}

/** Parent pid of every process, from /proc. */
function parents(): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid …`; comm may hold spaces and parentheses, so read after the last `)`.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      result.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  return result;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The process that runs the portal at or below `rootPid` (a wrapper such as npm or npx starts a shell, which starts
 * Node): the deepest process whose command line names `script`.
 */
export function serverProcessOf(rootPid: number, script: string): number | undefined {
  const parentOf = parents();
  let found: { pid: number; depth: number } | undefined;
  const visit = (pid: number, depth: number) => {
    if (commandLine(pid).includes(script) && (!found || depth > found.depth)) found = { pid, depth };
    for (const [child, parent] of parentOf) if (parent === pid) visit(child, depth + 1);
  };
  visit(rootPid, 0);
  return found?.pid;
}

export interface PortalOptions {
  env: NodeJS.ProcessEnv;
  /** The folder to start in (default: this checkout); the production-install check starts in its own install. */
  cwd?: string;
  /** The start's arguments (default `--no-build`; the production-install check starts as its README says, with none). */
  args?: string[];
  /** How long start (migrations, seed, the prebuild of every brand) may take. */
  timeoutMs?: number;
}

export interface Portal {
  port: number;
  /** The Node process that serves. */
  serverPid: number;
  /** What the portal printed so far. */
  output(): string;
  stop(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = httpRequest({ host: '127.0.0.1', port, path: '/images/favicon.ico', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => {
      probe.destroy();
      resolve(false);
    });
    probe.end();
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `npm start`'s command line from package.json (see start-command.ts). */
export function portalStartCommand(): string[] {
  return projectStartCommand(projectRoot);
}

/** Starts the portal as production does and resolves once it answers on `env.PORT`. */
export async function startPortal(options: PortalOptions): Promise<Portal> {
  const port = Number(options.env.PORT);
  // `npm start`'s command line with `node` being this Node (24, as a production host brings its own: a production
  // install has no `node@24` for npx to find), in its own process group, so stopping it ends the server and nothing
  // else.
  const [, ...startArgs] = portalStartCommand();
  const child = spawn(process.execPath, [...startArgs, ...(options.args ?? ['--no-build'])], {
    cwd: options.cwd ?? projectRoot,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const ended = exited(child);
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    }, 20_000);
    await ended;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`The portal ended while starting (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The portal did not answer on port ${port} in time:\n${output}`);
    }
    // Often enough that the start time it measures is not rounded up by half a second.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const serverPid = serverProcessOf(child.pid!, START_SCRIPT);
  if (serverPid === undefined) {
    await stop();
    throw new Error('Could not find the portal server process');
  }
  return { port, serverPid, output: () => output, stop };
}
