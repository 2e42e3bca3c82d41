/**
 * What the Studio at /studio needs to know when it opens, which one build cannot know: the content source the portal
 * runs with. `GET /studio/config.json` (src/pages/studio/config.json.ts) answers it; sanity.config.ts reads it before
 * the Studio starts.
 */
export interface StudioRuntime {
  /** The Sanity project (SANITY_PROJECT_ID), or `local` for the embedded content lake. */
  projectId: string;
  dataset: string;
  /** The embedded lake's address as the editor's browser reaches it; absent with a real Sanity project. */
  lakeUrl?: string;
}

export const STUDIO_CONFIG_PATH = '/studio/config.json';
