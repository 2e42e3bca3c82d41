/**
 * The lake's publish webhook against a recording receiver: a published change is followed by Sanity's signed
 * webhook (checked with the portal's own verification and brand rules), a draft, a dry run and a refused write are not.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { affectedBrands } from '../../server/prebuilt/affected-brands';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../../server/prebuilt/webhook';
import { startContentLake, type ContentLake } from './server';

const committedDataset = fileURLToPath(new URL('../dataset/production.ndjson', import.meta.url));
const TOKEN = 'test-token-0123456789abcdefghijklmnop';
const SECRET = 'webhook-secret-0123456789abcdef';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let workDir: string;
let receiver: Server;
let received: Received[] = [];
let lake: ContentLake;

async function mutate(mutations: unknown[], { token = TOKEN, query = '' } = {}): Promise<number> {
  const response = await fetch(`${lake.url}/v2023-03-07/data/mutate/production${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ mutations }),
  });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'lake-webhook-'));
  const datasetDir = path.join(workDir, 'dataset');
  mkdirSync(path.join(datasetDir, 'assets'), { recursive: true });
  copyFileSync(committedDataset, path.join(datasetDir, 'production.ndjson'));
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(202).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  lake = await startContentLake({
    port: 0,
    datasetDir,
    token: TOKEN,
    webhook: { url: `http://127.0.0.1:${port}/api/rebuild`, secret: SECRET, hostHeader: 'ad.localhost' },
  });
});

afterAll(async () => {
  await lake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => {
  received = [];
});

describe('the publish webhook', () => {
  it('follows a published change with a webhook signed as Sanity signs it, naming the brand concerned', async () => {
    expect(await mutate([{ patch: { id: 'brand.ad', set: { seoTitle: 'AD – gewijzigd' } } }])).toBe(200);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(await verifyWebhookSignature(call!.headers[SIGNATURE_HEADER] as string, call!.body, SECRET)).toEqual({
      ok: true,
    });
    expect(await verifyWebhookSignature(call!.headers[SIGNATURE_HEADER] as string, call!.body, `${SECRET}x`)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(call!.headers['host']).toBe('ad.localhost');
    expect(call!.headers['sanity-operation']).toBe('update');
    expect(call!.headers['sanity-document-id']).toBe('brand.ad');
    const body = JSON.parse(call!.body) as { seoTitle: string; before: { seoTitle?: string } };
    expect(body.seoTitle).toBe('AD – gewijzigd');
    expect(body.before.seoTitle).not.toBe('AD – gewijzigd');
    expect(affectedBrands(body, 'brand.ad').brands).toEqual(['ad']);
  });

  it('sends one webhook per changed published document of a transaction, a delete with the old document', async () => {
    const doc = { _id: 'siteAlert.webhook-test', _type: 'siteAlert', brands: ['hln'] };
    expect(await mutate([{ create: doc }])).toBe(200);
    expect(received.map((call) => call.headers['sanity-operation'])).toEqual(['create']);
    received = [];
    expect(
      await mutate([{ patch: { id: 'brand.hln', set: { seoTitle: 'HLN – gewijzigd' } } }, { delete: { id: doc._id } }]),
    ).toBe(200);
    expect(received.map((call) => [call.headers['sanity-operation'], call.headers['sanity-document-id']])).toEqual([
      ['update', 'brand.hln'],
      ['delete', doc._id],
    ]);
    const deleted = JSON.parse(received[1]!.body) as Record<string, unknown>;
    expect(affectedBrands(deleted, doc._id).brands).toEqual(['hln']);
  });

  it('sends nothing for a draft, a dry run or a write refused for want of the editor token', async () => {
    expect(await mutate([{ createOrReplace: { _id: 'drafts.brand.ad', _type: 'brand', seoTitle: 'Concept' } }])).toBe(
      200,
    );
    expect(await mutate([{ patch: { id: 'brand.ad', set: { seoTitle: 'Proef' } } }], { query: '?dryRun=true' })).toBe(
      200,
    );
    expect(await mutate([{ patch: { id: 'brand.ad', set: { seoTitle: 'Anoniem' } } }], { token: '' })).toBe(401);
    expect(await mutate([{ patch: { id: 'brand.ad', set: { seoTitle: 'Fout' } } }], { token: `${TOKEN}x` })).toBe(401);
    expect(received).toEqual([]);
  });
});
