/**
 * The project's folder: where package.json, public/ and src/content/dataset are. The first folder upwards from this
 * module that holds a package.json: from the source (src/server) two levels up, from the build (whose chunks are in
 * `{BUILD_DIR}/server/chunks`, and `npm start` serves a build folder inside the project) the folder the build is in.
 * A module's own URL is not enough: Vite bundles this module into a chunk of the server build, where `../..` is
 * somewhere inside the build folder. Without a package.json above it, the working directory (npm runs scripts there).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const projectRoot: string = findProjectRoot();
