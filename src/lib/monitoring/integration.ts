/**
 * Whether the build carries monitoring (astro.config.mjs): only with a DSN (PUBLIC_SENTRY_DSN) is the
 * `@sentry/astro` integration configured; without one no Sentry code reaches any page or the server.
 */

/** The options the integration gets (src/lib/monitoring holds the browser and server init files). */
export const SENTRY_INTEGRATION_OPTIONS = {
  clientInitPath: 'src/lib/monitoring/sentry.client.config.ts',
  serverInitPath: 'src/lib/monitoring/sentry.server.config.ts',
  sourceMapsUploadOptions: { enabled: false },
  telemetry: false,
} as const;

/** True when a usable DSN is configured. */
export function monitoringEnabled(dsn: string | undefined): boolean {
  return Boolean(dsn?.trim());
}

/**
 * The monitoring integrations of the build: `[sentry(options)]` with a DSN, none without (the factory is then not
 * even called).
 */
export function monitoringIntegrations<Integration>(
  dsn: string | undefined,
  sentry: (options: typeof SENTRY_INTEGRATION_OPTIONS) => Integration,
): Integration[] {
  return monitoringEnabled(dsn) ? [sentry(SENTRY_INTEGRATION_OPTIONS)] : [];
}
