/**
 * The wire details of prebuilt pages. Which pages are prebuilt is declared by the area manifests
 * (`prebuilt` on a route; prebuiltPaths in src/server/areas.ts).
 */

/**
 * The status a prebuilt path is rendered and served with: the error pages keep their own status (`/404` is a
 * 404 page, `/500` a 500 page); every other prebuilt page is a 200.
 */
export function prebuiltStatus(path: string): number {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/404') return 404;
  if (clean === '/500') return 500;
  return 200;
}

/** Header (with a per-installation secret) that asks the server to render a prebuilt path fresh. */
export const PREBUILD_HEADER = 'x-mo-prebuild';

/**
 * Header of a prebuild render that failed on content the portal cannot use: the one-line ContentDocumentError
 * naming the document (URI-encoded). The prebuild fails with it instead of storing the error page.
 */
export const CONTENT_ERROR_HEADER = 'x-mo-content-error';
