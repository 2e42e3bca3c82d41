/**
 * The manifests are found by glob, not listed: Vite's glob (Astro, Vitest), the file-system glob of the command line
 * (tsx) and the folders of src/features must agree, the order comes from the manifests, and the browser's chunk
 * groups follow the manifests too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineArea } from '../shared/area';
import { globFiles } from '../shared/found-modules';
import { AREAS, MANIFEST_PATTERN, manifestsOf } from './areas';
import { areaChunkName } from './chunk-groups';

const FEATURES = fileURLToPath(new URL('.', import.meta.url));
const ROOT = path.resolve(FEATURES, '../..');
const AREAS_FILE = new URL('./areas.ts', import.meta.url).href;

/** The folders of src/features that hold a manifest. */
const MANIFEST_FOLDERS = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(FEATURES, entry.name, 'area.ts')))
  .map((entry) => entry.name)
  .sort();

const area = (key: string, order: number, shell = false) => defineArea({ key, order, shell, routes: {} });

describe('the area manifests, found by glob', () => {
  it('finds every folder with an area.ts, under Vite and on the file system alike', () => {
    const vite = Object.keys(import.meta.glob('./*/area.ts')).sort();
    expect(vite).toEqual(MANIFEST_FOLDERS.map((folder) => `./${folder}/area.ts`));
    expect(globFiles(AREAS_FILE, MANIFEST_PATTERN)).toEqual(vite);
    expect(AREAS.map((found) => found.key).sort()).toEqual(MANIFEST_FOLDERS);
  });

  it('lists the areas in the order their manifests declare', () => {
    const orders = AREAS.map((found) => found.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('gives the command line (tsx, no Vite) the same areas in the same order', () => {
    const script = `import { AREAS } from './src/features/areas.ts'; console.log(JSON.stringify(AREAS.map((a) => a.key)));`;
    const output = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--eval', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual(AREAS.map((found) => found.key));
  });

  it('sorts by order and refuses a manifest that breaks the rules', () => {
    const sorted = manifestsOf({ './b/area.ts': { b: area('b', 20) }, './a/area.ts': { a: area('a', 30) } });
    expect(sorted.map((found) => found.key)).toEqual(['b', 'a']);
    expect(() => manifestsOf({ './a/area.ts': { a: area('a', 10) }, './b/area.ts': { b: area('b', 10) } })).toThrow(
      /same order 10/,
    );
    expect(() => manifestsOf({ './a/area.ts': { b: area('b', 10) } })).toThrow(/folder's name/);
    expect(() => manifestsOf({ './a/area.ts': { a: area('a', 10), other: 1 } })).toThrow(/exactly one/);
  });
});

describe('the chunk groups of the browser build', () => {
  const file = (relative: string) => path.join(ROOT, 'src', relative);

  it("puts an area's shared modules in its own group, and the shell's areas in none", () => {
    for (const found of AREAS) {
      expect(areaChunkName(file(`features/${found.key}/area.ts`))).toBe(found.shell ? null : found.key);
    }
    expect(areaChunkName(file('shared/invoice-codes.ts'))).toBe('invoices');
    expect(areaChunkName(file('shared/holiday-window.ts'))).toBe('holiday');
    expect(areaChunkName(file('shared/free-text-codes.ts'))).toBeNull();
    expect(areaChunkName(file('features/holiday/HolidayJourney.tsx'))).toBeNull();
    expect(areaChunkName(file('features/holiday/journey.ts'))).toBeNull();
  });

  it('gives a new area its group from its manifest alone', () => {
    const areas = [...AREAS, area('tickets', 999)];
    expect(areaChunkName(file('features/tickets/messages.ts'), areas)).toBe('tickets');
    expect(areaChunkName(file('shared/ticket-codes.ts'), areas)).toBe('tickets');
    expect(areaChunkName(file('features/tickets/messages.ts'))).toBeNull();
  });

  // The hand-kept list named eight areas' contracts; the privacy area came later and is named beside them, and so do
  // the modules a journey's island shares with its later steps (`steps`).
  it('groups every existing module as the hand-kept list of eight areas did, without the journey stores', () => {
    const before = (id: string) => {
      const own =
        /[\\/]src[\\/]features[\\/]([a-z-]+)[\\/](area|messages|queries|app-route|brand-links|Completeness|facts|steps)\.tsx?$/.exec(
          id,
        );
      const codes =
        /[\\/]src[\\/]shared[\\/](contact|delivery|holiday|invoice|moving|payment|privacy|shared-access|subscriptions)-(codes|window)\.ts$/.exec(
          id,
        );
      const named = own?.[1] ?? (codes?.[1] === 'invoice' ? 'invoices' : codes?.[1]);
      return named && !['platform', 'login', 'faq', 'internal'].includes(named) ? named : null;
    };
    const files = ['features', 'shared'].flatMap((folder) =>
      (readdirSync(file(folder), { recursive: true }) as string[]).map((name) => file(path.join(folder, name))),
    );
    expect(areaChunkName(file('features/holiday/steps.ts'))).toBe('holiday');
    expect(areaChunkName(file('features/holiday/journey.ts'))).toBeNull();
    // account-codes.ts is the one difference, and no real one: the islands group, listed before, takes it.
    for (const id of files.filter((name) => !name.endsWith('account-codes.ts'))) {
      expect([id, areaChunkName(id)]).toEqual([id, before(id)]);
    }
  });
});
