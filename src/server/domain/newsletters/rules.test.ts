import { describe, expect, it } from 'vitest';
import type { Newsletter } from '../../../content/queries/newsletters';
import {
  CHOICE_REQUIRED,
  COMMERCIAL_CHANNEL_UNKNOWN,
  commercialChangeSchema,
  commercialOfferings,
  NEWSLETTER_UNKNOWN,
  newsletterChangeSchema,
  newsletterItems,
} from './rules';

const brandNewsletters: Newsletter[] = [
  { id: 'n1', slug: 'ochtend', title: 'De ochtend', description: 'Elke ochtend', frequency: 'dagelijks' },
  { id: 'n2', slug: 'sport', title: 'Sport', description: 'Het sportnieuws', frequency: 'wekelijks' },
];

function codes(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('newsletterChangeSchema', () => {
  it("accepts a choice for one of the brand's newsletters", () => {
    expect(newsletterChangeSchema(brandNewsletters).parse({ slug: 'sport', subscribed: true })).toEqual({
      slug: 'sport',
      subscribed: true,
    });
  });

  it('refuses a newsletter the brand does not offer and a choice that is not yes or no', () => {
    const schema = newsletterChangeSchema(brandNewsletters);
    expect(codes(schema.safeParse({ slug: 'andermans-brief', subscribed: true }))).toEqual([NEWSLETTER_UNKNOWN]);
    expect(codes(schema.safeParse({ slug: 'sport', subscribed: 'ja' }))).toEqual([CHOICE_REQUIRED]);
  });
});

describe('commercialChangeSchema', () => {
  it('accepts a choice per known channel and refuses an unknown channel', () => {
    expect(commercialChangeSchema.parse({ channel: 'email', optedIn: false })).toEqual({
      channel: 'email',
      optedIn: false,
    });
    expect(codes(commercialChangeSchema.safeParse({ channel: 'fax', optedIn: true }))).toEqual([
      COMMERCIAL_CHANNEL_UNKNOWN,
    ]);
  });
});

describe('newsletterItems', () => {
  it('lists the brand newsletters in their order with whether the account receives each', () => {
    expect(newsletterItems(brandNewsletters, new Set(['sport', 'other-brand']))).toEqual([
      { slug: 'ochtend', title: 'De ochtend', description: 'Elke ochtend', frequency: 'dagelijks', subscribed: false },
      { slug: 'sport', title: 'Sport', description: 'Het sportnieuws', frequency: 'wekelijks', subscribed: true },
    ]);
  });
});

describe('commercialOfferings', () => {
  it('is "no" for every channel without a stored choice, and ignores unknown channels', () => {
    expect(commercialOfferings([])).toEqual({ channels: { email: false, phone: false, post: false } });
    expect(
      commercialOfferings([
        { channel: 'phone', optedIn: true },
        { channel: 'fax', optedIn: true },
      ]),
    ).toEqual({ channels: { email: false, phone: true, post: false } });
  });
});
