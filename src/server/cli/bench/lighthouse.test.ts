/** How `npm run bench` reads several Lighthouse runs of one page. */
import { describe, expect, it } from 'vitest';
import { summarizeRuns, type LighthouseResult } from './lighthouse';

const run = (performance: number, tbtMs: number, finalUrl = 'http://ad.localhost:4321/abonnementen') =>
  ({
    performance,
    accessibility: 100,
    lcpMs: 1700 + performance,
    cumulativeLayoutShift: 0,
    tbtMs,
    finalUrl,
  }) satisfies LighthouseResult;

describe('Lighthouse runs of one page', () => {
  it('judges the median of the runs, so one run on a busy minute neither fails nor passes a page alone', () => {
    const summary = summarizeRuns([run(94, 280), run(99, 49), run(98, 109)]);
    expect(summary.performance).toBe(98);
    expect(summary.tbtMs).toBe(109);
    expect(summary.lcpMs).toBe(1798);
    // Two slow runs of three fail the page.
    expect(summarizeRuns([run(99, 20), run(93, 300), run(94, 280)]).performance).toBe(94);
  });

  it('keeps every run’s score, Total Blocking Time and final URL in the order they ran', () => {
    const summary = summarizeRuns([run(94, 280), run(99, 49, 'http://account.localhost:4321/inloggen'), run(98, 109)]);
    expect(summary.performanceRuns).toEqual([94, 99, 98]);
    expect(summary.tbtRunsMs).toEqual([280, 49, 109]);
    expect(summary.finalUrls[1]).toBe('http://account.localhost:4321/inloggen');
  });

  it('reports the lowest accessibility score of the runs, since a finding in one run is a finding', () => {
    const summary = summarizeRuns([run(99, 20), { ...run(98, 30), accessibility: 92 }, run(97, 40)]);
    expect(summary.accessibility).toBe(92);
  });

  it('is the run itself when there is one', () => {
    const summary = summarizeRuns([run(96, 60)]);
    expect(summary).toMatchObject({ performance: 96, tbtMs: 60, performanceRuns: [96], tbtRunsMs: [60] });
  });
});
