import { describe, expect, it, vi } from 'vitest';
import { monitoringEnabled, monitoringIntegrations, SENTRY_INTEGRATION_OPTIONS } from './integration';

describe('monitoring in the build (astro.config.mjs)', () => {
  it('configures no Sentry integration without a DSN', () => {
    const sentry = vi.fn(() => ({ name: '@sentry/astro' }));
    expect(monitoringIntegrations(undefined, sentry)).toEqual([]);
    expect(monitoringIntegrations('', sentry)).toEqual([]);
    expect(monitoringIntegrations('   ', sentry)).toEqual([]);
    expect(sentry).not.toHaveBeenCalled();
    expect(monitoringEnabled(undefined)).toBe(false);
  });

  it('configures the Sentry integration with the monitoring init files when a DSN is set', () => {
    const sentry = vi.fn(() => ({ name: '@sentry/astro' }));
    expect(monitoringIntegrations('https://key@o1.ingest.sentry.io/2', sentry)).toEqual([{ name: '@sentry/astro' }]);
    expect(sentry).toHaveBeenCalledWith(SENTRY_INTEGRATION_OPTIONS);
    expect(SENTRY_INTEGRATION_OPTIONS.clientInitPath).toBe('src/lib/monitoring/sentry.client.config.ts');
    expect(SENTRY_INTEGRATION_OPTIONS.serverInitPath).toBe('src/lib/monitoring/sentry.server.config.ts');
  });
});
