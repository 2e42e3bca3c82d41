/**
 * Sanity's perspectives over a list of raw documents (ids with `drafts.` / `versions.` prefixes side by side).
 * The rules follow Content Lake: `published` hides every draft and version, `drafts` lets a draft stand in for its
 * published document (under the published `_id`, with the draft id in `_originalId`), `raw` shows everything.
 */

/** A stored document: anything with an `_id`. */
export interface LakeDocument {
  _id: string;
  _type?: string;
  [field: string]: unknown;
}

/** The perspectives the lake understands; `previewDrafts` is Sanity's old name for `drafts`. */
export type Perspective = 'published' | 'drafts' | 'previewDrafts' | 'raw';

export const PERSPECTIVES: readonly Perspective[] = ['published', 'drafts', 'previewDrafts', 'raw'];

export function isPerspective(value: string): value is Perspective {
  return (PERSPECTIVES as readonly string[]).includes(value);
}

/** Perspectives that can reveal unpublished content and therefore need a valid token. */
export function needsToken(perspective: Perspective): boolean {
  return perspective !== 'published';
}

const DRAFT_PREFIX = 'drafts.';
const VERSION_PREFIX = 'versions.';

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFT_PREFIX);
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSION_PREFIX);
}

/** The published id of a draft id (`drafts.x` → `x`); other ids are returned unchanged. */
export function publishedId(id: string): string {
  return isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id;
}

/** True for the ids a public (tokenless, published) reader may ever see. */
export function isPublishedId(id: string): boolean {
  return !isDraftId(id) && !isVersionId(id);
}

/**
 * The documents as seen from a perspective. The order of the input is kept (a draft takes the place of its
 * published document, a draft without a published copy keeps its own place), so query results stay stable.
 */
export function applyPerspective(documents: readonly LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === 'raw') return [...documents];
  if (perspective === 'published') return documents.filter((doc) => isPublishedId(doc._id));

  // drafts / previewDrafts: the draft wins over the published document of the same id.
  const drafts = new Map<string, LakeDocument>();
  for (const doc of documents) if (isDraftId(doc._id)) drafts.set(publishedId(doc._id), doc);
  const result: LakeDocument[] = [];
  const emitted = new Set<string>();
  for (const doc of documents) {
    if (isVersionId(doc._id)) continue;
    const id = publishedId(doc._id);
    if (emitted.has(id)) continue;
    const draft = drafts.get(id);
    const chosen = draft ?? doc;
    emitted.add(id);
    // Sanity reports the published id and keeps the id the content actually came from in _originalId.
    result.push({ ...chosen, _id: id, _originalId: chosen._id });
  }
  return result;
}
