/**
 * Load generation for `npm run bench`: one scenario (a request as a browser or the GraphQL client sends it) is
 * recorded once from the portal, then loaded with autocannon against the portal and against the bare Node server
 * (./bare-server.ts) answering the recorded bytes, in alternation, so that whatever else the machine does hits both.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ServeMessage } from './bare-server';
import type { LoadFigures } from './stats';

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
}

/** Loads one scenario for `seconds` with autocannon and answers its figures (latency from its histogram). */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { scenario } = options;
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: requestHeaders(scenario),
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
    connections: options.connections,
    duration: options.seconds,
    // An on-demand page under 64 connections may take seconds per answer today: wait for it rather than count it lost.
    timeout: 60,
  });
  // 3xx counts as an answer (autocannon puts it in non2xx); 4xx, 5xx, errors and timeouts make the run invalid.
  const failed: Record<string, number> = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([code, stats]) => Number(code) >= 400 && (stats.count ?? 0) > 0)
      .map(([code, stats]) => [code, stats.count ?? 0]),
  );
  if (result.errors > 0) failed.errors = result.errors;
  if (result.timeouts > 0) failed.timeouts = result.timeouts;
  // Connections that never got an answer within the run count nowhere else: a run without one answer is no figure.
  if (result.requests.total === 0) failed['no answer'] = 1;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: Object.values(failed).reduce((sum, count) => sum + count, 0),
    failed,
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
