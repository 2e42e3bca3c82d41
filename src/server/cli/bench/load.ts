/**
 * Load generation for `npm run bench`: one scenario (a request as a browser or the GraphQL client sends it) is
 * recorded once from the portal, then loaded against the portal and against the bare Node server (./bare-server.ts)
 * answering the recorded bytes, in alternation, so that whatever else the machine does hits both. The load generator
 * is wrk (./wrk.ts) when it is installed, else autocannon (./load-worker.ts); either runs in processes of its own and
 * reports how much of a core it used, so that a run whose generator was the bottleneck is known as such.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServeMessage } from './bare-server';
import type { LoadReply, LoadRequest } from './load-worker';
import { addUp, type LoadFigures } from './stats';
import { FAILED_STATUSES, runWrk, wrkInstalled, wrkPath } from './wrk';

/** The load generators the bench can use: wrk (C, threads) and autocannon (Node, one thread per process). */
export const GENERATORS = ['wrk', 'autocannon'] as const;
export type Generator = (typeof GENERATORS)[number];

/** The generator `--generator` names, else wrk when it is installed, else autocannon. */
export function chooseGenerator(forced?: string): Generator {
  if (forced === undefined) return wrkInstalled() ? 'wrk' : 'autocannon';
  const generator = GENERATORS.find((name) => name === forced);
  if (!generator) throw new Error(`--generator must be one of ${GENERATORS.join(', ')}`);
  if (generator === 'wrk' && !wrkInstalled()) throw new Error(`--generator wrk: wrk is not installed at ${wrkPath()}`);
  return generator;
}

/** One request to load: sent to 127.0.0.1 with `host` as the Host header (`ad.localhost:4321`). */
export interface Scenario {
  name: string;
  host: string;
  path: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** The portal's answer to a scenario, byte for byte (the body as sent: compressed when it was). */
export interface RecordedAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** Size of the status line and headers as sent. */
  headerBytes: number;
}

/** The request headers of a scenario, as a browser on this machine sends them. */
function requestHeaders(scenario: Scenario): Record<string, string> {
  return {
    host: scenario.host,
    ...scenario.headers,
    ...(scenario.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(scenario.body)) }),
  };
}

/** Sends the scenario's request once and records the answer without decoding it. */
export function recordAnswer(port: number, scenario: Scenario): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: scenario.method ?? 'GET',
        path: scenario.path,
        headers: requestHeaders(scenario),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers: Array<[string, string]> = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            headers.push([response.rawHeaders[index]!, response.rawHeaders[index + 1]!]);
          }
          const headerBytes =
            `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length +
            headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 2);
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks), headerBytes });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(scenario.body);
  });
}

/** A header of a recorded answer (the first of that name), case-insensitively. */
export function answerHeader(answer: RecordedAnswer, name: string): string | undefined {
  return answer.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

export interface LoadOptions {
  port: number;
  scenario: Scenario;
  seconds: number;
  connections: number;
  /** The server's process: its CPU time over the run, divided by the answers, is the CPU per request. */
  serverPid?: number | undefined;
  /** autocannon: generator processes sharing the connections; wrk: threads of its one process (default 1). */
  generators?: number;
  /** Default: wrk when it is installed, else autocannon (`chooseGenerator`). */
  generator?: Generator;
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc/<pid>/stat; undefined when gone. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

const loadWorkerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-worker.ts');

/** Runs one load in a generator process of its own (./load-worker.ts) and answers what it measured. */
function generate(request: LoadRequest): Promise<LoadReply> {
  const child = fork(loadWorkerFile, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let reply: LoadReply | undefined;
    child.once('error', reject);
    child.once('message', (message: LoadReply) => (reply = message));
    child.once('exit', (code) =>
      reply ? resolve(reply) : reject(new Error(`A load generator ended without figures (${code})`)),
    );
    child.send(request);
  });
}

/**
 * Loads one scenario for `seconds`, the connections shared among `generators` autocannon processes or wrk threads,
 * and answers the figures: rates added up, latency of the slowest generator, the server's CPU per request when its
 * process is given, and the busiest generator's share of a core (for wrk: of its average thread).
 */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { scenario } = options;
  const generators = Math.max(1, Math.min(options.generators ?? 1, options.connections));
  const request: Omit<LoadRequest, 'connections'> = {
    url: `http://127.0.0.1:${options.port}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: requestHeaders(scenario),
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
    seconds: options.seconds,
  };
  const generator = options.generator ?? chooseGenerator();
  const cpuAtStart = options.serverPid === undefined ? undefined : processCpuMs(options.serverPid);
  const replies =
    generator === 'wrk'
      ? [await runWrk({ ...request, connections: options.connections, threads: generators })]
      : await Promise.all(
          Array.from({ length: generators }, (_, index) =>
            generate({
              ...request,
              connections:
                Math.floor(options.connections / generators) + (index < options.connections % generators ? 1 : 0),
            }),
          ),
        );
  const cpuAtEnd = options.serverPid === undefined ? undefined : processCpuMs(options.serverPid);
  const total = replies.reduce((sum, reply) => sum + reply.total, 0);
  const statusCounts = addUp(replies.map((reply) => reply.statusCounts));
  // 3xx counts as an answer; 4xx, 5xx (by code from autocannon, together from wrk), errors and timeouts make the
  // run invalid.
  const failed: Record<string, number> = Object.fromEntries(
    Object.entries(statusCounts).filter(
      ([code, count]) => (Number(code) >= 400 || code === FAILED_STATUSES) && count > 0,
    ),
  );
  const errors = replies.reduce((sum, reply) => sum + reply.errors, 0);
  const timeouts = replies.reduce((sum, reply) => sum + reply.timeouts, 0);
  if (errors > 0) failed.errors = errors;
  if (timeouts > 0) failed.timeouts = timeouts;
  // Connections that never got an answer within the run count nowhere else: a run without one answer is no figure.
  if (total === 0) failed['no answer'] = 1;
  return {
    rps: replies.reduce((sum, reply) => sum + reply.rps, 0),
    p50: Math.max(...replies.map((reply) => reply.p50)),
    p99: Math.max(...replies.map((reply) => reply.p99)),
    failures: Object.values(failed).reduce((sum, count) => sum + count, 0),
    failed,
    generatorCpuShare: Math.max(...replies.map((reply) => reply.cpuShare)),
    ...(cpuAtStart !== undefined && cpuAtEnd !== undefined && total > 0
      ? { cpuMsPerRequest: (cpuAtEnd - cpuAtStart) / total }
      : {}),
  };
}

const bareServerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.ts');

/** The bare Node server in its own process (./bare-server.ts), answering whatever it was last told to. */
export class BareServer {
  private constructor(private readonly child: ChildProcess) {}

  static start(): Promise<BareServer> {
    // The bench's own Node with tsx's loader, as `npx tsx` would run it.
    const child = fork(bareServerFile, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`The bare server ended before listening (${code})`)));
      child.once('message', () => {
        child.removeAllListeners('exit');
        resolve(new BareServer(child));
      });
    });
  }

  /** From now on answers every request with `answer`; resolves with the port to load. */
  serve(answer: RecordedAnswer): Promise<number> {
    const message: ServeMessage = {
      serve: { status: answer.status, headers: answer.headers, body: answer.body.toString('base64') },
    };
    return new Promise((resolve) => {
      this.child.once('message', (reply: { port: number }) => resolve(reply.port));
      this.child.send(message);
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}
