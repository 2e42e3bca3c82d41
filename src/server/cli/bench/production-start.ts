/**
 * In `npm run bench`: a production-only install runs the documented production start (docs/operations.md).
 * The bench's `npm install --omit=dev` folder gets the checkout's source (`src`, `public`, `tsconfig.json`) and the
 * bench's build, and `npm start` runs there as the README says, on the bench's own Node 24 (a production host brings
 * its own) with the embedded defaults; it passes when the portal answers a prebuilt page and the sign-in page, and
 * the account host its stylesheet, which that install cannot compile and so serves from the build.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { recordAnswer, answerHeader } from './load';
import { freePort, startPortal } from './portal';

export interface ProductionStart {
  ok: boolean;
  /** From `npm start` to the first answer, in milliseconds. */
  startMs: number;
  /** What was asked and answered, one line each (`✔ …` or `✘ …`). */
  checks: string[];
}

export async function checkProductionStart(options: {
  installDir: string;
  projectRoot: string;
  /** The build folder, absolute. */
  buildDir: string;
  /** A folder for the start's data and prebuilt pages. */
  temp: string;
  faqPath: string;
}): Promise<ProductionStart> {
  for (const entry of ['src', 'public', 'tsconfig.json']) {
    cpSync(path.join(options.projectRoot, entry), path.join(options.installDir, entry), { recursive: true });
  }
  const [port, lakePort, accountHostPort] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    CONTENT_LAKE_PORT: String(lakePort),
    ACCOUNT_HOST_PORT: String(accountHostPort),
    DATA_DIR: path.join(options.temp, 'production-data'),
    BUILD_DIR: options.buildDir,
    PREBUILT_DIR: path.join(options.temp, 'production-prebuilt'),
    NODE_ENV: 'production',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'BUILD_BRANCH']) delete env[name];

  const startedAt = performance.now();
  const portal = await startPortal({ env, cwd: options.installDir, args: [], timeoutMs: 300_000 });
  const startMs = performance.now() - startedAt;
  const checks: string[] = [];
  try {
    const browser = { 'user-agent': 'Mozilla/5.0', accept: 'text/html', 'accept-encoding': 'identity' };
    const faq = await recordAnswer(port, {
      name: 'FAQ',
      host: `ad.localhost:${port}`,
      path: options.faqPath,
      headers: browser,
    });
    const prebuilt = answerHeader(faq, 'x-mo-prebuilt') !== undefined;
    checks.push(
      `${faq.status === 200 && prebuilt ? '✔' : '✘'} prebuilt FAQ ${faq.status}${prebuilt ? '' : ' (not prebuilt)'}`,
    );
    const login = await recordAnswer(port, {
      name: 'login',
      host: `ad.localhost:${port}`,
      path: '/login',
      headers: browser,
    });
    checks.push(`${login.status === 200 ? '✔' : '✘'} sign-in page ${login.status}`);
    const css = await recordAnswer(accountHostPort, {
      name: 'account host css',
      host: `login.ad.localhost:${accountHostPort}`,
      path: '/assets/account-host.css',
      headers: { ...browser, accept: 'text/css' },
    });
    const cssOk = css.status === 200 && css.body.length > 1000;
    checks.push(`${cssOk ? '✔' : '✘'} account host stylesheet ${css.status}, ${css.body.length} bytes`);
  } finally {
    await portal.stop();
  }
  return { ok: checks.every((line) => line.startsWith('✔')), startMs, checks };
}
