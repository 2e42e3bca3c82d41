/**
 * The lake's local editor sign-in as the Studio uses it (loginMethod 'token'): providers, the sign-in form and its
 * way back with a one-time sid, the exchange for a session token, that token's reads and writes, sign-out; CORS for
 * the portal's hosts only; and a lake without an editor account (production) serves no sign-in at all.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake, type ContentLake } from './server';

const committedDataset = fileURLToPath(new URL('../dataset/production.ndjson', import.meta.url));
const TOKEN = 'test-token-0123456789abcdefghijklmnop';
const EDITOR = { email: 'redacteur@mijn-omgeving.localhost', password: 'lokaal-wachtwoord-0123' };
const STUDIO = 'http://ad.localhost:4321';

let workDir: string;
let lake: ContentLake;
let withoutEditor: ContentLake;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'content-lake-auth-'));
  const datasetDir = path.join(workDir, 'dataset');
  mkdirSync(path.join(datasetDir, 'assets'), { recursive: true });
  copyFileSync(committedDataset, path.join(datasetDir, 'production.ndjson'));
  lake = await startContentLake({ port: 0, datasetDir, token: TOKEN, editor: EDITOR });
  withoutEditor = await startContentLake({ port: 0, datasetDir, token: TOKEN });
});

afterAll(async () => {
  await lake?.close();
  await withoutEditor?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const api = (base: string, route: string) => `${base}/v2026-05-04${route}`;

async function signIn(password = EDITOR.password): Promise<Response> {
  return fetch(`${lake.url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ origin: `${STUDIO}/studio`, email: EDITOR.email, password }),
  });
}

async function editorToken(): Promise<string> {
  const answer = await signIn();
  const sid = /#sid=(.+)$/.exec(answer.headers.get('location') ?? '')?.[1];
  const exchanged = await fetch(`${api(lake.url, '/auth/fetch')}?sid=${sid}`);
  return ((await exchanged.json()) as { token: string }).token;
}

describe('the local editor sign-in', () => {
  it('lists one provider at the lake’s own sign-in form', async () => {
    const answer = await fetch(api(lake.url, '/auth/providers'));
    const { providers } = (await answer.json()) as { providers: { name: string; url: string }[] };
    expect(providers).toEqual([expect.objectContaining({ name: 'lake', url: `${lake.url}/auth/login` })]);
    const form = await fetch(`${lake.url}/auth/login?origin=${encodeURIComponent(`${STUDIO}/studio`)}&withSid=true`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Inloggen als redacteur');
  });

  it('goes back to the Studio with a one-time sid that gives a session token', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location.startsWith(`${STUDIO}/studio#sid=`)).toBe(true);
    const sid = /#sid=(.+)$/.exec(location)![1]!;
    const exchanged = await fetch(`${api(lake.url, '/auth/fetch')}?sid=${sid}`);
    const { token } = (await exchanged.json()) as { token: string };
    expect(token).toMatch(/^lake-editor-/);
    const again = await fetch(`${api(lake.url, '/auth/fetch')}?sid=${sid}`);
    expect(again.status).toBe(401);
    const me = await fetch(api(lake.url, '/users/me'), { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ id: 'lake-editor', email: EDITOR.email });
    const id = await fetch(api(lake.url, '/auth/id'), { headers: { authorization: `Bearer ${token}` } });
    expect(await id.json()).toMatchObject({ id: 'lake-editor' });
  });

  it('refuses a wrong password and an origin that is not the portal’s', async () => {
    const wrong = await signIn('niet-het-wachtwoord');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('klopt niet');
    const elsewhere = await fetch(`${lake.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ origin: 'https://evil.example/studio', ...EDITOR }),
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
  });

  it('lets the signed-in editor write, and nobody without a token; sign-out ends the token', async () => {
    const token = await editorToken();
    const mutate = (authorization?: string) =>
      fetch(api(lake.url, '/data/mutate/production'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({
          mutations: [{ createOrReplace: { _id: 'drafts.faqItem.auth-test', _type: 'faqItem' } }],
        }),
      });
    expect((await mutate()).status).toBe(401);
    expect((await mutate('Bearer lake-editor-forged-token-0123456789')).status).toBe(401);
    expect((await mutate(`Bearer ${token}`)).status).toBe(200);
    await fetch(api(lake.url, '/auth/logout'), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await mutate(`Bearer ${token}`)).status).toBe(401);
  });
});

describe('CORS', () => {
  it('answers the Studio’s preflight from a brand host, and no other origin', async () => {
    const preflight = await fetch(api(lake.url, '/data/mutate/production'), {
      method: 'OPTIONS',
      headers: { origin: STUDIO, 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const foreign = await fetch(api(lake.url, '/users/me'), { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a lake without an editor account (production)', () => {
  it('lists no provider and has no sign-in form', async () => {
    const answer = await fetch(api(withoutEditor.url, '/auth/providers'));
    expect(((await answer.json()) as { providers: unknown[] }).providers).toEqual([]);
    const form = await fetch(`${withoutEditor.url}/auth/login?origin=${encodeURIComponent(STUDIO)}`);
    expect(form.status).toBe(404);
  });
});
