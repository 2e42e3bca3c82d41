/**
 * Install size in `npm run bench`: the project's package.json, package-lock.json and .npmrc (with the
 * folders of its own `file:` packages) are installed afresh into a temporary folder, once in full (`npm install`,
 * what the README's two commands do) and once for production only (`npm install --omit=dev`), and the disk usage of
 * each `node_modules` is counted as `du -sm` counts it (allocated blocks, a file with several hard links once), with
 * the largest packages named, so that the table says where the size is. A third install holds only the packages no
 * install of this project can do without (STACK_FLOOR), so that the table also says how much of the budget they take.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The disk usage of one package folder (`node_modules/name` or `node_modules/@scope/name`), in bytes. */
export interface PackageSize {
  name: string;
  bytes: number;
}

export interface InstallSize {
  /** Disk usage of the whole `node_modules`, in bytes. */
  bytes: number;
  /** The top-level packages, largest first (their own nested node_modules included). */
  packages: PackageSize[];
  /** Wall time of `npm install`, in milliseconds. */
  installMs: number;
}

/**
 * Disk usage of a folder in bytes, as `du` counts it: allocated 512-byte blocks of every file, folder and link, each
 * inode once (`seen` is shared between calls so that a hard link counted under one package is not counted again).
 */
export function diskUsage(folder: string, seen: Set<string> = new Set()): number {
  const stat = lstatSync(folder, { bigint: false });
  const key = `${stat.dev}:${stat.ino}`;
  if (seen.has(key)) return 0;
  seen.add(key);
  let bytes = stat.blocks * 512;
  if (stat.isDirectory()) {
    for (const entry of readdirSync(folder)) bytes += diskUsage(path.join(folder, entry), seen);
  }
  return bytes;
}

/** The folders of the top-level packages of a `node_modules` (scoped ones as `@scope/name`). */
function packageFolders(nodeModules: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      for (const inner of readdirSync(path.join(nodeModules, entry))) names.push(`${entry}/${inner}`);
    } else names.push(entry);
  }
  return names;
}

/** The disk usage of a `node_modules` and of each of its top-level packages, largest first. */
export function nodeModulesSize(nodeModules: string): Omit<InstallSize, 'installMs'> {
  const seen = new Set<string>();
  const packages = packageFolders(nodeModules)
    .map((name) => ({ name, bytes: diskUsage(path.join(nodeModules, name), seen) }))
    .sort((a, b) => b.bytes - a.bytes);
  // What is left: node_modules itself, .bin, .package-lock.json and the scope folders.
  const bytes = packages.reduce((sum, entry) => sum + entry.bytes, 0) + diskUsage(nodeModules, seen);
  return { bytes, packages };
}

type Manifest = Record<string, unknown> & {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
};

/** The project's package.json. */
export function readManifest(projectRoot: string): Manifest {
  return JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as Manifest;
}

/** The folders of the project's own packages that package.json names with `file:`. */
export function localPackages(projectRoot: string): string[] {
  const manifest = readManifest(projectRoot);
  return [manifest.dependencies, manifest.devDependencies, manifest.optionalDependencies]
    .flatMap((field) => Object.values(field ?? {}))
    .filter((spec) => spec.startsWith('file:'))
    .map((spec) => path.normalize(spec.slice('file:'.length)));
}

/**
 * The packages no install of this project can do without: the stack the product owner chose (grouped by
 * its rows), TypeScript that every file is written in, and the rebuild queue, file storage and load generator the
 * portal runs on (`pg-boss`, `@aws-sdk/client-s3`, `autocannon`). PDF, mail, validation, passwords, lint and
 * formatting are not in it.
 */
export const STACK_FLOOR = [
  // runtime
  'node',
  // site
  'astro',
  '@astrojs/node',
  '@astrojs/react',
  // UI
  'react',
  'react-dom',
  'tailwindcss',
  '@tailwindcss/vite',
  '@ark-ui/react',
  // client state
  'nanostores',
  '@nanostores/react',
  '@nanostores/query',
  // API and its trusted documents
  'graphql',
  'graphql-yoga',
  'graphql-request',
  '@graphql-codegen/core',
  '@graphql-codegen/client-preset',
  '@graphql-codegen/typescript',
  '@graphql-codegen/typescript-resolvers',
  // content
  '@sanity/astro',
  '@sanity/client',
  'groq-js',
  // data
  'drizzle-orm',
  '@electric-sql/pglite',
  'postgres',
  // identity
  'oidc-provider',
  'openid-client',
  // monitoring
  '@sentry/astro',
  // tests
  'vitest',
  '@playwright/test',
  'axe-core',
  // the language
  'typescript',
  //
  'pg-boss',
  '@aws-sdk/client-s3',
  'autocannon',
] as const;

/** npm overrides without the entries that refer (`$name`) to a package the manifest no longer names. */
function overridesFor(overrides: Record<string, unknown>, kept: Set<string>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(overrides)) {
    if (typeof value === 'string') {
      if (!value.startsWith('$') || kept.has(value.slice(1))) result[key] = value;
    } else if (value && typeof value === 'object') {
      const inner = overridesFor(value as Record<string, unknown>, kept);
      if (Object.keys(inner).length > 0) result[key] = inner;
    }
  }
  return result;
}

/**
 * The project's package.json cut down to `names`, each at the project's own range (as a development dependency, since
 * the full install is what is measured), with the overrides that still apply. A name the project does not depend on
 * is an error: the floor must not measure a package the project would not install.
 */
export function floorManifest(manifest: Manifest, names: readonly string[]): Manifest {
  const ranges = { ...manifest.dependencies, ...manifest.devDependencies };
  const missing = names.filter((name) => ranges[name] === undefined);
  if (missing.length > 0) throw new Error(`Not a dependency of the project: ${missing.join(', ')}`);
  const kept = new Set(names);
  const { dependencies: _dependencies, devDependencies: _devDependencies, overrides, ...rest } = manifest;
  return {
    ...rest,
    devDependencies: Object.fromEntries(names.map((name) => [name, ranges[name]!])),
    ...(overrides ? { overrides: overridesFor(overrides, kept) } : {}),
  };
}

/**
 * The folder an install is measured in: the project's package.json (cut down to `only` when given), lock file,
 * .npmrc and the folders of its own `file:` packages.
 */
export function prepareInstall(projectRoot: string, folder: string, only?: readonly string[]): void {
  mkdirSync(folder, { recursive: true });
  for (const file of ['package.json', 'package-lock.json', '.npmrc', ...localPackages(projectRoot)]) {
    if (existsSync(path.join(projectRoot, file))) {
      cpSync(path.join(projectRoot, file), path.join(folder, file), { recursive: true });
    }
  }
  if (only) {
    const manifest = floorManifest(readManifest(projectRoot), only);
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  }
}

/**
 * Installs the project's dependencies (all, without devDependencies, or `only` the named ones at the lock file's
 * versions) into `folder` and measures them.
 */
export function measureInstall(
  projectRoot: string,
  folder: string,
  options: { omitDev: boolean; only?: readonly string[] },
): InstallSize {
  prepareInstall(projectRoot, folder, options.only);
  const startedAt = performance.now();
  const install = spawnSync(
    'npm',
    [
      'install',
      ...(options.omitDev ? ['--omit=dev'] : []),
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (install.status !== 0) {
    throw new Error(
      `npm install${options.omitDev ? ' --omit=dev' : ''} failed (${install.status}):\n${install.stderr}`,
    );
  }
  return { ...nodeModulesSize(path.join(folder, 'node_modules')), installMs: performance.now() - startedAt };
}
