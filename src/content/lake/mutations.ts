/**
 * Sanity's mutation format (create, createOrReplace, createIfNotExists, delete, patch) applied to an in-memory
 * dataset as one transaction: either every mutation applies or none does, as in Content Lake.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { applyPatches, parsePatch } from '@sanity/diff-match-patch';
import { evaluate, parse } from 'groq-js';
import { z } from 'zod';
import type { LakeDocument } from './perspective';

const documentSchema = z.looseObject({ _id: z.string().min(1).optional(), _type: z.string().min(1) });
const documentWithIdSchema = z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) });
const selectionSchema = z.union([
  z.object({ id: z.string().min(1) }),
  z.object({ query: z.string().min(1), params: z.record(z.string(), z.unknown()).optional() }),
]);
const patchSchema = z.intersection(
  selectionSchema,
  z.object({
    ifRevisionID: z.string().optional(),
    set: z.record(z.string(), z.unknown()).optional(),
    setIfMissing: z.record(z.string(), z.unknown()).optional(),
    unset: z.array(z.string()).optional(),
    inc: z.record(z.string(), z.number()).optional(),
    dec: z.record(z.string(), z.number()).optional(),
    insert: z
      .union([
        z.object({ before: z.string(), items: z.array(z.unknown()) }),
        z.object({ after: z.string(), items: z.array(z.unknown()) }),
        z.object({ replace: z.string(), items: z.array(z.unknown()) }),
      ])
      .optional(),
    diffMatchPatch: z.record(z.string(), z.string()).optional(),
  }),
);

/** One mutation of a transaction, as Sanity's HTTP API accepts it. */
export const mutationSchema = z.union([
  z.strictObject({ create: documentSchema }),
  z.strictObject({ createOrReplace: documentWithIdSchema }),
  z.strictObject({ createIfNotExists: documentWithIdSchema }),
  z.strictObject({ delete: selectionSchema }),
  z.strictObject({ patch: patchSchema }),
]);
export type Mutation = z.infer<typeof mutationSchema>;

/** The body of `POST /data/mutate/{dataset}`. */
export const mutateBodySchema = z.object({
  mutations: z.array(mutationSchema).min(1),
  transactionId: z.string().optional(),
});

export type MutationOperation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: MutationOperation;
  document?: LakeDocument;
}

/** A mutation that cannot be applied; carries the per-item error of Sanity's `mutationError`. */
export class MutationFailure extends Error {
  constructor(
    readonly index: number,
    readonly id: string | undefined,
    readonly errorType: string,
    description: string,
  ) {
    super(description);
  }
}

function newRevision(): string {
  return randomBytes(11).toString('base64url');
}

function stamp(doc: LakeDocument, createdAt: string | undefined, now: string): LakeDocument {
  return { ...doc, _createdAt: createdAt ?? now, _updatedAt: now, _rev: newRevision() };
}

type PathSegment = { kind: 'name'; name: string } | { kind: 'index'; index: number } | { kind: 'key'; key: string };

/** Parses the JSONMatch subset editors use: `a.b`, `a[0]`, `a[_key=="x"].b`. */
function parsePath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  const pattern = /([A-Za-z_$][\w$-]*)|\[(-?\d+)\]|\[\s*_key\s*==\s*(?:"([^"]*)"|'([^']*)')\s*\]|(\.)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(path)) !== null) {
    consumed = pattern.lastIndex;
    if (match[1] !== undefined) segments.push({ kind: 'name', name: match[1] });
    else if (match[2] !== undefined) segments.push({ kind: 'index', index: Number(match[2]) });
    else if (match[3] !== undefined || match[4] !== undefined)
      segments.push({ kind: 'key', key: (match[3] ?? match[4])! });
    if (consumed === path.length) break;
  }
  if (consumed !== path.length || segments.length === 0) throw new Error(`Unsupported patch path "${path}"`);
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function child(container: Container, segment: PathSegment): unknown {
  if (Array.isArray(container)) {
    if (segment.kind === 'index') return container.at(segment.index);
    if (segment.kind === 'key') return container.find((item) => (item as { _key?: unknown })?._key === segment.key);
    return undefined;
  }
  return segment.kind === 'name' ? container[segment.name] : undefined;
}

/**
 * The position in `array` a path segment names: an index counts from the end when negative, a key is the item with
 * that `_key` (-1 when there is none); a name names no position (undefined).
 */
function positionOf(array: unknown[], segment: PathSegment): number | undefined {
  if (segment.kind === 'index') return segment.index < 0 ? array.length + segment.index : segment.index;
  if (segment.kind === 'key') return array.findIndex((item) => (item as { _key?: unknown })?._key === segment.key);
  return undefined;
}

function assign(container: Container, segment: PathSegment, value: unknown): void {
  if (Array.isArray(container)) {
    const index = positionOf(container, segment) ?? -1;
    if (index < 0 || index >= container.length) throw new Error('Patch path points outside the array');
    container[index] = value;
  } else if (segment.kind === 'name') {
    container[segment.name] = value;
  } else {
    throw new Error('Patch path uses an array selector on an object');
  }
}

function remove(container: Container, segment: PathSegment): void {
  if (Array.isArray(container)) {
    const index =
      segment.kind === 'index'
        ? segment.index < 0
          ? container.length + segment.index
          : segment.index
        : segment.kind === 'key'
          ? container.findIndex((item) => (item as { _key?: unknown })?._key === segment.key)
          : -1;
    if (index >= 0 && index < container.length) container.splice(index, 1);
  } else if (segment.kind === 'name') {
    delete container[segment.name];
  }
}

/** Walks to the parent of the last segment, creating objects on the way when `create` is set. */
function parentOf(doc: Record<string, unknown>, segments: PathSegment[], create: boolean): Container | undefined {
  let current: Container = doc;
  for (const segment of segments.slice(0, -1)) {
    let next = child(current, segment);
    if (next === undefined || next === null || typeof next !== 'object') {
      if (!create || segment.kind !== 'name' || Array.isArray(current)) return undefined;
      next = {};
      (current as Record<string, unknown>)[segment.name] = next;
    }
    current = next as Container;
  }
  return current;
}

function applyPatch(doc: LakeDocument, patch: z.infer<typeof patchSchema>): LakeDocument {
  const copy = structuredClone(doc) as Record<string, unknown>;
  for (const [path, value] of Object.entries(patch.setIfMissing ?? {})) {
    const segments = parsePath(path);
    const parent = parentOf(copy, segments, true);
    if (parent && child(parent, segments.at(-1)!) === undefined)
      assign(parent, segments.at(-1)!, structuredClone(value));
  }
  for (const [path, value] of Object.entries(patch.set ?? {})) {
    const segments = parsePath(path);
    const parent = parentOf(copy, segments, true);
    if (!parent) throw new Error(`Cannot set "${path}"`);
    assign(parent, segments.at(-1)!, structuredClone(value));
  }
  for (const path of patch.unset ?? []) {
    const segments = parsePath(path);
    const parent = parentOf(copy, segments, false);
    if (parent) remove(parent, segments.at(-1)!);
  }
  for (const [sign, values] of [
    [1, patch.inc],
    [-1, patch.dec],
  ] as const) {
    for (const [path, amount] of Object.entries(values ?? {})) {
      const segments = parsePath(path);
      const parent = parentOf(copy, segments, false);
      const current = parent ? child(parent, segments.at(-1)!) : undefined;
      if (!parent || typeof current !== 'number') throw new Error(`Cannot increment non-number "${path}"`);
      assign(parent, segments.at(-1)!, current + sign * amount);
    }
  }
  if (patch.insert) applyInsert(copy, patch.insert);
  for (const [path, text] of Object.entries(patch.diffMatchPatch ?? {})) {
    const segments = parsePath(path);
    const parent = parentOf(copy, segments, false);
    const current = parent ? child(parent, segments.at(-1)!) : undefined;
    if (!parent || typeof current !== 'string') throw new Error(`Cannot apply a text patch to non-string "${path}"`);
    assign(parent, segments.at(-1)!, applyPatches(parsePatch(text), current)[0]);
  }
  // Identity fields cannot be patched away.
  copy['_id'] = doc._id;
  if (doc._type !== undefined && copy['_type'] === undefined) copy['_type'] = doc._type;
  return copy as LakeDocument;
}

/** Sanity's `insert`: items before or after an array element, or in its place (the Studio adds list items so). */
function applyInsert(
  copy: Record<string, unknown>,
  insert:
    { before: string; items: unknown[] } | { after: string; items: unknown[] } | { replace: string; items: unknown[] },
): void {
  const [position, path] =
    'before' in insert
      ? ['before', insert.before]
      : 'after' in insert
        ? ['after', insert.after]
        : ['replace', insert.replace];
  const segments = parsePath(path);
  const array = parentOf(copy, segments, false);
  const last = segments.at(-1)!;
  if (!Array.isArray(array)) throw new Error(`Cannot insert at "${path}": not an array`);
  const index = positionOf(array, last);
  if (index === undefined || (last.kind === 'key' && index < 0)) throw new Error(`Cannot insert at "${path}"`);
  const items = structuredClone(insert.items);
  if (position === 'before') array.splice(Math.max(index, 0), 0, ...items);
  else if (position === 'after') array.splice(index + 1, 0, ...items);
  else array.splice(index, 1, ...items);
}

async function selectIds(
  documents: readonly LakeDocument[],
  selection: z.infer<typeof selectionSchema>,
): Promise<string[]> {
  if ('id' in selection) return [selection.id];
  const tree = parse(selection.query, { params: selection.params ?? {} });
  const value = await evaluate(tree, { dataset: documents, params: selection.params ?? {} });
  const result = await value.get();
  const list = Array.isArray(result) ? result : result ? [result] : [];
  return list.flatMap((item: unknown) =>
    item && typeof item === 'object' && typeof (item as { _id?: unknown })._id === 'string'
      ? [(item as LakeDocument)._id]
      : [],
  );
}

/**
 * Applies a transaction to a copy of `documents`. Returns the new document list and one result per touched
 * document; throws MutationFailure (nothing applied) when a mutation cannot be applied.
 */
export async function applyMutations(
  documents: readonly LakeDocument[],
  mutations: readonly Mutation[],
  now: Date = new Date(),
): Promise<{ documents: LakeDocument[]; results: MutationResult[] }> {
  const docs = documents.map((doc) => doc);
  const results: MutationResult[] = [];
  const timestamp = now.toISOString();
  const indexOf = (id: string) => docs.findIndex((doc) => doc._id === id);

  for (const [index, mutation] of mutations.entries()) {
    if ('create' in mutation) {
      const given = mutation.create._id;
      const id = given === undefined ? randomUUID() : given.endsWith('.') ? `${given}${randomUUID()}` : given;
      if (indexOf(id) >= 0) {
        throw new MutationFailure(index, id, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`);
      }
      const doc = stamp({ ...(mutation.create as LakeDocument), _id: id }, undefined, timestamp);
      docs.push(doc);
      results.push({ id, operation: 'create', document: doc });
    } else if ('createOrReplace' in mutation) {
      const id = mutation.createOrReplace._id;
      const at = indexOf(id);
      const previous = at >= 0 ? docs[at] : undefined;
      const doc = stamp(
        mutation.createOrReplace as LakeDocument,
        previous?.['_createdAt'] as string | undefined,
        timestamp,
      );
      if (at >= 0) docs[at] = doc;
      else docs.push(doc);
      results.push({ id, operation: at >= 0 ? 'update' : 'create', document: doc });
    } else if ('createIfNotExists' in mutation) {
      const id = mutation.createIfNotExists._id;
      const at = indexOf(id);
      if (at >= 0) {
        results.push({ id, operation: 'none', document: docs[at]! });
      } else {
        const doc = stamp(mutation.createIfNotExists as LakeDocument, undefined, timestamp);
        docs.push(doc);
        results.push({ id, operation: 'create', document: doc });
      }
    } else if ('delete' in mutation) {
      for (const id of await selectIds(docs, mutation.delete)) {
        const at = indexOf(id);
        if (at >= 0) docs.splice(at, 1);
        results.push({ id, operation: 'delete' });
      }
    } else {
      const patch = mutation.patch;
      const ids = await selectIds(docs, patch);
      for (const id of ids) {
        const at = indexOf(id);
        if (at < 0) throw new MutationFailure(index, id, 'documentNotFoundError', `Document "${id}" not found`);
        const current = docs[at]!;
        if (patch.ifRevisionID !== undefined && current['_rev'] !== patch.ifRevisionID) {
          throw new MutationFailure(
            index,
            id,
            'conflictError',
            `Document "${id}" has unexpected revision ID ("${String(current['_rev'])}"), expected "${patch.ifRevisionID}"`,
          );
        }
        let patched: LakeDocument;
        try {
          patched = applyPatch(current, patch);
        } catch (error) {
          throw new MutationFailure(index, id, 'invalidPatchError', (error as Error).message);
        }
        const doc = stamp(patched, current['_createdAt'] as string | undefined, timestamp);
        docs[at] = doc;
        results.push({ id, operation: 'update', document: doc });
      }
    }
  }
  return { documents: docs, results };
}
