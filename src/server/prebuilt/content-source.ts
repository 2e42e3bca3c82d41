/**
 * Whether the content source the built server reads from answers: the local content lake on CONTENT_LAKE_PORT,
 * or the Sanity project of SANITY_PROJECT_ID. Rebuilding from a source that is not there would only produce
 * errors, so the command-line tools check first and say what to do.
 */
import { createHash } from 'node:crypto';
import { config } from '../config';

export interface ContentSourceCheck {
  ok: boolean;
  /** Where we looked. */
  url: string;
  /** Why not, in a sentence for the terminal. */
  problem?: string;
}

/** The HTTP address of the content source's API. */
function contentSourceBase(): string {
  const settings = config();
  return settings.SANITY_PROJECT_ID
    ? `https://${settings.SANITY_PROJECT_ID}.api.sanity.io`
    : `http://127.0.0.1:${settings.CONTENT_LAKE_PORT}`;
}

/** The query URL of a GROQ query on the published dataset. */
function queryUrl(query: string): string {
  return `${contentSourceBase()}/v2023-03-07/data/query/${config().SANITY_DATASET}?query=${encodeURIComponent(query)}`;
}

/**
 * Every published document's id and revision; a document without a revision (the local lake's seed, as the dataset
 * file has it) in full. Hashed, it changes whenever any document does.
 */
const FINGERPRINT_QUERY =
  '*[!(_id in path("drafts.**"))] | order(_id asc) {_id, _rev, "d": select(defined(_rev) => null, @)}';

/** A hash of the published content (see FINGERPRINT_QUERY), or undefined when the source does not answer. */
export async function contentFingerprint(timeoutMs = 10_000): Promise<string | undefined> {
  try {
    const response = await fetch(queryUrl(FINGERPRINT_QUERY), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { result?: unknown };
    if (!Array.isArray(body.result)) return undefined;
    return createHash('sha256').update(JSON.stringify(body.result)).digest('base64url');
  } catch {
    return undefined;
  }
}

/** Queries `count(*[_type == "brand"])` with a short timeout. */
export async function checkContentSource(timeoutMs = 3000): Promise<ContentSourceCheck> {
  const base = contentSourceBase();
  const url = queryUrl('count(*[_type == "brand"])');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { ok: false, url: base, problem: `it answered HTTP ${response.status}` };
    const body = (await response.json()) as { result?: unknown };
    if (typeof body.result !== 'number' || body.result === 0) {
      return { ok: false, url: base, problem: 'it holds no brand documents' };
    }
    return { ok: true, url: base };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { ok: false, url: base, problem: `it cannot be reached (${cause})` };
  }
}
