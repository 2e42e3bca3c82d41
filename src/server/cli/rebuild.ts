/**
 * `npm run rebuild -- --brand ad [--brand hln]`: renders only these brands' prebuilt pages again from the current
 * content, through the built server, and swaps each brand's set in atomically while a running portal keeps
 * answering (it reads the files per request, so it serves the new pages at once). Needs the build
 * (`npm run build` or `npm start`) and the content source of the running portal (its content lake on
 * CONTENT_LAKE_PORT, or SANITY_PROJECT_ID); run it with the same environment as the portal.
 */
import path from 'node:path';
import { BRANDS } from '../../brands/registry';
import { config } from '../config';
import { parseBrandArguments } from '../prebuilt/brand-arguments';
import { checkContentSource } from '../prebuilt/content-source';
import { generateBrandPages } from '../prebuilt/generate';
import { prebuiltRoot } from '../prebuilt/store';
import { hasBuild, loadBuiltServer, serverEntry } from './build-steps';

const USAGE = 'Usage: npm run rebuild -- --brand <key> [--brand <key> …]   (e.g. --brand ad --brand hln)';

function fail(message: string): never {
  console.error(`✘ ${message}`);
  process.exit(1);
}

const { brands, unknown } = parseBrandArguments(process.argv.slice(2));
if (unknown.length > 0) fail(`Unknown brand key(s): ${unknown.map((key) => `"${key}"`).join(', ')}.\n  ${USAGE}`);
if (brands.length === 0) fail(`No brand given.\n  ${USAGE}`);
if (!hasBuild())
  fail(`No build at ${path.relative(process.cwd(), serverEntry)}: run npm run build (or npm start) first.`);

const source = await checkContentSource();
if (!source.ok) {
  fail(
    `The content source at ${source.url} is not usable: ${source.problem}.\n` +
      (config().SANITY_PROJECT_ID
        ? '  Check SANITY_PROJECT_ID, SANITY_DATASET and the network.'
        : `  Start the portal first (npm start, which runs the content lake on port ${config().CONTENT_LAKE_PORT}), ` +
          'or the lake alone with npm run lake, with the same environment as the portal.'),
  );
}

console.log(`… Rebuilding ${brands.map((key) => `${key} (${BRANDS[key].name})`).join(', ')} from ${source.url}`);
console.log(`  into ${path.relative(process.cwd(), prebuiltRoot()) || '.'}`);
const started = Date.now();
const server = await loadBuiltServer();
try {
  const pages = await generateBrandPages({
    handler: server.handler,
    brands,
    onProgress: ({ done, total, brand, pages: written, ms }) =>
      console.log(`  ✔ ${done}/${total} ${brand}: ${written} pages in ${(ms / 1000).toFixed(2)} s, swapped in`),
  });
  console.log(`✔ ${pages} pages for ${brands.length} brand(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  fail(`Rebuild failed; the previous pages stay in place. ${(error as Error).message}`);
}
process.exit(0);
