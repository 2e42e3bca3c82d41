/**
 * The proof that an area registers itself: a copy of the project (its tracked files, with the installed packages
 * linked) gets a throwaway area — a manifest, a page, a GraphQL module with its operation, a translation file and a
 * seed, exactly the files of docs/architecture.md's "Adding an area" — and no existing file is edited. What is
 * generated from sources is generated as the project does it (codegen, the dataset), and the copy is started as
 * `npm start` starts it: the embedded database migrated and seeded, the content lake, the account host, the build
 * and the prebuild of every brand (the start has no way to prebuild fewer), all from tsx on the command line, so the
 * file-system globs are proven along with Vite's. Then the portal serves the area's page, lists it in the navigation
 * and the service tiles, and answers its operation, all only where the brand has the area's flag on (ad), and
 * refuses them where it is off (lbn, a magazine without the holiday service whose flag the area borrows; a new area
 * takes a flag the specification names). Slow by nature (a whole build): it waits for states, never a fixed time.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFlags } from '../../src/content/dataset/source/feature-flags';
import { projectStartCommand } from '../../src/server/cli/bench/start-command';
import { httpRequest } from '../fixtures/portal';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The area's flag: on for {@link ON}, off for {@link OFF} in the committed dataset. */
const FLAG = 'isSubscriptionHolidayEnabled';
const ON = 'ad';
const OFF = 'lbn';

/** The files the new area adds, by path: nothing else changes. */
const AREA_FILES: Record<string, string> = {
  'src/features/proef/area.ts': `import { defineArea } from '../../shared/area';

export const proefArea = defineArea({
  key: 'proef',
  order: 125,
  routes: {
    overview: {
      path: '/proefgebied',
      page: 'proefgebied.astro',
      access: 'public',
      flag: '${FLAG}',
      category: 'proefgebied',
    },
  },
  navigation: { route: 'overview', labelKey: 'proef.nav', icon: 'truck' },
  tile: { route: 'overview', labelKey: 'proef.tile.title', descriptionKey: 'proef.tile.description', icon: 'truck' },
  guards: { ${FLAG}: ['proefGreeting'] },
});
`,
  'src/features/proef/proef.graphql': `query ProefGreeting {
  proefGreeting
}
`,
  'src/features/proef/translations.json': `{
  "proef.nav": { "nl": "Proefgebied" },
  "proef.title": { "nl": "Welkom in het proefgebied" },
  "proef.tile.title": { "nl": "Proefgebied bekijken" },
  "proef.tile.description": { "nl": "Een gebied dat zichzelf aanmeldt." }
}
`,
  'src/features/proef/translations.md': `# The texts of this area (translations.json)

Texts of the proof area (\`/proefgebied\`). No Flemish wording differs.
`,
  'src/pages/proefgebied.astro': `---
import { proefArea } from '../features/proef/area';
import DefaultLayout from '../layouts/DefaultLayout.astro';
import { pageGate } from '../server/areas';

export const prerender = false;

const gate = await pageGate(Astro, proefArea.routes.overview);
if (gate instanceof Response) return gate;
const { t } = Astro.locals;
---

<DefaultLayout heading={t('proef.title')}>
  <p data-proef>{t('proef.tile.description')}</p>
</DefaultLayout>
`,
  'src/server/graphql/modules/proef/proef.graphql': `type Query {
  "The title of the subscription the area's seed added: proof that the seed ran."
  proefGreeting: String!
}
`,
  'src/server/graphql/modules/proef/resolvers.ts': `import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import { seedUuid } from '../../../db/seed';
import type { GraphQLServerContext } from '../../context';

export const proefResolvers = {
  Query: {
    proefGreeting: async (_parent: unknown, _args: unknown, context: GraphQLServerContext) => {
      const [row] = await context.db
        .select({ title: subscriptions.title })
        .from(subscriptions)
        .where(eq(subscriptions.id, seedUuid('unlinked-subscription:ad:900000001')));
      return row?.title ?? 'niet gezaaid';
    },
  },
};
`,
  'src/server/domain/proef/seed.ts': `import type { AreaSeed } from '../../db/seed';
import { subscriptions } from '../../db/schema';
import { unlinkedSubscriptionRow } from '../subscriptions/seed';

export const areaSeed: AreaSeed = {
  order: 900,
  run: async (db) => {
    await db
      .insert(subscriptions)
      .values(
        unlinkedSubscriptionRow({
          brandKey: 'ad',
          subscriptionNumber: '900000001',
          zipCode: '3015 BH',
          title: 'Proefkrant',
          productType: 'newspaper',
          deliveryDays: [6],
          status: 'active',
          street: 'Nieuwe Binnenweg',
          houseNumber: '1',
          city: 'Rotterdam',
          countryCode: 'NL',
          holder: ['Proef', 'Lezer'],
          email: 'proef@example.nl',
          priceCents: 100,
          billingPeriod: 'month',
          paymentMethod: 'invoice',
          startedDaysAgo: 10,
        }),
      )
      .onConflictDoNothing();
  },
};
`,
};

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The project's tracked files, copied to `target`; its packages linked one by one (each tool's caches stay here). */
function copyProject(target: string): void {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    // A file deleted in the working tree but not yet in the index is not part of the project.
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(from, path.join(target, file));
  }
  const modules = path.join(target, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.vite' || entry === '.astro') continue;
    if (entry in COPIED_PACKAGES) {
      // A scope holding a package that is copied: its other packages linked one by one.
      mkdirSync(path.join(modules, entry));
      for (const name of readdirSync(path.join(root, 'node_modules', entry))) {
        const from = path.join(root, 'node_modules', entry, name);
        const to = path.join(modules, entry, name);
        if (COPIED_PACKAGES[entry]!.includes(name)) cpSync(from, to, { recursive: true });
        else symlinkSync(from, to);
      }
      continue;
    }
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
}

/**
 * Packages copied into the copy rather than linked, by scope: the build compiles their `.astro` files as the
 * project's own (@sanity/astro injects the Studio's route), and Vite reads a path outside the project's root that
 * starts with "/" as one inside it, so a linked package's route is not found.
 */
const COPIED_PACKAGES: Record<string, readonly string[]> = { '@sanity': ['astro'] };

/** The environment of a command in the copy: the test runner's own markers removed, as in a terminal. */
function commandEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'TEST',
    ),
  );
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', ...extra };
}

/** Asks until `check` passes or `timeoutMs` is over (the dev server compiles each route on its first request). */
async function eventually<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | undefined>,
  gaveUp: () => string | undefined = () => undefined,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const reason = gaveUp();
    if (reason) throw new Error(`${what} will not happen: ${reason}`);
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s${last ? `: ${String(last)}` : ''}`);
}

describe('a new area, added as files only', () => {
  let copy: string;
  let port: number;
  let server: ChildProcess | undefined;
  let output = '';

  const url = (brand: string, pathname: string) => `http://${brand}.localhost:${port}${pathname}`;
  const page = async (brand: string, pathname: string) => {
    const answer = await httpRequest(url(brand, pathname));
    return { status: answer.status, html: await answer.text() };
  };
  const greeting = async (brand: string) => {
    const answer = await httpRequest(url(brand, '/api/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${brand}.localhost:${port}` },
      body: JSON.stringify({ query: readFileSync(path.join(copy, 'src/features/proef/proef.graphql'), 'utf8') }),
    });
    return (await answer.json()) as {
      data?: { proefGreeting: string } | null;
      errors?: Array<{ extensions?: { code?: string } }>;
    };
  };

  beforeAll(async () => {
    expect(brandFlags(ON)[FLAG]).toBe(true);
    expect(brandFlags(OFF)[FLAG]).toBe(false);
    copy = mkdtempSync(path.join(tmpdir(), 'mo-new-area-'));
    copyProject(copy);
    for (const [file, text] of Object.entries(AREA_FILES)) {
      const target = path.join(copy, file);
      expect(existsSync(target), `${file} is new`).toBe(false);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    const tsx = path.join(copy, 'node_modules/.bin/tsx');
    // What is generated from the sources, generated as after any change of operations and texts.
    execFileSync(tsx, ['src/server/cli/codegen.ts'], { cwd: copy, env: commandEnv({}), stdio: 'pipe' });
    execFileSync(tsx, ['src/content/dataset/generate.ts'], { cwd: copy, env: commandEnv({}), stdio: 'pipe' });
    expect(readFileSync(path.join(copy, 'src/content/dataset/production.ndjson'), 'utf8')).toContain(
      'proef.tile.title',
    );

    port = await freePort();
    const [lake, accountHost] = [await freePort(), await freePort()];
    server = spawn('npx', projectStartCommand(copy), {
      cwd: copy,
      detached: true,
      env: commandEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        CONTENT_LAKE_PORT: String(lake),
        ACCOUNT_HOST_PORT: String(accountHost),
        DATA_DIR: path.join(copy, '.data'),
        BUILD_DIR: path.join(copy, 'dist'),
      }),
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually(
      'the started portal answering the new page',
      1_200_000,
      async () => {
        const first = await page(ON, '/proefgebied');
        return first.status === 200 ? first : undefined;
      },
      () => (server?.exitCode !== null ? `the portal stopped:\n${output.slice(-3000)}` : undefined),
    );
  }, 1_500_000);

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const stopped = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await stopped;
    }
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('serves its page where its flag is on, and no page where it is off', async () => {
    const on = await page(ON, '/proefgebied');
    expect(on.status).toBe(200);
    expect(on.html).toContain('Welkom in het proefgebied');
    expect(on.html).toContain('Een gebied dat zichzelf aanmeldt.');
    expect((await page(OFF, '/proefgebied')).status).toBe(404);
  }, 300_000);

  it('is listed in the navigation and the service tiles, in the order of its manifest', async () => {
    const service = await page(ON, '/');
    expect(service.status).toBe(200);
    expect(service.html).toMatch(/<a[^>]*href="\/proefgebied"[^>]*>\s*Proefgebied\s*<\/a>/);
    expect(service.html).toContain('data-tile="proef"');
    expect(service.html).toContain('Proefgebied bekijken');
    // order 125: after the contact tile (130 comes later), so after newsletters (110) and before contact.
    const tiles = [...service.html.matchAll(/data-tile="([a-z-]+)"/g)].map((match) => match[1]);
    const at = tiles.indexOf('proef');
    if (tiles.includes('contact')) expect(at).toBeLessThan(tiles.indexOf('contact'));
    const off = await page(OFF, '/');
    expect(off.status).toBe(200);
    expect(off.html).not.toContain('data-tile="proef"');
    expect(off.html).not.toContain('href="/proefgebied"');
  }, 300_000);

  it('answers its operation with what its seed added where the flag is on, and refuses it where it is off', async () => {
    expect(await greeting(ON)).toEqual({ data: { proefGreeting: 'Proefkrant' } });
    const refused = await greeting(OFF);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FEATURE_DISABLED');
  }, 300_000);
});
