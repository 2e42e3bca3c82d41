/**
 * Sanity's Actions API (`POST /data/actions/{dataset}`), which the Studio uses to edit, publish, unpublish, discard
 * and delete documents, turned into one transaction of the lake's mutations (mutations.ts):
 *
 * - `document.create`: the document (normally the draft) is created.
 * - `document.edit`: the draft is made from the published document when there is none yet, then patched.
 * - `document.publish`: the draft replaces the published document and is deleted (`ifPublishedRevisionId` holds).
 * - `document.unpublish`: the published document becomes the draft (kept when there is one) and is deleted.
 * - `document.version.discard` / `document.discard`: the draft is deleted.
 * - `document.delete`: the published document and its drafts are deleted.
 * - `document.replaceDraft`: the draft is replaced.
 *
 * An action the lake does not know (releases, variants) is refused with 400, and nothing changes.
 */
import { z } from 'zod';
import type { Mutation } from './mutations';
import type { LakeDocument } from './perspective';

const actionSchema = z.union([
  z.looseObject({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: z.string(),
    attributes: z.looseObject({ _id: z.string(), _type: z.string() }),
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.edit'),
    draftId: z.string(),
    publishedId: z.string(),
    patch: z.record(z.string(), z.unknown()),
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: z.string(),
    publishedId: z.string(),
    ifPublishedRevisionId: z.string().optional(),
    ifDraftRevisionId: z.string().optional(),
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.unpublish'),
    draftId: z.string(),
    publishedId: z.string(),
  }),
  z.looseObject({ actionType: z.literal('sanity.action.document.version.discard'), versionId: z.string() }),
  z.looseObject({ actionType: z.literal('sanity.action.document.discard'), draftId: z.string() }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: z.string(),
    includeDrafts: z.array(z.string()).optional(),
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.replaceDraft'),
    publishedId: z.string(),
    attributes: z.looseObject({ _id: z.string(), _type: z.string() }),
  }),
]);
export type DocumentAction = z.infer<typeof actionSchema>;

/** The body of `POST /data/actions/{dataset}`. */
export const actionsBodySchema = z.object({
  actions: z
    .union([actionSchema, z.array(actionSchema).min(1)])
    .transform((value) => (Array.isArray(value) ? value : [value])),
  transactionId: z.string().optional(),
  dryRun: z.boolean().optional(),
});

/** An action that cannot be carried out on the documents as they are (Sanity answers 409). */
export class ActionFailure extends Error {}

/** The stored content of a document without its system fields, under another id. */
function copyAs(doc: LakeDocument, id: string): LakeDocument & { _type: string } {
  const { _rev: _ignoredRev, _createdAt: _ignoredCreated, _updatedAt: _ignoredUpdated, ...content } = doc;
  return { ...content, _id: id, _type: String(doc._type) };
}

/** The mutations that carry out `actions`, in order, on `documents`. */
export function actionsToMutations(documents: readonly LakeDocument[], actions: readonly DocumentAction[]): Mutation[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const mutations: Mutation[] = [];
  for (const action of actions) {
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const { attributes } = action;
        if (action.ifExists === 'ignore') mutations.push({ createIfNotExists: attributes });
        else mutations.push({ create: attributes });
        byId.set(attributes._id, attributes);
        break;
      }
      case 'sanity.action.document.edit': {
        const draft = byId.get(action.draftId);
        if (!draft) {
          const published = byId.get(action.publishedId);
          if (!published) throw new ActionFailure(`Document "${action.publishedId}" does not exist`);
          const created = copyAs(published, action.draftId);
          mutations.push({ createIfNotExists: created });
          byId.set(action.draftId, created);
        }
        mutations.push({ patch: { ...action.patch, id: action.draftId } } as Mutation);
        break;
      }
      case 'sanity.action.document.publish': {
        const draft = byId.get(action.draftId);
        if (!draft) throw new ActionFailure(`Draft "${action.draftId}" does not exist`);
        const published = byId.get(action.publishedId);
        if (action.ifPublishedRevisionId !== undefined && published?._rev !== action.ifPublishedRevisionId) {
          throw new ActionFailure(`Document "${action.publishedId}" has changed since it was read`);
        }
        mutations.push({ createOrReplace: copyAs(draft, action.publishedId) }, { delete: { id: action.draftId } });
        byId.delete(action.draftId);
        break;
      }
      case 'sanity.action.document.unpublish': {
        const published = byId.get(action.publishedId);
        if (!published) throw new ActionFailure(`Document "${action.publishedId}" is not published`);
        if (!byId.has(action.draftId)) mutations.push({ createIfNotExists: copyAs(published, action.draftId) });
        mutations.push({ delete: { id: action.publishedId } });
        byId.delete(action.publishedId);
        break;
      }
      case 'sanity.action.document.version.discard':
      case 'sanity.action.document.discard': {
        const id = action.actionType === 'sanity.action.document.discard' ? action.draftId : action.versionId;
        if (!byId.has(id)) throw new ActionFailure(`Draft "${id}" does not exist`);
        mutations.push({ delete: { id } });
        byId.delete(id);
        break;
      }
      case 'sanity.action.document.delete': {
        for (const id of [action.publishedId, `drafts.${action.publishedId}`, ...(action.includeDrafts ?? [])]) {
          if (byId.has(id)) mutations.push({ delete: { id } });
          byId.delete(id);
        }
        break;
      }
      case 'sanity.action.document.replaceDraft': {
        mutations.push({ createOrReplace: action.attributes });
        byId.set(action.attributes._id, action.attributes);
        break;
      }
    }
  }
  if (mutations.length === 0) throw new ActionFailure('The actions change nothing');
  return mutations;
}
