/**
 * Lighthouse in `npm run bench` (mobile score ≥ 95 on every route, signed in and out). Lighthouse is not a
 * dependency of the portal (176 MB with what it brings): the bench installs it once, on first use, into a folder of
 * its own outside the project (`~/.cache/mijn-omgeving-bench/lighthouse-13`), from the same npm registry, and runs it
 * on Debian's Chromium with Lighthouse's default mobile settings (a mid-range phone, simulated slow 4G).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumLaunchOptions } from '../../../../.config/chromium';
import { median } from './stats';

export const LIGHTHOUSE_VERSION = '13';
const HOME = path.join(os.homedir(), '.cache', 'mijn-omgeving-bench', `lighthouse-${LIGHTHOUSE_VERSION}`);

/** One Lighthouse run: category scores 0–100 and the metrics behind the performance score. */
export interface LighthouseResult {
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint, ms (simulated). */
  lcpMs: number;
  cumulativeLayoutShift: number;
  /** Total Blocking Time, ms (simulated). */
  tbtMs: number;
  /** The URL of the page Lighthouse measured, after redirects: a signed-in page that went to the sign-in form is no figure. */
  finalUrl: string;
}

/**
 * A page's runs as the table shows them and the budget judges them: each timing figure the median of the runs
 * (Lighthouse's variability guide: one run's score swings with what else the machine does; the median of several is
 * the figure to judge), with every run's performance score and Total Blocking Time, and every run's final URL, in the
 * order they ran. Accessibility is the lowest of the runs: it does not swing with the machine's load, so a finding in
 * any run is a finding.
 */
export interface LighthouseSummary extends Omit<LighthouseResult, 'finalUrl'> {
  performanceRuns: number[];
  tbtRunsMs: number[];
  finalUrls: string[];
}

/** The summary of one page's runs (see {@link LighthouseSummary}). */
export function summarizeRuns(runs: readonly LighthouseResult[]): LighthouseSummary {
  const of = (figure: (run: LighthouseResult) => number) => median(runs.map(figure));
  return {
    performance: of((run) => run.performance),
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
    lcpMs: of((run) => run.lcpMs),
    cumulativeLayoutShift: of((run) => run.cumulativeLayoutShift),
    tbtMs: of((run) => run.tbtMs),
    performanceRuns: runs.map((run) => run.performance),
    tbtRunsMs: runs.map((run) => run.tbtMs),
    finalUrls: runs.map((run) => run.finalUrl),
  };
}

type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<
  | {
      lhr: {
        categories: Record<string, { score: number | null }>;
        audits: Record<string, { numericValue?: number }>;
        finalDisplayedUrl?: string;
      };
    }
  | undefined
>;

interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    envVars?: NodeJS.ProcessEnv;
  }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

/** Lighthouse and chrome-launcher from the bench's own folder, installed there first when missing. */
async function load(log: (line: string) => void): Promise<{ lighthouse: LighthouseRun; launcher: ChromeLauncher }> {
  const entry = path.join(HOME, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(entry)) {
    log(`… Installing Lighthouse ${LIGHTHOUSE_VERSION} for the bench into ${HOME} (once)`);
    const install = spawnSync(
      'npm',
      ['install', '--prefix', HOME, '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (install.status !== 0) throw new Error(`Installing Lighthouse failed (${install.status})`);
  }
  const lighthouse = ((await import(pathToFileURL(entry).href)) as { default: LighthouseRun }).default;
  const launcher = (await import(
    pathToFileURL(path.join(HOME, 'node_modules/chrome-launcher/dist/index.js')).href
  )) as ChromeLauncher;
  return { lighthouse, launcher };
}

export interface LighthouseTarget {
  url: string;
  /** The `Cookie` header for a signed-in run. */
  cookie?: string;
}

/**
 * Runs Lighthouse (mobile, performance and accessibility) on each target `runs` times, in rounds (every target once,
 * then every target again), so that a minute of a busy machine does not fall on all the runs of one page; answers
 * each target's runs in the order they ran. Each run has a Chromium of its own. One Chromium for all kept the cookies
 * the pages set (the silent check's marker, consent) from one run to the next, and then sent those instead of the
 * signed-in `Cookie` header: every signed-in page after the first measured the account host's sign-in form (the
 * bench now says so, by the final URL).
 */
export async function runLighthouse(
  targets: readonly LighthouseTarget[],
  log: (line: string) => void,
  runs = 1,
): Promise<LighthouseResult[][]> {
  const results: LighthouseResult[][] = targets.map(() => []);
  // `--no-lighthouse`: nothing to install or run.
  if (targets.length === 0) return results;
  const { lighthouse, launcher } = await load(log);
  for (let round = 1; round <= runs; round++) {
    if (runs > 1) log(`… Lighthouse round ${round}/${runs}`);
    for (const [index, target] of targets.entries()) {
      results[index]!.push(await runOnce(lighthouse, launcher, target));
    }
  }
  return results;
}

async function runOnce(
  lighthouse: LighthouseRun,
  launcher: ChromeLauncher,
  target: LighthouseTarget,
): Promise<LighthouseResult> {
  // chrome-launcher ends Chromium with SIGKILL, so Chromium never removes the folder it makes for its singleton
  // socket (`org.chromium.Chromium.*`): one was left in the system's temporary folder per run, 120 per full bench.
  // Its TMPDIR is a folder of the run's own, removed after it.
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mo-bench-chromium-'));
  const chrome = await launcher
    .launch({
      chromePath: chromiumLaunchOptions.executablePath ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', ...(chromiumLaunchOptions.args ?? [])],
      envVars: { ...process.env, TMPDIR: tmp },
    })
    .catch(async (error: unknown) => {
      await rm(tmp, { recursive: true, force: true });
      throw error;
    });
  try {
    const run = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${target.url}`);
    const { categories, audits } = run.lhr;
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      finalUrl: run.lhr.finalDisplayedUrl ?? target.url,
    };
  } finally {
    await chrome.kill();
    await rm(tmp, { recursive: true, force: true });
  }
}
