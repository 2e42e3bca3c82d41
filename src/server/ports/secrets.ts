/**
 * The server's secret for keyed hashes of what the database stores in place of a secret value (one-time codes and
 * link tokens): the domain asks this port instead of reading the configuration, so rules and storage stay free of
 * the environment. The value is the configured session secret.
 */
import { config } from '../config';

/** The secret key under which stored codes and link tokens are hashed (HMAC-SHA256). */
export function hashingSecret(): string {
  return config().sessionSecret;
}
