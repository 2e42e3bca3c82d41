/**
 * The account host's signing keys (one set shared by every brand's provider). Production reads them from OIDC_JWKS;
 * the embedded default generates an RSA key once and keeps it in `${DATA_DIR}/oidc-jwks.json`, so ID tokens stay
 * verifiable across restarts.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A private JWK as oidc-provider takes it; `d` proves it is a private key. */
const privateJwkSchema = z
  .object({ kty: z.enum(['RSA', 'EC', 'OKP']), d: z.string().min(1), kid: z.string().min(1).optional() })
  .passthrough();

/** A JWKS of private signing keys. */
export const signingKeySetSchema = z.object({ keys: z.array(privateJwkSchema).min(1) });
export type SigningKeySet = z.infer<typeof signingKeySetSchema>;

/** File name of the generated key set inside DATA_DIR. */
export const JWKS_FILE = 'oidc-jwks.json';

/** A fresh RS256 signing key set (RSA 2048). */
export function generateSigningKeySet(): SigningKeySet {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, string>;
  // RFC 7638 thumbprint as key id: stable for the key, different for every new key.
  const kid = createHash('sha256')
    .update(JSON.stringify({ e: jwk['e'], kty: jwk['kty'], n: jwk['n'] }))
    .digest('base64url');
  return signingKeySetSchema.parse({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
}

function parseKeySet(json: string, source: string): SigningKeySet {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  const parsed = signingKeySetSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`${source} is not a JWKS of private keys: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

export interface LoadSigningKeysOptions {
  dataDir: string;
  /** OIDC_JWKS, when set. */
  envJwks?: string | undefined;
  /** In production keys must come from the environment: a generated key would differ per server instance. */
  production: boolean;
}

/**
 * The start error without OIDC_JWKS in production: what the variable is and what to do next (README, Configuration).
 */
export const OIDC_JWKS_REQUIRED = [
  'Invalid configuration:',
  '  OIDC_JWKS: required in production: the signing keys of the built-in account host, as a JWKS of private keys',
  '  ({"keys":[…]}), the same value on every server instance. Next step, either:',
  '  - run `npm run jwks` and set its output as OIDC_JWKS (keep it secret, like SESSION_SECRET); or',
  '  - set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to sign in through an external OpenID provider;',
  '    the built-in account host then does not start and needs no keys.',
].join('\n');

/** The signing keys: from OIDC_JWKS, else from DATA_DIR, else newly generated into DATA_DIR (not in production). */
export function loadSigningKeys(options: LoadSigningKeysOptions): SigningKeySet {
  if (options.envJwks) return parseKeySet(options.envJwks, 'OIDC_JWKS');
  if (options.production) throw new Error(OIDC_JWKS_REQUIRED);
  const file = path.join(options.dataDir, JWKS_FILE);
  if (existsSync(file)) return parseKeySet(readFileSync(file, 'utf8'), file);
  const keys = generateSigningKeySet();
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
