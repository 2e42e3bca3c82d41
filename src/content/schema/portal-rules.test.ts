/**
 * The Studio's validation and the portal's zod schemas agree: for every document type, a stored document of the
 * committed dataset and variants of it that break one constraint at a time (a value removed, emptied, of the wrong
 * form, out of range, too many) are judged the same by Sanity's own document validation (`validateDocument` of
 * `sanity`, with the Studio's schema) and by the zod schema the portal parses that type with.
 */
import { readFileSync } from 'node:fs';
import { createSchema, validateDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS } from '../../brands/registry';
import { DATASET_FILE } from '../dataset/generate';
import { parseNdjson } from '../lake/store';
import { PORTAL_SCHEMAS, schemaTypes } from './index';

type Doc = Record<string, unknown> & { _id: string; _type: string };

const documents = parseNdjson(readFileSync(DATASET_FILE, 'utf8'), DATASET_FILE) as Doc[];
const schema = createSchema({ name: 'portal', types: schemaTypes as never });
const client = {
  fetch: () => Promise.resolve(null),
  getDataUrl: () => '',
  observable: { fetch: () => null, request: () => null },
  withConfig: () => client,
};
const workspace = {
  schema,
  getClient: () => client,
  i18n: { t: (key: string) => key, loadNamespaces: () => Promise.resolve() },
};

/** The error markers Sanity's validation gives a document, as `path: message`. */
async function studioErrors(document: Doc): Promise<string[]> {
  const markers = await validateDocument({
    document: document as never,
    workspace: workspace as never,
    getDocumentExists: () => Promise.resolve(true),
    environment: 'cli',
  });
  return markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => `${marker.path.map((segment) => JSON.stringify(segment)).join('.')}: ${marker.message}`);
}

const portalAccepts = (document: Doc) => PORTAL_SCHEMAS[document._type]!.safeParse(document).success;

type Path = (string | number)[];

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const next = setAt(copy[head as string], rest, replacement);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** Every path of a value below its root, skipping system keys, with the value found there. */
function* paths(value: unknown, path: Path = []): Generator<[Path, unknown]> {
  if (Array.isArray(value)) {
    // The first two items stand for the rest (the translations hold thousands).
    for (const [index, item] of value.slice(0, 2).entries()) {
      yield [[...path, index], item];
      yield* paths(item, [...path, index]);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('_')) continue;
      yield [[...path, key], item];
      yield* paths(item, [...path, key]);
    }
  }
}

/** Values that break one constraint where a value of this kind stands. */
function breakers(value: unknown): unknown[] {
  if (typeof value === 'string') {
    return ['', 'Niet geldig!', 'onbekend', 'http://voorbeeld.nl/pad', 'https://voorbeeld.nl/pad', '/pad', '24:00'];
  }
  if (typeof value === 'number') return [1.5, 0, 8, -1];
  if (Array.isArray(value)) {
    return value.length > 10 ? [[]] : [[], [...value, ...value, ...value, ...value, ...value, ...value, ...value]];
  }
  return [];
}

/** The variants of a document: each path removed, and each value replaced by every breaker of its kind. */
function variants(document: Doc): { label: string; document: Doc }[] {
  const found: { label: string; document: Doc }[] = [];
  for (const [path, value] of paths(document)) {
    // The feature flags hold a group per brand: AD's group stands for all of them.
    if (document._type === 'featureflagconfiguration' && BRAND_KEYS.includes(path[0] as never) && path[0] !== 'ad') {
      continue;
    }
    const label = path.join('.');
    const isArrayItem = typeof path[path.length - 1] === 'number';
    if (!isArrayItem) found.push({ label: `${label} removed`, document: setAt(document, path, undefined) as Doc });
    for (const replacement of breakers(value)) {
      found.push({
        label: `${label} = ${JSON.stringify(replacement).slice(0, 40)}`,
        document: setAt(document, path, replacement) as Doc,
      });
    }
  }
  return found;
}

/** One stored document per type, the first of the dataset. */
const samples = [...new Map(documents.map((doc) => [doc._type, doc])).values()].sort((a, b) =>
  a._type.localeCompare(b._type),
);

describe('Studio validation and the portal’s zod schemas', () => {
  it('covers every document type of the Studio with a stored sample', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect(samples.map((doc) => doc._type).sort()).toEqual([...documentTypes].sort());
  });

  it.each(samples.map((doc) => [doc._type, doc] as const))(
    '%s: the stored document and every variant breaking one constraint get the same verdict',
    async (_type, sample) => {
      expect(await studioErrors(sample)).toEqual([]);
      expect(portalAccepts(sample)).toBe(true);
      const disagreements: string[] = [];
      for (const variant of variants(sample)) {
        const errors = await studioErrors(variant.document);
        const accepted = portalAccepts(variant.document);
        if (accepted !== (errors.length === 0)) {
          disagreements.push(
            `${variant.label}: portal ${accepted ? 'accepts' : 'refuses'}, Studio ${errors.length ? errors.join(' | ') : 'accepts'}`,
          );
        }
      }
      expect(disagreements).toEqual([]);
    },
    // A limit for a hang, not a speed requirement: the translation document has hundreds of fields, each variant is
    // validated whole, and beside other work on two cores that took more than two minutes.
    600_000,
  );
});

describe('the Studio’s messages', () => {
  const sample = (type: string) => samples.find((doc) => doc._type === type)!;

  it('name the first problem the portal has with a field, in Dutch, at the field that has it', async () => {
    const newsletter = sample('newsletter');
    expect(await studioErrors({ ...newsletter, slug: 'Met Spatie' })).toEqual([
      '"slug": Alleen kleine letters, cijfers en streepjes (zonder spaties).',
    ]);
    expect(await studioErrors({ ...newsletter, order: 1.5 })).toEqual(['"order": Gebruik een heel getal.']);
    const banner = sample('commercialBanner');
    expect(await studioErrors({ ...banner, link: 'http://voorbeeld.nl' })).toEqual([
      '"link": Begin met / (een pad bij het merk) of met https://.',
    ]);
    const title = banner['title'] as Record<string, unknown>;
    expect(await studioErrors({ ...banner, title: { ...title, be: '' } })).toEqual(['"title"."be": Vul dit in.']);
  });

  it('say when opening hours close before they open', async () => {
    const contact = sample('contactpage');
    const weeklyHours = [{ _key: 'maandag', _type: 'object', day: 1, open: '17:00', close: '08:30' }];
    const errors = await studioErrors({ ...contact, weeklyHours });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^"weeklyHours".*: Deze waarde klopt niet \(bijvoorbeeld een openingstijd/);
    expect(portalAccepts({ ...contact, weeklyHours })).toBe(false);
  });
});
