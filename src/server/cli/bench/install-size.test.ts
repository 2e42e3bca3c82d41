/** Install size is counted as `du` counts it. */
import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../project-root';
import {
  diskUsage,
  floorManifest,
  localPackages,
  nodeModulesSize,
  prepareInstall,
  readManifest,
  STACK_FLOOR,
} from './install-size';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mo-install-size-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, bytes: number) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.alloc(bytes, 1));
};

describe('install size', () => {
  it("names the project's own packages that measureInstall copies beside the manifest: package.json's file: folders", () => {
    writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({
        dependencies: { react: '^19.0.0', local: 'file:packages/local' },
        devDependencies: { sharp: 'file:.config/no-sharp', vitest: '^5.1.1' },
        overrides: { sharp: '$sharp' },
      }),
    );
    expect(localPackages(root)).toEqual(['packages/local', '.config/no-sharp']);
  });

  it('counts what du counts, a hard-linked file once', () => {
    const modules = path.join(root, 'node_modules');
    write(path.join(modules, 'big/index.js'), 300_000);
    write(path.join(modules, 'big/node_modules/inner/data.bin'), 200_000);
    write(path.join(modules, '@scope/small/index.js'), 5_000);
    mkdirSync(path.join(modules, 'linked/bin'), { recursive: true });
    linkSync(path.join(modules, 'big/index.js'), path.join(modules, 'linked/bin/index.js'));
    const du = Number(execFileSync('du', ['-s', '-B1', modules], { encoding: 'utf8' }).split('\t')[0]);

    const size = nodeModulesSize(modules);

    expect(size.bytes).toBe(du);
    expect(size.packages.map((entry) => entry.name)).toEqual(['big', '@scope/small', 'linked']);
    expect(size.packages[0]!.bytes).toBeGreaterThanOrEqual(500_000);
    // The hard link was counted under big, which came first; under linked only its folders remain.
    expect(size.packages[2]!.bytes).toBeLessThan(20_000);
  });

  it('measures a folder on its own', () => {
    write(path.join(root, 'a/file'), 100_000);
    const du = Number(execFileSync('du', ['-s', '-B1', path.join(root, 'a')], { encoding: 'utf8' }).split('\t')[0]);
    expect(diskUsage(path.join(root, 'a'))).toBe(du);
  });
});

describe('the stack-only install (STACK_FLOOR)', () => {
  const manifest = {
    name: 'project',
    type: 'module',
    engines: { node: '>=22.12' },
    dependencies: { react: '^19.3.1', zod: '^4.6.7', esbuild: '^0.28.2' },
    devDependencies: { astro: '^7.3.5', sharp: 'file:.config/no-sharp', 'drizzle-kit': '^0.31.11' },
    overrides: {
      '@graphql-tools/utils': '^12.1.0',
      'drizzle-kit': { esbuild: '$esbuild' },
      sharp: '$sharp',
      imask: { '@babel/runtime-corejs3': 'npm:@babel/runtime@^7.29.14' },
    },
  };

  it("keeps only the named packages, at the project's ranges, and the rest of the manifest", () => {
    expect(floorManifest(manifest, ['astro', 'react', 'sharp'])).toEqual({
      name: 'project',
      type: 'module',
      engines: { node: '>=22.12' },
      devDependencies: { astro: '^7.3.5', react: '^19.3.1', sharp: 'file:.config/no-sharp' },
      overrides: {
        '@graphql-tools/utils': '^12.1.0',
        sharp: '$sharp',
        imask: { '@babel/runtime-corejs3': 'npm:@babel/runtime@^7.29.14' },
      },
    });
  });

  it('drops an override that refers to a package left out, which npm would refuse', () => {
    const overrides = floorManifest(manifest, ['astro']).overrides;
    expect(overrides).not.toHaveProperty('sharp');
    expect(overrides).not.toHaveProperty('drizzle-kit');
    expect(floorManifest(manifest, ['esbuild']).overrides).toHaveProperty('drizzle-kit', { esbuild: '$esbuild' });
  });

  it('refuses a name the project does not depend on', () => {
    expect(() => floorManifest(manifest, ['astro', 'left-pad'])).toThrow('Not a dependency of the project: left-pad');
  });

  it("names only the project's own dependencies, node@24 among them", () => {
    const floor = floorManifest(readManifest(projectRoot), STACK_FLOOR);
    expect(Object.keys(floor.devDependencies!)).toHaveLength(STACK_FLOOR.length);
    expect(floor.devDependencies).toHaveProperty('node');
    expect(floor.dependencies).toBeUndefined();
  });

  it("installs from a folder holding the cut manifest beside the lock file, .npmrc and the project's own packages", () => {
    const project = path.join(root, 'project');
    mkdirSync(path.join(project, '.config/no-sharp'), { recursive: true });
    writeFileSync(path.join(project, '.config/no-sharp/package.json'), '{"name":"sharp"}');
    writeFileSync(path.join(project, 'package.json'), JSON.stringify(manifest));
    writeFileSync(path.join(project, 'package-lock.json'), '{"lockfileVersion":3}');
    writeFileSync(path.join(project, '.npmrc'), 'fund=false\n');
    const read = (folder: string, file: string) => readFileSync(path.join(folder, file), 'utf8');

    prepareInstall(project, path.join(root, 'floor'), ['astro', 'sharp']);
    prepareInstall(project, path.join(root, 'full'));

    const floor = JSON.parse(read(path.join(root, 'floor'), 'package.json')) as Record<string, unknown>;
    expect(floor.devDependencies).toEqual({ astro: '^7.3.5', sharp: 'file:.config/no-sharp' });
    expect(floor).not.toHaveProperty('dependencies');
    expect(floor.overrides).toHaveProperty('sharp', '$sharp');
    expect(read(path.join(root, 'full'), 'package.json')).toBe(JSON.stringify(manifest));
    for (const folder of ['floor', 'full']) {
      expect(read(path.join(root, folder), 'package-lock.json')).toBe('{"lockfileVersion":3}');
      expect(read(path.join(root, folder), '.npmrc')).toBe('fund=false\n');
      expect(read(path.join(root, folder), '.config/no-sharp/package.json')).toBe('{"name":"sharp"}');
    }
  });
});
