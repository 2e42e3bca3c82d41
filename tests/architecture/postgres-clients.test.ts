/**
 * Every postgres.js client, in the portal and in the tests, is made with POSTGRES_CLIENT_DEFAULTS (src/server/db/
 * client.ts): above all `fetch_types: false`. With it on, a new connection first asks the server for its array types
 * in a query nobody awaits; when the server goes away during it, that query rejects unhandled, which ends the process
 * (and fails a test run that was otherwise green). The test reads every source file and checks each `postgres(` call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

/** A call of postgres.js's default export: `postgres(` after neither a word, a dot, a slash nor `^` (a pattern). */
const CALL = /(?<![\w.^/])postgres\((?!\?|ql\))/g;

/** Each call's file, line and the text up to the end of its statement. */
function postgresCalls(): Array<{ where: string; text: string }> {
  const calls: Array<{ where: string; text: string }> = [];
  const self = path.relative(root, fileURLToPath(import.meta.url));
  for (const file of [...sourceFiles('src'), ...sourceFiles('tests'), ...sourceFiles('.config')]) {
    if (file === self) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(CALL)) {
      const end = source.indexOf(';', match.index);
      const line = source.slice(0, match.index).split('\n').length;
      calls.push({ where: `${file}:${line}`, text: source.slice(match.index, end < 0 ? undefined : end) });
    }
  }
  return calls;
}

describe('postgres.js clients', () => {
  it('are every one made with POSTGRES_CLIENT_DEFAULTS (fetch_types off)', () => {
    const calls = postgresCalls();
    // The portal's pool, the migrations, the content events, the test fixtures at least.
    expect(calls.length).toBeGreaterThanOrEqual(6);
    expect(
      calls.filter((call) => !call.text.includes('...POSTGRES_CLIENT_DEFAULTS')).map((call) => call.where),
    ).toEqual([]);
  });

  it('POSTGRES_CLIENT_DEFAULTS turns the array-type lookup off', async () => {
    const { POSTGRES_CLIENT_DEFAULTS } = await import('../../src/server/db/client');
    expect(POSTGRES_CLIENT_DEFAULTS.fetch_types).toBe(false);
  });
});
