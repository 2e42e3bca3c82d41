import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../../../tests/fixtures/raw-http';
import { createHealth, READY_CHECK_REUSE_MS, type HealthSources } from './health';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server that answers what the health check answers, and 404 for the rest. */
async function serve(sources: HealthSources): Promise<number> {
  const health = createHealth(sources);
  server = http.createServer((req, res) => {
    if (!health.answer(req, res, (req.url ?? '/').split('?')[0]!)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const json = (body: Buffer) => JSON.parse(body.toString()) as unknown;

describe('health checks for a load balancer', () => {
  it('/healthz: the process answers, on any host, as JSON nobody keeps', async () => {
    const port = await serve({ draining: () => true, database: () => Promise.reject(new Error('down')) });
    const answer = await rawRequest(port, '/healthz', { headers: { host: '10.0.3.17:4321' } });
    expect(answer.status).toBe(200);
    expect(json(answer.body)).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('/readyz: 200 while the database answers', async () => {
    const port = await serve({ draining: () => false, database: () => Promise.resolve() });
    const answer = await rawRequest(port, '/readyz?probe=1');
    expect(answer.status).toBe(200);
    expect(json(answer.body)).toEqual({ status: 'ok', database: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/readyz: 503 when the database fails or does not answer in time', async () => {
    let port = await serve({ draining: () => false, database: () => Promise.reject(new Error('refused')) });
    let answer = await rawRequest(port, '/readyz');
    expect(answer.status).toBe(503);
    expect(json(answer.body)).toEqual({ status: 'unavailable', database: 'unavailable' });

    server!.close();
    port = await serve({ draining: () => false, database: () => new Promise(() => {}) });
    const began = Date.now();
    answer = await rawRequest(port, '/readyz');
    expect(answer.status).toBe(503);
    expect(Date.now() - began).toBeGreaterThanOrEqual(1900);
  });

  it('/readyz: 503 once the instance is shutting down, whatever the database says', async () => {
    let draining = false;
    const port = await serve({ draining: () => draining, database: () => Promise.resolve() });
    expect((await rawRequest(port, '/readyz')).status).toBe(200);
    draining = true;
    const answer = await rawRequest(port, '/readyz');
    expect(answer.status).toBe(503);
    expect(json(answer.body)).toEqual({ status: 'draining' });
    expect((await rawRequest(port, '/healthz')).status).toBe(200);
  });

  it('asks the database once for every check of the same second', async () => {
    let now = 1_000_000;
    let asked = 0;
    const port = await serve({
      draining: () => false,
      database: () => {
        asked += 1;
        return Promise.resolve();
      },
      now: () => now,
    });
    await Promise.all([1, 2, 3].map(() => rawRequest(port, '/readyz')));
    expect(asked).toBe(1);
    now += READY_CHECK_REUSE_MS;
    expect((await rawRequest(port, '/readyz')).status).toBe(200);
    expect(asked).toBe(2);
  });

  it('HEAD gets the status without a body; other methods and paths are not its business', async () => {
    const port = await serve({ draining: () => false, database: () => Promise.resolve() });
    const head = await rawRequest(port, '/readyz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await rawRequest(port, '/readyz', { method: 'POST' })).status).toBe(404);
    expect((await rawRequest(port, '/healthz/')).status).toBe(404);
    expect((await rawRequest(port, '/klantenservice')).status).toBe(404);
  });
});
