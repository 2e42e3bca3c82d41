import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, createTestDb, type TestDb } from '../../../../tests/fixtures/db';
import type { Newsletter } from '../../../content/queries/newsletters';
import { changeCommercialOffering, changeNewsletter, listNewsletters } from './index';

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

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb.close());

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
});
