import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientIdFor, clientSecretFor } from './client-credentials';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('client credentials', () => {
  it('names the client of a brand mijn-{key}', () => {
    expect(clientIdFor('ad')).toBe('mijn-ad');
    expect(clientIdFor('vtmgo')).toBe('mijn-vtmgo');
  });

  it('derives the secret as HMAC-SHA256 of the client id under the session secret', () => {
    const expected = createHmac('sha256', SECRET).update('oidc-client-secret:mijn-ad').digest('base64url');
    expect(clientSecretFor('ad', SECRET)).toBe(expected);
    expect(clientSecretFor('ad', SECRET)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives every brand and every session secret its own client secret', () => {
    expect(clientSecretFor('ad', SECRET)).toBe(clientSecretFor('ad', SECRET));
    expect(clientSecretFor('ad', SECRET)).not.toBe(clientSecretFor('hln', SECRET));
    expect(clientSecretFor('ad', SECRET)).not.toBe(clientSecretFor('ad', `${SECRET}!`));
    expect(clientSecretFor('ad', SECRET)).not.toContain(SECRET);
  });
});
