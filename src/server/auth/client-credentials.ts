/**
 * The portal's client registration at the built-in account host: one confidential client per brand. The secret is
 * derived from the session secret, so the account host and the portal both know it without storing it anywhere.
 * What both sides of the sign-in must agree on lives here (and in ./urls.ts), so the account host needs nothing else
 * of the portal's OIDC client.
 */
import { createHmac } from 'node:crypto';
import type { BrandKey } from '../../brands/registry';
import { clientIdFor } from '../domain/identity/rules';

/** The client_id of a brand's portal (`mijn-{key}`): the identity rules own it, the OIDC client and host use it. */
export { clientIdFor };

/** The client_secret of a brand's portal: HMAC-SHA256 of the client id under the session secret, base64url. */
export function clientSecretFor(brandKey: BrandKey, sessionSecret: string): string {
  return createHmac('sha256', sessionSecret)
    .update(`oidc-client-secret:${clientIdFor(brandKey)}`)
    .digest('base64url');
}

/** The scopes the portal asks for: the subject, e-mail address and names. */
export const OIDC_SCOPE = 'openid email profile';
