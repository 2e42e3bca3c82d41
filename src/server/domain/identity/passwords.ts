/**
 * Password hashing with argon2id. The PHC string carries salt and parameters, so hashes made with older parameters
 * keep verifying ({@link needsRehash} says when to hash again after a sign-in).
 */
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { plainPasswordSchema } from './rules';

/** argon2id; the package's `Algorithm` is a const enum, which isolated modules cannot read, hence the literal. */
const ARGON2ID = 2 as Algorithm;

/**
 * The parameters every new hash gets: OWASP's minimum memory-hard argon2id settings (19 MiB, 2 passes, 1 lane —
 * Password Storage Cheat Sheet).
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

/** Hashes a password with argon2id; every call uses a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  return hash(plainPasswordSchema.parse(plain), PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `plain` is the password of `hash`. A missing or malformed hash, or an unusable password, gives false —
 * after the same argon2 work as a real check, so response times do not reveal which accounts have a password.
 */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  const password = plainPasswordSchema.safeParse(plain);
  if (hash && password.success) {
    try {
      return await verify(hash, password.data);
    } catch {
      // Not a PHC string we can read: treat like a wrong password.
    }
  }
  dummyHash ??= hashPassword('timing-equaliser');
  await verify(await dummyHash, password.success ? password.data : 'x');
  return false;
}

/** True when a stored hash was made with other parameters than PASSWORD_HASH_OPTIONS (rehash it after a login). */
export function needsRehash(hash: string): boolean {
  try {
    const used = parseOptions(hash);
    return (
      used.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      used.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      used.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      used.parallelism !== PASSWORD_HASH_OPTIONS.parallelism ||
      used.outputLen !== PASSWORD_HASH_OPTIONS.outputLen
    );
  } catch {
    return true;
  }
}
