/**
 * Whether the content source the built server reads from answers: the local content lake on CONTENT_LAKE_PORT,
 * or the Sanity project of SANITY_PROJECT_ID. Rebuilding from a source that is not there would only produce
 * errors, so the command-line tools check first and say what to do.
 */
import { config } from '../config';

export interface ContentSourceCheck {
  ok: boolean;
  /** Where we looked. */
  url: string;
  /** Why not, in a sentence for the terminal. */
  problem?: string;
}

/** Queries `count(*[_type == "brand"])` with a short timeout. */
export async function checkContentSource(timeoutMs = 3000): Promise<ContentSourceCheck> {
  const settings = config();
  const base = settings.SANITY_PROJECT_ID
    ? `https://${settings.SANITY_PROJECT_ID}.api.sanity.io`
    : `http://127.0.0.1:${settings.CONTENT_LAKE_PORT}`;
  const url = `${base}/v2023-03-07/data/query/${settings.SANITY_DATASET}?query=${encodeURIComponent('count(*[_type == "brand"])')}`;
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
