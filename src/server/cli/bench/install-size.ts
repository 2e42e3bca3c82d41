/**
 * Install size in `npm run bench` (issue 14 §8): the project's package.json, package-lock.json and .npmrc (with the
 * folders of its own `file:` packages) are installed afresh into a temporary folder, once in full (`npm install`,
 * what the README's two commands do) and once for production only (`npm install --omit=dev`), and the disk usage of
 * each `node_modules` is counted as `du -sm` counts it (allocated blocks, a file with several hard links once), with
 * the largest packages named, so that the table says where the size is.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
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

/** The folders of the project's own packages that package.json names with `file:` (the sharp stand-in, README). */
export function localPackages(projectRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return ['dependencies', 'devDependencies', 'optionalDependencies']
    .flatMap((field) => Object.values(manifest[field] ?? {}))
    .filter((spec) => spec.startsWith('file:'))
    .map((spec) => path.normalize(spec.slice('file:'.length)));
}

/** Installs the project's dependencies (all, or without devDependencies) into `folder` and measures them. */
export function measureInstall(projectRoot: string, folder: string, options: { omitDev: boolean }): InstallSize {
  mkdirSync(folder, { recursive: true });
  for (const file of ['package.json', 'package-lock.json', '.npmrc', ...localPackages(projectRoot)]) {
    if (existsSync(path.join(projectRoot, file))) {
      cpSync(path.join(projectRoot, file), path.join(folder, file), { recursive: true });
    }
  }
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
