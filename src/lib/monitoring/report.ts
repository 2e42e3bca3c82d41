/**
 * Where the browser reports unexpected failures. The Sentry client
 * setup installs its reporter when a DSN is configured; without one, failures go to the console only, so pages
 * without monitoring carry no Sentry code at all.
 */
export type Reporter = (error: unknown, context?: Record<string, unknown>) => void;

const consoleReporter: Reporter = (error, context) => console.error('[monitoring]', error, context ?? '');

let reporter: Reporter = consoleReporter;

/** Installs the reporter (Sentry's captureException, or a test double); returns the previous one. */
export function setReporter(next: Reporter): Reporter {
  const previous = reporter;
  reporter = next;
  return previous;
}

/** Reports an unexpected failure. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  reporter(error, context);
}
