/**
 * CPU profiles of the portal's server process under a bench load (`npm run bench -- --profile <dir>`): the process
 * starts with `--inspect-port=0` (NODE_OPTIONS), so that SIGUSR1 opens its inspector on a free port, which Node
 * names on the process's standard error; the bench then speaks the inspector's protocol over a WebSocket
 * (`Profiler.start` / `Profiler.stop`) around one load, writes the profile as a `.cpuprofile` file (Chrome's DevTools
 * and speedscope read it) and prints the functions with the most self and inclusive time.
 *
 * Sampling costs the server some CPU of its own, so the figures of a profiled run are not judged against budgets.
 */

/** The inspector's profile (Chrome DevTools Protocol `Profiler.Profile`). */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One function of a profile: where it is, and its time in ms and as a share of the profile's samples. */
export interface ProfiledFunction {
  name: string;
  ms: number;
  share: number;
}

/** The Node flag that lets SIGUSR1 open the inspector on a free port instead of 9229. */
export const INSPECT_ON_SIGNAL = '--inspect-port=0';

const LISTENING = /Debugger listening on (ws:\/\/[^\s]+)/g;

/** A short name of a call frame: the function (or its kind) and its file below node_modules or the project. */
function frameName(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/(src|dist-[\w-]+)\//, '$1/');
  return `${name} ${file}:${frame.lineNumber + 1}`;
}

/**
 * The profile's functions by self time and by inclusive time (the samples in which the function is on the stack,
 * counted once per sample however often it recurses), the `top` of each. Shares are of the busy time: the samples
 * in which the process was waiting (`(idle)`) are counted apart.
 */
export function summarizeProfile(
  profile: CpuProfile,
  top = 15,
): { totalMs: number; idleMs: number; self: ProfiledFunction[]; inclusive: ProfiledFunction[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let totalUs = 0;
  let idleUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    if (node.callFrame.functionName === '(idle)') {
      idleUs += delta;
      return;
    }
    totalUs += delta;
    const leaf = frameName(node.callFrame);
    self.set(leaf, (self.get(leaf) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = frameName(byId.get(at)!.callFrame);
      if (name.startsWith('(root)') || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  });
  const ranked = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: totalUs > 0 ? us / totalUs : 0 }));
  return { totalMs: totalUs / 1000, idleMs: idleUs / 1000, self: ranked(self), inclusive: ranked(inclusive) };
}

/** The summary as lines for the bench's log. */
export function formatProfileSummary(label: string, summary: ReturnType<typeof summarizeProfile>): string[] {
  const line = (entry: ProfiledFunction) =>
    `    ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.ms.toFixed(0).padStart(6)} ms  ${entry.name}`;
  return [
    `CPU profile of ${label}: ${summary.totalMs.toFixed(0)} ms busy (and ${summary.idleMs.toFixed(0)} ms idle)`,
    '  self time:',
    ...summary.self.map(line),
    '  inclusive time:',
    ...summary.inclusive.map(line),
  ];
}

/** A session on a process's inspector: profiles around whatever runs between `start` and `stop`. */
export class Profiler {
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result);
    });
  }

  /**
   * Opens the inspector of `pid` (started with {@link INSPECT_ON_SIGNAL}) and connects; `output` is what the process
   * has printed so far, where Node names the inspector's address.
   */
  static async attach(pid: number, output: () => string): Promise<Profiler> {
    const before = [...output().matchAll(LISTENING)].length;
    process.kill(pid, 'SIGUSR1');
    const deadline = Date.now() + 30_000;
    let url: string | undefined;
    while (!url) {
      const found = [...output().matchAll(LISTENING)];
      if (found.length > before) url = found.at(-1)![1];
      else if (Date.now() > deadline) throw new Error(`The inspector of process ${pid} did not open`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error(`Could not connect to ${url}`)), { once: true });
    });
    const profiler = new Profiler(socket);
    await profiler.send('Profiler.enable');
    return profiler;
  }

  private send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  async start(): Promise<void> {
    await this.send('Profiler.start');
  }

  async stop(): Promise<CpuProfile> {
    const result = (await this.send('Profiler.stop')) as { profile: CpuProfile };
    return result.profile;
  }

  close(): void {
    this.socket.close();
  }
}
