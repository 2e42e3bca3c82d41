/**
 * The full prebuild of `npm start` (every brand's pages, when the build or the published content changed), run by
 * start.ts in a process of its own: rendering 69 brands' pages is a burst of allocation whose memory Node keeps once
 * it has it (about 200 MiB of resident memory measured on the server process), and the server should not carry it
 * for the rest of its life. Same environment as the server; exits 0 when every brand's pages are swapped in.
 */
import { BRAND_KEYS } from '../../brands/registry';
import { loadBuiltServer, prebuildBrands } from './build-steps';

try {
  await prebuildBrands(await loadBuiltServer(), BRAND_KEYS);
  process.exit(0);
} catch (error) {
  console.error(`✘ Prebuilding failed: ${(error as Error).message}`);
  process.exit(1);
}
