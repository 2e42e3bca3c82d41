/**
 * wrk as the load generator of `npm run bench` (./load.ts picks it when it is installed): one C process whose
 * threads each drive tens of thousands of requests a second, where autocannon's one Node thread tops out at a few
 * thousand. The scenario's request goes to wrk as a Lua script (method, every header, body) whose `done` prints
 * wrk's summary as one JSON line; wrk runs under a shell that, once wrk was waited for, prints its own
 * /proc/<pid>/stat, whose cutime and cstime are wrk's CPU time. The answer has the shape of ./load-worker.ts's.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoadReply, LoadRequest } from './load-worker';

/** Where wrk is: `WRK_PATH`, else Debian's /usr/bin/wrk. */
export function wrkPath(): string {
  return process.env.WRK_PATH ?? '/usr/bin/wrk';
}

export function wrkInstalled(): boolean {
  return existsSync(wrkPath());
}

/**
 * wrk counts answers of 400 and up together, without their codes: the status count under which they stand.
 * ./load.ts fails a run with any, as it fails one with a 4xx or 5xx code from autocannon.
 */
export const FAILED_STATUSES = '4xx/5xx';
/** The answers wrk did not count as failed (2xx and 3xx). */
export const ANSWERED_STATUSES = '2xx/3xx';

/** A Lua string literal of the text's UTF-8 bytes: printable ASCII as is, every other byte as `\ddd`. */
function luaString(text: string): string {
  let literal = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    const printable = byte >= 0x20 && byte <= 0x7e && byte !== 0x22 && byte !== 0x5c;
    literal += printable ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, '0')}`;
  }
  return `${literal}"`;
}

const SUMMARY_MARK = 'MO-WRK ';
const STAT_MARK = 'MO-STAT ';

/**
 * The Lua script of one request. wrk adds `Content-Length` from the body itself (a second one would make the
 * request invalid) and `Host` only when the script gave none under exactly that name.
 */
export function wrkScript(request: Pick<LoadRequest, 'method' | 'headers' | 'body'>): string {
  const lines = [`wrk.method = ${luaString(request.method)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    const lower = name.toLowerCase();
    if (lower === 'content-length') continue;
    lines.push(`wrk.headers[${luaString(lower === 'host' ? 'Host' : name)}] = ${luaString(value)}`);
  }
  if (request.body !== undefined) lines.push(`wrk.body = ${luaString(request.body)}`);
  lines.push(
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format('${SUMMARY_MARK}{"requests":%.0f,"duration":%.0f,"connect":%.0f,"read":%.0f,"write":%.0f,"status":%.0f,"timeout":%.0f,"p50":%.0f,"p99":%.0f}\\n',`,
    '    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,',
    '    latency:percentile(50), latency:percentile(99)))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/** What the script's `done` prints: counts, the run's duration and latency percentiles in microseconds. */
interface WrkSummary {
  requests: number;
  duration: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50: number;
  p99: number;
}

const NO_ANSWER: WrkSummary = {
  requests: 0,
  duration: 0,
  connect: 0,
  read: 0,
  write: 0,
  status: 0,
  timeout: 0,
  p50: 0,
  p99: 0,
};

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds of the waited-for children (cutime + cstime, fields 16 and 17) from a /proc/<pid>/stat line. */
export function childrenCpuSeconds(stat: string): number {
  // Fields after the command name (which may hold spaces and parentheses) start at the 3rd, the state.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  if (!Number.isFinite(ticks)) throw new Error(`Not a /proc/<pid>/stat line: ${stat}`);
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** wrk's answer as the bench reads it: status counts split as wrk counts them, latency in milliseconds. */
export function wrkReply(summary: WrkSummary, cpuSeconds: number, wallSeconds: number, threads: number): LoadReply {
  const answered = summary.requests - summary.status;
  return {
    total: summary.requests,
    rps: summary.duration > 0 ? summary.requests / (summary.duration / 1e6) : 0,
    p50: summary.p50 / 1000,
    p99: summary.p99 / 1000,
    errors: summary.connect + summary.read + summary.write,
    timeouts: summary.timeout,
    statusCounts: {
      ...(answered > 0 ? { [ANSWERED_STATUSES]: answered } : {}),
      ...(summary.status > 0 ? { [FAILED_STATUSES]: summary.status } : {}),
    },
    // Each thread is one event loop on one core at most: the share of the average thread.
    cpuShare: cpuSeconds / wallSeconds / threads,
  };
}

/** Runs one load with wrk in `threads` threads (`-t`), the connections shared among them, and answers its figures. */
export async function runWrk(request: LoadRequest & { threads: number }): Promise<LoadReply> {
  const wrk = wrkPath();
  if (!existsSync(wrk)) throw new Error(`wrk is not installed at ${wrk} (apt-get install wrk, or set WRK_PATH)`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'mo-bench-wrk-'));
  try {
    const script = path.join(folder, 'request.lua');
    await writeFile(script, wrkScript(request));
    const threads = Math.max(1, Math.min(request.threads, request.connections));
    const args = [
      `-t${threads}`,
      `-c${request.connections}`,
      `-d${request.seconds}s`,
      // An on-demand page under 64 connections may take seconds per answer: wait for it rather than count it lost.
      '--timeout',
      '60s',
      '--latency',
      '-s',
      script,
      request.url,
    ];
    // The shell waits for wrk, then its own stat holds wrk's CPU time as its children's.
    const shell = `"$0" "$@"; code=$?; read -r stat < /proc/$$/stat; echo "${STAT_MARK}$stat"; exit $code`;
    const startedAt = performance.now();
    const { code, stdout, stderr } = await run('/bin/sh', ['-c', shell, wrk, ...args]);
    const wallSeconds = (performance.now() - startedAt) / 1000;
    const lines = stdout.split('\n');
    const summaryLine = lines.find((line) => line.startsWith(SUMMARY_MARK));
    const statLine = lines.find((line) => line.startsWith(STAT_MARK));
    // wrk stops before loading when its first connection is refused: a run without an answer, not a broken bench.
    const refused = code !== 0 && /unable to connect/.test(stderr + stdout);
    if (statLine && refused) {
      return wrkReply(
        { ...NO_ANSWER, connect: 1 },
        childrenCpuSeconds(statLine.slice(STAT_MARK.length)),
        wallSeconds,
        threads,
      );
    }
    if (code !== 0 || !summaryLine || !statLine) {
      throw new Error(`wrk ended without figures (${code}): ${(stderr || stdout).trim()}`);
    }
    const summary = JSON.parse(summaryLine.slice(SUMMARY_MARK.length)) as WrkSummary;
    return wrkReply(summary, childrenCpuSeconds(statLine.slice(STAT_MARK.length)), wallSeconds, threads);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
