import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, createTestDb, type TestDb } from '../../../../tests/fixtures/db';
import type { Newsletter } from '../../../content/queries/newsletters';
import { changeCommercialOffering, changeNewsletter, listNewsletters } from './index';
import type { Db } from '../../db/client';
import { bindServices } from '../../services';
import { commercialOfferingsRoute } from '../../../pages/api/commercial-offerings';
import { newsletterRoute } from '../../../pages/api/newsletter';
import { TRACE_ID_HEADER } from '../../../shared/trace-id';

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
  it('lists the brand newsletters with the account’s subscriptions, per account and per brand', async () => {
    const { db } = testDb;
    const jan = await buildAccount(db);
    const piet = await buildAccount(db);
    expect((await changeNewsletter(db, jan.id, 'ad', NEWSLETTERS, { slug: 'avond', subscribed: true })).ok).toBe(true);
    const forJan = await listNewsletters(db, jan.id, 'ad', NEWSLETTERS);
    expect(forJan.map((item) => [item.slug, item.subscribed])).toEqual([
      ['ochtend', false],
      ['avond', true],
    ]);
    expect((await listNewsletters(db, piet.id, 'ad', NEWSLETTERS)).every((item) => !item.subscribed)).toBe(true);
    expect((await listNewsletters(db, jan.id, 'hln', NEWSLETTERS)).every((item) => !item.subscribed)).toBe(true);
    const off = await changeNewsletter(db, jan.id, 'ad', NEWSLETTERS, { slug: 'avond', subscribed: false });
    expect(off.ok && off.value.every((item) => !item.subscribed)).toBe(true);
  });

  it('refuses an unknown newsletter and a missing choice with violations', async () => {
    const { db } = testDb;
    const jan = await buildAccount(db);
    const result = await changeNewsletter(db, jan.id, 'ad', NEWSLETTERS, { slug: 'bestaat-niet' });
    expect(result).toEqual({
      ok: false,
      violations: [
        { code: 'NEWSLETTER_UNKNOWN', field: 'slug' },
        { code: 'CHOICE_REQUIRED', field: 'subscribed' },
      ],
    });
  });

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
  it('are opt-in per channel, stored per account and brand', async () => {
    const { db } = testDb;
    const jan = await buildAccount(db);
    const first = await changeCommercialOffering(db, jan.id, 'ad', { channel: 'email', optedIn: true });
    expect(first).toEqual({
      ok: true,
      violations: [],
      value: { channels: { email: true, phone: false, post: false } },
    });
    const second = await changeCommercialOffering(db, jan.id, 'ad', { channel: 'email', optedIn: false });
    expect(second.ok && second.value.channels.email).toBe(false);
  });

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
