/**
 * Server configuration, read from the environment once and validated with zod.
 * Every setting has an embedded default so that `npm start` works on a fresh machine; production sets the real ones.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Develop = acceptance, main = production, anything else = test. */
export type AppEnvironment = 'acceptance' | 'production' | 'test';
export function environmentFromBranch(branch: string | undefined): AppEnvironment {
  if (branch === 'develop') return 'acceptance';
  if (branch === 'main') return 'production';
  return 'test';
}

const schema = z.object({
  /** The branch this build came from (CI sets it); decides the environment, see environmentFromBranch. */
  BUILD_BRANCH: z.string().optional(),
  /** Port and interface of the portal's HTTP server. */
  PORT: z.coerce.number().int().positive().default(4321),
  HOST: z.string().default('localhost'),
  /**
   * How long the portal and the account host keep an idle connection open, in milliseconds. Longer than the idle
   * timeout of the load balancer in front (60 s on AWS's ALB, nginx's upstream keep-alive): with Node's default of
   * 5 s an instance closes a connection the balancer is just reusing, and that request fails with a 502.
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  /**
   * On SIGTERM or SIGINT, how long the answers in progress may take to finish before the instance ends them
   * (src/server/serving/graceful-shutdown.ts): below the orchestrator's own wait before it kills the process
   * (Kubernetes and ECS: 30 s).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /**
   * On SIGTERM or SIGINT, how long the instance keeps serving (readiness 503, every answer `Connection: close`)
   * before it stops accepting connections: the time the load balancer needs to see that it is going. 0 without one.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /**
   * How many proxies (load balancer, CDN) stand in front and append to `X-Forwarded-For`: the visitor's address is
   * the entry that many from the right (src/server/visitor-address.ts). 0: the connection's own address.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The build output folder (Astro's outDir and the prebuilt brand pages), relative to the project. */
  BUILD_DIR: z.string().default('dist'),
  /** Where embedded state lives: the PGlite database, generated secrets, uploads, prebuilt brand pages. */
  DATA_DIR: z.string().default('.data'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Port of the local content lake (used when SANITY_PROJECT_ID is not set); default PORT + 1 (4322). */
  CONTENT_LAKE_PORT: z.coerce.number().int().positive().optional(),
  /**
   * Whether this process starts the local content lake (when SANITY_PROJECT_ID is not set). `false`: another process
   * runs it on CONTENT_LAKE_PORT (a first portal instance, or `npm run lake`) and every instance reads that one.
   */
  CONTENT_LAKE_START: z.stringbool().default(true),
  /** A real Sanity project; when set, content comes from Sanity instead of the local content lake. */
  SANITY_PROJECT_ID: z.string().optional(),
  SANITY_DATASET: z.string().default('production'),
  /** Read token for drafts (preview). The local content lake accepts the same token. */
  SANITY_API_READ_TOKEN: z.string().optional(),
  /**
   * How long published content (brand document, feature flags, translations) is kept in memory, in milliseconds;
   * an editor's change shows after at most this long. The end-to-end run sets it short so that journeys which
   * change content need not wait; 0 reads the CMS on every request.
   */
  CONTENT_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** Secret that signs session and state cookies; generated into DATA_DIR when absent (never in production). */
  SESSION_SECRET: z.string().min(32).optional(),
  /** An external OpenID provider; without it the built-in account host is used. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /**
   * Single sign-on switches (src/features/login/sso-switches.ts): NotLoggedIn pages silently ask
   * the account host whether it knows the user (automaticLoginEnabled), LoggedIn pages whether it holds another
   * account (multipleSessionsPopupEnabled). Both are off in an app's webview and in preview, whatever is set here.
   */
  SSO_AUTOMATIC_LOGIN: z.stringbool().default(true),
  SSO_MULTIPLE_SESSIONS_POPUP: z.stringbool().default(true),
  /** The secret of the editors' preview link (`/api/preview?secret=…`); derived from the session secret when absent. */
  PREVIEW_SECRET: z.string().min(16).optional(),
  /** The local editor's password for the Studio on the embedded lake (outside production); default derived. */
  LAKE_EDITOR_PASSWORD: z.string().min(12).optional(),
  /** The secret Sanity signs its webhooks with (`POST /api/rebuild`); derived from the session secret when absent. */
  SANITY_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Port of the built-in account host (used when OIDC_ISSUER is not set); default PORT + 2 (4323). */
  ACCOUNT_HOST_PORT: z.coerce.number().int().positive().optional(),
  /** Template of the built-in account host per brand; `{key}` and `{port}` are filled in. */
  ACCOUNT_HOST_TEMPLATE: z.string().default('login.{key}.localhost:{port}'),
  /** The scheme of the account host's public URL. */
  ACCOUNT_HOST_PROTOCOL: z.enum(['http', 'https']).default('http'),
  /**
   * SMTP server for outgoing mail (`smtp://user:pass@host:587`, `smtps://…`); without it mail is only kept in the
   * development mailbox (`/dev/mailbox`, never in production).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The sender of every mail (`"Mijn Omgeving" <noreply@example.com>`). */
  MAIL_FROM: z.string().default('Mijn Omgeving <noreply@mijn-omgeving.localhost>'),
  /**
   * GraphQL operations one session (or, without one, one client address) may make per minute; over it the answer is
   * 429. The default suits a browser; `npm run bench` raises it so that its load is not refused.
   */
  GRAPHQL_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /**
   * Invitations to read along one account may send in 24 hours, across its subscriptions, revoked ones included: more
   * are refused (SAS_INVITE_DAILY_LIMIT) and send no mail, so nobody floods mailboxes with invite-then-revoke.
   */
  SHARED_ACCESS_INVITES_PER_DAY: z.coerce.number().int().positive().default(10),
  /**
   * The contact form's uploads per account, so no account fills the disk: upload links it may make in an hour, bytes
   * it may upload in an hour, and files it may have waiting at once (an open link or an uploaded file not yet sent
   * with a form). Past any of them a new link or upload is refused (CONTACT_UPLOAD_HOURLY_LIMIT,
   * CONTACT_UPLOADS_PENDING_LIMIT) and nothing is stored.
   */
  CONTACT_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(15),
  CONTACT_UPLOAD_BYTES_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 1024 * 1024),
  CONTACT_UPLOADS_PENDING: z.coerce.number().int().positive().default(6),
  /**
   * Where the moving service finds a Dutch address by postcode and house number: `pdok` asks PDOK's public
   * Locatieserver, `embedded` a small table of real addresses for the demo and the tests
   * (src/server/ports/address-lookup/).
   */
  ADDRESS_LOOKUP: z.enum(['pdok', 'embedded']).default('embedded'),
  /**
   * Which payment provider hosts card and iDEAL payments of the payment service: `mollie` (needs MOLLIE_API_KEY),
   * or `test`, the built-in test payment page (/betaalservice/testbetaling/…, refused in production).
   */
  PAYMENT_PROVIDER: z.enum(['mollie', 'test']).default('test'),
  /** Mollie's API key (`test_…` or `live_…`), required when PAYMENT_PROVIDER=mollie. */
  MOLLIE_API_KEY: z.string().optional(),
  /**
   * Who sends text messages (the phone number check): `outbox` keeps them in the development mailbox (/dev/mailbox;
   * refused in production), `cm` sends them through CM.com (needs CM_PRODUCT_TOKEN). Without a provider in production
   * the phone number check is switched off on every brand, whatever its flag says.
   */
  SMS_PROVIDER: z.enum(['outbox', 'cm']).default('outbox'),
  /** CM.com's product token (its Messaging Gateway), required when SMS_PROVIDER=cm. */
  CM_PRODUCT_TOKEN: z.string().optional(),
  /**
   * The sender of a brand's text messages, `brand=Sender` pairs separated by commas (`vtmgo=VTM GO,hln=HLN`): at most
   * 11 letters, digits or spaces, as the networks allow. A brand not named sends under its name, cut to fit.
   */
  SMS_SENDERS: z.string().default(''),
  /**
   * Where the contact form's attachments are kept (src/server/ports/file-storage/): `embedded` a folder
   * `DATA_DIR/uploads`, `s3` an S3-compatible bucket (needs S3_BUCKET).
   */
  FILE_STORAGE: z.enum(['embedded', 's3']).default('embedded'),
  /** The bucket of FILE_STORAGE=s3. */
  S3_BUCKET: z.string().optional(),
  /** The S3 region (AWS), or what an S3-compatible store expects. */
  S3_REGION: z.string().default('eu-west-1'),
  /** An S3-compatible endpoint (`https://s3.example.com`); without it AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible stores need. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** The store's access key; without both keys the SDK's own credential chain (an instance role) is used. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * The chat's messaging provider (Salesforce Messaging for In-App and Web, brand flag isSalesforceMIAWEnabled):
   * the org id, the embedded-service deployment's API name, its site URL (the bootstrap script is loaded from
   * `{site}/assets/js/bootstrap.min.js`) and the SCRT2 URL. Without all four the chat widget offers the contact form.
   */
  SALESFORCE_MIAW_ORG_ID: z.string().optional(),
  SALESFORCE_MIAW_DEPLOYMENT: z.string().optional(),
  SALESFORCE_MIAW_SITE_URL: z.url({ protocol: /^https$/ }).optional(),
  SALESFORCE_MIAW_SCRT2_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Redis for rate limits shared by every server instance (`redis://host:6379`); without it the database counts. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
});

/** The environment variables the portal reads (each one belongs in the README's configuration table). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export type ServerConfig = Omit<z.infer<typeof schema>, 'CONTENT_LAKE_PORT' | 'ACCOUNT_HOST_PORT'> & {
  /** CONTENT_LAKE_PORT, or the port after PORT: a second portal started with PORT alone gets services of its own. */
  CONTENT_LAKE_PORT: number;
  /** ACCOUNT_HOST_PORT, or PORT + 2 (see CONTENT_LAKE_PORT). */
  ACCOUNT_HOST_PORT: number;
  environment: AppEnvironment;
  isProduction: boolean;
  sessionSecret: string;
  contentLakeToken: string;
  /** PREVIEW_SECRET, or a value derived from the session secret (for local use). */
  previewSecret: string;
  /** SANITY_WEBHOOK_SECRET, or a value derived from the session secret (for local use). */
  webhookSecret: string;
  /** The local editor's Studio sign-in on the embedded lake (outside production; derived from the session secret). */
  lakeEditor: { email: string; password: string };
};

/** The local editor's e-mail address on the embedded content lake. */
export const LAKE_EDITOR_EMAIL = 'redacteur@mijn-omgeving.localhost';

let cached: ServerConfig | undefined;

/**
 * Reads a secret from DATA_DIR, creating it on first use (embedded mode only). Processes that start together (the
 * test files run side by side) must agree on it and never read a half-written file: the new secret is written
 * to a file of this process and linked into place, which fails without harm when another process was first.
 */
function embeddedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/** A secret for one purpose derived from the session secret, so local installs need no extra setting. */
function derivedSecret(sessionSecret: string, purpose: string): string {
  return createHmac('sha256', sessionSecret).update(`derived:${purpose}`).digest('base64url');
}

/** The validated configuration; throws a readable error naming every bad variable. */
export function config(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  if (cached && env === process.env) return cached;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  // Checked at the start, not at the first text message: a provider without its token would otherwise switch the
  // phone number check on and then fail for every subscriber.
  if (values.SMS_PROVIDER === 'cm' && !values.CM_PRODUCT_TOKEN)
    throw new Error('Invalid configuration:\n  CM_PRODUCT_TOKEN: required with SMS_PROVIDER=cm');
  const environment = environmentFromBranch(values.BUILD_BRANCH);
  const isProduction = environment === 'production';
  if (isProduction && !values.SESSION_SECRET)
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production');
  const sessionSecret = values.SESSION_SECRET ?? embeddedSecret(values.DATA_DIR, 'session');
  const result: ServerConfig = {
    ...values,
    CONTENT_LAKE_PORT: values.CONTENT_LAKE_PORT ?? values.PORT + 1,
    ACCOUNT_HOST_PORT: values.ACCOUNT_HOST_PORT ?? values.PORT + 2,
    environment,
    isProduction,
    sessionSecret,
    contentLakeToken: values.SANITY_API_READ_TOKEN ?? embeddedSecret(values.DATA_DIR, 'content-lake-token'),
    previewSecret: values.PREVIEW_SECRET ?? derivedSecret(sessionSecret, 'preview'),
    webhookSecret: values.SANITY_WEBHOOK_SECRET ?? derivedSecret(sessionSecret, 'sanity-webhook'),
    lakeEditor: {
      email: LAKE_EDITOR_EMAIL,
      password: values.LAKE_EDITOR_PASSWORD ?? derivedSecret(sessionSecret, 'lake-editor'),
    },
  };
  if (env === process.env) cached = result;
  return result;
}
