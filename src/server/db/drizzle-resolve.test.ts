import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drizzleFileUrl } from './drizzle-resolve';

// drizzle-orm's own entry file sits at the package's root.
const drizzleRoot = path.dirname(createRequire(import.meta.url).resolve('drizzle-orm'));
const inDrizzle = (file: string) => pathToFileURL(path.join(drizzleRoot, file)).href;

describe('drizzleFileUrl', () => {
  it('answers a relative .js import between drizzle-orm files with the file it names', () => {
    expect(drizzleFileUrl('./entity.js', inDrizzle('index.js'))).toBe(inDrizzle('entity.js'));
    expect(drizzleFileUrl('../sql/sql.js', inDrizzle('pg-core/table.js'))).toBe(inDrizzle('sql/sql.js'));
  });

  it('leaves every other import to Node', () => {
    expect(drizzleFileUrl('drizzle-orm', inDrizzle('index.js'))).toBeUndefined();
    expect(drizzleFileUrl('node:crypto', inDrizzle('index.js'))).toBeUndefined();
    expect(drizzleFileUrl('./entity.cjs', inDrizzle('index.cjs'))).toBeUndefined();
    expect(drizzleFileUrl('./entity.js?x=1', inDrizzle('index.js'))).toBeUndefined();
    expect(drizzleFileUrl('../../postgres/src/index.js', inDrizzle('index.js'))).toBeUndefined();
    // An import from the project's own files (this test's folder holds the database client).
    expect(drizzleFileUrl('./entity.js', new URL('./client.ts', import.meta.url).href)).toBeUndefined();
    expect(drizzleFileUrl('./entity.js', undefined)).toBeUndefined();
  });
});

describe('the hook', () => {
  it('is loaded in this test worker, as in npm start, and drizzle-orm loads through it', async () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('mijn-omgeving.drizzle-resolve')]).toBe(true);
    const { pgTable, text } = await import('drizzle-orm/pg-core');
    expect(pgTable('probe', { id: text('id') }).id.name).toBe('id');
  });
});

describe('the installed drizzle-orm, as the hook assumes it', () => {
  const files = readdirSync(drizzleRoot, { recursive: true, encoding: 'utf8' });

  it('is an ES module package with a single package.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(drizzleRoot, 'package.json'), 'utf8')) as { type?: string };
    expect(manifest.type).toBe('module');
    expect(files.filter((file) => path.basename(file) === 'package.json')).toEqual(['package.json']);
  });

  it('imports only files that exist, so each relative .js import is the file it names', () => {
    const missing: string[] = [];
    let relativeImports = 0;
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(drizzleRoot, file), 'utf8');
      for (const [, specifier] of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) {
        const url = drizzleFileUrl(specifier!, inDrizzle(file));
        if (!url) continue;
        relativeImports += 1;
        if (!existsSync(new URL(url))) missing.push(`${file} → ${specifier}`);
      }
    }
    expect(relativeImports).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });
});
