/**
 * Writes the brandless favicons to public/images (favicon.ico, favicon.svg), the fallback the page head uses when
 * a brand has no favicon. Run after changing the default palette or the artwork code:
 *   npx tsx src/brands/write-default-favicons.ts
 * logo.test.ts fails when the committed files differ from what this would write.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultFaviconIco, defaultFaviconSvg } from './logo';

const dir = fileURLToPath(new URL('../../public/images/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}favicon.ico`, defaultFaviconIco());
writeFileSync(`${dir}favicon.svg`, `${defaultFaviconSvg()}\n`);
console.log(`Wrote ${dir}favicon.ico and ${dir}favicon.svg`);
