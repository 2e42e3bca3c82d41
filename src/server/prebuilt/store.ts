/**
 * Where prebuilt brand pages live on disk and how they are read. Layout:
 * `{root}/{brandKey}` is a symlink to `{root}/.builds/{brandKey}-{stamp}`, which holds `{path}/index.html` files
 * (and `index.html.csp` with the page's Content-Security-Policy, `index.html.br` and `index.html.gz` with its
 * precompressed forms for the server's fast path, src/server/serving/front.ts).
 * Replacing the symlink with rename(2) is atomic, so a request sees either the old or the new set of a brand,
 * never a half-written one. A reader resolves the symlink once and reads the page and its policy from that one
 * build, so the two always belong together; the previous build is kept until the next swap for such readers.
 */
import { createHmac } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config';
import type { BrandKey } from '../../brands/registry';
import { prebuiltStatus } from './paths';

/** The prebuilt pages belong to the build that made them (new asset hashes), so they live in the build output. */
export function prebuiltRoot(): string {
  return path.resolve(process.env.PREBUILT_DIR ?? path.resolve(process.cwd(), config().BUILD_DIR, 'prebuilt'));
}

/** The file of a prebuilt path for a brand. */
export function prebuiltFile(root: string, brandKey: BrandKey, pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return path.join(root, brandKey, clean, 'index.html');
}

export interface PrebuiltPage {
  html: string;
  /** The HTTP status to answer with (404 for `/404`, 500 for `/500`, else 200). */
  status: number;
  /** The Content-Security-Policy the page was rendered with. */
  csp?: string;
}

/** The prebuilt HTML of a page (and its policy), or undefined when it has not been built (yet). */
export async function readPrebuilt(
  brandKey: BrandKey,
  pagePath: string,
  root: string = prebuiltRoot(),
): Promise<PrebuiltPage | undefined> {
  try {
    // One resolution of the brand's symlink: page and policy come from the same build even during a swap.
    const build = await realpath(path.join(root, brandKey));
    const file = prebuiltFile(build, '' as BrandKey, pagePath);
    const [html, csp] = await Promise.all([
      readFile(file, 'utf8'),
      readFile(`${file}.csp`, 'utf8').catch(() => undefined),
    ]);
    const status = prebuiltStatus(pagePath);
    return csp ? { html, status, csp } : { html, status };
  } catch {
    return undefined;
  }
}

/** The secret the prebuild step sends so that the server renders a page fresh instead of serving the file. */
export function prebuildSecret(): string {
  const { sessionSecret } = config();
  // Asked on every request (the middleware compares the header): derived once per session secret.
  if (derivedFrom !== sessionSecret) {
    derived = createHmac('sha256', sessionSecret).update('prebuild').digest('base64url');
    derivedFrom = sessionSecret;
  }
  return derived;
}
let derivedFrom: string | undefined;
let derived = '';
