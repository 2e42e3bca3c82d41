/** The one table `npm run bench` prints, and its closing line. */
import { describe, expect, it } from 'vitest';
import { failures, formatTable, summary, type Row, type Section } from './table';

const lines: Array<Row | Section> = [
  { section: 'Throughput' },
  {
    what: 'prebuilt FAQ page',
    measured: '1,200 req/s',
    baseline: 'bare 30,000 req/s',
    ratio: '4.0 %',
    budget: '≥ 50 % of bare',
    verdict: 'fail',
  },
  { what: 'RSS after the load', measured: '1,100 MiB', verdict: 'info' },
  {
    what: 'ad /account signed in',
    measured: 'JS 121 kB',
    budget: 'JS ≤ 100 kB',
    verdict: 'fail',
    over: ['JS', 'HTML'],
  },
  { what: 'one-brand rebuild', measured: '1.20 s', budget: '< 10 % of full', verdict: 'pass' },
];

describe('the bench table', () => {
  const table = formatTable(lines).split('\n');

  it('is a Markdown table: a header, a rule and one line per row, every line as wide as the others', () => {
    expect(table[0]).toMatch(/^\| what +\| measured +\| baseline +\| ratio +\| budget +\| +\|$/);
    expect(table[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \| -+ \| -+ \|$/);
    expect(table).toHaveLength(2 + lines.length);
    const widths = new Set(table.map((line) => [...line].length));
    expect(widths.size).toBe(1);
  });

  it('marks what holds, what fails (naming the figures over budget) and leaves reported figures unmarked', () => {
    expect(table[3]).toContain('| ✘');
    expect(table[4]!.trimEnd()).toMatch(/\| +\|$/);
    expect(table[5]).toContain('✘ JS, HTML');
    expect(table[6]).toContain('✔');
    expect(table[2]).toContain('**Throughput**');
  });

  it('escapes a pipe inside a cell', () => {
    expect(formatTable([{ what: 'a | b', measured: '1', verdict: 'info' }])).toContain('a \\| b');
  });

  it('ends with how many budgets were exceeded, naming them, or that every budget holds', () => {
    expect(failures(lines).map((row) => row.what)).toEqual(['prebuilt FAQ page', 'ad /account signed in']);
    expect(summary(lines)).toBe('✘ 2 of 3 budgets exceeded: prebuilt FAQ page; ad /account signed in');
    expect(summary(lines.filter((line) => 'section' in line || line.verdict !== 'fail'))).toBe('✔ 1 of 1 budgets hold');
  });
});
