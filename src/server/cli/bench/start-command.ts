/** How the bench starts the portal: as `npm start` does (src/server/cli/bench/portal.ts). */

/** The server's script, which also names its process among npx and tsx's. */
export const START_SCRIPT = 'src/server/cli/start.ts';

/**
 * The command line of `npm start` (package.json), run through npx: the portal under the bench runs with the same
 * Node flags as in production (`--max-semi-space-size`, which keeps V8's young generation from growing to 128 MiB).
 */
export function startCommand(packageJson: { scripts?: Record<string, string> }): string[] {
  const start = packageJson.scripts?.['start']?.trim().split(/\s+/) ?? [];
  if (start[0] !== 'tsx' || !start.includes(START_SCRIPT)) {
    throw new Error(`package.json's start script is not "tsx … ${START_SCRIPT}": ${start.join(' ')}`);
  }
  return start;
}
