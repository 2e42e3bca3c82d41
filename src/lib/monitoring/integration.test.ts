import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { AstroIntegration } from 'astro';
import { monitoringEnabled, monitoringIntegrations, SENTRY_INIT_FILES, uploadsSourceMaps } from './integration';

const DSN = 'https://key@o1.ingest.sentry.io/2';
const ROOT = '/app';

/** Runs the integration's config hook as an `astro build` of the portal would, and records what it asked for. */
async function setUp(integration: AstroIntegration) {
  const injectScript = vi.fn();
  const updateConfig = vi.fn();
  const addMiddleware = vi.fn();
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  const hook = integration.hooks['astro:config:setup'] as unknown as (options: object) => Promise<void>;
  await hook({
    injectScript,
    updateConfig,
    addMiddleware,
    logger,
    command: 'build',
    config: { output: 'server', adapter: { name: '@astrojs/node' }, vite: {} },
  });
  return { injectScript, updateConfig, addMiddleware, logger };
}

/** The Vite plugins the hook added, by name. */
function pluginNames(updateConfig: ReturnType<typeof vi.fn>): string[] {
  return updateConfig.mock.calls.flatMap(([config]) =>
    ((config as { vite?: { plugins?: unknown[] } }).vite?.plugins ?? [])
      .flat(3)
      .map((plugin) => (plugin as { name?: string } | null)?.name ?? ''),
  );
}

describe('monitoring in the build (astro.config.mjs)', () => {
  it('adds nothing without a DSN: no Sentry code in any page or the server', () => {
    for (const dsn of [undefined, '', '   ']) {
      expect(monitoringIntegrations({ PUBLIC_SENTRY_DSN: dsn, SENTRY_AUTH_TOKEN: 'token' }, ROOT)).toEqual([]);
    }
    expect(monitoringEnabled(undefined)).toBe(false);
  });

  it('with a DSN is @sentry/astro with our init files on every page and every server page, and its middleware', async () => {
    const [integration] = monitoringIntegrations({ PUBLIC_SENTRY_DSN: DSN }, ROOT);
    expect(integration?.name).toBe('@sentry/astro');
    const { injectScript, updateConfig, addMiddleware } = await setUp(integration!);
    const imports = injectScript.mock.calls.map(([stage, code]) => [stage, String(code)]);
    expect(imports).toContainEqual(['page', expect.stringContaining(path.join(ROOT, SENTRY_INIT_FILES.client))]);
    expect(imports).toContainEqual(['page-ssr', expect.stringContaining(path.join(ROOT, SENTRY_INIT_FILES.server))]);
    expect(addMiddleware).toHaveBeenCalledWith({ order: 'pre', entrypoint: '@sentry/astro/middleware' });
    // No token: no upload, so neither Sentry's source-map plugin nor source maps.
    expect(uploadsSourceMaps({ PUBLIC_SENTRY_DSN: DSN })).toBe(false);
    expect(pluginNames(updateConfig).filter((name) => name.includes('sentry'))).toEqual([]);
  });

  it('with SENTRY_AUTH_TOKEN adds the upload plugin and hidden source maps that are deleted after the upload', async () => {
    const env = { PUBLIC_SENTRY_DSN: DSN, SENTRY_AUTH_TOKEN: ' secret ', SENTRY_ORG: 'org', SENTRY_PROJECT: 'portal' };
    expect(uploadsSourceMaps(env)).toBe(true);
    const [integration] = monitoringIntegrations(env, ROOT);
    const { updateConfig } = await setUp(integration!);
    expect(pluginNames(updateConfig).some((name) => name.includes('sentry'))).toBe(true);
    const build = updateConfig.mock.calls
      .map(([config]) => (config as { vite?: { build?: { sourcemap?: unknown } } }).vite?.build)
      .find(Boolean);
    expect(build?.sourcemap).toBe('hidden');
  });
});
