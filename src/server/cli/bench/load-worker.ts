/**
 * One load generator of `npm run bench`, in a process of its own (./load.ts forks it): autocannon runs here, so that
 * the bench's own work (recording, Chromium, the table) never shares a thread with it. It receives one
 * `LoadRequest` over the IPC channel, runs it, answers autocannon's figures together with the CPU time this process
 * used while loading, and ends. A generator that used (nearly) a whole core was the bottleneck of its run.
 */
import autocannon from 'autocannon';

/** What the bench sends: autocannon's options for one run. */
export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

/** What this process answers: the figures autocannon counted, and this process's CPU time over wall time. */
export interface LoadReply {
  total: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  /**
   * Answers by status code (3xx included: autocannon counts them apart from 2xx); wrk counts only two classes,
   * `2xx/3xx` and `4xx/5xx` (./wrk.ts).
   */
  statusCounts: Record<string, number>;
  /** CPU seconds of this process ÷ wall seconds of the run: 1 is one core fully used. */
  cpuShare: number;
}

process.once('message', async (request: LoadRequest) => {
  const startedAt = performance.now();
  const cpuAtStart = process.cpuUsage();
  const result = await autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections: request.connections,
    duration: request.seconds,
    // An on-demand page under 64 connections may take seconds per answer: wait for it rather than count it lost.
    timeout: 60,
  });
  const cpu = process.cpuUsage(cpuAtStart);
  const wallMs = performance.now() - startedAt;
  const reply: LoadReply = {
    total: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
    cpuShare: (cpu.user + cpu.system) / 1000 / wallMs,
  };
  process.send?.(reply, () => process.disconnect());
});
