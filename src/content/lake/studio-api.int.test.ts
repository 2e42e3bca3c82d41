/**
 * The parts of the lake a Sanity Studio needs besides query and mutate: the listener with mendoza effects, the
 * current user, the project and the editor's grants, each with and without the editor's token.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type MutationEvent, type SanityClient } from '@sanity/client';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake, type ContentLake } from './server';

const committedDataset = fileURLToPath(new URL('../dataset/production.ndjson', import.meta.url));
const TOKEN = 'test-token-0123456789abcdefghijklmnop';

let workDir: string;
let lake: ContentLake;
let editor: SanityClient;
let visitor: SanityClient;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'content-lake-studio-'));
  const datasetDir = path.join(workDir, 'dataset');
  mkdirSync(path.join(datasetDir, 'assets'), { recursive: true });
  copyFileSync(committedDataset, path.join(datasetDir, 'production.ndjson'));
  lake = await startContentLake({ port: 0, datasetDir, token: TOKEN });
  const config = {
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
  } as const;
  editor = createClient({ ...config, token: TOKEN });
  visitor = createClient(config);
});

afterAll(async () => {
  await lake?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Listens like the Studio's pair listener; `done` resolves with the first `count` mutation events. */
function listen(client: SanityClient, ids: string[], count: number) {
  const events: MutationEvent[] = [];
  let onWelcome!: () => void;
  let onDone!: (events: MutationEvent[]) => void;
  let onError!: (error: unknown) => void;
  const welcomed = new Promise<void>((resolve) => (onWelcome = resolve));
  const done = new Promise<MutationEvent[]>((resolve, reject) => {
    onDone = resolve;
    onError = reject;
  });
  const subscription = client
    .listen(
      '*[_id in $ids]',
      { ids },
      { events: ['welcome', 'mutation', 'reconnect'], includeResult: false, effectFormat: 'mendoza' },
    )
    .subscribe({
      next: (event) => {
        if (event.type === 'welcome') onWelcome();
        if (event.type === 'mutation' && events.push(event) === count) onDone(events);
      },
      error: (error: unknown) => onError(error),
    });
  return { welcomed, done, stop: () => subscription.unsubscribe() };
}

describe('listen', () => {
  it('welcomes, then announces a draft change with chained revisions and mendoza effects', async () => {
    const id = 'faqItem.lake-listen-test';
    const draftId = `drafts.${id}`;
    const listener = listen(editor, [id, draftId], 2);
    await listener.welcomed;
    const first = await editor.create({ _id: draftId, _type: 'faqItem', answer: 'Eerste antwoord' });
    const second = await editor.patch(draftId).set({ answer: 'Tweede antwoord' }).commit();
    const [created, updated] = await listener.done;
    listener.stop();

    expect(created).toMatchObject({ documentId: draftId, transition: 'appear', resultRev: first._rev });
    expect(created!.previousRev).toBeUndefined();
    expect(updated).toMatchObject({
      documentId: draftId,
      transition: 'update',
      previousRev: first._rev,
      resultRev: second._rev,
    });
    expect(updated!.mutations.length).toBeGreaterThan(0);
    const effects = updated!.effects as unknown as { apply: unknown[]; revert: unknown[] };
    expect(applyPatch(first, effects.apply as never)).toEqual(second);
    expect(applyPatch(second, effects.revert as never)).toEqual(first);
  });

  it('never tells a tokenless listener about drafts', async () => {
    const id = 'faqItem.lake-listen-visitor';
    const listener = listen(visitor, [id, `drafts.${id}`], 1);
    await listener.welcomed;
    await editor.create({ _id: `drafts.${id}`, _type: 'faqItem', answer: 'Geheim concept' });
    const published = await editor.create({ _id: id, _type: 'faqItem', answer: 'Gepubliceerd' });
    const [event] = await listener.done;
    listener.stop();
    expect(event).toMatchObject({ documentId: id, transition: 'appear', resultRev: published._rev });
  });

  it('refuses a listener with a wrong token', async () => {
    const response = await fetch(`${lake.url}/v2025-02-19/data/listen/production?query=*`, {
      headers: { authorization: 'Bearer wrong-token-wrong-token-wrong-token' },
    });
    expect(response.status).toBe(401);
  });
});

describe('user, project and grants', () => {
  it('names the local editor with the token and nobody without', async () => {
    expect(await editor.request({ url: '/users/me' })).toMatchObject({ id: 'lake-editor', role: 'administrator' });
    expect(await visitor.request({ url: '/users/me' })).toEqual({});
  });

  it('describes the project', async () => {
    expect(await editor.request({ url: '/projects/local' })).toMatchObject({ id: 'local' });
  });

  it('grants the editor everything and a visitor only reading published documents', async () => {
    const editorGrants = await editor.request<{ filter: string; permissions: string[] }[]>({
      url: '/projects/local/datasets/production/acl',
    });
    expect(editorGrants[0]!.permissions).toEqual(expect.arrayContaining(['read', 'create', 'update']));
    const visitorGrants = await visitor.request<{ filter: string; permissions: string[] }[]>({
      url: '/projects/local/datasets/production/acl',
    });
    expect(visitorGrants).toEqual([{ filter: '!(_id in path("drafts.**"))', permissions: ['read'] }]);
  });
});

describe('actions', () => {
  it('edits through a draft, announces one chained event per document and transaction, and publishes', async () => {
    const id = 'faqItem.lake-actions-test';
    const draftId = `drafts.${id}`;
    await editor.create({ _id: id, _type: 'faqItem', answer: { _type: 'localeParagraphs', nl: ['Oud antwoord'] } });
    const listener = listen(editor, [id, draftId], 3);
    await listener.welcomed;
    const action = (actions: unknown[], transactionId: string) =>
      fetch(`${lake.url}/v2025-02-19/data/actions/production`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ actions, transactionId }),
      });
    const edit = (patch: unknown) => ({ actionType: 'sanity.action.document.edit', draftId, publishedId: id, patch });
    // The Studio's edit of a text: three patches in one transaction, the last a diff-match-patch of the paragraph.
    const edited = await action(
      [
        edit({ setIfMissing: { answer: { _type: 'localeParagraphs' } } }),
        edit({ setIfMissing: { 'answer.nl': [] } }),
        edit({ diffMatchPatch: { 'answer.nl[0]': '@@ -1,4 +1,5 @@\n-Oud\n+Nieuw\n  an\n' } }),
      ],
      'edit-1',
    );
    expect(edited.status).toBe(200);
    const draft = await editor.getDocument(draftId);
    expect(draft?.['answer']).toEqual({ _type: 'localeParagraphs', nl: ['Nieuw antwoord'] });
    const published = await editor.getDocument(id);
    const publish = await action(
      [
        {
          actionType: 'sanity.action.document.publish',
          draftId,
          publishedId: id,
          ifPublishedRevisionId: published!._rev,
        },
      ],
      'publish-1',
    );
    expect(publish.status).toBe(200);
    const [editEvent, ...publishEvents] = await listener.done;
    listener.stop();
    expect(editEvent).toMatchObject({ documentId: draftId, transactionId: 'edit-1', transactionTotalEvents: 1 });
    expect(publishEvents.map((event) => [event.documentId, event.transactionId, event.transition])).toEqual(
      expect.arrayContaining([
        [id, 'publish-1', 'update'],
        [draftId, 'publish-1', 'disappear'],
      ]),
    );
    expect((await editor.getDocument(id))?.['answer']).toEqual({ _type: 'localeParagraphs', nl: ['Nieuw antwoord'] });
    expect(await editor.getDocument(draftId)).toBeUndefined();
  });

  it('refuses a publish of a document that changed since it was read, and changes nothing', async () => {
    const id = 'faqItem.lake-actions-conflict';
    await editor.create({ _id: id, _type: 'faqItem' });
    await editor.create({ _id: `drafts.${id}`, _type: 'faqItem', slug: 'concept' });
    const answer = await fetch(`${lake.url}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        actions: {
          actionType: 'sanity.action.document.publish',
          draftId: `drafts.${id}`,
          publishedId: id,
          ifPublishedRevisionId: 'not-the-revision',
        },
      }),
    });
    expect(answer.status).toBe(409);
    expect(await editor.getDocument(`drafts.${id}`)).toMatchObject({ slug: 'concept' });
  });

  it('refuses actions without the editor’s token', async () => {
    const answer = await fetch(`${lake.url}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actions: { actionType: 'sanity.action.document.discard', draftId: 'drafts.x' } }),
    });
    expect(answer.status).toBe(401);
  });
});
