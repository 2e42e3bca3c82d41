import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importedPackages, missingRuntimeDependencies, packageOf } from './runtime-dependencies';

describe('packageOf', () => {
  it('names the package of a specifier', () => {
    expect(packageOf('react-dom/server')).toBe('react-dom');
    expect(packageOf('@sentry/node')).toBe('@sentry/node');
    expect(packageOf('@graphql-yoga/plugin-persisted-operations/dist/x.js')).toBe(
      '@graphql-yoga/plugin-persisted-operations',
    );
  });
});

describe('missingRuntimeDependencies', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('lists the packages a build imports, through its chunks, that are no production dependency, and nothing else', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'runtime-deps-'));
    mkdirSync(path.join(folder, 'chunks'));
    writeFileSync(
      path.join(folder, 'entry.mjs'),
      [
        `import "react";`,
        `import { x } from "./chunks/a.mjs";`,
        `export const later = () => import("./chunks/b.mjs");`,
        // Words in strings are no imports.
        `console.log(\`did you mean to export 'ALL'?\`, "from 'not-a-package'", x);`,
      ].join('\n'),
    );
    writeFileSync(
      path.join(folder, 'chunks/a.mjs'),
      `import fs from "fs";\nimport { y } from "node:path";\nimport s from "sharp";\nexport const x = [fs, y, s];\n`,
    );
    writeFileSync(path.join(folder, 'chunks/b.mjs'), `export { parse } from "devalue/parse";\n`);
    const entry = path.join(folder, 'entry.mjs');
    expect(await importedPackages([entry])).toEqual(['devalue', 'react', 'sharp']);
    expect(await missingRuntimeDependencies([entry], { react: '^19' })).toEqual(['devalue', 'sharp']);
    expect(await missingRuntimeDependencies([entry], { react: '^19', devalue: '^5', sharp: '^0.35' })).toEqual([]);
  });
});

describe('the production commands', () => {
  it('import only production dependencies (npm start, its prebuild child, npm run rebuild, db:migrate, jwks)', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const commands = [
      'src/server/cli/start.ts',
      'src/server/cli/prebuild-child.ts',
      'src/server/cli/rebuild.ts',
      'src/server/db/cli.ts',
      'src/account-host/generate-jwks.ts',
    ].map((file) => path.join(root, file));
    // What these commands load on every production host, so the check cannot pass by seeing nothing. The services
    // of npm start (the account host's oidc-provider among them) come from the server build, which the build checks.
    expect(await importedPackages(commands)).toEqual(
      expect.arrayContaining(['drizzle-orm', 'pg-boss', 'postgres', 'zod']),
    );
    expect(await missingRuntimeDependencies(commands, dependencies)).toEqual([]);
    // A limit for a hang: reading every module these commands load takes seconds alone, a minute beside other work.
  }, 300_000);

  it('npm start loads the services from the server build: start.ts itself imports no driver, queue or provider', async () => {
    const start = path.resolve(import.meta.dirname, 'start.ts');
    const imported = await importedPackages([start]);
    // The configuration's validation is loaded from the source (the check cannot pass by seeing nothing).
    expect(imported).toContain('zod');
    for (const service of ['drizzle-orm', '@electric-sql/pglite', 'postgres', 'pg-boss', 'oidc-provider', 'ioredis'])
      expect(imported).not.toContain(service);
    // A limit for a hang, as above.
  }, 300_000);
});
