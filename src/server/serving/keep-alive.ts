/**
 * Idle connections kept open longer than the load balancer in front keeps them (KEEP_ALIVE_TIMEOUT_MS,
 * src/server/config.ts): the balancer, not the instance, then ends an idle connection, so it never sends a request on
 * one the instance is closing at that very moment (with Node's default of 5 s, such a request fails with a 502).
 */
import type { Server } from 'node:http';

export function keepConnectionsAlive(server: Server, timeoutMs: number): void {
  server.keepAliveTimeout = timeoutMs;
  // The wait for a request's headers must outlast the keep-alive wait, or Node ends a reused connection early.
  server.headersTimeout = Math.max(server.headersTimeout, timeoutMs + 1000);
}
