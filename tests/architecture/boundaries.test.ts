/**
 * The import directions of docs/architecture.md are enforced by lint (.config/eslint-boundaries.js): each case lints a
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

describe('import directions', () => {
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
    ["a domain service imports the portal's sessions", 'src/server/domain/probe.ts', '../auth/session'],
    ["a domain service imports the portal's OIDC client", 'src/server/domain/probe.ts', '../auth/oidc-client'],
    ['the database imports a domain service', 'src/server/db/probe.ts', '../domain/identity'],
    ["the database imports an area's seed", 'src/server/db/probe.ts', '../domain/holiday/seed'],
    ["GraphQL imports the server's front", 'src/server/graphql/probe.ts', '../serving/graphql-front'],
    ['GraphQL imports the start command', 'src/server/graphql/probe.ts', '../cli/start'],
    ["the page shell imports an area's island", 'src/layouts/parts/probe.ts', '../../features/holiday/HolidayJourney'],
    ["the page shell imports an area's messages", 'src/layouts/probe.ts', '../features/account/messages'],
    ["the account host imports the portal's sessions", 'src/account-host/probe.ts', '../server/auth/session'],
    ["the account host imports the portal's OIDC client", 'src/account-host/probe.ts', '../server/auth/oidc-client'],
    ["the account host imports the portal's front", 'src/account-host/probe.ts', '../server/serving/front'],
    ["the account host imports the server's registries", 'src/account-host/probe.ts', '../server/areas'],
    ['a port imports a domain service', 'src/server/ports/probe.ts', '../domain/identity'],
    ['the logger imports the database', 'src/server/log.ts', './db/client'],
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
    ['the server reads the area manifests', 'src/server/areas.ts', '../features/areas'],
    ['the front answers GraphQL', 'src/server/serving/probe.ts', '../graphql/endpoint'],
    ["an area's seed imports the database", 'src/server/domain/holiday/seed.ts', '../../db/seed'],
    [
      'the account host serves files with the HTTP toolkit',
      'src/account-host/probe.ts',
      '../server/serving/served-file',
    ],
    ['the account host knows the sign-in contract', 'src/account-host/probe.ts', '../server/auth/client-credentials'],
    [
      'the page shell starts the sign-in check of the client platform',
      'src/layouts/parts/probe.ts',
      '../../features/login/sso-check',
    ],
    ['the page shell reads the manifests', 'src/layouts/probe.ts', '../features/areas'],
    ['the account host imports the identity rules', 'src/account-host/probe.ts', '../server/domain/identity'],
    ['the start command starts the account host', 'src/server/cli/probe.ts', '../../account-host/server'],
  ])('allows a forward import: %s', async (_name, file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
