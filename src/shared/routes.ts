/**
 * Path matching for the route tables, shared by the browser and the server. The tables
 * themselves are derived from the area manifests (src/features/areas.ts); these pure helpers say how a path meets a
 * row: by prefix (analytics categories, route flags) or as a pattern with `[x]` for one segment and `[...x]` for one
 * or more (excluded routes, the page table).
 */

/** Removes query, hash and a trailing slash (but keeps the root `/`). */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/**
 * True when a normalised path is `prefix` or lies below it, segment-wise (`/accountx` is not under `/account`).
 * The root only matches itself: it is a route of its own, not a prefix of every path. `[x]` segments of the prefix
 * match any one segment.
 */
export function isUnderPrefix(path: string, prefix: string): boolean {
  if (prefix === '/') return path === '/';
  const want = prefix.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (have.length < want.length) return false;
  return want.every((segment, index) => /^\[[^\]]+\]$/.test(segment) || segment === have[index]);
}

/**
 * The value of the longest prefix in `rows` that `path` lies under (see {@link isUnderPrefix}), or undefined.
 */
export function longestPrefixMatch<T>(
  path: string,
  rows: ReadonlyArray<readonly [prefix: string, value: T]>,
): T | undefined {
  const normalised = normalisePath(path);
  let best: readonly [string, T] | undefined;
  for (const row of rows) {
    if (isUnderPrefix(normalised, row[0]) && (!best || row[0].length > best[0].length)) best = row;
  }
  return best?.[1];
}

/** Compiled route patterns: the manifests' few dozen, each compiled once instead of on every request. */
const routePatterns = new Map<string, RegExp>();

/** A route pattern (`/betaalservice/wijzigen/status/[...type]`) as a regular expression for whole paths. */
export function routePatternRegExp(route: string): RegExp {
  let pattern = routePatterns.get(route);
  if (!pattern) {
    pattern = compileRoutePattern(route);
    routePatterns.set(route, pattern);
  }
  return pattern;
}

function compileRoutePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => {
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '[^/]+(?:/[^/]+)*';
      if (/^\[[^\]]+\]$/.test(segment)) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** True when a path (query, hash and trailing slash ignored) is exactly a route of the pattern. */
export function matchesRoutePattern(path: string, route: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURI(normalisePath(path));
  } catch {
    return false;
  }
  return routePatternRegExp(route).test(decoded);
}
