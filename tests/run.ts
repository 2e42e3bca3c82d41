/**
 * `npm test`: everything a newcomer needs to trust a change, in one run. Installs Debian's Chromium when
 * /usr/bin/chromium is missing, then runs lint, typecheck, unit, integration and end-to-end tests, and ends with
 * one line `N passed, N failed` that adds up every suite. Exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
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
}
const tallies: Tally[] = [];
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
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
  };
  // A suite that fails to load has no failed test but is not a success: count it as a failure.
  const failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests };
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = (args: string[]) => run(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1));
  cmd(['apt-get', 'update']);
  cmd(['apt-get', 'install', '-y', 'chromium']);
  if (!existsSync(chromium)) throw new Error(`Could not install Chromium at ${chromium}`);
}

step('lint', () => {
  const eslint = run(bin('eslint'), ['--config', '.config/eslint.config.js', '--max-warnings', '0', '.']);
  const prettier = run(bin('prettier'), ['--config', '.config/prettier.config.js', '--check', '.']);
  return check(eslint === 0 && prettier === 0 ? 0 : 1);
});
step('typecheck', () => {
  // astro check exits 0 when it cannot load its checker, so success also needs its own result line.
  const result = spawnSync(bin('astro'), ['check', '--minimumSeverity', 'error'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const ran = /Result \(\d+ files\)/.test(result.stdout ?? '') && /- 0 errors/.test(result.stdout ?? '');
  return check(result.status === 0 && ran ? 0 : 1);
});
step('unit', () => vitest('unit'));
step('integration', () => vitest('integration'));
step('e2e', () => {
  ensureChromium();
  rmSync(path.join(root, `.data/e2e-${process.env.E2E_PORT ?? 4410}`), { recursive: true, force: true });
  const file = path.join(reports, 'e2e.json');
  const status = run(bin('playwright'), ['test', '--config', '.config/playwright.config.ts'], { PW_JSON_REPORT: file });
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const failed = json.stats.unexpected + (status !== 0 && json.stats.unexpected === 0 ? 1 : 0);
  return { passed: json.stats.expected + json.stats.flaky, failed, skipped: json.stats.skipped };
});

console.log('\n━━ summary ━━');
for (const tally of tallies) {
  console.log(
    `${tally.name.padEnd(12)} ${String(tally.passed).padStart(5)} passed ${String(tally.failed).padStart(4)} failed ${String(tally.skipped).padStart(4)} skipped  ${tally.seconds.toFixed(1)} s`,
  );
}
const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
const skipped = tallies.reduce((sum, tally) => sum + tally.skipped, 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
