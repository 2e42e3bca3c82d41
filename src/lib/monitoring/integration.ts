/**
 * Monitoring in the build (astro.config.mjs): `@sentry/astro`, only with a DSN (PUBLIC_SENTRY_DSN). Without one the
 * integration is not added at all, so no Sentry code reaches any page or the server, and no Sentry middleware runs.
 *
 * With a DSN, `@sentry/astro` imports our browser init file on every page and our server init file on every
 * server-rendered page (its `clientInitPath` and `serverInitPath`): they carry the sampling, filtering and scrubbing
 * rules of ./sentry-options.ts. Its request middleware gives the server's spans. Source maps are made and uploaded
 * (then deleted, so visitors never get them) only when SENTRY_AUTH_TOKEN is set; otherwise its source-map plugin is
 * switched off and the build makes no maps.
 */
import path from 'node:path';
import sentry from '@sentry/astro';
import type { AstroIntegration } from 'astro';

/** The init files (src/lib/monitoring), relative to the project root. */
export const SENTRY_INIT_FILES = {
  client: 'src/lib/monitoring/sentry.client.config.ts',
  server: 'src/lib/monitoring/sentry.server.config.ts',
} as const;

export interface MonitoringEnv {
  PUBLIC_SENTRY_DSN?: string | undefined;
  /** With SENTRY_ORG and SENTRY_PROJECT: upload the build's source maps to Sentry. */
  SENTRY_AUTH_TOKEN?: string | undefined;
  SENTRY_ORG?: string | undefined;
  SENTRY_PROJECT?: string | undefined;
}

/** True when a usable DSN is configured. */
export function monitoringEnabled(dsn: string | undefined): boolean {
  return Boolean(dsn?.trim());
}

/** True when the build uploads source maps (a DSN and SENTRY_AUTH_TOKEN). */
export function uploadsSourceMaps(env: MonitoringEnv): boolean {
  return monitoringEnabled(env.PUBLIC_SENTRY_DSN) && Boolean(env.SENTRY_AUTH_TOKEN?.trim());
}

/** The options given to `@sentry/astro` (exported for the tests). */
export function sentryAstroOptions(env: MonitoringEnv, root: string): Parameters<typeof sentry>[0] {
  const upload = uploadsSourceMaps(env);
  return {
    clientInitPath: path.join(root, SENTRY_INIT_FILES.client),
    serverInitPath: path.join(root, SENTRY_INIT_FILES.server),
    telemetry: false,
    sourcemaps: upload
      ? { filesToDeleteAfterUpload: ['./**/*.map'] }
      : // No token, no upload: no source maps either (the plugin would make them and warn).
        { disable: true },
    ...(upload ? { authToken: env.SENTRY_AUTH_TOKEN!.trim(), org: env.SENTRY_ORG, project: env.SENTRY_PROJECT } : {}),
  };
}

/** The monitoring integrations of the build: `@sentry/astro` with a DSN, none without. `root` is the project folder. */
export function monitoringIntegrations(env: MonitoringEnv, root: string): AstroIntegration[] {
  if (!monitoringEnabled(env.PUBLIC_SENTRY_DSN)) return [];
  return [sentry(sentryAstroOptions(env, root)) as AstroIntegration];
}
