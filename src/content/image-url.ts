/**
 * Image and favicon URLs built from the project id and dataset, from a Sanity image field.
 * With a Sanity project they point at Sanity's image CDN; with the local content lake at the portal's own
 * `/cms/images/` route, which passes the file through from the lake (so pages need no second origin).
 */
import { z } from 'zod';

/** Sanity's image asset reference: `image-{id}-{width}x{height}-{format}`. */
const refPattern = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/;

export const imageFieldSchema = z.object({ asset: z.object({ _ref: z.string().regex(refPattern) }) });

export interface ImageSource {
  projectId?: string | undefined;
  dataset: string;
}

/** The file name Sanity's image service uses for a reference (`{id}-{w}x{h}.{format}`), or undefined. */
export function imageFileName(ref: string): string | undefined {
  const match = refPattern.exec(ref);
  return match ? `${match[1]}-${match[2]}x${match[3]}.${match[4]}` : undefined;
}

/** The URL of an image field, or undefined when there is none (or it is malformed). */
export function imageUrl(image: unknown, source: ImageSource): string | undefined {
  const parsed = imageFieldSchema.safeParse(image);
  if (!parsed.success) return undefined;
  const file = imageFileName(parsed.data.asset._ref);
  if (!file) return undefined;
  return source.projectId
    ? `https://cdn.sanity.io/images/${source.projectId}/${source.dataset}/${file}`
    : `/cms/images/${file}`;
}
