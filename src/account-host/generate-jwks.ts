/**
 * `npm run jwks`: prints a fresh signing key set for the built-in account host (one RS256 key, RSA 2048, with its
 * thumbprint as key id) as one line of JSON, ready to be set as OIDC_JWKS in production. Prints only; it stores
 * nothing. Rotating keys: add the new key first in the list and keep the old one until its tokens have expired.
 */
import { generateSigningKeySet } from './jwks';

console.log(JSON.stringify(generateSigningKeySet()));
