/**
 * The fingerprint a start compares before it renders every brand's pages again (src/server/cli/build-steps.ts): it
 * stays the same while the published content does, and changes with any published change, not with a draft.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake, type ContentLake } from '../../content/lake/server';

const committedDataset = fileURLToPath(new URL('../../content/dataset/production.ndjson', import.meta.url));
const TOKEN = 'fingerprint-token-0123456789abcdefghijkl';

let workDir: string;
let lake: ContentLake;
let contentFingerprint: typeof import('./content-source').contentFingerprint;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'mo-fingerprint-'));
  const datasetDir = path.join(workDir, 'dataset');
  mkdirSync(datasetDir);
  copyFileSync(committedDataset, path.join(datasetDir, 'production.ndjson'));
  lake = await startContentLake({ port: 0, datasetDir, token: TOKEN, stateDir: path.join(workDir, 'state') });
  // The configuration is read once per process: point it at this lake before anything reads it.
  process.env['CONTENT_LAKE_PORT'] = new URL(lake.url).port;
  process.env['DATA_DIR'] = path.join(workDir, 'data');
  ({ contentFingerprint } = await import('./content-source'));
});

afterAll(async () => {
  await lake.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the content fingerprint', () => {
  it('is stable while nothing is published, ignores drafts and changes with a published change', async () => {
    const first = await contentFingerprint();
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await contentFingerprint()).toBe(first);
    const editor = createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2023-03-07',
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
      token: TOKEN,
    });
    await editor.createOrReplace({ _id: 'drafts.brand.ad', _type: 'brand', key: 'ad', name: 'AD concept' });
    expect(await contentFingerprint()).toBe(first);
    await editor.patch('brand.ad').set({ seoTitle: 'AD — nieuw' }).commit();
    const changed = await contentFingerprint();
    expect(changed).toBeDefined();
    expect(changed).not.toBe(first);
  });
});
