/** The REST adapters `/api/newsletter` and `/api/commercial-offerings` over the newsletters services, against PGlite. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, createTestDb, type TestDb } from '../fixtures/db';
import type { Newsletter } from '../../src/content/queries/newsletters';
import type { Db } from '../../src/server/db/client';
import { bindServices } from '../../src/server/services';
import { TRACE_ID_HEADER } from '../../src/shared/trace-id';
import { commercialOfferingsRoute } from '../../src/pages/api/commercial-offerings';
import { newsletterRoute } from '../../src/pages/api/newsletter';

const NEWSLETTERS: Newsletter[] = [
  {
    id: 'newsletter.ad.ochtend',
    slug: 'ochtend',
    title: 'AD Ochtend',
    description: 'Nieuws',
    frequency: 'Elke ochtend',
  },
  { id: 'newsletter.ad.avond', slug: 'avond', title: 'AD Avond', description: 'Vandaag', frequency: 'Elke avond' },
];

/** The REST adapters (src/pages/api) with the services bound to the test database. */
type Adapter<C> = Omit<C, 'services' | 'account' | 'brandKey'> & {
  db: Db;
  account?: { id: string };
  brandKey?: string;
};
const handleNewsletterRequest = (
  request: Request,
  { db, account, brandKey, ...rest }: Adapter<Parameters<typeof newsletterRoute>[1]>,
) => newsletterRoute(request, { ...rest, services: bindServices(db), account, brandKey });
const handleCommercialOfferingsRequest = (
  request: Request,
  { db, account, brandKey }: Adapter<Parameters<typeof commercialOfferingsRoute>[1]>,
) => commercialOfferingsRoute(request, { services: bindServices(db), account, brandKey });

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb.close());

function put(url: string, body: unknown): Request {
  return new Request(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('newsletters', () => {
  it('answers over HTTP: 401 without session, 404 when switched off, 422 with violations and a trace id', async () => {
    const { db } = testDb;
    const jan = await buildAccount(db);
    const base = { db, brandKey: 'ad', enabled: true, loadNewsletters: async () => NEWSLETTERS };
    const anonymous = await handleNewsletterRequest(new Request('http://ad.localhost/api/newsletter'), base);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get(TRACE_ID_HEADER)).toMatch(/^[0-9a-f]{16}$/);
    const off = await handleNewsletterRequest(new Request('http://ad.localhost/api/newsletter'), {
      ...base,
      account: jan,
      enabled: false,
    });
    expect(off.status).toBe(404);
    const invalid = await handleNewsletterRequest(
      put('http://ad.localhost/api/newsletter', { slug: 'x', subscribed: true }),
      {
        ...base,
        account: jan,
      },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get(TRACE_ID_HEADER)).toMatch(/^[0-9a-f]{16}$/);
    expect(await invalid.json()).toEqual({ violations: [{ code: 'NEWSLETTER_UNKNOWN', field: 'slug' }] });
    const ok = await handleNewsletterRequest(
      put('http://ad.localhost/api/newsletter', { slug: 'ochtend', subscribed: true }),
      { ...base, account: jan },
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { newsletters: Array<{ slug: string; subscribed: boolean }> };
    expect(body.newsletters.find((item) => item.slug === 'ochtend')?.subscribed).toBe(true);
    const notJson = await handleNewsletterRequest(
      new Request('http://ad.localhost/api/newsletter', { method: 'PUT', body: 'slug=ochtend' }),
      { ...base, account: jan },
    );
    expect(notJson.status).toBe(415);
    const wrongMethod = await handleNewsletterRequest(
      new Request('http://ad.localhost/api/newsletter', { method: 'DELETE' }),
      { ...base, account: jan },
    );
    expect(wrongMethod.status).toBe(405);
  });
});

describe('commercial offerings', () => {
  it('answers 422 with violations for an unknown channel, and 401 without a session', async () => {
    const { db } = testDb;
    const jan = await buildAccount(db);
    const invalid = await handleCommercialOfferingsRequest(
      put('http://ad.localhost/api/commercial-offerings', { channel: 'fax', optedIn: 'ja' }),
      { db, account: jan, brandKey: 'ad' },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get(TRACE_ID_HEADER)).toBeTruthy();
    expect(await invalid.json()).toEqual({
      violations: [
        { code: 'COMMERCIAL_CHANNEL_UNKNOWN', field: 'channel' },
        { code: 'CHOICE_REQUIRED', field: 'optedIn' },
      ],
    });
    const anonymous = await handleCommercialOfferingsRequest(
      new Request('http://ad.localhost/api/commercial-offerings'),
      { db, brandKey: 'ad' },
    );
    expect(anonymous.status).toBe(401);
    const read = await handleCommercialOfferingsRequest(new Request('http://ad.localhost/api/commercial-offerings'), {
      db,
      account: jan,
      brandKey: 'ad',
    });
    expect(await read.json()).toEqual({ channels: { email: false, phone: false, post: false } });
  });
});
