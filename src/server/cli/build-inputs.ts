/**
 * Whether the build in BUILD_DIR is still the build of the source as it is now: `npm start` then serves it instead
 * of building again (and, with the published content unchanged too, serves its prebuilt pages as they are), so a
 * second start with nothing changed, or a first start after `npm run build`, takes seconds instead of a full build
 * and prebuild. What a build depends on is the content of its inputs (the source, the public files, the
 * configuration and the lock file) and the branch it is built for (BUILD_BRANCH is built in); test files are not
 * part of the build and do not count.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a build is made from, relative to the project root: folders are read whole. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'astro.config.mjs',
  'tailwind.config.mjs',
  'sanity.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
] as const;

/** Files inside the inputs that the build leaves out. */
const NOT_BUILT = /\.(?:int\.)?test\.tsx?$/;

/** The file in the build folder that says what it was built from. */
export const BUILD_INPUTS_FILE = '.build-inputs';

async function filesOf(root: string, relative: string): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => undefined);
  if (!entries) return [relative];
  const nested = await Promise.all(
    entries
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => {
        const child = path.join(relative, entry.name);
        return entry.isDirectory() ? filesOf(root, child) : Promise.resolve(NOT_BUILT.test(entry.name) ? [] : [child]);
      }),
  );
  return nested.flat();
}

/** A hash of every input's path and content and of the branch the build is made for. */
export async function buildInputsFingerprint(root: string, buildBranch: string | undefined): Promise<string> {
  const hash = createHash('sha256').update(`branch:${buildBranch ?? ''}\n`);
  for (const input of BUILD_INPUTS) {
    for (const file of await filesOf(root, input)) {
      const content = await readFile(path.join(root, file)).catch(() => undefined);
      hash.update(`${file}\n${content ? createHash('sha256').update(content).digest('hex') : 'missing'}\n`);
    }
  }
  return hash.digest('base64url');
}

/** True when the build in `buildDir` was made from exactly these inputs. */
export async function buildIsCurrent(buildDir: string, fingerprint: string): Promise<boolean> {
  const stored = await readFile(path.join(buildDir, BUILD_INPUTS_FILE), 'utf8').catch(() => undefined);
  return stored === fingerprint;
}

/** Notes in `buildDir` what its build was made from (after the build succeeded). */
export async function recordBuildInputs(buildDir: string, fingerprint: string): Promise<void> {
  await writeFile(path.join(buildDir, BUILD_INPUTS_FILE), fingerprint);
}
