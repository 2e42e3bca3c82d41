/**
 * Ending an instance without cutting a request (many instances behind one address). A rolling deploy or
 * a scale-in sends SIGTERM to an instance while it answers subscribers; the adapter's own stop destroys every
 * connection at once, so a payment being started or an invoice being downloaded at that moment failed with a 502.
 *
 * {@link drainable} keeps count of the answers in progress. Its `drain`:
 * 1. says draining (the readiness check answers 503, ./health.ts, so the load balancer sends no new requests), and
 *    every answer not yet begun says `Connection: close`, so clients leave the connection after it;
 * 2. after `delayMs` (the time a balancer needs to see that, SHUTDOWN_DELAY_MS; 0 without one), stops accepting
 *    connections and closes the idle ones (a keep-alive connection is idle between requests);
 * 3. waits for the answers in progress, at most `graceMs` (SHUTDOWN_GRACE_MS, below the orchestrator's own limit
 *    before it kills the process), then ends what is left.
 */
import type { Server, ServerResponse } from 'node:http';

export interface DrainResult {
  /** Answers still in progress when the grace period ended, ended without finishing. */
  cut: number;
}

export interface Drainable {
  /** True from the moment `drain` is called. */
  readonly draining: boolean;
  /** How many answers are in progress now. */
  readonly inProgress: number;
  drain(options: { graceMs: number; delayMs?: number }): Promise<DrainResult>;
}

/** How often idle connections are closed while draining (an answer in progress leaves its connection idle). */
const IDLE_SWEEP_MS = 50;

/** Keeps count of `server`'s answers in progress, so that it can be drained (see above). Call before it serves. */
export function drainable(server: Server): Drainable {
  const inProgress = new Set<ServerResponse>();
  let draining = false;

  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    inProgress.add(res);
    res.once('close', () => inProgress.delete(res));
  });

  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };

  return {
    get draining() {
      return draining;
    },
    get inProgress() {
      return inProgress.size;
    },
    async drain({ graceMs, delayMs = 0 }) {
      draining = true;
      inProgress.forEach(closeAfterAnswer);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      inProgress.forEach(closeAfterAnswer);
      const closed = new Promise<void>((resolve) => {
        if (!server.listening) resolve();
        else server.close(() => resolve());
      });
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'over'>((resolve) => (timer = setTimeout(() => resolve('over'), graceMs)));
      const outcome = await Promise.race([closed.then(() => 'closed' as const), graceOver]);
      clearTimeout(timer);
      clearInterval(sweep);
      if (outcome === 'closed') return { cut: 0 };
      const cut = inProgress.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
