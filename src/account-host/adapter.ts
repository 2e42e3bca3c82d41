/**
 * oidc-provider's storage adapter on the `oidc_payloads` table (Drizzle; PGlite or PostgreSQL), so every account host
 * instance shares sessions, interactions, codes and tokens, and nothing is lost on restart. One row per model
 * instance, keyed by (type, id).
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { oidcPayloads } from '../server/db/schema';

/** What oidc-provider stores for a model instance; only the indexed fields are named. */
export interface OidcPayload {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
  [key: string]: unknown;
}

/** The models that hang off a grant and die with it (as in oidc-provider's own memory adapter). */
const GRANTABLE = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
];

/**
 * What an id, uid or user code the adapter looks up may be: printable ASCII without spaces, at most 512 characters.
 * Every value oidc-provider makes is (random base64url, client ids); the ones it is asked for come from the visitor
 * (query parameters, cookies, form fields), and a NUL or another control character must not reach the database, which
 * refuses it with an error instead of finding nothing.
 */
const LOOKUP_KEY = /^[\x21-\x7e]{1,512}$/;

/** One model's view of the table (oidc-provider creates one adapter per model name). */
export class DrizzleOidcAdapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const indexed = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, type: this.type, ...indexed })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: indexed });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<OidcPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, expiresAt: oidcPayloads.expiresAt, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), condition))
      .limit(1);
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    const payload = row.payload as OidcPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string): Promise<OidcPayload | undefined> {
    if (!LOOKUP_KEY.test(id)) return Promise.resolve(undefined);
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<OidcPayload | undefined> {
    if (!LOOKUP_KEY.test(uid)) return Promise.resolve(undefined);
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<OidcPayload | undefined> {
    if (!LOOKUP_KEY.test(userCode)) return Promise.resolve(undefined);
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  /** Revokes everything issued under a grant, whatever its model (codes, access and refresh tokens). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.grantId, grantId), inArray(oidcPayloads.type, GRANTABLE)));
  }
}

/** The adapter factory oidc-provider's `adapter` option takes: one adapter per model name, all on one database. */
export function drizzleAdapterFactory(db: Db): (model: string) => DrizzleOidcAdapter {
  return (model) => new DrizzleOidcAdapter(db, model);
}

/** Deletes expired rows; the provider never reads them again. */
export async function purgeExpiredOidcPayloads(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
}
