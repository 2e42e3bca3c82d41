/**
 * Newsletters and commercial offers of the signed-in subscriber (specification §7 `/api/newsletter`,
 * `/api/commercial-offerings`). The newsletters a brand offers are its CMS newsletter documents; which ones an
 * account receives, and whether it wants commercial offers per channel, is stored in the database. Everything is
 * scoped to the session's account and the request's brand (DESIGN.md §2).
 *
 * The HTTP handlers answer JSON with an `x-trace-id` header on every answer: 200 with the current state, 401
 * without a session, 404 when the brand has no newsletters, 405/415 for the wrong method or body type, and 422
 * with violations (codes with translation keys) for an invalid change.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Newsletter } from '../../content/queries/newsletters';
import {
  COMMERCIAL_CHANNELS,
  type CommercialChannel,
  type CommercialOfferings,
  type NewsletterItem,
} from '../../lib/service-client/endpoints';
import type { Db } from '../db/client';
import { commercialOfferingConsents, newsletterSubscriptions } from '../db/schema';
import { idSchema } from './account';
import { TRACE_ID_HEADER } from '../../lib/service-client/errors';
import { newTraceId, serviceAnswer } from '../service-response';

export const NEWSLETTER_UNKNOWN = 'NEWSLETTER_UNKNOWN';
export const COMMERCIAL_CHANNEL_UNKNOWN = 'COMMERCIAL_CHANNEL_UNKNOWN';
export const CHOICE_REQUIRED = 'CHOICE_REQUIRED';

export interface Violation {
  code: string;
  field: string | null;
}

type Change<T> = { ok: true; value: T } | { ok: false; violations: Violation[] };

function violationsOf(error: z.ZodError): Violation[] {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : null;
    if (seen.has(field ?? '')) return [];
    seen.add(field ?? '');
    return [{ code: issue.message, field }];
  });
}

/** The brand's newsletters, each with whether the account receives it (in the CMS order). */
export async function listNewsletters(
  db: Db,
  accountId: string,
  brandKey: string,
  newsletters: readonly Newsletter[],
): Promise<NewsletterItem[]> {
  const rows = idSchema.safeParse(accountId).success
    ? await db
        .select({ slug: newsletterSubscriptions.newsletterSlug })
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.accountId, accountId), eq(newsletterSubscriptions.brandKey, brandKey)))
    : [];
  const subscribed = new Set(rows.map((row) => row.slug));
  return newsletters.map((newsletter) => ({
    slug: newsletter.slug,
    title: newsletter.title,
    description: newsletter.description,
    frequency: newsletter.frequency,
    subscribed: subscribed.has(newsletter.slug),
  }));
}

function newsletterChangeSchema(newsletters: readonly Newsletter[]) {
  const slugs = new Set(newsletters.map((newsletter) => newsletter.slug));
  return z.object({
    slug: z.string({ error: NEWSLETTER_UNKNOWN }).refine((slug) => slugs.has(slug), NEWSLETTER_UNKNOWN),
    subscribed: z.boolean({ error: CHOICE_REQUIRED }),
  });
}

/** Subscribes the account to, or unsubscribes it from, one of the brand's newsletters. */
export async function changeNewsletter(
  db: Db,
  accountId: string,
  brandKey: string,
  newsletters: readonly Newsletter[],
  input: unknown,
): Promise<Change<NewsletterItem[]>> {
  const parsed = newsletterChangeSchema(newsletters).safeParse(input);
  if (!parsed.success) return { ok: false, violations: violationsOf(parsed.error) };
  const { slug, subscribed } = parsed.data;
  if (subscribed) {
    await db
      .insert(newsletterSubscriptions)
      .values({ accountId, brandKey, newsletterSlug: slug })
      .onConflictDoNothing();
  } else {
    await db
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.accountId, accountId),
          eq(newsletterSubscriptions.brandKey, brandKey),
          eq(newsletterSubscriptions.newsletterSlug, slug),
        ),
      );
  }
  return { ok: true, value: await listNewsletters(db, accountId, brandKey, newsletters) };
}

/** The account's choices about commercial offers of the brand; a channel without a choice is "no". */
export async function getCommercialOfferings(
  db: Db,
  accountId: string,
  brandKey: string,
): Promise<CommercialOfferings> {
  const channels = Object.fromEntries(COMMERCIAL_CHANNELS.map((channel) => [channel, false])) as Record<
    CommercialChannel,
    boolean
  >;
  if (!idSchema.safeParse(accountId).success) return { channels };
  const rows = await db
    .select()
    .from(commercialOfferingConsents)
    .where(and(eq(commercialOfferingConsents.accountId, accountId), eq(commercialOfferingConsents.brandKey, brandKey)));
  for (const row of rows) {
    if ((COMMERCIAL_CHANNELS as readonly string[]).includes(row.channel)) {
      channels[row.channel as CommercialChannel] = row.optedIn;
    }
  }
  return { channels };
}

const commercialChangeSchema = z.object({
  channel: z.enum(COMMERCIAL_CHANNELS, { error: COMMERCIAL_CHANNEL_UNKNOWN }),
  optedIn: z.boolean({ error: CHOICE_REQUIRED }),
});

/** Records the account's choice for one channel. */
export async function changeCommercialOffering(
  db: Db,
  accountId: string,
  brandKey: string,
  input: unknown,
): Promise<Change<CommercialOfferings>> {
  const parsed = commercialChangeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, violations: violationsOf(parsed.error) };
  const { channel, optedIn } = parsed.data;
  await db
    .insert(commercialOfferingConsents)
    .values({ accountId, brandKey, channel, optedIn })
    .onConflictDoUpdate({
      target: [
        commercialOfferingConsents.accountId,
        commercialOfferingConsents.brandKey,
        commercialOfferingConsents.channel,
      ],
      set: { optedIn, updatedAt: new Date() },
    });
  return { ok: true, value: await getCommercialOfferings(db, accountId, brandKey) };
}

/** The response header that carries a request's trace id: one name for the routes and the service client. */
export { TRACE_ID_HEADER };

const generic = (code: string) => ({ violations: [{ code, field: null }] });

export interface RouteContext {
  db: Db;
  /** The session's account; absent → 401. */
  account?: { id: string };
  /** The request's brand; absent → 404. */
  brandKey?: string;
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false };
  try {
    return { ok: true, body: await request.json() };
  } catch {
    return { ok: true, body: undefined };
  }
}

/**
 * `GET /api/newsletter` (the list) and `PUT /api/newsletter` `{ slug, subscribed }` (one change, answers the list).
 * `enabled` is the brand's isNewslettersEnabled flag; `loadNewsletters` reads the brand's CMS documents.
 */
export async function handleNewsletterRequest(
  request: Request,
  context: RouteContext & { enabled: boolean; loadNewsletters: () => Promise<Newsletter[]> },
): Promise<Response> {
  const traceId = newTraceId();
  if (request.method !== 'GET' && request.method !== 'PUT') {
    return serviceAnswer(405, traceId, generic('GENERIC-ERROR'), { allow: 'GET, PUT' });
  }
  if (!context.brandKey || !context.enabled) return serviceAnswer(404, traceId, generic('FEATURE_DISABLED'));
  if (!context.account) return serviceAnswer(401, traceId, generic('UNAUTHENTICATED'));
  const newsletters = await context.loadNewsletters();
  if (request.method === 'GET') {
    const list = await listNewsletters(context.db, context.account.id, context.brandKey, newsletters);
    return serviceAnswer(200, traceId, { newsletters: list });
  }
  const input = await readJson(request);
  if (!input.ok) return serviceAnswer(415, traceId, generic('GENERIC-ERROR'));
  const result = await changeNewsletter(context.db, context.account.id, context.brandKey, newsletters, input.body);
  if (!result.ok) return serviceAnswer(422, traceId, { violations: result.violations });
  return serviceAnswer(200, traceId, { newsletters: result.value });
}

/** `GET /api/commercial-offerings` and `PUT /api/commercial-offerings` `{ channel, optedIn }`. */
export async function handleCommercialOfferingsRequest(request: Request, context: RouteContext): Promise<Response> {
  const traceId = newTraceId();
  if (request.method !== 'GET' && request.method !== 'PUT') {
    return serviceAnswer(405, traceId, generic('GENERIC-ERROR'), { allow: 'GET, PUT' });
  }
  if (!context.brandKey) return serviceAnswer(404, traceId, generic('NOT_FOUND'));
  if (!context.account) return serviceAnswer(401, traceId, generic('UNAUTHENTICATED'));
  if (request.method === 'GET') {
    return serviceAnswer(200, traceId, await getCommercialOfferings(context.db, context.account.id, context.brandKey));
  }
  const input = await readJson(request);
  if (!input.ok) return serviceAnswer(415, traceId, generic('GENERIC-ERROR'));
  const result = await changeCommercialOffering(context.db, context.account.id, context.brandKey, input.body);
  if (!result.ok) return serviceAnswer(422, traceId, { violations: result.violations });
  return serviceAnswer(200, traceId, result.value);
}
