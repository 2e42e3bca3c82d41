import { describe, expect, it } from 'vitest';
import { summarizeProfile, type CpuProfile } from './cpu-profile';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0 });

/** root → render → escape (render recursing once), and idle. */
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('render', 'file:///app/dist-bench/server/chunks/page.mjs', 9), children: [3, 4] },
    { id: 3, callFrame: frame('escape', 'file:///app/node_modules/html-escaper/index.js', 0) },
    { id: 4, callFrame: frame('render', 'file:///app/dist-bench/server/chunks/page.mjs', 9), children: [6] },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('escape', 'file:///app/node_modules/html-escaper/index.js', 0) },
  ],
  startTime: 0,
  endTime: 10_000,
  samples: [3, 3, 2, 6, 5, 5],
  timeDeltas: [1000, 1000, 1000, 1000, 3000, 3000],
};

describe('summarizeProfile', () => {
  it('ranks self and inclusive time of the busy samples, a recursing function counted once per sample', () => {
    const summary = summarizeProfile(PROFILE);
    expect(summary).toMatchObject({ totalMs: 4, idleMs: 6 });
    expect(summary.self).toEqual([
      { name: 'escape html-escaper/index.js:1', ms: 3, share: 0.75 },
      { name: 'render dist-bench/server/chunks/page.mjs:10', ms: 1, share: 0.25 },
    ]);
    expect(summary.inclusive[0]).toEqual({ name: 'render dist-bench/server/chunks/page.mjs:10', ms: 4, share: 1 });
  });
});
