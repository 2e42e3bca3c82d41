/**
 * The arithmetic of `npm run bench` (src/server/cli/bench.ts): medians over repetitions, ratios to a baseline and
 * the way figures are written in its table. Pure, so it is unit-tested beside this file.
 */

/** The median of the values (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `measured / baseline`, or undefined when either is missing or the baseline is not a positive number. */
export function ratio(measured: number | undefined, baseline: number | undefined): number | undefined {
  if (measured === undefined || baseline === undefined) return undefined;
  if (!Number.isFinite(measured) || !Number.isFinite(baseline) || baseline <= 0) return undefined;
  return measured / baseline;
}

/** One load run as the table uses it: requests per second and latency percentiles in milliseconds. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx and 3xx, and connection errors and timeouts: a run with any does not count. */
  failures: number;
  /** The failures by kind: the status (`503`), `errors` or `timeouts`. */
  failed?: Readonly<Record<string, number>>;
  /** The server process's CPU time over the run ÷ its answers, in milliseconds (when its process was known). */
  cpuMsPerRequest?: number | undefined;
  /** The busiest load generator's CPU time ÷ the run's wall time: 1 is a whole core, the generator's limit. */
  generatorCpuShare?: number | undefined;
}

/** The median of every figure over repetitions (each figure on its own, as benchmarks usually report). */
export function medianFigures(runs: readonly LoadFigures[]): LoadFigures {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    failed: addUp(runs.map((run) => run.failed ?? {})),
    ...optionalMedian('cpuMsPerRequest', runs),
    ...optionalMedian('generatorCpuShare', runs),
  };
}

/** `{ [field]: median }` over the runs that measured the field; nothing when none did. */
function optionalMedian(
  field: 'cpuMsPerRequest' | 'generatorCpuShare',
  runs: readonly LoadFigures[],
): Partial<LoadFigures> {
  const values = runs.map((run) => run[field]).filter((value): value is number => value !== undefined);
  return values.length > 0 ? { [field]: median(values) } : {};
}

/** Adds up counts by name. */
export function addUp(counts: ReadonlyArray<Readonly<Record<string, number>>>): Record<string, number> {
  const total: Record<string, number> = {};
  for (const count of counts)
    for (const [name, value] of Object.entries(count)) total[name] = (total[name] ?? 0) + value;
  return total;
}

/** Thousands with a comma (1,234); `digits` decimals. */
export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Requests per second: whole numbers, one decimal under 100. */
export function formatRate(rps: number): string {
  return `${formatNumber(rps, rps < 100 ? 1 : 0)} req/s`;
}

/** Milliseconds: one decimal under 10 ms, whole ones above. */
export function formatMs(ms: number): string {
  return `${formatNumber(ms, ms < 10 ? 1 : 0)} ms`;
}

/** CPU milliseconds per request, two decimals ("0.85 ms/req"). */
export function formatCpuMs(ms: number): string {
  return `${formatNumber(ms, 2)} ms/req`;
}

/**
 * A median p99 with each run's p99 in the order they ran ("107 ms (runs 59 · 107 · 113 ms)"), so that a reader sees
 * how far apart the runs were; a single run is its figure alone.
 */
export function formatP99Runs(runs: readonly LoadFigures[]): string {
  const p99 = formatMs(median(runs.map((run) => run.p99)));
  if (runs.length < 2) return p99;
  return `${p99} (runs ${runs.map((run) => formatMs(run.p99).replace(' ms', '')).join(' · ')} ms)`;
}

/** Seconds with two decimals. */
export function formatSeconds(ms: number): string {
  return `${formatNumber(ms / 1000, 2)} s`;
}

/** A ratio as a percentage: one decimal under 10 %, whole ones above. */
export function formatPercent(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  const percent = value * 100;
  return `${formatNumber(percent, percent < 10 ? 1 : 0)} %`;
}

/** Bytes in kB of 1,000 bytes (as browsers' developer tools count), one decimal. */
export function formatKB(bytes: number): string {
  return `${formatNumber(bytes / 1000, 1)} kB`;
}

/** Bytes in MiB, whole. */
export function formatMiB(bytes: number): string {
  return `${formatNumber(bytes / 1024 / 1024)} MiB`;
}
