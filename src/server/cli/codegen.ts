/**
 * `npm run codegen`: writes what `.config/codegen.ts` generates (the browser's typed documents, the trusted-document
 * manifest and the resolver types) from the modules' schema files and the areas' operations. A file whose text is
 * unchanged is left alone. `codegen/generate.ts` says how this runs GraphQL Codegen without its CLI.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import config from '../../../.config/codegen';
import { generate } from './codegen/generate';

const cwd = process.cwd();
for (const file of await generate(config, cwd)) {
  const target = path.resolve(cwd, file.filename);
  const current = await readFile(target, 'utf8').catch(() => undefined);
  if (current === file.content) {
    console.log(`  unchanged ${file.filename}`);
    continue;
  }
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, file.content);
  console.log(`✔ wrote ${file.filename}`);
}
