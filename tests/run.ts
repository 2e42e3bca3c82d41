/**
 * `npm test`: everything a newcomer needs to trust a change, in one run. Installs Debian's wrk when /usr/bin/wrk is
 * missing (the bench's load generator, whose unit tests run it) and Debian's Chromium when /usr/bin/chromium is
 * missing, then runs lint, typecheck, unit, integration and end-to-end tests, and ends with
 * one line `N passed, N failed` that adds up every suite (and `N skipped` when tests did not run, for example the
 * PostgreSQL and Redis halves of the integration tests when no server answers: the summary names them). Exits
 * non-zero when anything failed.
 */
// First: on an older Node this stops with advice (npm test runs the project's own Node 24).
import '../src/server/cli/node-version';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** What did not run, one line per group of skipped tests ("file › describe: N tests"). */
  skippedGroups?: string[];
}
const tallies: Tally[] = [];
const suiteStarted = Date.now();
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Runs a command with its output kept, to print it as one block (for checks that run side by side). */
function runQuietly(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

function bin(name: string): string {
  return path.join(root, 'node_modules/.bin', name);
}

function step(name: string, body: () => Omit<Tally, 'name' | 'seconds'>) {
  if (!wanted(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const tally = body();
  tallies.push({ name, ...tally, seconds: (Date.now() - started) / 1000 });
}

/** A check without test cases counts as one test. */
function check(status: number) {
  return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 };
}

/** "where: N tests" lines, one per place (file and enclosing describes) that skipped tests sit in. */
function groupSkipped(places: string[]): string[] {
  const counts = new Map<string, number>();
  for (const place of places) counts.set(place, (counts.get(place) ?? 0) + 1);
  return [...counts].map(([place, count]) => `${place}: ${count} ${count === 1 ? 'test' : 'tests'}`);
}

function vitest(project: string) {
  const file = path.join(reports, `${project}.json`);
  const status = run(bin('vitest'), [
    'run',
    '--config',
    '.config/vitest.config.ts',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
    testResults: Array<{ name: string; assertionResults: Array<{ status: string; ancestorTitles: string[] }> }>;
  };
  // A suite that fails to load has no failed test but is not a success: count it as a failure.
  const failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0);
  const skippedPlaces = json.testResults.flatMap((result) =>
    result.assertionResults
      .filter((test) => test.status !== 'passed' && test.status !== 'failed')
      .map((test) =>
        [path.relative(root, result.name), ...test.ancestorTitles.filter((title) => title !== '')].join(' › '),
      ),
  );
  return {
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    skippedGroups: groupSkipped(skippedPlaces),
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ title: string; tests: Array<{ status: string }> }>;
  suites?: PlaywrightSuite[];
}

/** Where each skipped end-to-end test sits ("file › describe"). */
function skippedJourneys(suites: PlaywrightSuite[], parents: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...parents, suite.title] : parents;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === 'skipped').map(() => here.join(' › ')),
    );
    return [...own, ...skippedJourneys(suite.suites ?? [], here)];
  });
}

/** Installs Debian's package `name` (apt-get, with sudo unless root) when `file` is missing. */
function ensureDebianPackage(name: string, file: string) {
  if (existsSync(file)) return;
  console.log(`${file} is missing: installing Debian's ${name} package (apt-get)…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = (args: string[]) => run(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1));
  cmd(['apt-get', 'update']);
  cmd(['apt-get', 'install', '-y', name]);
  if (!existsSync(file)) throw new Error(`Could not install ${name} at ${file}`);
}

/**
 * Lint and typecheck are single-threaded: they run side by side (on two cores they take as long as the slower one),
 * each printing its output as one block when it is done.
 */
async function checks(): Promise<void> {
  const lint = async () => {
    const eslint = await runQuietly(bin('eslint'), [
      '--config',
      '.config/eslint.config.js',
      '--max-warnings',
      '0',
      '.',
    ]);
    const prettier = await runQuietly(bin('prettier'), ['--config', '.config/prettier.config.js', '--check', '.']);
    return { ...check(eslint.status === 0 && prettier.status === 0 ? 0 : 1), output: eslint.output + prettier.output };
  };
  const typecheck = async () => {
    // astro check exits 0 when it cannot load its checker, so success also needs its own result line.
    const result = await runQuietly(bin('astro'), ['check', '--minimumSeverity', 'error'], {
      ASTRO_TELEMETRY_DISABLED: '1',
    });
    const ran = /Result \(\d+ files\)/.test(result.output) && /- 0 errors/.test(result.output);
    return { ...check(result.status === 0 && ran ? 0 : 1), output: result.output };
  };
  const started = Date.now();
  const running = [
    { name: 'lint', body: lint },
    { name: 'typecheck', body: typecheck },
  ]
    .filter(({ name }) => wanted(name))
    .map(({ name, body }) => ({
      name,
      done: body().then((result) => ({ ...result, seconds: (Date.now() - started) / 1000 })),
    }));
  for (const { name, done } of running) {
    const { output, ...tally } = await done;
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(output);
    tallies.push({ name, ...tally });
  }
}

await checks();
step('unit', () => {
  ensureDebianPackage('wrk', process.env.WRK_PATH ?? '/usr/bin/wrk');
  return vitest('unit');
});
step('integration', () => vitest('integration'));
step('e2e', () => {
  ensureDebianPackage('chromium', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  rmSync(path.join(root, `.data/e2e-${process.env.E2E_PORT ?? 4410}`), { recursive: true, force: true });
  const file = path.join(reports, 'e2e.json');
  const status = run(bin('playwright'), ['test', '--config', '.config/playwright.config.ts'], { PW_JSON_REPORT: file });
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  const failed = json.stats.unexpected + (status !== 0 && json.stats.unexpected === 0 ? 1 : 0);
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed,
    skipped: json.stats.skipped,
    skippedGroups: groupSkipped(skippedJourneys(json.suites)),
  };
});

console.log('\n━━ summary ━━');
for (const tally of tallies) {
  console.log(
    `${tally.name.padEnd(12)} ${String(tally.passed).padStart(5)} passed ${String(tally.failed).padStart(4)} failed ${String(tally.skipped).padStart(4)} skipped  ${tally.seconds.toFixed(1)} s`,
  );
}
// Skipped tests are not passed ones: say which did not run, so a missing PostgreSQL or Redis is seen.
for (const tally of tallies) {
  if (!tally.skipped) continue;
  console.log(`\n${tally.name}: ${tally.skipped} skipped, these did not run:`);
  for (const line of tally.skippedGroups ?? []) console.log(`  - ${line}`);
}
const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
const skipped = tallies.reduce((sum, tally) => sum + tally.skipped, 0);
console.log(`(${((Date.now() - suiteStarted) / 1000).toFixed(1)} s in all; lint and typecheck run side by side)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
