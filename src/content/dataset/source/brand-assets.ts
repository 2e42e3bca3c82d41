/**
 * The generated favicons of every brand as CMS image assets (Sanity's asset id scheme `image-{sha1}-{w}x{h}-{ext}`),
 * so the portal's favicon rule holds unchanged: the favicon comes from the brand's faviconIco/faviconSvg asset.
 * Editors can replace them with real artwork in the CMS.
 */
import { createHash } from 'node:crypto';
import type { BrandKey } from '../../../brands/registry';
import { brandFaviconIco, brandFaviconSvg, FAVICON_SIZE } from '../../../brands/logo';

export interface GeneratedAsset {
  /** The asset reference stored in the document. */
  ref: string;
  /** The file name the image service serves it under (`{sha1}-{w}x{h}.{ext}`). */
  file: string;
  bytes: Uint8Array;
}

function asset(bytes: Uint8Array, extension: 'ico' | 'svg'): GeneratedAsset {
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const dimensions = `${FAVICON_SIZE}x${FAVICON_SIZE}`;
  return { ref: `image-${sha1}-${dimensions}-${extension}`, file: `${sha1}-${dimensions}.${extension}`, bytes };
}

/** The two favicon assets of a brand. */
export function brandFaviconAssets(key: BrandKey): { ico: GeneratedAsset; svg: GeneratedAsset } {
  return {
    ico: asset(brandFaviconIco(key), 'ico'),
    svg: asset(new TextEncoder().encode(brandFaviconSvg(key)), 'svg'),
  };
}

/** A Sanity image field pointing at an asset. */
export function imageField(generated: GeneratedAsset) {
  return { _type: 'image' as const, asset: { _type: 'reference' as const, _ref: generated.ref } };
}
