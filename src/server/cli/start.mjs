/**
 * `npm start` (plain Node, `node src/server/cli/start.mjs`): the start's own TypeScript (./start.ts: the Node version
 * check, the configuration, the build) is loaded through tsx's loader, registered here, and the loader is removed
 * before the built server entry is loaded. The running server so has no module hook: Astro imports a page's module on
 * every request, and each import passing tsx's resolver cost a signed-in page view about 4 % of its CPU.
 */
import { register } from 'tsx/esm/api';

const leaveTypeScript = register();
const { start } = await import('./start.ts');
await start(leaveTypeScript);
