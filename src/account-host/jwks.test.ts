/**
 * The account host's signing keys. A production start once failed with only "OIDC_JWKS: required in production",
 * and OIDC_JWKS was in no configuration table.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadSigningKeys, OIDC_JWKS_REQUIRED, signingKeySetSchema } from './jwks';
import { ACCOUNT_HOST_VARIABLES } from './settings';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('OIDC_JWKS', () => {
  it('in production without it, the error says what it is and what to do next', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jwks-'));
    try {
      expect(() => loadSigningKeys({ dataDir, production: true })).toThrow(OIDC_JWKS_REQUIRED);
      expect(OIDC_JWKS_REQUIRED).toContain('OIDC_JWKS: required in production');
      expect(OIDC_JWKS_REQUIRED).toContain('npm run jwks');
      expect(OIDC_JWKS_REQUIRED).toContain('OIDC_ISSUER');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('`npm run jwks` prints a key set that production accepts as OIDC_JWKS', async () => {
    const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.jwks as string;
    expect(script).toBe('tsx src/account-host/generate-jwks.ts');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await import('./generate-jwks');
      expect(log).toHaveBeenCalledTimes(1);
      const printed = String(log.mock.calls[0]![0]);
      const keys = loadSigningKeys({ dataDir: '/nonexistent', envJwks: printed, production: true });
      expect(signingKeySetSchema.parse(keys).keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    } finally {
      log.mockRestore();
    }
  });

  it('every variable the account host reads is in the configuration table of the operations guide', () => {
    const guide = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    const start = guide.indexOf('\n## Configuration\n');
    expect(start).toBeGreaterThan(-1);
    const end = guide.indexOf('\n## ', start + 1);
    const table = guide.slice(start, end === -1 ? undefined : end);
    for (const name of ACCOUNT_HOST_VARIABLES) expect(table).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
  });
});
