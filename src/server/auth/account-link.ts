/**
 * Which local account an OpenID sign-in belongs to.
 *
 * - The built-in account host issues the account id itself as `sub`: the account must exist.
 * - An external provider (OIDC_ISSUER) has its own subjects. The account linked to that `sub` (`accounts.oidc_subject`)
 *   signs in. Otherwise the provider's e-mail address decides, but only when the provider says it verified it
 *   (`email_verified: true`): an account with that address and no link yet is linked; without one, an account is
 *   created with the address and names of the ID token. An address that is unverified, missing, or already linked to
 *   another subject signs nobody in, so a provider account can never take over someone else's local account.
 */
import { eq, isNull, and, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

/** The ID token claims this needs (openid-client's `tokens.claims()`). */
export interface SignInClaims {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

export interface LinkedAccount {
  id: string;
  email: string;
}

const uuidSchema = z.uuid();
const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
const subjectSchema = z.string().min(1).max(255);
const nameSchema = z.string().trim().min(1).max(100);

function name(value: unknown): string | null {
  const parsed = nameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function byId(db: Db, id: string): Promise<LinkedAccount | undefined> {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return row;
}

async function bySubject(db: Db, subject: string): Promise<LinkedAccount | undefined> {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.oidcSubject, subject))
    .limit(1);
  return row;
}

/**
 * The local account of a sign-in, linking or creating it for an external provider as described above; undefined when
 * nobody may be signed in.
 */
export async function accountForSignIn(
  db: Db,
  claims: SignInClaims | undefined,
  external: boolean,
): Promise<LinkedAccount | undefined> {
  const subject = subjectSchema.safeParse(claims?.sub);
  if (!subject.success) return undefined;
  if (!external) {
    const id = uuidSchema.safeParse(subject.data);
    return id.success ? byId(db, id.data) : undefined;
  }

  const linked = await bySubject(db, subject.data);
  if (linked) return linked;
  const email = emailSchema.safeParse(claims?.email);
  if (claims?.email_verified !== true || !email.success) return undefined;

  // Link an existing account with this address that no other subject holds yet.
  const [updated] = await db
    .update(accounts)
    .set({ oidcSubject: subject.data, updatedAt: new Date() })
    .where(and(sql`lower(${accounts.email}) = ${email.data}`, isNull(accounts.oidcSubject)))
    .returning({ id: accounts.id, email: accounts.email });
  if (updated) return updated;

  const [created] = await db
    .insert(accounts)
    .values({
      email: email.data,
      oidcSubject: subject.data,
      firstName: name(claims.given_name),
      lastName: name(claims.family_name),
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id, email: accounts.email });
  if (created) return created;
  // A concurrent first sign-in of the same subject won the race; anything else (the address belongs to an account
  // linked to another subject) signs nobody in.
  return bySubject(db, subject.data);
}
