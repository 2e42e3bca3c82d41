import { describe, expect, it } from 'vitest';
import { applyMutations, MutationFailure, mutateBodySchema } from './mutations';
import { applyPerspective, type LakeDocument } from './perspective';

const base: LakeDocument[] = [
  {
    _id: 'a',
    _type: 'thing',
    title: 'A',
    nested: {
      list: [
        { _key: 'k1', v: 1 },
        { _key: 'k2', v: 2 },
      ],
    },
    n: 1,
  },
  { _id: 'drafts.a', _type: 'thing', title: 'A (concept)' },
  { _id: 'b', _type: 'thing', title: 'B' },
  { _id: 'drafts.c', _type: 'thing', title: 'C (nieuw)' },
  { _id: 'versions.r1.b', _type: 'thing', title: 'B in release' },
];

describe('applyPerspective', () => {
  it('published hides drafts and versions', () => {
    expect(applyPerspective(base, 'published').map((doc) => doc._id)).toEqual(['a', 'b']);
  });

  it('drafts overlays drafts on published ids and keeps the draft id in _originalId', () => {
    expect(applyPerspective(base, 'drafts').map((doc) => [doc._id, doc._originalId, doc['title']])).toEqual([
      ['a', 'drafts.a', 'A (concept)'],
      ['b', 'b', 'B'],
      ['c', 'drafts.c', 'C (nieuw)'],
    ]);
  });

  it('raw shows everything', () => {
    expect(applyPerspective(base, 'raw')).toHaveLength(base.length);
  });
});

describe('applyMutations', () => {
  it('sets nested paths, array items by _key and unsets fields', async () => {
    const { documents, results } = await applyMutations(base, [
      {
        patch: {
          id: 'a',
          set: { 'nested.list[_key=="k2"].v': 20, 'deep.new.field': 'x' },
          unset: ['title'],
          inc: { n: 2 },
        },
      },
    ]);
    const a = documents.find((doc) => doc._id === 'a')!;
    expect(a['nested']).toEqual({
      list: [
        { _key: 'k1', v: 1 },
        { _key: 'k2', v: 20 },
      ],
    });
    expect(a['deep']).toEqual({ new: { field: 'x' } });
    expect(a).not.toHaveProperty('title');
    expect(a['n']).toBe(3);
    expect(typeof a['_rev']).toBe('string');
    expect(results).toEqual([{ id: 'a', operation: 'update', document: a }]);
  });

  it('is all or nothing: a failing mutation leaves the input untouched', async () => {
    const before = structuredClone(base);
    await expect(
      applyMutations(base, [
        { createOrReplace: { _id: 'z', _type: 'thing' } },
        { patch: { id: 'missing', set: { x: 1 } } },
      ]),
    ).rejects.toBeInstanceOf(MutationFailure);
    expect(base).toEqual(before);
  });

  it('creates with a generated id, refuses a duplicate create and leaves createIfNotExists alone', async () => {
    const { documents, results } = await applyMutations(base, [
      { create: { _type: 'thing', title: 'Nieuw' } },
      { createIfNotExists: { _id: 'b', _type: 'thing', title: 'Overschreven?' } },
      { delete: { query: '*[_id == $id]', params: { id: 'drafts.c' } } },
    ]);
    expect(results.map((result) => result.operation)).toEqual(['create', 'none', 'delete']);
    expect(documents.find((doc) => doc._id === 'b')!['title']).toBe('B');
    expect(documents.some((doc) => doc._id === 'drafts.c')).toBe(false);
    await expect(applyMutations(base, [{ create: { _id: 'a', _type: 'thing' } }])).rejects.toMatchObject({
      errorType: 'documentAlreadyExistsError',
    });
  });

  it('rejects malformed mutation bodies', () => {
    expect(mutateBodySchema.safeParse({ mutations: [] }).success).toBe(false);
    expect(mutateBodySchema.safeParse({ mutations: [{ createOrReplace: { _type: 'x' } }] }).success).toBe(false);
    expect(mutateBodySchema.safeParse({ mutations: [{ explode: {} }] }).success).toBe(false);
  });
});

describe('the Studio’s array and text patches', () => {
  const patched = async (patch: Record<string, unknown>) => {
    const body = mutateBodySchema.parse({ mutations: [{ patch: { id: 'a', ...patch } }] });
    const { documents } = await applyMutations(base, body.mutations);
    return documents.find((doc) => doc._id === 'a')!;
  };
  const keys = (doc: LakeDocument) => (doc['nested'] as { list: { _key: string }[] }).list.map((item) => item._key);

  it('inserts items after, before or in place of an element, by key or index', async () => {
    const item = { _key: 'new', v: 9 };
    expect(keys(await patched({ insert: { after: 'nested.list[_key=="k1"]', items: [item] } }))).toEqual([
      'k1',
      'new',
      'k2',
    ]);
    expect(keys(await patched({ insert: { before: 'nested.list[0]', items: [item] } }))).toEqual(['new', 'k1', 'k2']);
    expect(keys(await patched({ insert: { after: 'nested.list[-1]', items: [item] } }))).toEqual(['k1', 'k2', 'new']);
    expect(keys(await patched({ insert: { replace: 'nested.list[_key=="k2"]', items: [item] } }))).toEqual([
      'k1',
      'new',
    ]);
  });

  it('refuses an insert into what is not an array, and changes nothing', async () => {
    const body = mutateBodySchema.parse({
      mutations: [{ patch: { id: 'a', insert: { after: 'title[0]', items: [1] } } }],
    });
    await expect(applyMutations(base, body.mutations)).rejects.toBeInstanceOf(MutationFailure);
  });

  it('applies a diff-match-patch to a text', async () => {
    const doc = await patched({ diffMatchPatch: { title: '@@ -1 +1,6 @@\n-A\n+Alinea\n' } });
    expect(doc['title']).toBe('Alinea');
  });
});
