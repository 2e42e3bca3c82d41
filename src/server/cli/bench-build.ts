/**
 * `npm run bench:build`: in one run, with one built server and one content source, measures
 *   1. the full prebuild of every brand (69), and
 *   2. the rebuild of one brand (ad by default, `--brand <key>`; `--runs <n>` repetitions, median),
 * prints both and their ratio, and exits non-zero unless one brand takes under a tenth of the full build.
 * Pages are written to a temporary folder, so a running portal is not disturbed. One brand is rendered once
 * before measuring (not counted), so both measurements run on a warm server. Uses the running portal's content
 * lake when it answers, else starts one; builds the portal first when there is no build.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BRAND_KEYS, isBrandKey, type BrandKey } from '../../brands/registry';
import { startContentLake, type ContentLake } from '../../content/lake/server';
import { config } from '../config';
import { checkContentSource } from '../prebuilt/content-source';
import { generateBrandPages } from '../prebuilt/generate';
import { astroBuild, hasBuild, loadBuiltServer } from './build-steps';
import { projectRoot } from './services';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const brand = option('brand', 'ad');
const runs = Number(option('runs', '5'));
if (!isBrandKey(brand)) throw new Error(`Unknown brand key "${brand}"`);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');

const settings = config();
process.env.ASTRO_TELEMETRY_DISABLED = '1';
let lake: ContentLake | undefined;
if (!(await checkContentSource()).ok) {
  if (settings.SANITY_PROJECT_ID) throw new Error('The Sanity project does not answer; see SANITY_PROJECT_ID');
  lake = await startContentLake({
    port: settings.CONTENT_LAKE_PORT,
    datasetDir: path.join(projectRoot, 'src/content/dataset'),
    token: settings.contentLakeToken,
    stateDir: path.join(settings.DATA_DIR, 'content'),
  });
  console.log(`… Started the content lake at ${lake.url}`);
}

const root = await mkdtemp(path.join(os.tmpdir(), 'mo-bench-'));
let exitCode = 0;
try {
  if (!hasBuild()) {
    console.log('… No build yet: building the portal (not measured)');
    const status = astroBuild();
    if (status !== 0) throw new Error(`astro build failed (${status})`);
  }
  const server = await loadBuiltServer();
  const generate = async (brands: readonly BrandKey[]) => {
    const started = performance.now();
    const pages = await generateBrandPages({ handler: server.handler, brands, root });
    return { ms: performance.now() - started, pages };
  };

  await generate([brand]);
  console.log(`… Full prebuild of ${BRAND_KEYS.length} brands`);
  const full = await generate(BRAND_KEYS);
  console.log(`… Rebuild of ${brand}, ${runs}×`);
  const single: number[] = [];
  let singlePages = 0;
  for (let run = 0; run < runs; run += 1) {
    const result = await generate([brand]);
    single.push(result.ms);
    singlePages = result.pages;
  }
  const sorted = [...single].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const ratio = median / full.ms;

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`
Full build, ${BRAND_KEYS.length} brands: ${seconds(full.ms)} (${full.pages} pages)
One brand (${brand}), median of ${runs}: ${seconds(median)} (${singlePages} pages; runs ${single.map(seconds).join(', ')})
Ratio one brand / full build: ${ratio.toFixed(4)} (1/${(1 / ratio).toFixed(1)})`);
  if (ratio >= 0.1) {
    console.error('✘ One brand does not take under a tenth of the full build.');
    exitCode = 1;
  } else {
    console.log('✔ One brand takes under a tenth of the full build.');
  }
} catch (error) {
  console.error(`✘ ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await rm(root, { recursive: true, force: true });
  await lake?.close();
}
process.exit(exitCode);
