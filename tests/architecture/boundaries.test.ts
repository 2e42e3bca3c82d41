/**
 * The import directions of DESIGN.md §3 are enforced by lint (.config/eslint-boundaries.js): each case lints a
 * one-line module as if it sat in a folder of src/ and expects ESLint's verdict on its import. The forward imports
 * pass and the backward ones fail, so a new backward import in the code fails `npm run lint`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, '.config/eslint.config.js') });

/** The boundary errors of a module at `file` (relative to the root) that imports `specifier`. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import directions (DESIGN.md §3)', () => {
  // The first lint loads the configuration and every plugin (several seconds on a busy two-core machine): done once
  // here, with time for it, so that each case below times only its own verdict.
  beforeAll(() => boundaryErrors('src/shared/probe.ts', './result'), 60_000);

  it.each([
    ['the design system imports the layouts', 'src/ui/button/probe.ts', '../../layouts/head'],
    ['the design system imports an area', 'src/ui/button/probe.ts', '../../features/account/queries'],
    ['the design system imports the client platform', 'src/ui/button/probe.ts', '../../lib/fetcher/fetcher'],
    ['a domain service imports GraphQL', 'src/server/domain/probe.ts', '../graphql/yoga'],
    ['a domain service imports an area', 'src/server/domain/probe.ts', '../../features/account/queries'],
    ['a domain service imports the client platform', 'src/server/domain/probe.ts', '../../lib/fetcher/fetcher'],
    ['the portal imports the account host', 'src/server/auth/probe.ts', '../../account-host/provider'],
    ['a page imports the account host', 'src/pages/probe.ts', '../account-host/provider'],
    ['a page imports the database', 'src/pages/api/probe.ts', '../../server/db/client'],
    ['an area imports the server', 'src/features/account/probe.ts', '../../server/config'],
    ['an area imports the database', 'src/features/account/probe.ts', '../../server/db/client'],
    ['a shared contract imports the design system', 'src/shared/probe.ts', '../ui/button/button'],
  ])('refuses a backward import: %s', async (_name, file, specifier) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/There is no policy allowing dependencies from elements of type/);
  });

  it.each([
    ['the design system imports a shared contract', 'src/ui/button/probe.ts', '../../shared/result'],
    ['an area imports the design system', 'src/features/account/probe.ts', '../../ui/button/button'],
    ['an area imports the client platform', 'src/features/account/probe.ts', '../../lib/fetcher/fetcher'],
    ['a domain service imports the database', 'src/server/domain/probe.ts', '../db/client'],
    ['a page gets the services', 'src/pages/api/probe.ts', '../../server/services'],
    ['GraphQL imports a domain service', 'src/server/graphql/probe.ts', '../domain/account'],
    ['the server reads the area manifests', 'src/server/probe.ts', '../features/areas'],
    ['the account host imports the identity rules', 'src/account-host/probe.ts', '../server/domain/identity'],
    ['the start command starts the account host', 'src/server/cli/probe.ts', '../../account-host/server'],
  ])('allows a forward import: %s', async (_name, file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
