/** Sentry on the server (only loaded when PUBLIC_SENTRY_DSN is set at build; see astro.config.mjs). */
import * as Sentry from '@sentry/astro';
import { sentryOptions } from './sentry-options';

const dsn = process.env['SENTRY_DSN'] ?? (import.meta.env.PUBLIC_SENTRY_DSN as string | undefined);
if (dsn) Sentry.init({ dsn, ...sentryOptions(process.env['BUILD_BRANCH']) });
