/**
 * Scale-out, over HTTP only (no browser): two portal instances, started as production starts them
 * (`start.ts --no-build`, on the end-to-end run's build), on one throwaway PostgreSQL database and one Redis, serving
 * prebuilt pages from one shared folder (PREBUILT_DIR, the "shared volume"). The first instance runs the local
 * content lake, the second reads it (CONTENT_LAKE_START=false). An editor publishes, the lake's signed webhook reaches
 * instance A only, and within 10 s instance B shows the new text, on its prebuilt page and on a page it renders on
 * demand — although its content cache would keep the old text for a minute (CONTENT_CACHE_MS). And what else another
 * instance needs is shared: a session made on A is accepted (and, once ended on A, refused) on B, the GraphQL rate
 * limit counts on both together, and the rebuild queue A's webhook filled is the one B shows. Last, what a load
 * balancer sees: the health checks on any host, and an instance told to end (SIGTERM) finishes the request it is in
 * the middle of, says `Connection: close` on it, and ends by itself.
 *
 * The instances have their own database, lake, data folders and ports, so no other journey sees the change. The
 * journey still runs alone (Playwright's exclusive lock): two more portals prebuilding every brand take both cores,
 * and journeys beside them would run into their timeouts. Skips (visibly, with the reason) when no local PostgreSQL
 * or Redis answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import Redis from 'ioredis';
import postgres from 'postgres';
import { POSTGRES_CLIENT_DEFAULTS } from '../../src/server/db/client';
import { projectStartCommand } from '../../src/server/cli/bench/start-command';
import { EXCLUSIVE, PORT } from './helpers';

test.describe.configure({ lock: EXCLUSIVE });

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The build the end-to-end server made (.config/playwright.config.ts); SCALE_OUT_BUILD_DIR to use another one. */
const BUILD_DIR = process.env.SCALE_OUT_BUILD_DIR ?? `dist-e2e-${PORT}`;
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const POSTGRES_URLS = process.env.POSTGRES_TEST_URL
  ? [process.env.POSTGRES_TEST_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

const WEBHOOK_SECRET = 'scale-out-webhook-secret-0123456789abcdef';
const LAKE_TOKEN = 'scale-out-content-token-0123456789abcdef';
const FAQ = '/klantenservice/veelgestelde-vragen';
/** Low enough to reach in a few requests, so the shared count shows. */
const GRAPHQL_LIMIT = 5;

async function postgresAdminUrl(): Promise<string | undefined> {
  for (const url of POSTGRES_URLS) {
    const sql = postgres(url, { ...POSTGRES_CLIENT_DEFAULTS, max: 1, connect_timeout: 3 });
    try {
      await sql`select 1`;
      return url;
    } catch {
      // The next candidate.
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {});
    }
  }
  return undefined;
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request to an instance with a brand's Host header (Node does not resolve *.localhost). */
function request(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers: { host: `ad.localhost:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/** One portal instance as `npm start -- --no-build` runs it, its output kept for a failure's message. */
class Instance {
  readonly process: ChildProcess;
  output = '';
  constructor(
    readonly name: string,
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.process = spawn(
      process.execPath,
      // npm start's command line (its Node flags and its script) on this Node.
      [...projectStartCommand(root).slice(1), '--no-build'],
      { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const keep = (chunk: Buffer) => (this.output += chunk.toString());
    this.process.stdout!.on('data', keep);
    this.process.stderr!.on('data', keep);
  }

  /**
   * Resolves once the output contains `text`; rejects when the process ends first. No limit of its own: how long a
   * start takes depends on the machine, and the test's timeout ends a start that hangs.
   */
  async printed(text: string): Promise<void> {
    while (!this.output.includes(text)) {
      if (this.process.exitCode !== null) throw new Error(`${this.name} ended:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  get(pathname: string, headers: Record<string, string> = {}) {
    return request(this.port, 'GET', pathname, headers);
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (this.process.exitCode === null) this.process.kill('SIGKILL');
  }
}

interface QueueState {
  idle: boolean;
  queued: Array<{ brand: string; reason: string }>;
  active: Array<{ brand: string; reason: string }>;
  finished: Array<{ brand: string; reason: string; pages: number; worker?: string }>;
  errors: Array<{ brand: string; message: string }>;
}

test('two instances on one PostgreSQL and Redis: a webhook to one shows on the other within 10 s', async () => {
  // Both instances prebuild every brand at start (about 25 s side by side on two idle cores, far more on a busy
  // machine); the journey itself takes seconds.
  test.setTimeout(300_000);
  const [adminUrl, redis] = await Promise.all([postgresAdminUrl(), redisAnswers()]);
  test.skip(!adminUrl || !redis, `no local ${!adminUrl ? 'PostgreSQL (127.0.0.1:5432)' : 'Redis (127.0.0.1:6379)'}`);
  expect(existsSync(path.join(root, BUILD_DIR, 'server/entry.mjs')), `no build in ${BUILD_DIR}`).toBe(true);

  const database = `mo_scaleout_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl!, { ...POSTGRES_CLIENT_DEFAULTS, max: 1 });
  await admin.unsafe(`create database "${database}"`);
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${database}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'mo-scale-out-'));
  const [portA, portB, lakePort, accountA, accountB] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const shared = {
    HOST: '127.0.0.1',
    BUILD_DIR,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL,
    // The "shared volume": both instances serve and rebuild into one folder.
    PREBUILT_DIR: path.join(scratch, 'prebuilt'),
    CONTENT_LAKE_PORT: String(lakePort),
    SANITY_API_READ_TOKEN: LAKE_TOKEN,
    SESSION_SECRET: 'scale-out-session-secret-0123456789abcdef0123456789',
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // A minute: only the content event can make B show a change within 10 s.
    CONTENT_CACHE_MS: '60000',
    GRAPHQL_RATE_LIMIT: String(GRAPHQL_LIMIT),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const instances: Instance[] = [];
  const sql = postgres(databaseUrl.toString(), { ...POSTGRES_CLIENT_DEFAULTS, max: 1 });
  try {
    // A migrates, seeds and starts the lake; B starts once the lake answers and reads A's lake.
    const a = new Instance('instance A', portA, {
      ...shared,
      DATA_DIR: path.join(scratch, 'a'),
      ACCOUNT_HOST_PORT: String(accountA),
    });
    instances.push(a);
    await a.printed('✔ Content lake at');
    const b = new Instance('instance B', portB, {
      ...shared,
      DATA_DIR: path.join(scratch, 'b'),
      ACCOUNT_HOST_PORT: String(accountB),
      CONTENT_LAKE_START: 'false',
    });
    instances.push(b);
    await Promise.all([a.printed('Mijn Omgeving is running'), b.printed('Mijn Omgeving is running')]);
    // The very first request an instance gets (before anything read the brand's flags) is the prebuilt page with the
    // headers a CDN keeps it by, like every later one: a CDN's request after a quiet minute finds the same.
    const first = await b.get(FAQ);
    expect(first.headers['x-mo-prebuilt']).toBe('ad');
    expect(first.headers['cache-control']).toContain('s-maxage=');
    expect(first.headers.etag).toBeTruthy();
    // Idle connections outlive a load balancer's idle timeout (KEEP_ALIVE_TIMEOUT_MS), so none is cut under it.
    expect(first.headers['keep-alive']).toBe('timeout=65');
    await expect.poll(async () => (await a.get('/')).status, { timeout: 30_000 }).toBe(200);
    await expect.poll(async () => (await b.get('/')).status, { timeout: 30_000 }).toBe(200);

    const lake = async <T>(pathname: string, init: RequestInit = {}): Promise<T> => {
      const response = await fetch(`http://127.0.0.1:${lakePort}/v2023-03-07/data${pathname}`, {
        ...init,
        headers: { authorization: `Bearer ${LAKE_TOKEN}`, 'content-type': 'application/json' },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as T;
    };

    await test.step("a publish: the lake calls A's webhook, and B shows the new text within 10 s, prebuilt and on demand", async () => {
      const seoTitle = `AD Schaaltest ${Date.now()}`;
      // Before: B serves the prebuilt page, and has the brand's content cached from an on-demand render.
      const before = await b.get(FAQ);
      expect(before.headers['x-mo-prebuilt']).toBe('ad');
      expect(title(before.text)).not.toContain(seoTitle);
      // Rendered on demand from B's content cache: a session cookie without the signed-in hint (stale here) is
      // never given the shared file (the other language is not either: it gets its variant, rendered once per build).
      const onDemand = () => b.get(FAQ, { cookie: 'mo_session=verlopen' });
      const cached = await onDemand();
      expect(cached.headers['x-mo-prebuilt']).toBeUndefined();
      const oldTitle = title(cached.text);
      expect(oldTitle).not.toContain(seoTitle);

      // The lake of A publishes and calls A's rebuild webhook, as a Sanity project would; B hears of it only through
      // the content event (its content cache holds for a minute).
      const sent = Date.now();
      await lake('/mutate/production', {
        method: 'POST',
        body: JSON.stringify({
          // The brand document reaches AD alone, so the publish rebuilds AD alone.
          mutations: [{ patch: { id: 'brand.ad', set: { seoTitle } } }],
        }),
      });

      await expect
        .poll(async () => title((await onDemand()).text), {
          timeout: 10_000 - (Date.now() - sent),
          intervals: [100, 250],
        })
        .toContain(seoTitle);
      await expect
        .poll(
          async () => {
            const page = await b.get(FAQ);
            return page.headers['x-mo-prebuilt'] === 'ad' && title(page.text).includes(seoTitle);
          },
          { timeout: 10_000 - (Date.now() - sent), intervals: [100, 250] },
        )
        .toBe(true);
      // A serves the same shared pages.
      const fromA = await a.get(FAQ);
      expect(fromA.headers['x-mo-prebuilt']).toBe('ad');
      expect(title(fromA.text)).toContain(seoTitle);
    });

    await test.step('the queue A filled is the one B shows, built once by one of the two', async () => {
      const state = async (instance: Instance) =>
        JSON.parse(
          (await instance.get('/api/rebuild', { authorization: `Bearer ${WEBHOOK_SECRET}` })).text,
        ) as QueueState;
      await expect.poll(async () => (await state(b)).idle, { timeout: 60_000, intervals: [250, 500] }).toBe(true);
      const seenByB = await state(b);
      const builds = seenByB.finished.filter((job) => job.reason === 'update brand brand.ad');
      expect(builds).toHaveLength(1);
      expect(builds[0]!.brand).toBe('ad');
      expect(builds[0]!.pages).toBeGreaterThan(0);
      expect(builds[0]!.worker).toMatch(new RegExp(`:(${portA}|${portB}) pid \\d+$`));
      expect(seenByB.errors).toEqual([]);
      expect(await state(a)).toEqual(seenByB);
    });

    await test.step('a session made on A is accepted on B, and once ended on A refused on B', async () => {
      const [account] = await sql<
        Array<{ id: string }>
      >`select id from accounts where email = 'jan.devries@example.nl'`;
      expect(account).toBeTruthy();
      // As the sign-in callback on A stores it (src/server/auth/session.ts): the cookie holds the token, the row its hash.
      const token = randomBytes(32).toString('base64url');
      await sql`insert into sessions (id, account_id, brand_key, subject, expires_at)
        values (${createHash('sha256').update(token).digest('hex')}, ${account!.id}, 'ad', ${account!.id},
                now() + interval '1 day')`;
      const cookie = { cookie: `mo_session=${token}` };
      for (const instance of [a, b]) {
        const page = await instance.get('/account', cookie);
        expect(page.status, `${instance.name} /account`).toBe(200);
        expect(page.text.includes('Ingelogd als jan.devries@example.nl'), `${instance.name} signed in`).toBe(true);
      }
      const origin = { ...cookie, origin: `http://ad.localhost:${portA}` };
      const ended = await request(portA, 'POST', '/api/logout', origin);
      expect(ended.status).toBeLessThan(400);
      const refused = await b.get('/account', cookie);
      expect(refused.status, 'B after logout on A').toBeGreaterThanOrEqual(300);
      expect(refused.status).toBeLessThan(400);
    });

    await test.step('the GraphQL rate limit counts on both instances together (Redis)', async () => {
      const token = randomBytes(32).toString('base64url');
      const [account] = await sql<
        Array<{ id: string }>
      >`select id from accounts where email = 'jan.devries@example.nl'`;
      await sql`insert into sessions (id, account_id, brand_key, subject, expires_at)
        values (${createHash('sha256').update(token).digest('hex')}, ${account!.id}, 'ad', ${account!.id},
                now() + interval '1 day')`;
      const graphql = (instance: Instance) =>
        request(
          instance.port,
          'POST',
          '/api/graphql',
          {
            cookie: `mo_session=${token}`,
            origin: `http://ad.localhost:${instance.port}`,
            'content-type': 'application/json',
          },
          '{}',
        );
      const statuses: number[] = [];
      // Alternating, so that neither instance alone reaches the limit.
      for (let i = 0; i < GRAPHQL_LIMIT + 1; i += 1) statuses.push((await graphql(i % 2 === 0 ? a : b)).status);
      expect(statuses.slice(0, GRAPHQL_LIMIT)).not.toContain(429);
      expect(statuses[GRAPHQL_LIMIT]).toBe(429);
      expect((await graphql(a)).status).toBe(429);
    });

    await test.step('a load balancer: health checks on any host; SIGTERM lets the request in progress finish', async () => {
      const byAddress = { host: `127.0.0.1:${b.port}` };
      const live = await b.get('/healthz', byAddress);
      expect(live.status).toBe(200);
      expect(JSON.parse(live.text)).toEqual({ status: 'ok' });
      const ready = await b.get('/readyz', byAddress);
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.text)).toEqual({ status: 'ok', database: 'ok' });
      expect(ready.headers['cache-control']).toBe('no-store');

      // A webhook whose body is still on its way (a slow upload) when B is told to end.
      const body = JSON.stringify({ _id: 'faq-slow', _type: 'faqItem' });
      const socket = connect(b.port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/rebuild HTTP/1.1\r\nHost: ad.localhost:${b.port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      // Time for B to read the request's head; the line it prints on SIGTERM shows that it had.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const exited = new Promise<number | null>((resolve) => b.process.once('exit', (code) => resolve(code)));
      b.process.kill('SIGTERM');
      // At least this request (a rebuild of B's own may still be rendering through its port).
      await expect
        .poll(() => /SIGTERM: ending after [1-9]\d* answer\(s\) in progress/.test(b.output), { timeout: 10_000 })
        .toBe(true);
      expect(received, 'nothing answered before the body is in').toBe('');
      expect(b.process.exitCode, 'B waits for the request in progress').toBeNull();
      socket.end(body.slice(5));
      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 401 /);
      expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
      expect(await exited).toBe(0);
      expect(b.output).toContain('✔ Stopped');
    });
  } catch (error) {
    for (const instance of instances) console.log(`── ${instance.name} (port ${instance.port}) ──\n${instance.output}`);
    throw error;
  } finally {
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    await sql.end({ timeout: 1 }).catch(() => {});
    await admin.unsafe(`drop database if exists "${database}" with (force)`).catch(() => {});
    await admin.end({ timeout: 1 }).catch(() => {});
    rmSync(scratch, { recursive: true, force: true });
  }
});
