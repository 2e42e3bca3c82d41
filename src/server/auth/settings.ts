/**
 * Settings of the sign-in machinery that only this folder needs, read from the environment with zod.
 * The shared settings (PORT, DATA_DIR, sessionSecret, OIDC_*, ACCOUNT_HOST_PORT/TEMPLATE/PROTOCOL) come from `config()`.
 */
import { z } from 'zod';

const schema = z.object({
  /**
   * Trust `X-Forwarded-Host`/`X-Forwarded-Proto` from every peer (the account host runs behind a load balancer).
   * Without it they are only trusted from a loopback peer (the portal on the same machine).
   */
  ACCOUNT_HOST_TRUST_PROXY: z.stringbool().default(false),
  /** The account host's signing keys as a JWKS (`{"keys":[…private JWKs…]}`); required in production. */
  OIDC_JWKS: z.string().optional(),
});

export type AuthSettings = z.infer<typeof schema>;

let cached: AuthSettings | undefined;

/** The validated auth settings; throws a readable error naming every bad variable. */
export function authSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  if (cached && env === process.env) return cached;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (env === process.env) cached = parsed.data;
  return parsed.data;
}
