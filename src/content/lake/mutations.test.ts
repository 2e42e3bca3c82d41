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
