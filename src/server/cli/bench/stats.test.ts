/** The arithmetic of `npm run bench` — medians, ratios and how figures are written. */
import { describe, expect, it } from 'vitest';
import {
  formatKB,
  formatMiB,
  formatMs,
  formatP99Runs,
  formatPercent,
  formatRate,
  formatSeconds,
  median,
  medianFigures,
  formatCpuMs,
  ratio,
} from './stats';

describe('bench arithmetic', () => {
  it('takes the middle value, or the mean of the middle two, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('takes the median of each figure on its own and adds up the failures of every run', () => {
    const figures = medianFigures([
      { rps: 100, p50: 10, p99: 90, failures: 0 },
      { rps: 300, p50: 30, p99: 20, failures: 2, failed: { '503': 1, timeouts: 1 } },
      { rps: 200, p50: 20, p99: 50, failures: 1, failed: { '503': 1 } },
    ]);
    expect(figures).toEqual({ rps: 200, p50: 20, p99: 50, failures: 3, failed: { '503': 2, timeouts: 1 } });
  });

  it('takes the median CPU per request and generator share over the runs that measured them', () => {
    const figures = medianFigures([
      { rps: 100, p50: 10, p99: 90, failures: 0, cpuMsPerRequest: 2, generatorCpuShare: 0.5 },
      { rps: 300, p50: 30, p99: 20, failures: 0, cpuMsPerRequest: 1, generatorCpuShare: 0.95 },
      { rps: 200, p50: 20, p99: 50, failures: 0 },
    ]);
    expect(figures.cpuMsPerRequest).toBe(1.5);
    expect(figures.generatorCpuShare).toBeCloseTo(0.725);
    expect(medianFigures([{ rps: 1, p50: 1, p99: 1, failures: 0 }])).not.toHaveProperty('cpuMsPerRequest');
    expect(formatCpuMs(0.854)).toBe('0.85 ms/req');
  });

  it('divides by the baseline, and gives no ratio without a usable baseline', () => {
    expect(ratio(1_500, 30_000)).toBeCloseTo(0.05);
    expect(ratio(20, 0)).toBeUndefined();
    expect(ratio(undefined, 10)).toBeUndefined();
    expect(ratio(10, undefined)).toBeUndefined();
    expect(ratio(Number.NaN, 10)).toBeUndefined();
  });

  it('writes rates, times, shares and sizes the way the table shows them', () => {
    expect(formatRate(12_345.6)).toBe('12,346 req/s');
    expect(formatRate(14.26)).toBe('14.3 req/s');
    expect(formatMs(4.26)).toBe('4.3 ms');
    expect(formatMs(1_234.5)).toBe('1,235 ms');
    expect(formatSeconds(45_120)).toBe('45.12 s');
    expect(formatPercent(0.041)).toBe('4.1 %');
    expect(formatPercent(0.5)).toBe('50 %');
    expect(formatPercent(undefined)).toBe('–');
    expect(formatKB(121_400)).toBe('121.4 kB');
    expect(formatMiB(1_050 * 1024 * 1024)).toBe('1,050 MiB');
  });

  it('writes a median p99 with every run beside it, in the order they ran', () => {
    const run = (p99: number) => ({ rps: 1_000, p50: 10, p99, failures: 0 });
    expect(formatP99Runs([run(59), run(107), run(113)])).toBe('107 ms (runs 59 · 107 · 113 ms)');
    expect(formatP99Runs([run(8.25), run(12)])).toBe('10 ms (runs 8.3 · 12 ms)');
    expect(formatP99Runs([run(42)])).toBe('42 ms');
  });
});
