/**
 * The content never sends subscribers to screens that do not exist (such as "kies ‘Klacht melden’", the login
 * page's benefits, AD's site alert about sharing). The content may name a screen only when its area is built: an area in
 * src/features/platform/planned-routes.ts has no screens yet, so the words that name its screens must not appear.
 * When the area is built, its planned entry goes and its words are allowed here by themselves.
 */
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../features/areas';
import { PLANNED_AREAS } from '../../features/platform/planned-routes';
import { FAQ_DRAFT_ONLY_ITEMS, FAQ_ITEMS } from './source/faq';
import { PAGES } from './source/pages';
import { SITE_ALERTS } from './source/site-alerts';

/**
 * How the content names the screens of each planned area: the screen's name as a proper noun ("naar Facturen",
 * "bij Bezorgservice") or a button on it (‘Klacht melden’). Case-sensitive, whole words.
 */
// Every area of the specification is built now (the contact form was the last): nothing is planned.
const SCREEN_NAMES: Record<string, readonly string[]> = {};

/**
 * What a subscriber is promised to do after signing in, or is told is new: here even the topic of a planned area is
 * a promise of a screen that does not exist.
 */
const TOPICS: Record<string, RegExp> = {};

const planned: string[] = Object.keys(PLANNED_AREAS);

function words(text: string, names: readonly string[]): string[] {
  return names.filter((name) =>
    new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

/** Every text of a language variant (`nl`, and `be` where it differs). */
function variants<T>(value: { nl: T; be?: T }): T[] {
  return value.be === undefined ? [value.nl] : [value.nl, value.be];
}

describe('the content names only screens of areas that exist', () => {
  it('knows the words of exactly the planned areas, none of a built one', () => {
    expect(Object.keys(SCREEN_NAMES).sort()).toEqual([...planned].sort());
    for (const area of AREAS) expect(planned).not.toContain(area.key);
  });

  it('FAQ questions and answers (nl and be) send nobody to a screen that does not exist', () => {
    const offending: string[] = [];
    for (const item of [...FAQ_ITEMS, ...FAQ_DRAFT_ONLY_ITEMS]) {
      const texts = [...variants(item.question), ...variants(item.answer).flat()];
      for (const key of planned) {
        for (const text of texts) {
          for (const word of words(text, SCREEN_NAMES[key] ?? [])) offending.push(`${item.slug} (${key}): ${word}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('the login page promises only what Mijn Omgeving offers today', () => {
    const benefits = PAGES.filter((page) => page.scope === 'loginpage').flatMap((page) =>
      ((page.extra?.['benefits'] as Array<{ nl: string; be?: string }> | undefined) ?? []).flatMap(variants),
    );
    expect(benefits.length).toBeGreaterThan(0);
    for (const benefit of benefits) {
      for (const key of planned) expect(TOPICS[key]?.test(benefit), `${benefit} (${key})`).toBe(false);
    }
  });

  it('site alerts announce nothing that does not exist', () => {
    for (const alert of SITE_ALERTS) {
      for (const key of planned) {
        const text = `${alert.title} ${alert.message}`;
        expect(TOPICS[key]?.test(text), `${alert.slug} (${key})`).not.toBe(true);
        expect(words(text, SCREEN_NAMES[key] ?? []), alert.slug).toEqual([]);
      }
    }
  });
});
