/**
 * The full prebuild of `npm start` (every brand's pages, when the build or the published content changed), run by
 * start.ts in a process of its own: rendering 69 brands' pages is a burst of allocation whose memory Node keeps once
 * it has it (about 200 MiB of resident memory measured on the server process), and the server should not carry it
 * for the rest of its life. Same environment as the server; exits 0 when every brand's pages are swapped in.
 *
 * For the same reason the pages read their content from a content lake of this process's own when the server runs
 * the embedded one (no SANITY_PROJECT_ID, CONTENT_LAKE_START): the same dataset and editor changes, on a port of its
 * own. Answering the prebuild's queries had left the server up to 100 MiB larger in about a third of the starts.
 * That lake comes from the source, started before the built server is loaded: the pages must read its port, and
 * they read the environment once, when the built server's modules first ask for the configuration.
 */
import path from 'node:path';
import { BRAND_KEYS } from '../../brands/registry';
import { startContentLake } from '../../content/lake/server';
import { config } from '../config';
import { loadBuiltServer, prebuildBrands } from './build-steps';
import { projectRoot } from '../project-root';

// Read without caching (a copy of the environment): the lake's port below changes it before the pages read it.
const settings = config({ ...process.env });
const lake =
  !settings.SANITY_PROJECT_ID && settings.CONTENT_LAKE_START
    ? await startContentLake({
        port: 0,
        datasetDir: path.join(projectRoot, 'src/content/dataset'),
        token: settings.contentLakeToken,
        stateDir: path.join(settings.DATA_DIR, 'content'),
      })
    : undefined;
if (lake) process.env.CONTENT_LAKE_PORT = new URL(lake.url).port;

try {
  await prebuildBrands(await loadBuiltServer(), BRAND_KEYS);
  await lake?.close();
  process.exit(0);
} catch (error) {
  console.error(`✘ Prebuilding failed: ${(error as Error).message}`);
  process.exit(1);
}
