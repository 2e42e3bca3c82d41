import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, migrationsFolderCandidates } from './migrate';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const sourceFolder = path.join(here, 'migrations');

describe('migrationsFolder', () => {
  it('finds the committed migrations beside the module when running from source', () => {
    expect(migrationsFolder()).toBe(sourceFolder);
    expect(existsSync(path.join(sourceFolder, 'meta', '_journal.json'))).toBe(true);
  });

  it('finds them from a bundled chunk of the built server (dist/server/chunks)', () => {
    const chunk = pathToFileURL(path.join(repoRoot, 'dist', 'server', 'chunks', 'client_abc123.mjs')).href;
    expect(migrationsFolderCandidates(chunk, '/')).toContain(sourceFolder);
    expect(migrationsFolder(chunk, '/')).toBe(sourceFolder);
  });

  it('falls back to the working directory when the bundle lives elsewhere', () => {
    expect(migrationsFolder('file:///opt/elsewhere/entry.mjs', repoRoot)).toBe(sourceFolder);
  });

  it('names every place it looked when there are no migrations', () => {
    expect(() => migrationsFolder('file:///opt/elsewhere/entry.mjs', '/nonexistent')).toThrow(
      /\/opt\/elsewhere\/migrations[\s\S]*\/nonexistent\/src\/server\/db\/migrations/,
    );
  });
});
