import { describe, expect, it, vi } from 'vitest';
import type { AstroIntegration } from 'astro';
import { monitoringEnabled, monitoringIntegrations, SENTRY_INIT_FILES, uploadsSourceMaps } from './integration';

const DSN = 'https://key@o1.ingest.sentry.io/2';

/** Runs the integration's config hook and records what it asked Astro for. */
async function setUp(integration: AstroIntegration) {
  const injectScript = vi.fn();
  const updateConfig = vi.fn();
  const hook = integration.hooks['astro:config:setup'] as unknown as (options: object) => Promise<void>;
  await hook({ injectScript, updateConfig });
  return { injectScript, updateConfig };
}

describe('monitoring in the build (astro.config.mjs)', () => {
  it('configures nothing without a DSN, and never loads the source-map plugin', () => {
    const loadPlugin = vi.fn();
    for (const dsn of [undefined, '', '   ']) {
      expect(
        monitoringIntegrations({ PUBLIC_SENTRY_DSN: dsn, SENTRY_AUTH_TOKEN: 'token' }, '/app', loadPlugin),
      ).toEqual([]);
    }
    expect(loadPlugin).not.toHaveBeenCalled();
    expect(monitoringEnabled(undefined)).toBe(false);
  });

  it('with a DSN imports the browser init file on every page and the server one on every server page', async () => {
    const loadPlugin = vi.fn();
    const [integration] = monitoringIntegrations({ PUBLIC_SENTRY_DSN: DSN }, '/app', loadPlugin);
    const { injectScript, updateConfig } = await setUp(integration!);
    expect(injectScript).toHaveBeenCalledWith('page', `import "/app/${SENTRY_INIT_FILES.client}";`);
    expect(injectScript).toHaveBeenCalledWith('page-ssr', `import "/app/${SENTRY_INIT_FILES.server}";`);
    // No token: no upload, so Sentry's build plugin (and its binary) is neither needed nor loaded.
    expect(uploadsSourceMaps({ PUBLIC_SENTRY_DSN: DSN })).toBe(false);
    expect(loadPlugin).not.toHaveBeenCalled();
    expect(updateConfig).not.toHaveBeenCalled();
  });

  it('with SENTRY_AUTH_TOKEN adds the upload plugin and hidden source maps that are deleted after the upload', async () => {
    const plugin = { name: 'sentry-vite-plugin' };
    const factory = vi.fn(() => plugin);
    const env = { PUBLIC_SENTRY_DSN: DSN, SENTRY_AUTH_TOKEN: ' secret ', SENTRY_ORG: 'org', SENTRY_PROJECT: 'portal' };
    const [integration] = monitoringIntegrations(env, '/app', async () => factory);
    const { updateConfig } = await setUp(integration!);
    expect(factory).toHaveBeenCalledWith(
      expect.objectContaining({ authToken: 'secret', org: 'org', project: 'portal', telemetry: false }),
    );
    expect(updateConfig).toHaveBeenCalledWith({ vite: { build: { sourcemap: 'hidden' }, plugins: [plugin] } });
  });

  it('says how to install the plugin when the token is set but this install lacks it', async () => {
    const [integration] = monitoringIntegrations({ PUBLIC_SENTRY_DSN: DSN, SENTRY_AUTH_TOKEN: 'secret' }, '/app');
    // This install has no @sentry/vite-plugin (it is not a dependency): the build stops and names the command.
    await expect(setUp(integration!)).rejects.toThrow('npm install --no-save @sentry/vite-plugin');
  });
});
