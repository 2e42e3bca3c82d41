/**
 * The load of `npm run bench` runs in generator processes of its own (autocannon here; wrk in ./wrk.test.ts): they
 * answer autocannon's figures, their own share of a core, and the loaded server's CPU per request when its process
 * is given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BareServer, processCpuMs, runLoad } from './load';

let bare: BareServer;
let port: number;

beforeAll(async () => {
  bare = await BareServer.start();
  port = await bare.serve({
    status: 200,
    headers: [['content-type', 'text/plain']],
    body: Buffer.from('hallo'),
    headerBytes: 0,
  });
});

afterAll(() => bare?.close());

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

describe('bench load', () => {
  it("reads a process's CPU time from /proc as the process itself counts it", () => {
    const before = processCpuMs(process.pid)!;
    const cpuAtStart = process.cpuUsage();
    // Work until this process has used 200 ms of CPU, however busy the machine is.
    while (cpuMs(process.cpuUsage(cpuAtStart)) < 200) Math.sqrt(Math.random());
    const used = cpuMs(process.cpuUsage(cpuAtStart));
    // /proc counts in ticks of 10 ms, and other threads of this process (the garbage collector) count there too.
    expect(processCpuMs(process.pid)! - before).toBeGreaterThanOrEqual(used - 20);
    expect(processCpuMs(2 ** 22 + 7)).toBeUndefined();
  });

  it('loads from autocannon processes and answers rate, CPU per request and the generators’ share of a core', async () => {
    const figures = await runLoad({
      port,
      scenario: { name: 'bare', host: 'ad.localhost', path: '/', headers: {} },
      seconds: 1,
      connections: 4,
      serverPid: bare.pid,
      generators: 2,
      generator: 'autocannon',
    });
    expect(figures.failures).toBe(0);
    expect(figures.rps).toBeGreaterThan(0);
    expect(figures.cpuMsPerRequest).toBeGreaterThan(0);
    expect(figures.generatorCpuShare).toBeGreaterThan(0);
    expect(figures.generatorCpuShare).toBeLessThan(1.5);
  });
});
