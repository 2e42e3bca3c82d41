import { describe, expect, it } from 'vitest';
import { imageFileName, imageUrl } from './image-url';

const field = { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc123-48x48-ico' } };

describe('imageUrl', () => {
  it('builds the Sanity CDN URL from project id and dataset', () => {
    expect(imageUrl(field, { projectId: 'p1', dataset: 'production' })).toBe(
      'https://cdn.sanity.io/images/p1/production/abc123-48x48.ico',
    );
  });

  it('points at the portal image route with the local content lake', () => {
    expect(imageUrl(field, { dataset: 'production' })).toBe('/cms/images/abc123-48x48.ico');
  });

  it('gives nothing for a missing or malformed image', () => {
    expect(imageUrl(null, { dataset: 'production' })).toBeUndefined();
    expect(imageUrl({ asset: { _ref: '../../etc/passwd' } }, { dataset: 'production' })).toBeUndefined();
    expect(imageFileName('file-abc-pdf')).toBeUndefined();
  });
});
