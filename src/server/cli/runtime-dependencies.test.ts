import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bareImports, missingRuntimeDependencies, packageOf } from './runtime-dependencies';

describe('bareImports', () => {
  it('finds static, re-exported, side-effect and dynamic imports of packages, one statement per line or not', () => {
    const source = [
      `import { a as b } from "react";`,
      `import {`,
      `  x,`,
      `  y`,
      `} from 'drizzle-orm/pg-core';`,
      `import * as Sentry from "@sentry/node";`,
      `export { default } from "@scope/pkg/sub";`,
      `import "side-effect";`,
      `const m = await import("lazy");x();import fs from "node:fs";`,
      `import { own } from "./chunks/own.mjs";`,
    ].join('\n');
    expect(bareImports(source).sort()).toEqual(
      ['@scope/pkg/sub', '@sentry/node', 'drizzle-orm/pg-core', 'lazy', 'react', 'side-effect'].sort(),
    );
  });

  it('does not take words in strings for imports', () => {
    const source = [
      `logger.warn(\`did you mean to export 'ALL'?\`);`,
      `const hint = "complete when every digit of '# 000' is filled, from '# 000'";`,
      `const url = import.meta.url;`,
    ].join('\n');
    expect(bareImports(source)).toEqual([]);
  });
});

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

  it('lists the packages a build imports that are no production dependency, and nothing else', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'runtime-deps-'));
    mkdirSync(path.join(folder, 'chunks'));
    writeFileSync(path.join(folder, 'entry.mjs'), `import "react";\nimport { x } from "./chunks/a.mjs";\n`);
    writeFileSync(
      path.join(folder, 'chunks/a.mjs'),
      `import fs from "fs";\nimport { y } from "node:path";\nimport s from "sharp";\nimport { z } from "devalue";\n`,
    );
    writeFileSync(path.join(folder, 'chunks/notes.txt'), `import "not-code";\n`);
    expect(missingRuntimeDependencies(folder, { react: '^19' })).toEqual(['devalue', 'sharp']);
    expect(missingRuntimeDependencies(folder, { react: '^19', devalue: '^5', sharp: '^0.35' })).toEqual([]);
  });
});

describe('the production commands', () => {
  it('import only production dependencies (npm start, its prebuild child, npm run rebuild, db:migrate, jwks)', async () => {
    const { build } = await import('esbuild');
    const { readFileSync } = await import('node:fs');
    const root = path.resolve(import.meta.dirname, '../../..');
    const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const result = await build({
      entryPoints: [
        'src/server/cli/start.ts',
        'src/server/cli/prebuild-child.ts',
        'src/server/cli/rebuild.ts',
        'src/server/db/cli.ts',
        'src/account-host/generate-jwks.ts',
      ].map((file) => path.join(root, file)),
      bundle: true,
      write: false,
      outdir: path.join(os.tmpdir(), 'runtime-deps-out'),
      platform: 'node',
      format: 'esm',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
      loader: { '.css': 'empty' },
    });
    const imported = new Set<string>();
    for (const input of Object.values(result.metafile.inputs)) {
      for (const entry of input.imports) {
        if (entry.external && !entry.path.startsWith('node:')) imported.add(packageOf(entry.path));
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !(name in dependencies))).toEqual([]);
  }, 30_000);
});
