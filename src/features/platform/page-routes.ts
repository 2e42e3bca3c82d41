/**
 * The page table: the screens this build has, read from the page files themselves (`src/pages/**\/*.astro`), so a
 * screen another issue adds is known the moment its file exists. Server side only (the loading page asks it);
 * dynamic segments (`[id]`, `[...rest]`) match as Astro matches them.
 */

/** A route of the page table as segments; `[name]` and `[...name]` stay as written. */
export type RoutePattern = readonly string[];

/**
 * The route of each page file (`../../pages/account/index.astro` → `/account`), leaving out what Astro leaves out
 * (files and folders starting with `_`).
 */
export function routePatternsOf(files: readonly string[]): RoutePattern[] {
  return files
    .map((file) => file.replace(/^.*?\/pages\//, '').replace(/\.astro$/, ''))
    .filter((route) => !route.split('/').some((segment) => segment.startsWith('_')))
    .map((route) => route.split('/').filter((segment) => segment !== '' && segment !== 'index'));
}

function matchesPattern(segments: readonly string[], pattern: RoutePattern): boolean {
  for (let index = 0; index < pattern.length; index++) {
    const part = pattern[index]!;
    // A rest parameter takes whatever is left, nothing included.
    if (/^\[\.\.\.[^\]]+\]$/.test(part)) return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (/^\[[^\]]+\]$/.test(part)) continue;
    if (part !== segment) return false;
  }
  return segments.length === pattern.length;
}

/** True when `path` (a URL path, without query) is a page of `patterns`. */
export function isPageRoute(path: string, patterns: readonly RoutePattern[]): boolean {
  let segments: string[];
  try {
    segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return false;
  }
  return patterns.some((pattern) => matchesPattern(segments, pattern));
}

/** The pages of this build. */
export const PAGE_ROUTES: readonly RoutePattern[] = routePatternsOf(
  Object.keys(import.meta.glob('../../pages/**/*.astro')),
);

/** True when this build has a page for `path`. */
export function pageExists(path: string): boolean {
  return isPageRoute(path, PAGE_ROUTES);
}
