/**
 * Sanity's listener API (`GET /data/listen/{dataset}` over EventSource) for the lake: a `welcome` event on connect,
 * then one `mutation` event per document a transaction changed that matches the listener's GROQ filter. Effects are
 * in mendoza format; the lake sends the simplest valid patch, one that replaces the whole document (`[0, value]`),
 * so `applyPatch(before, apply)` gives the new document and `applyPatch(after, revert)` the old one. Revisions chain:
 * an event's `previousRev` is the `_rev` the document had before, its `resultRev` the one it has now.
 */
import type { ServerResponse } from 'node:http';
import { evaluate, parse } from 'groq-js';
import type { LakeDocument } from './perspective';
import { isPublishedId } from './perspective';

/** One document changed by a transaction. */
export interface DocumentChange {
  id: string;
  before: LakeDocument | undefined;
  after: LakeDocument | undefined;
}

/** A mendoza patch that replaces the whole value. */
export function replaceValue(value: unknown): [0, unknown] {
  return [0, value ?? null];
}

export type Transition = 'update' | 'appear' | 'disappear';

/** Whether the document appears, disappears or changes for a listener whose filter matched before/after. */
function transitionOf(matchedBefore: boolean, matchedAfter: boolean): Transition | undefined {
  if (matchedBefore && matchedAfter) return 'update';
  if (matchedAfter) return 'appear';
  if (matchedBefore) return 'disappear';
  return undefined;
}

async function matches(tree: ReturnType<typeof parse>, doc: LakeDocument | undefined, params: Record<string, unknown>) {
  if (!doc) return false;
  const value = await evaluate(tree, { dataset: [doc], params });
  const result: unknown = await value.get();
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}

interface Listener {
  res: ServerResponse;
  tree: ReturnType<typeof parse>;
  params: Record<string, unknown>;
  /** Without the editor's token only published documents are announced. */
  authorized: boolean;
  dataset: string;
}

function writeEvent(res: ServerResponse, event: string, data: unknown, id?: string): void {
  res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** The open listeners of a lake. */
export class ListenerHub {
  private listeners = new Set<Listener>();

  /** Opens an event stream on `res` and sends `welcome`; the listener ends when the client goes away. */
  open(
    res: ServerResponse,
    dataset: string,
    tree: ReturnType<typeof parse>,
    params: Record<string, unknown>,
    authorized: boolean,
  ) {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const listener: Listener = { res, tree, params, authorized, dataset };
    this.listeners.add(listener);
    res.on('close', () => this.listeners.delete(listener));
    writeEvent(res, 'welcome', { listenerName: `lake-${this.listeners.size}` });
  }

  /** Announces a committed transaction to every listener whose filter matches a changed document. */
  async announce(
    dataset: string,
    transactionId: string,
    changes: readonly DocumentChange[],
    mutations: readonly unknown[],
  ): Promise<void> {
    const timestamp = new Date().toISOString();
    for (const listener of this.listeners) {
      if (listener.dataset !== dataset) continue;
      const visible = changes.filter((change) => listener.authorized || isPublishedId(change.id));
      const events: { change: DocumentChange; transition: Transition }[] = [];
      for (const change of visible) {
        const transition = transitionOf(
          await matches(listener.tree, change.before, listener.params),
          await matches(listener.tree, change.after, listener.params),
        );
        if (transition) events.push({ change, transition });
      }
      events.forEach(({ change, transition }, index) => {
        writeEvent(
          listener.res,
          'mutation',
          {
            eventId: `${transactionId}#${change.id}`,
            documentId: change.id,
            transactionId,
            transition,
            identity: 'lake-editor',
            mutations,
            previousRev: change.before?.['_rev'],
            resultRev: change.after?.['_rev'] ?? transactionId,
            timestamp,
            effects: { apply: replaceValue(change.after), revert: replaceValue(change.before) },
            visibility: 'query',
            transactionTotalEvents: events.length,
            transactionCurrentEvent: index + 1,
          },
          `${transactionId}#${change.id}`,
        );
      });
    }
  }
}
