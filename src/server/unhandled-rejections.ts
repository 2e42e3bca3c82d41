/**
 * A database outage never ends the process. A database client can reject a promise nobody awaits while its server
 * goes away (postgres.js's array-type lookup on a new connection was one: `fetch_types: false` on every client,
 * POSTGRES_CLIENT_DEFAULTS in db/client.ts, removes it), and Node ends the process on an unhandled rejection. So the
 * server keeps running past a rejection that is a database outage ({@link isServiceUnavailable}: a refused, reset or
 * timed-out connection, a server shutting down) and logs it; the requests meet the outage themselves and answer 503,
 * and the portal answers again once the database does. Any other unhandled rejection is a fault of the code and still
 * ends the process, as Node's default does.
 */
import { log as serverLog, type Logger } from './log';
import { isServiceUnavailable } from './service-unavailable';

/** The line of a rejection that was kept from ending the process. */
export const KEPT_RUNNING_LINE = '[database] unhandled rejection during an outage; the process keeps running';

/** What {@link keepRunningThroughDatabaseOutages} needs of `process`. */
export interface RejectionSource {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * Installs the rule on `source` (the process); returns how to remove it. A rejection that is no database outage is
 * thrown again from the listener, which Node treats as an uncaught exception: the process ends as it would have.
 */
export function keepRunningThroughDatabaseOutages(
  source: RejectionSource = process,
  log: Pick<Logger, 'warn'> = serverLog,
): () => void {
  const listener = (reason: unknown) => {
    if (!isServiceUnavailable(reason)) throw reason;
    log.warn({ err: reason }, KEPT_RUNNING_LINE);
  };
  source.on('unhandledRejection', listener);
  return () => source.off('unhandledRejection', listener);
}
