import { hash as argon2Hash, parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('hashPassword', () => {
  it('produces an argon2id PHC string with the OWASP parameters', async () => {
    const hash = await hashPassword('Welkom-bij-Mijn-Omgeving-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const used = parseOptions(hash);
    expect(used.memoryCost).toBe(19_456);
    expect(used.timeCost).toBe(2);
    expect(used.parallelism).toBe(1);
    expect(hash).not.toContain('Welkom');
  });

  it('salts every hash, so the same password hashes differently', async () => {
    const [a, b] = await Promise.all([hashPassword('geheim-wachtwoord'), hashPassword('geheim-wachtwoord')]);
    expect(a).not.toBe(b);
  });

  it('rejects an empty or absurdly long password', async () => {
    await expect(hashPassword('')).rejects.toThrow();
    await expect(hashPassword('a'.repeat(1025))).rejects.toThrow();
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Correct-Paard-Batterij-Nietje');
    expect(await verifyPassword(hash, 'Correct-Paard-Batterij-Nietje')).toBe(true);
    expect(await verifyPassword(hash, 'correct-paard-batterij-nietje')).toBe(false);
    expect(await verifyPassword(hash, 'Correct-Paard-Batterij-Nietje ')).toBe(false);
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('Één-crème-brûlée-€');
    expect(await verifyPassword(hash, 'Één-crème-brûlée-€')).toBe(true);
    expect(await verifyPassword(hash, 'Een-creme-brulee-€')).toBe(false);
  });

  it('gives false, not an error, for a missing or malformed hash or an empty password', async () => {
    expect(await verifyPassword(null, 'iets')).toBe(false);
    expect(await verifyPassword(undefined, 'iets')).toBe(false);
    expect(await verifyPassword('geen-hash', 'iets')).toBe(false);
    expect(await verifyPassword(await hashPassword('iets'), '')).toBe(false);
  });

  it('still verifies hashes made with older, weaker parameters', async () => {
    const old = await argon2Hash('oud-wachtwoord', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(await verifyPassword(old, 'oud-wachtwoord')).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });
});

describe('needsRehash', () => {
  it('is false for a current hash and true for an unreadable one', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('geen-hash')).toBe(true);
  });
});
