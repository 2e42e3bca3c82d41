/** The budgets `npm run bench` checks, and the committed budget file itself. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  below,
  checkPageWeight,
  describePageBudget,
  loadBudgets,
  pageBudgetFor,
  parseBudgets,
  type Budgets,
  type PageWeight,
} from './budgets';

const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.config/bench-budgets.json');

const budgets: Budgets = parseBudgets({
  throughput: {
    prebuiltMinShareOfBare: 0.5,
    onDemandMinShareOfPrebuilt: 0.25,
    onDemandMaxP99Ms: 150,
    signedInMinShareOfBare: null,
    graphqlMinRps: 1500,
    graphqlMaxP99Ms: 60,
  },
  memory: { idleMaxMiB: 350, afterLoadMaxMiB: null },
  lighthouse: { minPerformance: 95 },
  compression: { minShareCompressed: 1, fromBytes: 1024 },
  build: { oneBrandMaxShareOfFull: 0.1, unchangedStartMaxSeconds: 5 },
  install: { productionMaxMB: 400 },
  pageWeight: {
    default: { jsKB: 100, jsFiles: 10, cssKB: 50, htmlKB: 60, requests: 30 },
    routes: { '/account/sessies': { htmlKB: 40, requests: null } },
  },
});

const weight = (overrides: Partial<PageWeight> = {}): PageWeight => ({
  js: 80_000,
  jsFiles: 8,
  css: 20_000,
  html: 30_000,
  other: 5_000,
  requests: 20,
  ...overrides,
});

describe('bench budgets', () => {
  it('holds the targets in the committed file', () => {
    const file = loadBudgets(committed);
    expect(file.throughput.prebuiltMinShareOfBare).toBe(0.5);
    expect(file.throughput.onDemandMinShareOfPrebuilt).toBe(0.25);
    expect(file.throughput.onDemandMaxP99Ms).toBe(150);
    expect(file.throughput.graphqlMinRps).toBe(1500);
    expect(file.throughput.graphqlMaxP99Ms).toBe(60);
    expect(file.throughput.signedInMinShareOfPrebuilt).toBe(0.25);
    expect(file.throughput.signedInMaxP99Ms).toBe(150);
    expect(file.throughput.signedInMaxCpuMsPerRequest).toBe(1.5);
    expect(file.throughput.graphqlMaxCpuMsPerRequest).toBe(1.5);
    expect(file.throughput.generatorMaxCpuShare).toBe(0.9);
    expect(file.memory.idleMaxMiB).toBe(350);
    expect(file.compression.minShareCompressed).toBe(1);
    expect(file.build.oneBrandMaxShareOfFull).toBe(0.1);
    expect(file.build.unchangedStartMaxSeconds).toBe(5);
    expect(file.lighthouse.minPerformance).toBe(95);
    expect(pageBudgetFor(file, '/account/sessies').htmlKB).toBeLessThanOrEqual(60);
    for (const heaviest of ['/account', '/myaccount']) {
      expect(pageBudgetFor(file, heaviest).jsKB).toBeLessThanOrEqual(100);
      expect(pageBudgetFor(file, heaviest).jsFiles).toBeLessThanOrEqual(10);
    }
  });

  it('refuses a file with an unknown or malformed budget, naming it', () => {
    expect(() => parseBudgets({ ...budgets, memory: { idleMaxMiB: -1 } })).toThrow(/memory\.idleMaxMiB/);
    expect(() => parseBudgets({ ...budgets, pageWeight: { default: { jsKb: 100 }, routes: {} } })).toThrow(
      /pageWeight\.default/,
    );
  });

  it('passes at the limit, fails past it or without a figure, and only reports without a budget', () => {
    expect(atLeast(0.5, 0.5)).toBe('pass');
    expect(atLeast(0.49, 0.5)).toBe('fail');
    expect(atLeast(undefined, 0.5)).toBe('fail');
    expect(atLeast(0.01, null)).toBe('info');
    expect(atMost(150, 150)).toBe('pass');
    expect(atMost(151, 150)).toBe('fail');
    expect(atMost(Number.NaN, 150)).toBe('fail');
    expect(atMost(9_999, undefined)).toBe('info');
    expect(below(0.1, 0.1)).toBe('fail');
    expect(below(0.099, 0.1)).toBe('pass');
  });

  it("lays a route's own budget over the default, field by field; null switches a check off", () => {
    expect(pageBudgetFor(budgets, '/account/sessies')).toEqual({
      jsKB: 100,
      jsFiles: 10,
      cssKB: 50,
      htmlKB: 40,
      requests: null,
    });
    expect(pageBudgetFor(budgets, '/klantenservice/contact')).toEqual(budgets.pageWeight.default);
  });

  it('names every figure of a page load that is over its budget', () => {
    const budget = pageBudgetFor(budgets, '/account');
    expect(checkPageWeight(weight(), budget)).toEqual({ verdict: 'pass', over: [] });
    expect(checkPageWeight(weight({ js: 121_000, jsFiles: 20, html: 566_000 }), budget)).toEqual({
      verdict: 'fail',
      over: ['JS', 'JS files', 'HTML'],
    });
    // 100 kB is 100,000 bytes: one byte more is over.
    expect(checkPageWeight(weight({ js: 100_001 }), budget).over).toEqual(['JS']);
    expect(checkPageWeight(weight({ requests: 99 }), pageBudgetFor(budgets, '/account/sessies')).verdict).toBe('pass');
    expect(checkPageWeight(weight(), {}).verdict).toBe('info');
  });

  it('writes a page budget in words', () => {
    expect(describePageBudget(pageBudgetFor(budgets, '/account'))).toBe(
      'JS ≤ 100 kB/10 files · CSS ≤ 50 kB · HTML ≤ 60 kB · ≤ 30 req',
    );
    expect(describePageBudget({ htmlKB: 60 })).toBe('HTML ≤ 60 kB');
    expect(describePageBudget({})).toBe('–');
  });
});
