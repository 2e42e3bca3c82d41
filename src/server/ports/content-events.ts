/**
 * "Content changed" between instances. One instance receives the CMS webhook and one worker rebuilds a
 * brand's prebuilt pages, but every instance caches content (site context: brand, flags, translations) and prebuilt
 * files in memory. So both facts are published as events, and every instance — the one that published included —
 * hears them and drops what it cached:
 * - `content`: a CMS document changed for these brands (the webhook arrived): forget cached content;
 * - `pages`: these brands' prebuilt pages were swapped in: forget cached prebuilt files (and content, which the
 *   render just read fresh anyway).
 *
 * Listeners register with {@link onContentEvent} in their own module. The publishing instance hears its own event at
 * once, in process; a transport ({@link setContentEventTransport}) carries it to the others:
 * - with `REDIS_URL`: Redis pub/sub (a publishing connection and a subscribing one);
 * - else with `DATABASE_URL`: PostgreSQL `LISTEN`/`NOTIFY` (postgres-js keeps the listening connection up);
 * - else (the embedded default, one process with PGlite): none, the event stays in this process.
 * {@link connectContentEvents} picks one at server start (src/server/cli/services.ts). A transport that is down loses
 * events for the other instances only: their caches then expire on their own (CONTENT_CACHE_MS).
 */
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import postgres from 'postgres';
import { z } from 'zod';
import { config } from '../config';
import { POSTGRES_CLIENT_DEFAULTS } from '../db/client';

export interface ContentEvent {
  kind: 'content' | 'pages';
  /** Brand keys (`BrandKey`; a port does not import the brand registry, so they travel as strings). */
  brands: string[];
}

export type ContentListener = (event: ContentEvent) => void;

/** Carries events to the other instances (this instance has heard them already, see {@link publishContentEvent}). */
export interface ContentEventTransport {
  /** Which transport this is, for the start log (`Redis pub/sub`, `PostgreSQL LISTEN/NOTIFY`). */
  readonly name: string;
  publish(event: ContentEvent): Promise<void>;
  close(): Promise<void>;
}

/** The channel (Redis) and notification channel (PostgreSQL) events travel on. */
export const CONTENT_EVENT_CHANNEL = 'mo_content_events';

interface Registry {
  listeners: Set<ContentListener>;
  transport?: ContentEventTransport;
  /** Marks this process's messages, so that it does not hear its own events a second time through the transport. */
  origin: string;
}
// One registry per process: the start's services (which connect the transport) and the pages (which listen and
// publish) use the same copy of this module (the server build, src/server/serving/entry.ts; under `npm run dev` the
// pages' module runner, src/server/cli/dev-integration.ts).
const registry: Registry = { listeners: new Set(), origin: randomUUID() };

/** Registers a listener for every content event this instance hears; returns the function that removes it. */
export function onContentEvent(listener: ContentListener): () => void {
  const { listeners } = registry;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands an event to this instance's listeners (what a transport calls when an event arrives). */
export function deliverContentEvent(event: ContentEvent): void {
  for (const listener of registry.listeners) {
    try {
      listener(event);
    } catch {
      // A listener only drops a cache; one that throws must not keep the others from dropping theirs.
    }
  }
}

/**
 * Publishes an event to every instance: this one hears it at once (before this resolves), the others through the
 * transport. Never rejects: a transport that is down is logged, and the other instances' caches expire on their own.
 */
export async function publishContentEvent(event: ContentEvent): Promise<void> {
  deliverContentEvent(event);
  const { transport } = registry;
  if (!transport) return;
  try {
    await transport.publish(event);
  } catch (error) {
    console.warn(
      `[content-events] ${transport.name} did not take the ${event.kind} event (${(error as Error).message}): ` +
        'other instances keep their caches until they expire.',
    );
  }
}

/** Sets (or, with undefined, removes) how events reach other instances. */
export function setContentEventTransport(transport: ContentEventTransport | undefined): void {
  registry.transport = transport;
}

/** The transport in use, if any. */
export function contentEventTransport(): ContentEventTransport | undefined {
  return registry.transport;
}

/** What travels between instances: the event and the process that published it. */
const messageSchema = z.object({
  origin: z.string(),
  kind: z.enum(['content', 'pages']),
  brands: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(200),
});

/** Where a transport sends and listens; both default to this process's (tests run two "instances" in one). */
export interface TransportOptions {
  /** Default {@link CONTENT_EVENT_CHANNEL}. */
  channel?: string;
  /** What marks this instance's own messages; default one random id per process. */
  origin?: string;
}

function encode(event: ContentEvent, origin: string): string {
  return JSON.stringify({ origin, kind: event.kind, brands: event.brands });
}

/** Delivers a message from another instance; its own messages, malformed ones and unknown brands are skipped. */
function receive(payload: string, origin: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return;
  }
  const message = messageSchema.safeParse(parsed);
  if (!message.success || message.data.origin === origin) return;
  deliverContentEvent({ kind: message.data.kind, brands: message.data.brands });
}

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed Redis connection can do nothing else). Both
 * reconnect by themselves; ioredis subscribes again after a reconnect. Resolves once the subscription is in place.
 */
export async function redisContentEventTransport(
  url: string,
  { channel = CONTENT_EVENT_CHANNEL, origin = registry.origin }: TransportOptions = {},
): Promise<ContentEventTransport> {
  // The first connection must work (or the start logs that this instance works alone); later drops reconnect.
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true };
  // Publishing while disconnected fails at once instead of queueing: the event is then lost for the others only.
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(url, options);
  let lastError: string | undefined;
  const noteError = (error: Error) => {
    // ioredis emits this on every reconnect attempt: log the first of an outage only.
    if (lastError === undefined) console.warn(`[content-events] Redis: ${error.message}`);
    lastError = error.message;
  };
  publisher.on('error', noteError);
  subscriber.on('error', noteError);
  subscriber.on('ready', () => (lastError = undefined));
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) receive(payload, origin);
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    name: 'Redis pub/sub',
    async publish(event) {
      await publisher.publish(channel, encode(event, origin));
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * PostgreSQL `LISTEN`/`NOTIFY` on a small pool of its own: postgres-js holds the listening connection, listens again
 * after a reconnect, and sends notifications on the other. Resolves once it listens.
 */
export async function postgresContentEventTransport(
  url: string,
  { channel = CONTENT_EVENT_CHANNEL, origin = registry.origin }: TransportOptions = {},
): Promise<ContentEventTransport> {
  // The defaults of every client (db/client.ts): fetch_types off, whose array-type lookup on a new connection rejects
  // unhandled when the database goes down during it.
  const sql = postgres(url, { ...POSTGRES_CLIENT_DEFAULTS, max: 2, connect_timeout: 3 });
  try {
    await sql.listen(channel, (payload) => receive(payload, origin));
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {});
    throw error;
  }
  return {
    name: 'PostgreSQL LISTEN/NOTIFY',
    async publish(event) {
      await sql.notify(channel, encode(event, origin));
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/**
 * Sets up the transport the configuration asks for (Redis, else PostgreSQL, else none) and returns what to tell the
 * start log. A transport that cannot be reached at start is logged and left out: this instance then works alone
 * (its caches expire on their own) rather than refusing to start.
 */
export async function connectContentEvents(): Promise<{ description: string; close: () => Promise<void> }> {
  const { REDIS_URL, DATABASE_URL } = config();
  const current = contentEventTransport();
  if (current) return { description: current.name, close: async () => {} };
  let transport: ContentEventTransport | undefined;
  try {
    if (REDIS_URL) transport = await redisContentEventTransport(REDIS_URL);
    else if (DATABASE_URL) transport = await postgresContentEventTransport(DATABASE_URL);
  } catch (error) {
    console.warn(
      `[content-events] ${REDIS_URL ? 'Redis' : 'PostgreSQL'} not reachable (${(error as Error).message}): ` +
        'content changes reach this instance only.',
    );
  }
  if (!transport) return { description: 'this instance only', close: async () => {} };
  setContentEventTransport(transport);
  const connected = transport;
  return {
    description: connected.name,
    async close() {
      if (contentEventTransport() === connected) setContentEventTransport(undefined);
      await connected.close();
    },
  };
}
