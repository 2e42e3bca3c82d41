/**
 * Monitoring in the build (astro.config.mjs). Only with a DSN (PUBLIC_SENTRY_DSN) does the build carry Sentry: the
 * browser init file is imported by every page and the server init file by every server-rendered page (Astro's
 * `injectScript`, what `@sentry/astro` does too); without one no Sentry code reaches any page or the server.
 *
 * The SDKs are `@sentry/browser` and `@sentry/node`. `@sentry/astro` is not used: it depends on Sentry's build plugin
 * and its command-line binary (118 MB of every install) for uploading source maps, which only a production build
 * with SENTRY_AUTH_TOKEN does. That build installs the plugin for itself (`npm install --no-save
 * @sentry/vite-plugin`) and this integration adds it; without the token nothing loads it.
 */
import path from 'node:path';
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

/** The part of `@sentry/vite-plugin` the upload needs. */
export type SourceMapPluginFactory = (options: {
  authToken: string;
  org?: string | undefined;
  project?: string | undefined;
  telemetry: boolean;
  sourcemaps: { filesToDeleteAfterUpload: string[] };
}) => unknown;

/** True when a usable DSN is configured. */
export function monitoringEnabled(dsn: string | undefined): boolean {
  return Boolean(dsn?.trim());
}

/** True when the build uploads source maps (a DSN and SENTRY_AUTH_TOKEN). */
export function uploadsSourceMaps(env: MonitoringEnv): boolean {
  return monitoringEnabled(env.PUBLIC_SENTRY_DSN) && Boolean(env.SENTRY_AUTH_TOKEN?.trim());
}

/** Loads Sentry's build plugin, with what to do when this install does not have it. */
async function loadSourceMapPlugin(): Promise<SourceMapPluginFactory> {
  const name = '@sentry/vite-plugin';
  try {
    const plugin = (await import(/* @vite-ignore */ name)) as { sentryVitePlugin: SourceMapPluginFactory };
    return plugin.sentryVitePlugin;
  } catch {
    throw new Error(
      `SENTRY_AUTH_TOKEN is set, so the build uploads source maps, but ${name} is not installed: run \`npm install --no-save ${name}\` first.`,
    );
  }
}

/**
 * The monitoring integrations of the build: one with a DSN, none without. `root` is the project folder (the init
 * files are imported by absolute path); `loadPlugin` is replaceable in tests.
 */
export function monitoringIntegrations(
  env: MonitoringEnv,
  root: string,
  loadPlugin: () => Promise<SourceMapPluginFactory> = loadSourceMapPlugin,
): AstroIntegration[] {
  if (!monitoringEnabled(env.PUBLIC_SENTRY_DSN)) return [];
  const importOf = (file: string) => `import ${JSON.stringify(path.posix.join(root.split(path.sep).join('/'), file))};`;
  return [
    {
      name: 'mijn-omgeving:monitoring',
      hooks: {
        'astro:config:setup': async ({ injectScript, updateConfig }) => {
          injectScript('page', importOf(SENTRY_INIT_FILES.client));
          injectScript('page-ssr', importOf(SENTRY_INIT_FILES.server));
          if (!uploadsSourceMaps(env)) return;
          const sentryVitePlugin = await loadPlugin();
          updateConfig({
            vite: {
              // Maps are made for the upload and deleted after it: visitors never get them.
              build: { sourcemap: 'hidden' },
              plugins: [
                sentryVitePlugin({
                  authToken: env.SENTRY_AUTH_TOKEN!.trim(),
                  org: env.SENTRY_ORG,
                  project: env.SENTRY_PROJECT,
                  telemetry: false,
                  sourcemaps: { filesToDeleteAfterUpload: ['./**/*.map'] },
                }) as never,
              ],
            },
          });
        },
      },
    },
  ];
}
