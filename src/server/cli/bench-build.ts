/**
 * `npm run bench:build`: in one run, with one built server and one content source, measures
 *   1. the full prebuild of every brand (69),
 *   2. the rebuild of one brand (ad by default, `--brand <key>`; `--runs <n>` repetitions, median), and
 *   3. the real `npm run rebuild -- --brand <key>` as a subprocess, as an editor runs it (Node and tsx start,
 *      loading the built server, checking the content source and the rebuild itself), timed once,
 * prints them and the ratios, and exits non-zero unless one brand (2) takes under a tenth of the full build (1).
 * `--json <file>` also writes the figures there ({@link BuildBenchResult}); `npm run bench` runs it that way.
 *
 * "Full build" here is the prebuild of every brand's pages through the already built server; it does NOT include
 * `astro build`, which compiles the portal once for all brands (and is not repeated by a one-brand rebuild).
 * Pages are written to a temporary folder (the subprocess through PREBUILT_DIR), so a running portal is not
 * disturbed. One brand is rendered once before measuring (not counted), so 1 and 2 run on a warm server. Uses
 * the running portal's content lake when it answers, else starts one; builds the portal first when there is no
 * build (not measured).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BRAND_KEYS, isBrandKey, type BrandKey } from '../../brands/registry';
import { startContentLake, type ContentLake } from '../../content/lake/server';
import { config } from '../config';
import { checkContentSource } from '../prebuilt/content-source';
import { generateBrandPages } from '../prebuilt/generate';
import { astroBuild, hasBuild, loadBuiltServer } from './build-steps';
import { projectRoot } from '../project-root';

/** What `--json <file>` writes. */
export interface BuildBenchResult {
  brands: number;
  fullMs: number;
  fullPages: number;
  brand: string;
  /** The one-brand rebuild in this process: the median of `runsMs`. */
  oneBrandMs: number;
  runsMs: number[];
  /** `npm run rebuild -- --brand <key>` as a subprocess. */
  cliMs: number;
  /** oneBrandMs / fullMs. */
  ratio: number;
}

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

/**
 * Runs `npm run rebuild -- --brand <key>` in a child process writing into `root`, and times it. Asynchronous on
 * purpose: the content lake may run in this process and must keep answering the child.
 */
function timeRebuildCli(key: BrandKey, root: string): Promise<{ ms: number; status: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'rebuild', '--', '--brand', key], {
      cwd: projectRoot,
      env: { ...process.env, PREBUILT_DIR: root, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ ms: performance.now() - started, status: status ?? 1, output }));
  });
}

const root = await mkdtemp(path.join(os.tmpdir(), 'mo-bench-'));
let exitCode = 0;
try {
  if (!hasBuild()) {
    console.log('… No build yet: building the portal (not measured)');
    const status = await astroBuild();
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
  console.log(`… npm run rebuild -- --brand ${brand} as a subprocess, 1×`);
  const cli = await timeRebuildCli(brand, root);
  if (cli.status !== 0) throw new Error(`npm run rebuild -- --brand ${brand} failed (${cli.status}):\n${cli.output}`);
  const sorted = [...single].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const ratio = median / full.ms;

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const cliRatio = cli.ms / full.ms;
  const json = option('json', '');
  if (json) {
    const result: BuildBenchResult = {
      brands: BRAND_KEYS.length,
      fullMs: full.ms,
      fullPages: full.pages,
      brand,
      oneBrandMs: median,
      runsMs: single,
      cliMs: cli.ms,
      ratio,
    };
    await writeFile(json, JSON.stringify(result, null, 2));
  }
  console.log(`
Full build, ${BRAND_KEYS.length} brands: ${seconds(full.ms)} (${full.pages} pages; the prebuild of every brand through the built server, without astro build)
One brand (${brand}), median of ${runs}: ${seconds(median)} (${singlePages} pages; runs ${single.map(seconds).join(', ')}; in this process)
npm run rebuild -- --brand ${brand}: ${seconds(cli.ms)} (a subprocess, with Node start and loading the built server)
Ratio one brand / full build: ${ratio.toFixed(4)} (1/${(1 / ratio).toFixed(1)})
Ratio npm run rebuild / full build: ${cliRatio.toFixed(4)} (1/${(1 / cliRatio).toFixed(1)})`);
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
