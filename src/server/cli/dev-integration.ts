/**
 * `npm run dev`: an Astro integration that starts the embedded services (database, content lake, account host)
 * inside the dev server's own process, so the embedded PGlite database is opened by one process only.
 *
 * The services are loaded through the module runner that runs the pages (Vite's `ssr` environment), not imported
 * by this file: the configuration is evaluated apart from the pages, and an import here would be a second copy of
 * every module the services share with the pages (the database client, the job queue, content events, the rebuild
 * queue). Through the runner, the dev server has one module graph, as the build has (src/server/serving/entry.ts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { RunnableDevEnvironment } from 'vite';
import type { RunningServices } from './services';

const SERVICES_MODULE = fileURLToPath(new URL('./services.ts', import.meta.url));

export function embeddedServices(): AstroIntegration {
  let running: RunningServices | undefined;
  let pages: RunnableDevEnvironment | undefined;
  let ready: Promise<unknown> = Promise.resolve();
  let servicesStarted = () => {};
  return {
    name: 'mijn-omgeving:embedded-services',
    hooks: {
      'astro:server:setup': ({ server }) => {
        // Vitest builds its Vite server through Astro too; tests start what they need themselves.
        if (process.env.VITEST) return;
        const ssr = server.environments.ssr as Partial<RunnableDevEnvironment>;
        if (!ssr.runner) {
          throw new Error("The dev server's pages do not run in this process: the embedded services cannot join them.");
        }
        pages = ssr as RunnableDevEnvironment;
        // The runner loads the services once the server listens (Vite transforms no CSS import before), and no
        // request reaches a page before the database is migrated and seeded.
        ready = new Promise<void>((resolve) => (servicesStarted = resolve));
        server.middlewares.use((_request, _response, next) => void ready.then(() => next()));
      },
      'astro:server:start': async ({ logger }) => {
        if (!pages) return;
        const { startServices } = (await pages.runner.import(SERVICES_MODULE)) as typeof import('./services');
        running = await startServices((line) => logger.info(line));
        servicesStarted();
      },
      'astro:server:done': async () => {
        await running?.close();
      },
    },
  };
}
