/**
 * The Studio's clients for the embedded content lake. The lake speaks HTTP/1.1, where a browser opens at most six
 * connections to one host, and an open document alone keeps about as many listeners (EventSource streams) open:
 * with all of them on the lake's address, the Studio's next queries waited for a free connection for ever and the
 * form never finished loading. So every listener goes to a host of its own on the lake's port
 * (`http://l7.localhost:4612`: every `*.localhost` name is this machine), and queries and mutations keep the lake's
 * address. Sanity's API needs none of this (HTTP/2 carries every stream on one connection).
 */
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';

/** How many listener hosts take turns (`l0` … `l49`): more than the Studio ever keeps open at once. */
const LISTENER_HOSTS = 50;

let nextListener = 0;

function listenerHost(lakeUrl: string): string {
  const url = new URL(lakeUrl);
  nextListener = (nextListener + 1) % LISTENER_HOSTS;
  return `http://l${nextListener}.localhost:${url.port}`;
}

/** The proxy of each client, and the functions it hands out: the Studio memoises by identity, so they stay the same. */
const proxies = new WeakMap<object, object>();

/** A client (or its `observable`) whose `listen` uses a listener host, also for every client `withConfig` derives. */
function spreadListeners<T extends object>(client: T, lakeUrl: string): T {
  const known = proxies.get(client);
  if (known) return known as T;
  const functions = new Map<PropertyKey, unknown>();
  const proxy = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'observable' && value && typeof value === 'object') return spreadListeners(value, lakeUrl);
      if (typeof value !== 'function') return value;
      if (functions.has(property)) return functions.get(property);
      let wrapped: unknown;
      if (property === 'withConfig') {
        wrapped = (config: Partial<ClientConfig>) => spreadListeners(value.call(target, config) as object, lakeUrl);
      } else if (property === 'listen') {
        const withConfig = Reflect.get(target, 'withConfig', target) as (config: Partial<ClientConfig>) => {
          listen: (...args: unknown[]) => unknown;
        };
        wrapped = (...args: unknown[]) =>
          withConfig.call(target, { apiHost: listenerHost(lakeUrl), useProjectHostname: false }).listen(...args);
      } else {
        wrapped = value.bind(target);
      }
      functions.set(property, wrapped);
      return wrapped;
    },
  });
  proxies.set(client, proxy);
  return proxy;
}

/** The Studio's `unstable_clientFactory` for the lake at `lakeUrl`. */
export function lakeClientFactory(lakeUrl: string) {
  return (options: ClientConfig): SanityClient =>
    spreadListeners(createClient({ ...options, apiHost: lakeUrl, useProjectHostname: false }), lakeUrl);
}
