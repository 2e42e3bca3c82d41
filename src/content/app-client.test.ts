import { createClient, type SanityClient } from '@sanity/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANITY_API_VERSION } from './api-version';

afterEach(() => {
  delete (globalThis as { sanityClient?: SanityClient }).sanityClient;
  vi.resetModules();
});

describe('the content client of a request', () => {
  it("starts from the content integration's client (sanity:client) and points it at this process's source", async () => {
    const integration = createClient({ projectId: 'build', dataset: 'production', apiVersion: SANITY_API_VERSION });
    const withConfig = vi.spyOn(integration, 'withConfig');
    (globalThis as { sanityClient?: SanityClient }).sanityClient = integration;
    const { appContentClient } = await import('./app-client');
    const client = appContentClient({ preview: false, prebuild: true });
    expect(withConfig).toHaveBeenCalled();
    // Without SANITY_PROJECT_ID: the embedded content lake, published content, the portal's API version.
    expect(client.config()).toMatchObject({
      projectId: 'local',
      apiVersion: SANITY_API_VERSION,
      perspective: 'published',
      useCdn: false,
    });
    expect(client.config().apiHost).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('makes the same client itself when code reads before the integration has handed its client over', async () => {
    const { appContentClient } = await import('./app-client');
    expect(appContentClient({ preview: false, prebuild: true }).config()).toMatchObject({
      projectId: 'local',
      apiVersion: SANITY_API_VERSION,
    });
  });
});
