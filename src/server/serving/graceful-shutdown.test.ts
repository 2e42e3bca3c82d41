import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable, type Drainable } from './graceful-shutdown';
import { keepConnectionsAlive } from './keep-alive';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A server whose `/slow` answers only when the test says so, with a kept-alive connection like a balancer's. */
async function serve() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started: () => void = () => {};
  const slowStarted = new Promise<void>((resolve) => (started = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      started();
      void released.then(() => res.end('klaar'));
    } else if (req.url === '/stream') {
      started();
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('begin ');
      void released.then(() => res.end('einde'));
    } else if (req.url === '/never') {
      started();
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('begin');
    } else res.end('ok');
  });
  keepConnectionsAlive(server, 65_000);
  const drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string, useAgent: http.Agent | false = agent) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: useAgent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
  return { server, drain, port, agent, get, release, slowStarted };
}

let current: Awaited<ReturnType<typeof serve>> | undefined;
afterEach(async () => {
  current?.agent.destroy();
  current?.server.closeAllConnections();
  await new Promise((resolve) => current?.server.close(resolve) ?? resolve(undefined));
  current = undefined;
});

describe('drainable: ending an instance without cutting a request', () => {
  it('lets an answer in progress finish, says Connection: close on it, and then takes no new connection', async () => {
    current = await serve();
    const { drain, get, release, slowStarted, port } = current;
    expect((await get('/')).connection).toBe('keep-alive');
    const slow = get('/slow');
    await slowStarted;
    expect(drain.inProgress).toBe(1);
    const drained = drain.drain({ graceMs: 10_000 });
    expect(drain.draining).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'klaar' });
    expect(await drained).toEqual({ cut: 0 });
    await expect(get('/', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(port).toBeGreaterThan(0);
  });

  it('closes idle kept-alive connections at once instead of waiting out their 65 s', async () => {
    current = await serve();
    const { drain, get } = current;
    expect((await get('/')).status).toBe(200);
    const began = Date.now();
    expect(await drain.drain({ graceMs: 10_000 })).toEqual({ cut: 0 });
    expect(Date.now() - began).toBeLessThan(1000);
  });

  it('an answer begun before (headers sent, keep-alive) finishes, and its connection closes right after', async () => {
    current = await serve();
    const { drain, get, release, slowStarted } = current;
    const streaming = get('/stream');
    await slowStarted;
    const drained = drain.drain({ graceMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const began = Date.now();
    expect(await streaming).toEqual({ status: 200, connection: 'keep-alive', body: 'begin einde' });
    expect(await drained).toEqual({ cut: 0 });
    expect(Date.now() - began).toBeLessThan(1000);
  });

  it('ends what has not finished when the grace period is over, and says how many', async () => {
    current = await serve();
    const { drain, get, slowStarted } = current;
    const never = get('/never');
    await slowStarted;
    const began = Date.now();
    expect(await drain.drain({ graceMs: 300 })).toEqual({ cut: 1 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(290);
    await expect(never).rejects.toThrow();
  });

  it('keeps answering through the delay (the balancer’s time to notice), each answer with Connection: close', async () => {
    current = await serve();
    const { drain, get } = current;
    const drained = drain.drain({ graceMs: 5000, delayMs: 400 });
    const during = await get('/', false);
    expect(during).toEqual({ status: 200, connection: 'close', body: 'ok' });
    expect(await drained).toEqual({ cut: 0 });
    await expect(get('/', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('counts only answers in progress', async () => {
    current = await serve();
    const { drain, get }: { drain: Drainable; get: (path: string) => Promise<Answer> } = current;
    await get('/');
    await get('/');
    expect(drain.inProgress).toBe(0);
    expect(drain.draining).toBe(false);
  });
});
