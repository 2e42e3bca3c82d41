/**
 * The Studio's runtime configuration (src/content/studio/runtime.ts): the real Sanity project when SANITY_PROJECT_ID
 * is set, else the embedded content lake, which the editor's browser reaches on the loopback address of this machine.
 */
import type { APIRoute } from 'astro';
import type { StudioRuntime } from '../../content/studio/runtime';
import { config } from '../../server/config';
import { studioLakeUrl } from '../../server/studio-csp';

export const prerender = false;

export const GET: APIRoute = () => {
  const settings = config();
  const lakeUrl = studioLakeUrl(settings);
  const runtime: StudioRuntime = lakeUrl
    ? { projectId: 'local', dataset: settings.SANITY_DATASET, lakeUrl }
    : { projectId: settings.SANITY_PROJECT_ID ?? 'local', dataset: settings.SANITY_DATASET };
  return new Response(JSON.stringify(runtime), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
};
