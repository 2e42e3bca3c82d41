/**
 * `npm run build`: the Astro build, then every brand's prebuilt content pages, read from the content source
 * (the local content lake is started for it unless SANITY_PROJECT_ID points at a Sanity project).
 */
import path from 'node:path';
import { BRAND_KEYS } from '../../brands/registry';
import { startContentLake } from '../../content/lake/server';
import { config } from '../config';
import { astroBuild, canBuild, loadBuiltServer, prebuildBrands } from './build-steps';
import { projectRoot } from '../project-root';

const settings = config();
const started = Date.now();
if (!canBuild()) {
  console.error(
    '✘ This install has no build tools (npm install --omit=dev): build on a full install (`npm install && npm run build`) and copy the build folder to the production host.',
  );
  process.exit(1);
}
const lake = settings.SANITY_PROJECT_ID
  ? undefined
  : await startContentLake({
      port: settings.CONTENT_LAKE_PORT,
      datasetDir: path.join(projectRoot, 'src/content/dataset'),
      token: settings.contentLakeToken,
      stateDir: path.join(settings.DATA_DIR, 'content'),
    });
try {
  const status = await astroBuild();
  if (status !== 0) process.exitCode = status;
  else await prebuildBrands(await loadBuiltServer(), BRAND_KEYS);
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await lake?.close();
}
process.exit(process.exitCode ?? 0);
