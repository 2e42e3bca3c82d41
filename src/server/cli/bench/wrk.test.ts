/**
 * wrk as the bench's load generator: a real run against a local server answers autocannon's figures, a server that
 * refuses fails the run as runLoad judges it, and the request wrk sends is the scenario's (method, headers, body).
 * These tests need wrk: tests/run.ts installs it when it is missing, and without it they fail rather than skip.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runLoad } from './load';
import { childrenCpuSeconds, FAILED_STATUSES, runWrk, wrkScript } from './wrk';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  rawHeaders: string[];
  body: string;
}

let server: Server | undefined;

/** A local server answering every request with `status`; `received` holds the first request it got. */
async function serve(status: number): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (received.length === 0) {
        received.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          rawHeaders: request.rawHeaders,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      }
      response.writeHead(status, { 'content-type': 'text/plain' }).end('hallo');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received };
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server?.closeAllConnections();
  server = undefined;
});

/** A one-second run of wrk with two connections against `port`'s root, through the bench's runLoad. */
function shortLoad(port: number) {
  return runLoad({
    port,
    scenario: { name: 'short', host: 'ad.localhost', path: '/', headers: {} },
    seconds: 1,
    connections: 2,
    generator: 'wrk',
  });
}

describe('wrk load generator', () => {
  it('answers rate, total, latency percentiles and its share of a core from a real run', async () => {
    const { port } = await serve(200);
    const reply = await runWrk({
      url: `http://127.0.0.1:${port}/`,
      method: 'GET',
      headers: { host: 'ad.localhost' },
      connections: 4,
      seconds: 1,
      threads: 1,
    });
    expect(reply.total).toBeGreaterThan(0);
    expect(reply.rps).toBeGreaterThan(0);
    expect(reply.p50).toBeGreaterThan(0);
    expect(reply.p99).toBeGreaterThanOrEqual(reply.p50);
    expect(reply.cpuShare).toBeGreaterThan(0);
    expect(reply.cpuShare).toBeLessThanOrEqual(1.5);
    expect(reply.errors).toBe(0);
    expect(reply.statusCounts[FAILED_STATUSES]).toBeUndefined();
    // The run's answers are all counted as answered.
    expect(Object.values(reply.statusCounts).reduce((sum, count) => sum + count, 0)).toBe(reply.total);
  });

  it('fails a run whose answers are 503 as runLoad fails any 4xx or 5xx', async () => {
    const { port } = await serve(503);
    const figures = await shortLoad(port);
    expect(figures.failed?.[FAILED_STATUSES]).toBeGreaterThan(0);
    expect(figures.failures).toBe(figures.failed?.[FAILED_STATUSES]);
  });

  it('fails a run whose server refuses the connection, as a connection error', async () => {
    const { port } = await serve(200);
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const figures = await shortLoad(port);
    expect(figures.failed?.errors).toBe(1);
    expect(figures.failed?.['no answer']).toBe(1);
    expect(figures.rps).toBe(0);
  });

  it("sends the scenario's method, headers (its host included) and body", async () => {
    const { port, received } = await serve(200);
    const body = JSON.stringify({ query: 'een "vraag" met \\ en é', lines: 'a\nb' });
    const figures = await runLoad({
      port,
      scenario: {
        name: 'post',
        host: 'ad.localhost:4321',
        path: '/graphql?x=1',
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'mo-session=a"b; mo-site-language=be' },
        body,
      },
      seconds: 1,
      connections: 1,
      generator: 'wrk',
    });
    expect(figures.failures).toBe(0);
    const [first] = received;
    expect(first?.method).toBe('POST');
    expect(first?.url).toBe('/graphql?x=1');
    expect(first?.body).toBe(body);
    expect(first?.headers.host).toBe('ad.localhost:4321');
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.headers.cookie).toBe('mo-session=a"b; mo-site-language=be');
    expect(first?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    // One Host and one Content-Length header: wrk adds neither a second time.
    const names = first!.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    expect(names.filter((name) => name === 'host')).toHaveLength(1);
    expect(names.filter((name) => name === 'content-length')).toHaveLength(1);
  });

  it('writes every byte other than printable ASCII as a Lua decimal escape', () => {
    const script = wrkScript({ method: 'POST', headers: { 'x-a': 'é"\\' }, body: 'a\nb' });
    expect(script).toContain('wrk.headers["x-a"] = "\\195\\169\\034\\092"');
    expect(script).toContain('wrk.body = "a\\010b"');
  });

  it("reads waited-for children's CPU time from a /proc/<pid>/stat line whose name holds spaces", () => {
    const fields = ['S', ...Array.from({ length: 12 }, () => '0'), '150', '50', '0', '0'];
    expect(childrenCpuSeconds(`123 (a b) c) ${fields.join(' ')}`)).toBe(2);
    expect(() => childrenCpuSeconds('nonsense')).toThrow();
  });
});
