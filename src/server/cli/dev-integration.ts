/**
 * `npm run dev`: an Astro integration that starts the embedded services (database, content lake, account host)
 * inside the dev server's own process, so the embedded PGlite database is opened by one process only.
 */
import type { AstroIntegration } from 'astro';
import { startServices, type RunningServices } from './services';

export function embeddedServices(): AstroIntegration {
  let running: RunningServices | undefined;
  return {
    name: 'mijn-omgeving:embedded-services',
    hooks: {
      'astro:server:setup': async ({ logger }) => {
        // Vitest builds its Vite server through Astro too; tests start what they need themselves.
        if (process.env.VITEST) return;
        running = await startServices((line) => logger.info(line));
      },
      'astro:server:done': async () => {
        await running?.close();
      },
    },
  };
}
