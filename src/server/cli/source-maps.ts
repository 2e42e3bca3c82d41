/**
 * tsx turns Node's source maps on for the whole process, so every error stack (a logged 503 under load, each 500)
 * is mapped through the built server's source maps: on a stack's first use Node parses the map of each file it
 * names, on the request's own time. A production start maps nothing (its stacks name the built files' lines; Sentry
 * maps the errors it receives from the maps a build with SENTRY_AUTH_TOKEN uploads); development and tests keep
 * stacks in the TypeScript source.
 */
export function stacksForEnvironment(env: NodeJS.ProcessEnv = process.env): boolean {
  const mapped = env.NODE_ENV !== 'production';
  process.setSourceMapsEnabled(mapped);
  return mapped;
}
