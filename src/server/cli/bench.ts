/**
 * `npm run bench`: one run, one table, checked against the budgets in `.config/bench-budgets.json`; exits 1 when
 * any budget is exceeded. It measures
 *   - page weight: every page of the area manifests' route table (signed out: the public ones; signed in: those
 *     and the account pages; and the account host's sign-in form, reached as the header's login link reaches it) on
 *     one NL (ad) and one BE (hln) brand, loaded in Chromium with nothing cached:
 *     bytes transferred per kind (JavaScript, CSS, the page's HTML, the rest) and requests, and how many of the
 *     text answers came compressed;
 *   - throughput and latency (wrk or autocannon, 64 connections) of the prebuilt FAQ page, the same page rendered on
 *     demand (the other language's `mo-site-language=be` on an NL brand), a signed-in page (`/account`) and the
 *     persisted GraphQL read of the account overview, each next to a bare node:http server answering the very
 *     bytes the portal answered, in the same run, portal and bare runs in alternation; every signed-in screen's HTML
 *     and every screen's persisted GraphQL read with the server's CPU per request; the load generators run in
 *     processes of their own and a run whose generator used a whole core does not count;
 *   - the same GraphQL read spread over a second instance on the same database and Redis (PostgreSQL only);
 *   - the data scale: the screens' reads on a database of 200,000 accounts generated with SQL against the demo
 *     database's (PostgreSQL only, ./bench/data-scale.ts);
 *   - the resident memory of the portal's server process after start and after the load;
 *   - the full prebuild against a one-brand rebuild (`npm run bench:build`, src/server/cli/bench-build.ts);
 *   - the install: `node_modules` of a fresh `npm install` and of `npm install --omit=dev`, with the largest packages,
 *     and of an install of only the stack the product owner chose (report only: how much of the budget it takes).
 *
 * The portal runs as production starts it (`node src/server/cli/start.mjs --no-build`, NODE_ENV=production) in a
 * child process with its own ports and temporary data, on a throwaway PostgreSQL database when one answers at
 * 127.0.0.1:5432 (else PGlite) and with Redis when one answers at 127.0.0.1:6379 — but outside production
 * (BUILD_BRANCH unset), because only then are the demo accounts it signs in with seeded, and with the GraphQL rate
 * limit raised (GRAPHQL_RATE_LIMIT) so that the load is not refused.
 *
 * Options: `--quick` (5 s × 1 per load instead of 15 s × 3), `--seconds <n>`, `--runs <n>`, `--connections <n>`,
 * `--generator wrk|autocannon` (the load generator; default wrk when /usr/bin/wrk or WRK_PATH exists, else
 * autocannon),
 * `--generators <n>` (per load: autocannon processes, or wrk threads of its one process; default 1),
 * `--no-build` (use the existing build in BUILD_DIR, default dist-bench), `--skip-build-bench`, `--no-install-size`,
 * `--no-lighthouse`, `--lighthouse-runs <n>` (runs per page, default 3, in `--quick` 1; the budget judges their
 * median), `--no-page-weight`, `--no-data-scale`, `--scale-accounts <n>` (accounts of the data-scale row's database,
 * default 200,000), `--json <file>`, `--budgets <file>`, `--profile <dir>` (a CPU profile of each load's
 * first portal run into that folder, with its top functions in the log: ./bench/cpu-profile.ts),
 * `--page-weight-only` (start the portal, sign in, measure the page weight rows and stop: the quick check of the
 * first-load budgets).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import type { Browser, Cookie } from 'playwright';
import { builtAssetsFile, writeBuiltAssets } from '../../account-host/assets';
import { lighthousePaths, ROUTES } from '../areas';
import { persistedDocuments } from '../graphql/persisted-documents';
import type { BuildBenchResult } from './bench-build';
import {
  atLeast,
  atMost,
  below,
  checkPageWeight,
  describePageBudget,
  loadBudgets,
  pageBudgetFor,
  type PageWeight,
  type Verdict,
} from './bench/budgets';
import { launchBrowser, measurePage, signIn, cookieHeader, type TextAnswers } from './bench/browser';
import { FRONT_ANSWER_HEADER } from '../serving/graphql-front';
import { precompressFolderSync } from '../serving/precompress';
import { measureInstall, STACK_FLOOR, type InstallSize } from './bench/install-size';
import { runLighthouse, summarizeRuns } from './bench/lighthouse';
import { formatProfileSummary, INSPECT_ON_SIGNAL, Profiler, summarizeProfile } from './bench/cpu-profile';
import { copySession, fillLargeDatabase, type ScaleCounts } from './bench/data-scale';
import { checkProductionStart, type ProductionStart } from './bench/production-start';
import {
  answerHeader,
  BareServer,
  chooseGenerator,
  recordAnswer,
  runLoad,
  type RecordedAnswer,
  type Scenario,
} from './bench/load';
import {
  createBenchDatabase,
  freePort,
  processMemory,
  redisAnswers,
  startPortal,
  type Portal,
  type ProcessMemory,
  portalStartCommand,
} from './bench/portal';
import {
  formatCpuMs,
  formatKB,
  formatMiB,
  formatMs,
  formatP99Runs,
  formatNumber,
  formatPercent,
  formatRate,
  formatSeconds,
  medianFigures,
  ratio,
  type LoadFigures,
} from './bench/stats';
import { failures, formatTable, summary, type Row, type Section } from './bench/table';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
function positive(name: string, fallback: number): number {
  const value = Number(option(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const quick = flag('quick');
const pageWeightOnly = flag('page-weight-only');
const seconds = positive('seconds', quick ? 5 : 15);
const runs = positive('runs', quick ? 1 : 3);
/** Lighthouse runs per page; the budget judges their median (./bench/lighthouse.ts). */
const lighthouseRuns = positive('lighthouse-runs', quick ? 1 : 3);
const connections = positive('connections', 64);
/** The load generator: wrk (./bench/wrk.ts) when installed, else autocannon (./bench/load-worker.ts). */
const generator = chooseGenerator(option('generator'));
/** Per load, sharing its connections: autocannon processes, or threads of wrk's one process. */
const generators = positive('generators', 1);
const generatorDescription =
  generator === 'wrk'
    ? `wrk with ${generators} thread(s) in a process of its own`
    : `autocannon in ${generators} process(es) of its own`;
const warmSeconds = quick ? 1 : 3;
const budgetsFile = path.resolve(option('budgets') ?? path.join(projectRoot, '.config/bench-budgets.json'));
const jsonFile = option('json');
const buildDir = process.env.BUILD_DIR ?? 'dist-bench';
/** Where the CPU profile of each load's first portal run goes (./bench/cpu-profile.ts); none without `--profile`. */
const profileDir = option('profile');
/** Accounts of the data-scale row's generated database (./bench/data-scale.ts); its invoices per subscription. */
const scaleAccounts = positive('scale-accounts', 200_000);
const SCALE_INVOICES_PER_SUBSCRIPTION = 12;

/** The demo subscribers of one NL and one BE brand (seeded outside production). */
const PASSWORD = 'Welkom-bij-Mijn-Omgeving-1';
const BRANDS = [
  { key: 'ad', email: 'jan.devries@example.nl' },
  { key: 'hln', email: 'an.peeters@example.be' },
] as const;
const FAQ_PATH = '/klantenservice/veelgestelde-vragen';
/**
 * The signed-in screens whose HTML is loaded: in full runs every account route Lighthouse scores (each area's first
 * screen, the first step of each form and journey, the screens of one subscription), in a quick run four.
 */
const SIGNED_IN_SCREENS = quick
  ? ['/account', '/abonnementen', '/facturen', '/vakantieservice']
  : ROUTES.filter((route) => route.access === 'account' && route.lighthouse).map((route) => route.path);
/** The persisted GraphQL reads of the signed-in screens' first loads, each loaded signed in with its variables. */
const SCREEN_READS = [
  'AccountOverview',
  'LinkedSubscriptions',
  'Invoices',
  'HolidayServicesOverview',
  'MovingHouseServicesOverview',
  'SasOverview',
  'DeliveryComplaints',
] as const;
/**
 * Lighthouse's pages (about 15 s a run, three runs each), from the manifests (`lighthouse` on a route): in full runs
 * every prebuilt page, each area's first screen signed in, the first step of each journey and form (where a
 * placeholder that does not keep the layout, or a long hydration, shows), the screens of one subscription (on the
 * account's own, see `concrete`), the payment status page, and the heaviest first load. A quick run scores the
 * service page and the FAQ signed out and the account's first screen signed in.
 */
const LIGHTHOUSE_ROUTES = quick
  ? { signedOut: ['/', FAQ_PATH], signedIn: ['/account'] }
  : { signedOut: lighthousePaths('signedOut'), signedIn: lighthousePaths('signedIn') };
/**
 * The visitors of a prebuilt page who do not get its file: the other language and an app's webview get
 * the variant rendered once (`x-mo-variant`), a signed-in subscriber (no `variant`: the bench's session) the page.
 */
const OTHER_VISITORS = [
  {
    name: 'FAQ, other language',
    label: 'other language (mo-site-language=be)',
    headers: { cookie: 'mo-site-language=be' },
    variant: 'be-web',
  },
  {
    name: 'FAQ, webview',
    label: "an app's webview (X-MO-Platform: WEBVIEW)",
    headers: { 'x-mo-platform': 'WEBVIEW' },
    variant: 'nl-webview',
  },
  { name: 'FAQ, signed in', label: 'signed in (ad)', headers: {}, variant: undefined },
] as const;
/** What Chromium sends; the portal decides on it (and on cookies) whether the prebuilt file may be sent. */
const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'nl-NL,nl;q=0.9',
};

const log = (line: string) => console.log(line);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The GET path of a persisted read without variables, as the portal's GraphQL client sends it. */
function persistedReadPath(operation: string): string {
  const hash = Object.entries(persistedDocuments).find(([, text]) =>
    // A document starts with the fragments it uses; the operation is one of its definitions.
    new RegExp(`(^|\\s)query ${operation}\\b`).test(text),
  )?.[0];
  if (!hash) throw new Error(`The trusted-document manifest has no ${operation} query (npm run codegen)`);
  return `/api/graphql?${new URLSearchParams({
    operationName: operation,
    variables: '{}',
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  })}`;
}

/** The answer's body as text, decoded when it came compressed. */
function decodedBody(answer: RecordedAnswer): string {
  const encoding = answerHeader(answer, 'content-encoding');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

// ——— One load scenario: recorded once, then portal and bare server in alternation ———

/** One read of the data-scale row: on the demo database and on the generated large one, runs in alternation. */
interface DataScaleRead {
  operation: string;
  /** Why the large database's answer does not count (an error), or ''. */
  note: string;
  demo: LoadFigures;
  large: LoadFigures;
  demoRuns: LoadFigures[];
  largeRuns: LoadFigures[];
}

interface LoadResult {
  scenario: string;
  answer: { status: number; bodyBytes: number; headerBytes: number; encoding?: string | undefined; note: string };
  portal: LoadFigures;
  bare: LoadFigures;
  portalRuns: LoadFigures[];
  bareRuns: LoadFigures[];
}

async function loadScenarios(
  portal: Portal,
  bare: BareServer,
  scenarios: ReadonlyArray<{ scenario: Scenario; check: (answer: RecordedAnswer) => string; withBare?: boolean }>,
): Promise<LoadResult[]> {
  const recorded = [];
  for (const { scenario, check, withBare = true } of scenarios) {
    // The answer of an instance that has served this visitor's context once: the first request of a language or
    // platform on a brand is answered by the middleware, which reads that context's flags; from then on the fast path
    // may answer it (src/server/serving/front.ts). The load would otherwise be judged by bytes it never sends.
    await recordAnswer(portal.port, scenario);
    const answer = await recordAnswer(portal.port, scenario);
    const note = check(answer);
    recorded.push({ scenario, answer, note, withBare });
    log(`… ${scenario.name}: ${answer.status}, ${formatKB(answer.body.length)} body${note ? ` (${note})` : ''}`);
    await runLoad({ port: portal.port, scenario, seconds: warmSeconds, connections, generators, generator });
  }
  const portalRuns = recorded.map(() => [] as LoadFigures[]);
  let profiler: Profiler | undefined;
  const bareRuns = recorded.map(() => [] as LoadFigures[]);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, { scenario, answer, withBare }] of recorded.entries()) {
      log(`… ${scenario.name}, run ${run + 1}/${runs}: portal${withBare ? ', then bare Node' : ''}, ${seconds} s each`);
      const serverPid = portal.serverPid;
      const profiled = profileDir !== undefined && run === 0;
      if (profiled) {
        profiler ??= await Profiler.attach(serverPid, portal.output);
        await profiler.start();
      }
      portalRuns[index]!.push(
        await runLoad({ port: portal.port, scenario, seconds, connections, serverPid, generators, generator }),
      );
      if (profiled) {
        const profile = await profiler!.stop();
        const file = path.join(profileDir, `${scenario.name.replace(/[^\w-]+/g, '_')}.cpuprofile`);
        await writeFile(file, JSON.stringify(profile));
        for (const line of formatProfileSummary(`${scenario.name} (${file})`, summarizeProfile(profile))) log(line);
      }
      if (!withBare) continue;
      const barePort = await bare.serve(answer);
      bareRuns[index]!.push(
        await runLoad({ port: barePort, scenario, seconds, connections, serverPid: bare.pid, generators, generator }),
      );
    }
  }
  profiler?.close();
  return recorded.map(({ scenario, answer, note }, index) => ({
    scenario: scenario.name,
    answer: {
      status: answer.status,
      bodyBytes: answer.body.length,
      headerBytes: answer.headerBytes,
      encoding: answerHeader(answer, 'content-encoding'),
      note,
    },
    portal: medianFigures(portalRuns[index]!),
    bare: medianFigures(bareRuns[index]!),
    portalRuns: portalRuns[index]!,
    bareRuns: bareRuns[index]!,
  }));
}

// ——— Page weight of the route table ———

interface PageResult {
  brand: string;
  path: string;
  signedIn: boolean;
  status: number;
  redirectedTo?: string | undefined;
  forwardedTo?: string | undefined;
  weight: PageWeight;
  text: TextAnswers;
}

/** The pages a visitor can open: development and preview-only pages are not part of the portal's weight. */
const MEASURED_ROUTES = ROUTES.filter((route) => ['public', 'anyHost', 'account'].includes(route.access));

/**
 * The account host's sign-in form as a subscriber reaches it from the header's login link, through
 * the code flow's redirects: on a brand's way in, though not a route of the portal's manifests.
 */
const SIGN_IN_FORM = 'sign-in form (account host)';
const signInFormUrl = (accountHostOrigin: string) => `${accountHostOrigin}/login?callback_url=%2Faccount`;

async function crawl(
  browser: Browser,
  origins: Record<string, string>,
  accountHostOrigins: Record<string, string>,
  sessions: Record<string, Cookie[]>,
  textFromBytes: number,
  concrete: (routePath: string, brand: string) => string,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const { key } of BRANDS) {
    for (const signedIn of [false, true]) {
      const routes = MEASURED_ROUTES.filter((route) => signedIn || route.access !== 'account');
      log(`… Page weight on ${key}, signed ${signedIn ? 'in' : 'out'}: ${routes.length + (signedIn ? 0 : 1)} pages`);
      for (const route of routes) {
        const load = await measurePage(browser, `${origins[key]}${concrete(route.path, key)}`, {
          ...(signedIn ? { cookies: sessions[key]! } : {}),
          textFromBytes,
        });
        results.push({ brand: key, path: route.path, signedIn, ...load });
      }
      if (!signedIn) {
        const load = await measurePage(browser, signInFormUrl(accountHostOrigins[key]!), { textFromBytes });
        results.push({ brand: key, path: SIGN_IN_FORM, signedIn, ...load });
      }
    }
  }
  return results;
}

/**
 * The signed-in account's first subscription on a brand (from the persisted AccountOverview read), so that the routes
 * of one subscription (`[brand_id]/[subscription_id]`, `details/[subscription_id]`) are measured on a real one, not
 * on their "not found" state; undefined when the account has none there.
 */
async function subscriptionOn(
  port: number,
  brand: string,
  cookie: string,
  graphqlPath: string,
): Promise<string | undefined> {
  const answer = await recordAnswer(port, {
    name: 'AccountOverview',
    host: `${brand}.localhost:${port}`,
    path: graphqlPath,
    headers: { accept: 'application/json', cookie },
  });
  if (answer.status !== 200) throw new Error(`AccountOverview on ${brand} answered ${answer.status}`);
  const body = JSON.parse(answer.body.toString('utf8')) as {
    data?: { linkedSubscriptions?: Array<{ subscriptionId: string; brandKey: string }> };
  };
  return body.data?.linkedSubscriptions?.find((subscription) => subscription.brandKey === brand)?.subscriptionId;
}

/** The text answers of every page load, and how many of them came compressed. */
function compressedAnswers(pages: readonly PageResult[]): { total: number; compressed: number } {
  return pages.reduce(
    (sum, page) => ({ total: sum.total + page.text.total, compressed: sum.compressed + page.text.compressed }),
    { total: 0, compressed: 0 },
  );
}

/** The page-weight section of the table: the share of text answers compressed, then one row per page load. */
function pageWeightRows(pages: readonly PageResult[], port: number): Array<Row | Section> {
  const rows: Array<Row | Section> = [];
  rows.push({ section: 'Page weight: first load in Chromium, nothing cached, transferred bytes (kB = 1,000 bytes)' });
  const text = compressedAnswers(pages);
  const compressedShare = text.total > 0 ? text.compressed / text.total : undefined;
  rows.push({
    what: `text answers compressed (≥ ${formatNumber(budgets.compression.fromBytes)} bytes, all page loads)`,
    measured: `${formatNumber(text.compressed)} of ${formatNumber(text.total)}`,
    ratio: formatPercent(compressedShare),
    budget: budgets.compression.minShareCompressed ? `≥ ${formatPercent(budgets.compression.minShareCompressed)}` : '–',
    verdict: atLeast(compressedShare, budgets.compression.minShareCompressed),
  });
  for (const page of pages) {
    const budget = pageBudgetFor(budgets, page.path);
    const check = checkPageWeight(page.weight, budget);
    const { weight } = page;
    const notes = [
      page.status !== 200 ? String(page.status) : '',
      page.redirectedTo
        ? `redirected to ${page.redirectedTo.replace(`:${port}`, '').replace(/\/interaction\/[\w-]+/, '/interaction/…')}`
        : '',
      page.forwardedTo ? `then → ${new URL(page.forwardedTo).pathname}` : '',
    ].filter(Boolean);
    rows.push({
      what: `${page.brand} ${page.path} ${page.signedIn ? 'signed in' : 'signed out'}${notes.length ? ` (${notes.join(', ')})` : ''}`,
      measured: `JS ${formatKB(weight.js)}/${weight.jsFiles} · CSS ${formatKB(weight.css)} · HTML ${formatKB(weight.html)} (raw ${formatKB(weight.htmlRaw ?? 0)}) · other ${formatKB(weight.other)} · ${weight.requests} req`,
      budget: describePageBudget(budget),
      verdict: check.verdict,
      over: check.over,
    });
  }
  return rows;
}

// ——— npm run bench:build ———

function buildBench(env: NodeJS.ProcessEnv, file: string): Promise<BuildBenchResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/server/cli/bench-build.ts', '--runs', quick ? '3' : '5', '--json', file], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => {
      // It exits 1 when its own check fails; the figures are in the file either way, and the table judges them.
      if (existsSync(file)) resolve(JSON.parse(readFileSync(file, 'utf8')) as BuildBenchResult);
      else reject(new Error(`npm run bench:build wrote no figures:\n${output}`));
    });
  });
}

// ——— The run ———

const budgets = loadBudgets(budgetsFile);
const loadAtStart = loadAverage();
const temp = await mkdtemp(path.join(os.tmpdir(), 'mo-bench-run-'));
let database: Awaited<ReturnType<typeof createBenchDatabase>>;
/** The data-scale row's database (./bench/data-scale.ts), dropped at the end like the demo one. */
let largeDatabase: Awaited<ReturnType<typeof createBenchDatabase>>;
let portal: Portal | undefined;
let browser: Browser | undefined;
let bare: BareServer | undefined;
let exitCode = 0;

/** Stops what the run started and removes its temporary files; safe to call twice. */
async function cleanUp(): Promise<void> {
  const report = (error: unknown) => console.error(`✘ cleanup: ${String(error)}`);
  await browser?.close().catch(report);
  browser = undefined;
  bare?.close();
  bare = undefined;
  await portal?.stop().catch(report);
  portal = undefined;
  await database?.drop().catch(report);
  await largeDatabase?.drop().catch(report);
  await rm(temp, { recursive: true, force: true });
}

try {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const entry = path.resolve(projectRoot, buildDir, 'server/entry.mjs');
  if (!flag('no-build') || !existsSync(entry)) {
    log(`… Building the portal into ${buildDir} (not measured)`);
    const build = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (build.status !== 0) throw new Error(`astro build failed (${build.status})`);
    // As npm run build and npm start do (build-steps.ts): the hashed assets' Brotli (quality 11) and gzip forms, which
    // the server sends as they are; without them it compresses each asset on the fly at a lower quality.
    precompressFolderSync(path.resolve(projectRoot, buildDir, 'client'));
  }
  // As npm run build does (build-steps.ts): the account host's stylesheet and script beside the build, which a
  // production install serves (the production-install check below starts one).
  await writeBuiltAssets(builtAssetsFile(buildDir));

  if (profileDir) await mkdir(profileDir, { recursive: true });
  database = await createBenchDatabase();
  const redis = await redisAnswers();
  const [port, lakePort, accountHostPort] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CONTENT_LAKE_PORT: String(lakePort),
    ACCOUNT_HOST_PORT: String(accountHostPort),
    DATA_DIR: path.join(temp, 'data'),
    BUILD_DIR: buildDir,
    PREBUILT_DIR: path.join(temp, 'prebuilt'),
    NODE_ENV: 'production',
    GRAPHQL_RATE_LIMIT: '1000000000',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
    // SIGUSR1 then opens the server's inspector on a free port, for the profiles (./bench/cpu-profile.ts).
    ...(profileDir ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${INSPECT_ON_SIGNAL}`.trim() } : {}),
  };
  // Outside production: the demo accounts the bench signs in with are seeded only there.
  delete env.BUILD_BRANCH;
  if (!database) delete env.DATABASE_URL;
  if (!redis) delete env.REDIS_URL;

  log(
    `… Starting the portal on port ${port} (${database ? 'PostgreSQL' : 'PGlite'}${redis ? ', Redis' : ''}; prebuilds every brand)`,
  );
  const startedAt = performance.now();
  portal = await startPortal({ env });
  const startMs = performance.now() - startedAt;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle: ProcessMemory = processMemory(portal.serverPid);
  log(`✔ Portal up in ${formatSeconds(startMs)}; server process ${portal.serverPid}, RSS ${formatMiB(idle.rss)}`);

  const origins = Object.fromEntries(BRANDS.map(({ key }) => [key, `http://${key}.localhost:${port}`]));
  const accountHostOrigins = Object.fromEntries(
    BRANDS.map(({ key }) => [key, `http://login.${key}.localhost:${accountHostPort}`]),
  );
  const graphqlPath = persistedReadPath('AccountOverview');
  browser = await launchBrowser();
  const sessions: Record<string, Cookie[]> = {};
  const subscriptionIds: Record<string, string | undefined> = {};
  for (const { key, email } of BRANDS) {
    sessions[key] = await signIn(browser, origins[key]!, email, PASSWORD);
    const cookie = cookieHeader(sessions[key]!, `${origins[key]}/`);
    subscriptionIds[key] = await subscriptionOn(port, key, cookie, graphqlPath);
    log(`✔ Signed in ${email} on ${key} (subscription on ${key}: ${subscriptionIds[key] ?? 'none'})`);
  }
  /**
   * A route's path with the signed-in account's subscription on the brand in place of its parameters, and the payment
   * status page at its outcome `gelukt` (its other outcomes are the same page with other words).
   */
  const concrete = (routePath: string, brand: string) => {
    const id = subscriptionIds[brand];
    const path = routePath.replace('[...type]', 'gelukt');
    return id === undefined ? path : path.replace('[brand_id]', brand).replace('[subscription_id]', id);
  };
  const pages = flag('no-page-weight')
    ? []
    : await crawl(browser, origins, accountHostOrigins, sessions, budgets.compression.fromBytes, concrete);
  await browser.close();
  browser = undefined;
  if (pageWeightOnly) {
    const rows = pageWeightRows(pages, port);
    log('');
    log(formatTable(rows));
    log('');
    log(summary(rows));
    await cleanUp();
    process.exit(failures(rows).length > 0 ? 1 : 0);
  }

  // Lighthouse, mobile: the prebuilt pages signed out and the areas' first screens signed in, on both brands.
  // Each with where its runs must end: on the page itself, or for the sign-in form on the account host's form.
  const onPage = (url: string) => (final: URL) => {
    const target = new URL(url);
    return final.host === target.host && final.pathname === target.pathname;
  };
  const lighthouseTargets: Array<{
    brand: string;
    route: string;
    signedIn: boolean;
    url: string;
    lands: (final: URL) => boolean;
  }> = flag('no-lighthouse')
    ? []
    : BRANDS.flatMap(({ key }) => [
        ...LIGHTHOUSE_ROUTES.signedOut.map((route) => {
          const url = `${origins[key]}${concrete(route, key)}`;
          return { brand: key, route, signedIn: false, url, lands: onPage(url) };
        }),
        {
          brand: key,
          route: SIGN_IN_FORM,
          signedIn: false,
          url: signInFormUrl(accountHostOrigins[key]!),
          lands: (final: URL) =>
            final.host === new URL(accountHostOrigins[key]!).host && final.pathname.startsWith('/interaction/'),
        },
        ...LIGHTHOUSE_ROUTES.signedIn.map((route) => {
          const url = `${origins[key]}${concrete(route, key)}`;
          return { brand: key, route, signedIn: true, url, lands: onPage(url) };
        }),
      ]);
  if (lighthouseTargets.length > 0)
    log(`… Lighthouse (mobile) on ${lighthouseTargets.length} pages, ${lighthouseRuns} run(s) each`);
  const lighthouse = await runLighthouse(
    lighthouseTargets.map(({ brand, url, signedIn }) => ({
      url,
      ...(signedIn ? { cookie: cookieHeader(sessions[brand]!, `${origins[brand]}/`) } : {}),
    })),
    log,
    lighthouseRuns,
  );

  const adHost = `ad.localhost:${port}`;
  const graphqlScenario = (host: string): Scenario => ({
    name: 'GraphQL AccountOverview',
    host,
    path: graphqlPath,
    headers: {
      'user-agent': BROWSER_HEADERS['user-agent'],
      accept: '*/*',
      'accept-encoding': BROWSER_HEADERS['accept-encoding'],
      cookie: adSession,
    },
  });
  const adSession = cookieHeader(sessions.ad!, `${origins.ad}/`);
  const prebuiltMark = (expected: boolean) => (answer: RecordedAnswer) => {
    const prebuilt = answerHeader(answer, 'x-mo-prebuilt') !== undefined;
    if (answer.status !== 200) return `status ${answer.status}`;
    return prebuilt === expected ? '' : prebuilt ? 'served the prebuilt file' : 'not the prebuilt file';
  };
  bare = await BareServer.start();
  const load = await loadScenarios(portal, bare, [
    {
      scenario: { name: 'prebuilt FAQ', host: adHost, path: FAQ_PATH, headers: BROWSER_HEADERS },
      check: prebuiltMark(true),
    },
    ...OTHER_VISITORS.map(({ name, headers, variant }) => ({
      scenario: {
        name,
        host: adHost,
        path: FAQ_PATH,
        headers: { ...BROWSER_HEADERS, ...headers, ...(variant === undefined ? { cookie: adSession } : {}) },
      },
      check: (answer: RecordedAnswer) => {
        if (answer.status !== 200) return `status ${answer.status}`;
        const served = answerHeader(answer, 'x-mo-variant');
        return variant === undefined || served === variant ? '' : `variant ${served ?? 'none'}, not ${variant}`;
      },
    })),
    // Every signed-in screen's HTML, judged against the prebuilt page's rate; the bare server's for /account only.
    ...SIGNED_IN_SCREENS.map((route) => ({
      scenario: {
        name: `signed-in ${route}`,
        host: adHost,
        path: concrete(route, 'ad'),
        headers: { ...BROWSER_HEADERS, cookie: adSession },
      },
      check: (answer: RecordedAnswer) => (answer.status === 200 ? '' : `status ${answer.status}`),
      withBare: route === '/account',
    })),
    {
      scenario: graphqlScenario(adHost),
      // The front answers the read itself (graphql-front.ts); through Astro's pipeline it would measure the slow path.
      check: (answer) =>
        answer.status !== 200 || !decodedBody(answer).includes('"account":{')
          ? `no account in the answer (${answer.status})`
          : answerHeader(answer, FRONT_ANSWER_HEADER) === 'graphql'
            ? ''
            : 'answered through Astro, not by the front',
    },
    // The other screens' persisted reads, signed in: judged by the server's CPU per request.
    ...SCREEN_READS.filter((operation) => operation !== 'AccountOverview').map((operation) => ({
      scenario: { ...graphqlScenario(adHost), name: `GraphQL ${operation}`, path: persistedReadPath(operation) },
      check: (answer: RecordedAnswer) => {
        if (answer.status !== 200) return `status ${answer.status}`;
        const body = JSON.parse(decodedBody(answer)) as { data?: unknown; errors?: unknown };
        return body.errors || !body.data ? 'errors in the answer' : '';
      },
      withBare: false,
    })),
  ]);
  const afterLoad = processMemory(portal.serverPid);
  bare.close();
  log(`✔ Load done; server RSS ${formatMiB(afterLoad.rss)}`);

  // Scale-out: a second instance on the same PostgreSQL, Redis and data folder (the shared volume of a
  // production setup: same secrets, same prebuilt pages), and the GraphQL read spread over both, half the connections
  // each. One instance is one Node thread; this says what a second process on the machine's other core adds.
  let twoInstances: { rps: number; p99: number; failures: number; runs: LoadFigures[][] } | undefined;
  if (database) {
    const secondPort = await freePort();
    log(`… Starting a second instance on port ${secondPort}, then the GraphQL read on both`);
    const second = await startPortal({
      env: {
        ...env,
        PORT: String(secondPort),
        CONTENT_LAKE_PORT: String(await freePort()),
        ACCOUNT_HOST_PORT: String(await freePort()),
      },
    });
    try {
      const targets = [port, secondPort].map((each) => ({
        port: each,
        scenario: graphqlScenario(`ad.localhost:${each}`),
      }));
      const half = Math.max(1, Math.floor(connections / 2));
      await Promise.all(
        targets.map((target) => runLoad({ ...target, seconds: warmSeconds, connections: half, generator })),
      );
      const runsBoth: LoadFigures[][] = [];
      for (let run = 0; run < runs; run += 1) {
        runsBoth.push(
          await Promise.all(targets.map((target) => runLoad({ ...target, seconds, connections: half, generator }))),
        );
      }
      const totals = runsBoth.map((both) => ({
        rps: both.reduce((sum, figures) => sum + figures.rps, 0),
        p50: Math.max(...both.map((figures) => figures.p50)),
        p99: Math.max(...both.map((figures) => figures.p99)),
        failures: both.reduce((sum, figures) => sum + figures.failures, 0),
      }));
      const median = medianFigures(totals);
      twoInstances = { rps: median.rps, p99: median.p99, failures: median.failures, runs: runsBoth };
    } finally {
      await second.stop();
    }
  }
  // Data scale: a second instance on a database of its own, filled with SQL to a large publisher's size
  // (./bench/data-scale.ts), signed in with the same session; each screen's read there against the demo database's,
  // runs in alternation.
  let dataScale: { counts: ScaleCounts; reads: DataScaleRead[] } | undefined;
  if (database && !flag('no-data-scale')) {
    largeDatabase = await createBenchDatabase();
    const largePort = await freePort();
    log(
      `… Data scale: an instance on a database of its own (port ${largePort}), then ${formatNumber(scaleAccounts)} accounts generated with SQL`,
    );
    const largePortal = await startPortal({
      env: {
        ...env,
        DATABASE_URL: largeDatabase!.url,
        PORT: String(largePort),
        CONTENT_LAKE_PORT: String(await freePort()),
        ACCOUNT_HOST_PORT: String(await freePort()),
      },
    });
    try {
      const counts = await fillLargeDatabase(largeDatabase!.url, {
        accounts: scaleAccounts,
        invoicesPerSubscription: SCALE_INVOICES_PER_SUBSCRIPTION,
      });
      log(
        `✔ Generated in ${formatSeconds(counts.seconds * 1000)}: ${formatNumber(counts.accounts)} accounts, ${formatNumber(counts.subscriptions)} subscriptions, ${formatNumber(counts.invoices)} invoices`,
      );
      await copySession(adSession, database.url, largeDatabase!.url);
      const reads: DataScaleRead[] = [];
      for (const operation of SCREEN_READS) {
        const demoScenario: Scenario = {
          ...graphqlScenario(adHost),
          name: `GraphQL ${operation}`,
          path: persistedReadPath(operation),
        };
        const largeScenario: Scenario = { ...demoScenario, host: `ad.localhost:${largePort}` };
        const answer = await recordAnswer(largePort, largeScenario);
        const body = answer.status === 200 ? (JSON.parse(decodedBody(answer)) as { errors?: unknown }) : undefined;
        const note = answer.status !== 200 ? `status ${answer.status}` : body?.errors ? 'errors in the answer' : '';
        await runLoad({
          port: largePort,
          scenario: largeScenario,
          seconds: warmSeconds,
          connections,
          generators,
          generator,
        });
        const demoRuns: LoadFigures[] = [];
        const largeRuns: LoadFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          log(
            `… Data scale ${operation}, run ${run + 1}/${runs}: demo database, then the large one, ${seconds} s each`,
          );
          demoRuns.push(
            await runLoad({
              port,
              scenario: demoScenario,
              seconds,
              connections,
              serverPid: portal.serverPid,
              generators,
              generator,
            }),
          );
          largeRuns.push(
            await runLoad({
              port: largePort,
              scenario: largeScenario,
              seconds,
              connections,
              serverPid: largePortal.serverPid,
              generators,
              generator,
            }),
          );
        }
        reads.push({
          operation,
          note,
          demoRuns,
          largeRuns,
          demo: medianFigures(demoRuns),
          large: medianFigures(largeRuns),
        });
      }
      dataScale = { counts, reads };
    } finally {
      await largePortal.stop();
    }
  }
  await portal.stop();
  portal = undefined;

  // The start of an instance whose build and published content did not change since its last prebuild: it serves the
  // pages it has (≤ 5 s), measured from the command to the first answer.
  log('… Starting the portal again, nothing changed');
  const restartedAt = performance.now();
  portal = await startPortal({ env });
  const restartMs = performance.now() - restartedAt;
  const restartSkippedPrebuild = portal.output().includes('Prebuilt pages are current');
  await portal.stop();
  portal = undefined;
  log(`✔ Started again in ${formatSeconds(restartMs)}`);

  let build: BuildBenchResult | undefined;
  if (!flag('skip-build-bench')) {
    log('… Full prebuild vs one-brand rebuild (npm run bench:build)');
    build = await buildBench(
      {
        ...process.env,
        BUILD_DIR: buildDir,
        DATA_DIR: path.join(temp, 'build-data'),
        CONTENT_LAKE_PORT: String(await freePort()),
      },
      path.join(temp, 'bench-build.json'),
    );
  }

  // After every load, so that the installs' disk and CPU work disturbs none of it; the load line is read before them.
  const loadAtEnd = loadAverage();
  let install: { full: InstallSize; production: InstallSize; floor: InstallSize } | undefined;
  let productionStart: ProductionStart | undefined;
  if (!flag('no-install-size')) {
    log('… Installing the dependencies afresh: npm install, npm install --omit=dev, then only the stack');
    install = {
      full: measureInstall(projectRoot, path.join(temp, 'install-full'), { omitDev: false }),
      production: measureInstall(projectRoot, path.join(temp, 'install-production'), { omitDev: true }),
      floor: measureInstall(projectRoot, path.join(temp, 'install-floor'), { omitDev: false, only: STACK_FLOOR }),
    };
    log('… npm start on the production install');
    // A start that fails is a failed row of the table, not the end of the run: every figure above is kept.
    const startedAt = performance.now();
    productionStart = await checkProductionStart({
      installDir: path.join(temp, 'install-production'),
      projectRoot,
      buildDir: path.resolve(projectRoot, buildDir),
      temp,
      faqPath: FAQ_PATH,
    }).catch((error: unknown) => ({
      ok: false,
      startMs: performance.now() - startedAt,
      checks: [`✘ ${(error instanceof Error ? error.message : String(error)).split('\n').slice(0, 2).join(' ')}`],
    }));
  }

  // ——— The table ———
  const lines: Array<Row | Section> = [];
  const { throughput } = budgets;
  const byName = (name: string) => load.find((result) => result.scenario === name)!;
  const figures = (result: LoadResult) => {
    const kinds = Object.entries(result.portal.failed ?? {}).map(([kind, count]) => `${kind}: ${formatNumber(count)}`);
    const errors =
      result.portal.failures > 0 ? ` · ${formatNumber(result.portal.failures)} failed (${kinds.join(', ')})` : '';
    const cpu =
      result.portal.cpuMsPerRequest === undefined ? '' : ` · CPU ${formatCpuMs(result.portal.cpuMsPerRequest)}`;
    return `${formatRate(result.portal.rps)} · p50 ${formatMs(result.portal.p50)} · p99 ${formatMs(result.portal.p99)}${cpu}${errors}${generatorText(result.portal)}`;
  };
  const generatorText = (figures: LoadFigures) =>
    figures.generatorCpuShare === undefined ? '' : ` · generator ${formatPercent(figures.generatorCpuShare)} of a core`;
  const bareText = (result: LoadResult) =>
    result.bareRuns.length === 0
      ? '–'
      : `bare ${formatRate(result.bare.rps)} · p99 ${formatMs(result.bare.p99)}${generatorText(result.bare)}`;
  /** A generator at its limit measured itself, not the server (portal or bare run alike). */
  const saturated = (result: LoadResult) =>
    throughput.generatorMaxCpuShare
      ? [...result.portalRuns, ...result.bareRuns].some(
          (run) => (run.generatorCpuShare ?? 0) > throughput.generatorMaxCpuShare!,
        )
      : false;
  const what = (label: string, result: LoadResult) =>
    result.answer.note ? `${label} (${result.answer.note}!)` : label;
  /** A load with refused or failed requests measured something else: it fails whatever it has as budget. */
  const valid = (result: LoadResult, verdict: Verdict): { verdict: Verdict; over?: string[] } =>
    result.portal.failures > 0 || result.answer.note
      ? { verdict: 'fail', over: ['invalid run'] }
      : saturated(result)
        ? { verdict: 'fail', over: ['load generator saturated'] }
        : { verdict };
  /** The worse of two verdicts. */
  const worse = (...verdicts: Verdict[]): Verdict =>
    verdicts.includes('fail') ? 'fail' : verdicts.includes('pass') ? 'pass' : 'info';

  lines.push({
    section: `Throughput: ${generatorDescription}, ${connections} connections, ${seconds} s × ${runs} (median); CPU = server CPU per request`,
  });
  const prebuilt = byName('prebuilt FAQ');
  const prebuiltShare = ratio(prebuilt.portal.rps, prebuilt.bare.rps);
  lines.push({
    what: what(`prebuilt FAQ page (ad, signed out)`, prebuilt),
    measured: figures(prebuilt),
    baseline: bareText(prebuilt),
    ratio: formatPercent(prebuiltShare),
    budget: throughput.prebuiltMinShareOfBare ? `≥ ${formatPercent(throughput.prebuiltMinShareOfBare)} of bare` : '–',
    ...valid(prebuilt, atLeast(prebuiltShare, throughput.prebuiltMinShareOfBare)),
  });
  // The same page for the visitors who do not get the prebuilt file itself ('s second row): each against the
  // prebuilt file's rate in the same run, and by its p99.
  for (const { name, label } of OTHER_VISITORS) {
    const other = byName(name);
    const share = ratio(other.portal.rps, prebuilt.portal.rps);
    lines.push({
      what: what(`same page, ${label}`, other),
      measured: figures(other),
      baseline: `prebuilt ${formatRate(prebuilt.portal.rps)}; ${bareText(other)} (${formatPercent(ratio(other.portal.rps, other.bare.rps))})`,
      ratio: formatPercent(share),
      budget: throughput.onDemandMinShareOfPrebuilt
        ? `≥ ${formatPercent(throughput.onDemandMinShareOfPrebuilt)} of prebuilt`
        : '–',
      ...valid(other, atLeast(share, throughput.onDemandMinShareOfPrebuilt)),
    });
    lines.push({
      what: `same page, ${label}: p99`,
      measured: formatP99Runs(other.portalRuns),
      baseline: `bare ${formatMs(other.bare.p99)}`,
      budget: throughput.onDemandMaxP99Ms ? `≤ ${throughput.onDemandMaxP99Ms} ms` : '–',
      verdict: atMost(other.portal.p99, throughput.onDemandMaxP99Ms),
    });
  }
  const signedIn = byName('signed-in /account');
  const signedInShare = ratio(signedIn.portal.rps, signedIn.bare.rps);
  lines.push({
    what: what('signed-in page /account (ad), against the bare server', signedIn),
    measured: formatRate(signedIn.portal.rps),
    baseline: bareText(signedIn),
    ratio: formatPercent(signedInShare),
    budget: throughput.signedInMinShareOfBare ? `≥ ${formatPercent(throughput.signedInMinShareOfBare)} of bare` : '–',
    ...valid(signedIn, atLeast(signedInShare, throughput.signedInMinShareOfBare)),
  });
  // Every signed-in screen's HTML beside the prebuilt page of the same run: its rate, p99 and server CPU per request.
  const screenBudget = [
    throughput.signedInMinShareOfPrebuilt
      ? `≥ ${formatPercent(throughput.signedInMinShareOfPrebuilt)} of prebuilt`
      : '',
    throughput.signedInMaxP99Ms ? `p99 ≤ ${throughput.signedInMaxP99Ms} ms` : '',
    throughput.signedInMaxCpuMsPerRequest ? `CPU ≤ ${formatCpuMs(throughput.signedInMaxCpuMsPerRequest)}` : '',
  ].filter(Boolean);
  for (const route of SIGNED_IN_SCREENS) {
    const screen = byName(`signed-in ${route}`);
    const share = ratio(screen.portal.rps, prebuilt.portal.rps);
    const verdict = worse(
      atLeast(share, throughput.signedInMinShareOfPrebuilt),
      atMost(screen.portal.p99, throughput.signedInMaxP99Ms),
      atMost(screen.portal.cpuMsPerRequest, throughput.signedInMaxCpuMsPerRequest),
    );
    lines.push({
      what: what(`signed-in screen ${route} (ad, HTML)`, screen),
      measured: `${figures(screen)}${screen.portalRuns.length > 1 ? ` · p99 runs ${formatP99Runs(screen.portalRuns)}` : ''}`,
      baseline: `prebuilt ${formatRate(prebuilt.portal.rps)}`,
      ratio: formatPercent(share),
      budget: screenBudget.join(' · ') || '–',
      ...valid(screen, verdict),
    });
  }
  const graphql = byName('GraphQL AccountOverview');
  lines.push({
    what: what(`persisted GraphQL read AccountOverview (GET, ${database ? 'PostgreSQL' : 'PGlite'})`, graphql),
    measured: figures(graphql),
    baseline: bareText(graphql),
    ratio: formatPercent(ratio(graphql.portal.rps, graphql.bare.rps)),
    budget: throughput.graphqlMinRps ? `≥ ${formatNumber(throughput.graphqlMinRps)} req/s` : '–',
    ...valid(graphql, atLeast(graphql.portal.rps, throughput.graphqlMinRps)),
  });
  lines.push({
    what: 'persisted GraphQL read: p99',
    measured: formatP99Runs(graphql.portalRuns),
    baseline: `bare ${formatMs(graphql.bare.p99)}`,
    budget: throughput.graphqlMaxP99Ms ? `≤ ${throughput.graphqlMaxP99Ms} ms` : '–',
    verdict: atMost(graphql.portal.p99, throughput.graphqlMaxP99Ms),
  });
  for (const operation of SCREEN_READS) {
    const read = byName(operation === 'AccountOverview' ? 'GraphQL AccountOverview' : `GraphQL ${operation}`);
    lines.push({
      what: what(`persisted GraphQL read ${operation}: server CPU per request`, read),
      measured: figures(read),
      budget: throughput.graphqlMaxCpuMsPerRequest ? `CPU ≤ ${formatCpuMs(throughput.graphqlMaxCpuMsPerRequest)}` : '–',
      ...valid(read, atMost(read.portal.cpuMsPerRequest, throughput.graphqlMaxCpuMsPerRequest)),
    });
  }
  if (twoInstances) {
    const failed = twoInstances.failures > 0 ? ` · ${formatNumber(twoInstances.failures)} failed` : '';
    lines.push({
      what: `persisted GraphQL read on two instances (same database and Redis, ${Math.floor(connections / 2)} connections each)`,
      measured: `${formatRate(twoInstances.rps)} together · p99 ${formatMs(twoInstances.p99)} (the slower)${failed}`,
      baseline: `one instance ${formatRate(graphql.portal.rps)}`,
      ratio: `×${formatNumber(twoInstances.rps / graphql.portal.rps, 2)}`,
      verdict: twoInstances.failures > 0 ? 'fail' : 'info',
      ...(twoInstances.failures > 0 ? { over: ['invalid run'] } : {}),
    });
  } else {
    lines.push({
      what: 'GraphQL read on two instances: skipped (PGlite is one process’s)',
      measured: '–',
      verdict: 'info',
    });
  }

  if (dataScale) {
    const { counts } = dataScale;
    lines.push({
      section: `Data scale: the screens' reads on ${formatNumber(counts.accounts)} accounts (${formatNumber(counts.subscriptions)} subscriptions, ${formatNumber(counts.invoices)} invoices, generated with SQL) against the demo database; time = 1 / rate`,
    });
    for (const read of dataScale.reads) {
      const timeRatio = ratio(read.demo.rps, read.large.rps);
      const saturatedRun = [...read.demoRuns, ...read.largeRuns].some(
        (run) => (run.generatorCpuShare ?? 0) > (throughput.generatorMaxCpuShare ?? Number.POSITIVE_INFINITY),
      );
      const invalid = read.note !== '' || read.large.failures > 0 || read.demo.failures > 0;
      lines.push({
        what: `persisted GraphQL read ${read.operation} on the large database${read.note ? ` (${read.note}!)` : ''}`,
        measured: `${formatRate(read.large.rps)} · p50 ${formatMs(read.large.p50)} · p99 ${formatMs(read.large.p99)}${read.large.cpuMsPerRequest === undefined ? '' : ` · CPU ${formatCpuMs(read.large.cpuMsPerRequest)}`}`,
        baseline: `demo ${formatRate(read.demo.rps)} · p50 ${formatMs(read.demo.p50)}`,
        ratio: timeRatio === undefined ? '–' : `×${formatNumber(timeRatio, 2)}`,
        budget: throughput.dataScaleMaxTimeRatio
          ? `time ≤ ×${formatNumber(throughput.dataScaleMaxTimeRatio, 1)} demo`
          : '–',
        ...(invalid
          ? { verdict: 'fail' as const, over: ['invalid run'] }
          : saturatedRun
            ? { verdict: 'fail' as const, over: ['load generator saturated'] }
            : { verdict: atMost(timeRatio, throughput.dataScaleMaxTimeRatio) }),
      });
    }
  } else {
    lines.push({
      what: `data scale: skipped (${database ? '--no-data-scale' : 'needs PostgreSQL'})`,
      measured: '–',
      verdict: 'info',
    });
  }

  lines.push({ section: `Memory of the portal's server process (${database ? 'PostgreSQL' : 'PGlite'})` });
  const memoryText = (memory: ProcessMemory) =>
    `${formatMiB(memory.rss)} (private ${formatMiB(memory.anon)}, files ${formatMiB(memory.file)})`;
  lines.push({
    what: 'RSS idle, after start',
    measured: memoryText(idle),
    budget: budgets.memory.idleMaxMiB ? `≤ ${formatNumber(budgets.memory.idleMaxMiB)} MiB` : '–',
    verdict: atMost(idle.rss / 1024 / 1024, budgets.memory.idleMaxMiB),
  });
  lines.push({
    what: 'RSS after the load',
    measured: memoryText(afterLoad),
    baseline: `idle ${formatMiB(idle.rss)}`,
    ratio: `×${formatNumber(afterLoad.rss / idle.rss, 2)}`,
    budget: budgets.memory.afterLoadMaxMiB ? `≤ ${formatNumber(budgets.memory.afterLoadMaxMiB)} MiB` : '–',
    verdict: atMost(afterLoad.rss / 1024 / 1024, budgets.memory.afterLoadMaxMiB),
  });

  lines.push({ section: 'Lighthouse, mobile (simulated mid-range phone on slow 4G), scores 0–100' });
  if (lighthouseTargets.length === 0) lines.push({ what: 'skipped (--no-lighthouse)', measured: '–', verdict: 'info' });
  lighthouseTargets.forEach(({ brand, route, signedIn, lands }, index) => {
    const result = summarizeRuns(lighthouse[index]!);
    // A run that ended on another page (a signed-in page sent to the sign-in form) measured that page, not this one.
    const elsewhere = result.finalUrls.map((url) => new URL(url)).find((final) => !lands(final));
    const each = (values: number[], format: (value: number) => string) =>
      values.length > 1 ? ` (runs ${values.map(format).join(' · ')})` : '';
    lines.push({
      what: `${brand} ${route} ${signedIn ? 'signed in' : 'signed out'}`,
      measured: `performance ${formatNumber(result.performance)}${each(result.performanceRuns, (score) => String(score))} · accessibility ${formatNumber(result.accessibility)} · LCP ${formatMs(result.lcpMs)} · CLS ${formatNumber(result.cumulativeLayoutShift, 3)} · TBT ${formatMs(result.tbtMs)}${each(result.tbtRunsMs, (ms) => formatMs(ms).replace(' ms', ''))}${elsewhere ? ` (ended at ${elsewhere.host}${elsewhere.pathname})` : ''}`,
      budget: budgets.lighthouse.minPerformance
        ? `performance ≥ ${budgets.lighthouse.minPerformance}${lighthouseRuns > 1 ? ` (median of ${lighthouseRuns})` : ''}`
        : '–',
      ...(elsewhere
        ? { verdict: 'fail' as const, over: ['invalid run'] }
        : { verdict: atLeast(result.performance, budgets.lighthouse.minPerformance) }),
    });
  });

  if (pages.length === 0)
    lines.push({ section: 'Page weight' }, { what: 'skipped (--no-page-weight)', measured: '–', verdict: 'info' });
  else lines.push(...pageWeightRows(pages, port));

  lines.push({ section: 'Start (npm start --no-build) and builds (npm run bench:build)' });
  lines.push({
    what: 'first start: migrate, seed, prebuild every brand (in a child process), listen',
    measured: formatSeconds(startMs),
    verdict: 'info',
  });
  lines.push({
    what: `start again, build and published content unchanged${restartSkippedPrebuild ? '' : ' (it prebuilt again!)'}`,
    measured: formatSeconds(restartMs),
    baseline: `first start ${formatSeconds(startMs)}`,
    budget: budgets.build.unchangedStartMaxSeconds
      ? `≤ ${formatNumber(budgets.build.unchangedStartMaxSeconds)} s`
      : '–',
    ...(restartSkippedPrebuild
      ? { verdict: atMost(restartMs / 1000, budgets.build.unchangedStartMaxSeconds) }
      : { verdict: 'fail' as const, over: ['prebuilt again'] }),
  });
  if (build) {
    lines.push({
      what: `full prebuild, ${build.brands} brands (without astro build)`,
      measured: `${formatSeconds(build.fullMs)} (${formatNumber(build.fullPages)} pages)`,
      verdict: 'info',
    });
    lines.push({
      what: `one-brand rebuild (${build.brand}, median of ${build.runsMs.length}, in process)`,
      measured: formatSeconds(build.oneBrandMs),
      baseline: `full ${formatSeconds(build.fullMs)}`,
      ratio: `${formatPercent(build.ratio)} (1/${formatNumber(1 / build.ratio, 1)})`,
      budget: budgets.build.oneBrandMaxShareOfFull
        ? `< ${formatPercent(budgets.build.oneBrandMaxShareOfFull)} of full`
        : '–',
      verdict: below(build.ratio, budgets.build.oneBrandMaxShareOfFull),
    });
    lines.push({
      what: `npm run rebuild -- --brand ${build.brand} (subprocess)`,
      measured: formatSeconds(build.cliMs),
      baseline: `full ${formatSeconds(build.fullMs)}`,
      ratio: formatPercent(build.cliMs / build.fullMs),
      verdict: 'info',
    });
  } else {
    lines.push({ what: 'skipped (--skip-build-bench)', measured: '–', verdict: 'info' });
  }

  lines.push({ section: 'Install: node_modules of a fresh install (as du counts; largest packages in MiB)' });
  if (install) {
    const mib = (bytes: number) => bytes / 1024 / 1024;
    const largest = (size: InstallSize) =>
      size.packages
        .slice(0, 6)
        .map((entry) => `${entry.name} ${formatNumber(mib(entry.bytes))}`)
        .join(', ');
    const mb = (bytes: number) => bytes / 1_000_000;
    const productionBudget = budgets.install.productionMaxMB;
    lines.push({
      what: `npm install (${formatNumber(install.full.packages.length)} packages)`,
      measured: `${formatNumber(mib(install.full.bytes))} MiB: ${largest(install.full)}`,
      // Everything: build, tests, the bench. Reported, not budgeted.
      verdict: 'info',
    });
    // The Node 24 that every npm script runs on (README, "Start"): what the rest of the install comes to without it.
    const node = install.full.packages.find((entry) => entry.name === 'node');
    if (node) {
      lines.push({
        what: 'the same install without node@24 (the Node 24 the npm scripts run on)',
        measured: `${formatNumber(mib(install.full.bytes - node.bytes))} MiB`,
        baseline: `node@24 ${formatNumber(mib(node.bytes))} MiB`,
        verdict: 'info',
      });
    }
    // How much of the full install the packages no install can do without take (install-size.ts, STACK_FLOOR).
    const floorMiB = mib(install.floor.bytes);
    lines.push({
      what: `only the chosen stack and the packages the bench needs (${STACK_FLOOR.length} direct dependencies)`,
      measured: `${formatNumber(floorMiB)} MiB: ${largest(install.floor)}`,
      baseline: `full ${formatNumber(mib(install.full.bytes))} MiB`,
      ratio: formatPercent(install.floor.bytes / install.full.bytes),
      verdict: 'info',
    });
    lines.push({
      what: `npm install --omit=dev (${formatNumber(install.production.packages.length)} packages)`,
      measured: `${formatNumber(mb(install.production.bytes))} MB (${formatNumber(mib(install.production.bytes))} MiB): ${largest(install.production)}`,
      baseline: `full ${formatNumber(mib(install.full.bytes))} MiB`,
      ratio: formatPercent(install.production.bytes / install.full.bytes),
      budget: productionBudget ? `≤ ${formatNumber(productionBudget)} MB` : '–',
      verdict: atMost(mb(install.production.bytes), productionBudget),
    });
    if (productionStart) {
      lines.push({
        what: 'npm start on that install (the bench build, embedded defaults, NODE_ENV=production)',
        measured: `answering after ${formatSeconds(productionStart.startMs)}: ${productionStart.checks.join(' · ')}`,
        budget: 'starts and answers',
        verdict: productionStart.ok ? 'pass' : 'fail',
      });
    }
  } else {
    lines.push({ what: 'skipped (--no-install-size)', measured: '–', verdict: 'info' });
  }

  const setup = [
    `portal: ${portalStartCommand().join(' ')} --no-build, NODE_ENV=production, BUILD_BRANCH unset (test environment: demo accounts seeded)`,
    `${database ? 'PostgreSQL (throwaway database)' : 'PGlite'}, rate limits in ${redis ? 'Redis' : database ? 'PostgreSQL and memory' : 'PGlite and memory'}, GRAPHQL_RATE_LIMIT raised`,
    `started and prebuilt in ${formatSeconds(startMs)}`,
  ].join(' · ');
  log('');
  log(
    `Machine: ${os.cpus().length} cores; load average (1 / 5 / 15 min) ${loadAtStart} at start, ${loadAtEnd} after the load`,
  );
  log(`Setup: ${setup}`);
  log('');
  log(formatTable(lines));
  log('');
  log(summary(lines));
  if (failures(lines).length > 0) exitCode = 1;

  if (jsonFile) {
    await writeFile(
      jsonFile,
      JSON.stringify(
        {
          machine: { cores: os.cpus().length, loadAtStart, loadAtEnd },
          setup: {
            database: database ? 'PostgreSQL' : 'PGlite',
            redis,
            seconds,
            runs,
            lighthouseRuns,
            connections,
            startMs,
          },
          load,
          twoInstances,
          dataScale,
          memory: { idle, afterLoad },
          pages,
          compression: compressedAnswers(pages),
          build,
          install,
          rows: lines,
          passed: exitCode === 0,
        },
        null,
        2,
      ),
    );
    log(`Results written to ${jsonFile}`);
  }
} catch (error) {
  console.error(`✘ ${(error as Error).stack ?? String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
