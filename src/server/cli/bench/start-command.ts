/**
 * How the bench and the end-to-end tests start the portal: as `npm start` does, with its Node flags
 * (src/server/cli/bench/portal.ts, .config/playwright.config.ts, tests/e2e/scale-out.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The server's script, which also names its process among npx's. */
export const START_SCRIPT = 'src/server/cli/start.mjs';

/**
 * The command line of `npm start` (package.json), run through npx: the portal under the bench runs with the same
 * Node flags as in production (`--max-semi-space-size`, which keeps V8's young generation from growing to 128 MiB).
 */
export function startCommand(packageJson: { scripts?: Record<string, string> }): string[] {
  const start = packageJson.scripts?.['start']?.trim().split(/\s+/) ?? [];
  if (start[0] !== 'node' || !start.includes(START_SCRIPT)) {
    throw new Error(`package.json's start script is not "node … ${START_SCRIPT}": ${start.join(' ')}`);
  }
  return start;
}

/** The command line of `npm start` in the package.json of the project at `root`. */
export function projectStartCommand(root: string): string[] {
  return startCommand(
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> },
  );
}
