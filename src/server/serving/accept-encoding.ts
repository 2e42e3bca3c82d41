/**
 * Which precompressed file a request may get (RFC 9110 §12.5.3): Brotli when `Accept-Encoding` allows it, else gzip,
 * else the plain file. Only for the files the front serves itself (./front.ts); Astro's own answers are compressed
 * on the fly by ./compress.ts, which negotiates the same way.
 */

export type Encoding = 'br' | 'gzip';

/** The q-value of `coding` in a parsed header: its own entry, else `*`, else undefined (not listed). */
function qualityOf(entries: ReadonlyMap<string, number>, coding: string): number | undefined {
  return entries.get(coding) ?? entries.get('*');
}

function parse(header: string): Map<string, number> {
  const entries = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    // A coding listed twice counts with its best weight.
    entries.set(coding, Math.max(q, entries.get(coding) ?? 0));
  }
  return entries;
}

/**
 * The encoding to answer with: the acceptable one (q > 0) with the highest weight, Brotli on a tie (smaller); none
 * when the header is absent or accepts neither (`identity` is always acceptable for our answers, so no 406).
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const entries = parse(Array.isArray(header) ? header.join(',') : header);
  const br = qualityOf(entries, 'br') ?? 0;
  const gzip = qualityOf(entries, 'gzip') ?? qualityOf(entries, 'x-gzip') ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/** True when `Accept-Encoding` accepts gzip (q > 0, by its own entry, `x-gzip` or `*`). */
export function acceptsGzip(header: string | string[] | null | undefined): boolean {
  if (header === undefined || header === null) return false;
  const entries = parse(Array.isArray(header) ? header.join(',') : header);
  return (qualityOf(entries, 'gzip') ?? qualityOf(entries, 'x-gzip') ?? 0) > 0;
}
