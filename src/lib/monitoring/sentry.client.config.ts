/**
 * Sentry in the browser (only built in when PUBLIC_SENTRY_DSN is set; see astro.config.mjs). Installs Sentry as
 * the reporter of src/lib/monitoring/report.ts, so the service client's "reported to monitoring" reaches it.
 */
import * as Sentry from '@sentry/astro';
import { setReporter } from './report';
import { REPLAY_OPTIONS, sentryOptions } from './sentry-options';

const dsn = import.meta.env.PUBLIC_SENTRY_DSN as string | undefined;
if (dsn) {
  Sentry.init({
    dsn,
    ...sentryOptions(import.meta.env.PUBLIC_BUILD_BRANCH as string | undefined),
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.browserProfilingIntegration(),
      Sentry.replayIntegration(REPLAY_OPTIONS),
    ],
  });
  setReporter((error, context) => Sentry.captureException(error, context ? { extra: context } : undefined));
}
