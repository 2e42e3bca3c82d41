/**
 * Settings that only the built-in account host needs, read from the environment with zod. The settings it shares
 * with the portal (PORT, DATA_DIR, sessionSecret, ACCOUNT_HOST_PORT/TEMPLATE/PROTOCOL) come from `config()`.
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

export type HostSettings = z.infer<typeof schema>;

/** The environment variables only the account host reads (each one belongs in the README's configuration table). */
export const ACCOUNT_HOST_VARIABLES: readonly string[] = Object.keys(schema.shape);

let cached: HostSettings | undefined;

/** The validated account host settings; throws a readable error naming every bad variable. */
export function hostSettings(env: NodeJS.ProcessEnv = process.env): HostSettings {
  if (cached && env === process.env) return cached;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (env === process.env) cached = parsed.data;
  return parsed.data;
}
