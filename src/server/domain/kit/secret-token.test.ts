import { describe, expect, it } from 'vitest';
import { hashSecretToken, isSecretToken, newSecretToken } from './secret-token';

describe('secret tokens (invitation keys, upload tokens)', () => {
  it('are 256 random bits as 43 base64url characters, stored only as their SHA-256', () => {
    const token = newSecretToken();
    expect(isSecretToken(token)).toBe(true);
    expect(newSecretToken()).not.toBe(token);
    expect(hashSecretToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).toBe(hashSecretToken(token));
    expect(hashSecretToken(token)).not.toContain(token);
  });

  it('refuse any other shape: one character short, a slash, no string', () => {
    const token = newSecretToken();
    expect(isSecretToken(token.slice(1))).toBe(false);
    expect(isSecretToken(`${token.slice(1)}/`)).toBe(false);
    expect(isSecretToken(42)).toBe(false);
  });
});
