/**
 * What a load balancer or an orchestrator asks an instance (many instances behind one address), answered
 * by the front for any Host (a balancer asks by the instance's address), never kept by a cache, as JSON:
 *
 * - `GET /healthz` (liveness): the process answers requests. 200 as long as it does; restart it when it does not.
 * - `GET /readyz` (readiness): it should get traffic: its database answers within {@link READY_CHECK_TIMEOUT_MS}
 *   and it is not shutting down (./graceful-shutdown.ts). 200, or 503 with what is wrong. Without Redis an instance
 *   still serves (rate limits count in memory, ../ports/rate-limit.ts), so Redis does not decide readiness.
 *
 * One database check serves every readiness request of the same second, so asking often costs nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
export const HEALTH_PATHS: ReadonlySet<string> = new Set([LIVENESS_PATH, READINESS_PATH]);

/** How long the database may take to answer the readiness check. */
export const READY_CHECK_TIMEOUT_MS = 2000;
/** How long one database check answers for. */
export const READY_CHECK_REUSE_MS = 1000;

export interface HealthSources {
  /** True once the instance is shutting down. */
  draining(): boolean;
  /** Resolves when the database answers a query; rejects otherwise. */
  database(): Promise<unknown>;
  now?: () => number;
}

type Status = 'ok' | 'draining' | 'unavailable';

interface DatabaseCheck {
  at: number;
  result: Promise<'ok' | 'unavailable'>;
}

export interface Health {
  /** Answers `req` when it asks a health path; false when it does not. */
  answer(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

export function createHealth(sources: HealthSources): Health {
  const now = sources.now ?? Date.now;
  let last: DatabaseCheck | undefined;

  const checkDatabase = (): Promise<'ok' | 'unavailable'> => {
    if (last && now() - last.at < READY_CHECK_REUSE_MS) return last.result;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'unavailable'>((resolve) => {
      timer = setTimeout(() => resolve('unavailable'), READY_CHECK_TIMEOUT_MS);
      timer.unref();
    });
    const answered = Promise.resolve()
      .then(() => sources.database())
      .then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      );
    const result = Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
    last = { at: now(), result };
    return result;
  };

  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: Record<string, Status>) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };

  return {
    answer(req, res, pathname) {
      if (!HEALTH_PATHS.has(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      if (pathname === LIVENESS_PATH) {
        send(req, res, 200, { status: 'ok' });
        return true;
      }
      if (sources.draining()) {
        send(req, res, 503, { status: 'draining' });
        return true;
      }
      void checkDatabase().then((database) => {
        if (sources.draining()) send(req, res, 503, { status: 'draining', database });
        else send(req, res, database === 'ok' ? 200 : 503, { status: database, database });
      });
      return true;
    },
  };
}
