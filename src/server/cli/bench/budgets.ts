/**
 * The budgets `npm run bench` checks, read from the committed `.config/bench-budgets.json`, and the checks
 * themselves. A budget of `null` (or one left out) is measured and reported but never fails the run. Pure apart
 * from reading the file, so it is unit-tested beside this file.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A limit, or null: report only. */
const limit = z.number().positive().nullable().optional();

/** The page-weight budget of one page load; kB are 1,000 bytes transferred (headers and body as sent). */
const pageBudgetSchema = z
  .object({
    jsKB: limit,
    jsFiles: limit,
    cssKB: limit,
    htmlKB: limit,
    requests: limit,
  })
  .strict();

export type PageBudget = z.infer<typeof pageBudgetSchema>;

const budgetsSchema = z
  .object({
    $comment: z.union([z.string(), z.array(z.string())]).optional(),
    throughput: z
      .object({
        /** Prebuilt FAQ page: requests per second as a share of the bare Node server answering the same bytes. */
        prebuiltMinShareOfBare: limit,
        /** The same page rendered on demand: requests per second as a share of the prebuilt page's. */
        onDemandMinShareOfPrebuilt: limit,
        onDemandMaxP99Ms: limit,
        /** A signed-in page (the account overview): requests per second as a share of the bare server's. */
        signedInMinShareOfBare: limit,
        /** Every signed-in screen's HTML: its rate as a share of the prebuilt page's, its p99, its server CPU. */
        signedInMinShareOfPrebuilt: limit,
        signedInMaxP99Ms: limit,
        signedInMaxCpuMsPerRequest: limit,
        /** The persisted GraphQL read of the account overview. */
        graphqlMinRps: limit,
        graphqlMaxP99Ms: limit,
        /** Every persisted GraphQL read of the signed-in screens: the server's CPU per request. */
        graphqlMaxCpuMsPerRequest: limit,
        /** A load generator using more of one core than this was the bottleneck: its run does not count. */
        generatorMaxCpuShare: limit,
        /**
         * The data-scale row: each screen's read on the generated large database may take at most this many times the
         * demo database's time per request (its rate's inverse, same load, runs in alternation).
         */
        dataScaleMaxTimeRatio: limit,
      })
      .strict(),
    memory: z
      .object({
        /** Resident memory of the portal's server process after start, before any load. */
        idleMaxMiB: limit,
        afterLoadMaxMiB: limit,
      })
      .strict(),
    lighthouse: z
      .object({
        /** Lighthouse's mobile performance score (0–100) of every page it runs on. */
        minPerformance: limit,
      })
      .strict(),
    compression: z
      .object({
        /** Share of text responses (HTML, CSS, JavaScript, JSON, SVG, …) of at least `fromBytes` sent compressed. */
        minShareCompressed: limit,
        fromBytes: z.number().int().min(0),
      })
      .strict(),
    build: z
      .object({
        /** The one-brand rebuild as a share of the full prebuild (npm run bench:build). */
        oneBrandMaxShareOfFull: limit,
        /** Seconds from `npm start --no-build` to the first answer when nothing changed since the last prebuild. */
        unchangedStartMaxSeconds: limit,
      })
      .strict(),
    install: z
      .object({
        /**
         * Disk usage of `node_modules` after `npm install --omit=dev` (what a production host installs to run
         * `npm start`), in MB of 1,000,000 bytes. The full install (build, tests, the bench) is reported, not budgeted.
         */
        productionMaxMB: limit,
      })
      .strict(),
    pageWeight: z
      .object({
        /** Every page load that has no budget of its own below. */
        default: pageBudgetSchema,
        /** Per route path (the route table of the area manifests): overrides the default field by field. */
        routes: z.record(z.string().startsWith('/'), pageBudgetSchema),
      })
      .strict(),
  })
  .strict();

export type Budgets = z.infer<typeof budgetsSchema>;

/** Parses budgets, throwing a readable error naming every bad field. */
export function parseBudgets(value: unknown, source = 'budgets'): Budgets {
  const parsed = budgetsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid ${source}:\n${lines.join('\n')}`);
}

export function loadBudgets(file: string): Budgets {
  return parseBudgets(JSON.parse(readFileSync(file, 'utf8')), file);
}

/** pass / fail against a budget, or info when there is none. */
export type Verdict = 'pass' | 'fail' | 'info';

/** At least `min`; no figure (not measured) fails a budget. */
export function atLeast(measured: number | undefined, min: number | null | undefined): Verdict {
  if (min === null || min === undefined) return 'info';
  return measured !== undefined && Number.isFinite(measured) && measured >= min ? 'pass' : 'fail';
}

/** At most `max`; no figure (not measured) fails a budget. */
export function atMost(measured: number | undefined, max: number | null | undefined): Verdict {
  if (max === null || max === undefined) return 'info';
  return measured !== undefined && Number.isFinite(measured) && measured <= max ? 'pass' : 'fail';
}

/** Under `max`, strictly (a one-brand rebuild under a tenth of the full build). */
export function below(measured: number | undefined, max: number | null | undefined): Verdict {
  if (max === null || max === undefined) return 'info';
  return measured !== undefined && Number.isFinite(measured) && measured < max ? 'pass' : 'fail';
}

/** The budget of one route: the default with the route's own fields over it. */
export function pageBudgetFor(budgets: Budgets, path: string): PageBudget {
  const own = budgets.pageWeight.routes[path] ?? {};
  const merged: PageBudget = { ...budgets.pageWeight.default };
  for (const [key, value] of Object.entries(own) as Array<[keyof PageBudget, number | null | undefined]>) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** What one page load transferred, in bytes (headers and body as sent) per kind, and how many requests it made. */
export interface PageWeight {
  js: number;
  jsFiles: number;
  css: number;
  html: number;
  /** The page's HTML decoded (as large as it is before compression); reported, the budget is on `html`. */
  htmlRaw?: number;
  /** Fonts, images, data (fetch/XHR) and everything else. */
  other: number;
  requests: number;
}

/** The checks of one page load: its verdict and the names of the figures over budget. */
export function checkPageWeight(weight: PageWeight, budget: PageBudget): { verdict: Verdict; over: string[] } {
  const checks: Array<[string, number, number | null | undefined]> = [
    ['JS', weight.js / 1000, budget.jsKB],
    ['JS files', weight.jsFiles, budget.jsFiles],
    ['CSS', weight.css / 1000, budget.cssKB],
    ['HTML', weight.html / 1000, budget.htmlKB],
    ['requests', weight.requests, budget.requests],
  ];
  const verdicts = checks.map(([name, measured, max]) => ({ name, verdict: atMost(measured, max) }));
  const over = verdicts.filter((check) => check.verdict === 'fail').map((check) => check.name);
  if (over.length > 0) return { verdict: 'fail', over };
  return { verdict: verdicts.some((check) => check.verdict === 'pass') ? 'pass' : 'info', over };
}

/** A page budget in words for the table: `JS ≤ 100 kB/10 files · CSS ≤ 50 kB · HTML ≤ 60 kB · ≤ 30 req`. */
export function describePageBudget(budget: PageBudget): string {
  const parts: string[] = [];
  const js = [budget.jsKB ? `${budget.jsKB} kB` : '', budget.jsFiles ? `${budget.jsFiles} files` : '']
    .filter(Boolean)
    .join('/');
  if (js) parts.push(`JS ≤ ${js}`);
  if (budget.cssKB) parts.push(`CSS ≤ ${budget.cssKB} kB`);
  if (budget.htmlKB) parts.push(`HTML ≤ ${budget.htmlKB} kB`);
  if (budget.requests) parts.push(`≤ ${budget.requests} req`);
  return parts.length > 0 ? parts.join(' · ') : '–';
}
