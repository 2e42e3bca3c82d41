/**
 * The content lake tells the portal when published content changes, as a GROQ-powered webhook of a real Sanity
 * project would: one POST per changed published document (drafts never rebuild anything), its body the document (the
 * document as it was, for a delete), signed with `@sanity/webhook` in the `sanity-webhook-signature` header and
 * described by `sanity-operation` and `sanity-document-id`. The body is the projection `{..., "before": before()}`:
 * the document with its previous version under `before`, so that a document moved away from a brand (a `brandKeys`
 * list that lost one) rebuilds that brand too. The real project's webhook is configured with the same projection
 * (docs/editors.md).
 *
 * A failed delivery is logged and never undoes or fails the editor's mutation (Sanity does not either).
 */
import { request as httpRequest } from 'node:http';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { MutationResult } from './mutations';
import { isPublishedId, type LakeDocument } from './perspective';

/** Where the lake sends its webhooks: the portal's `POST /api/rebuild` and the secret it checks. */
export interface PublishWebhook {
  url: string;
  secret: string;
  /** The Host header to send, when the URL's host is not the one the receiver answers on (a brand's host). */
  hostHeader?: string;
}

/** POSTs `body` over node:http (fetch cannot set Host); resolves with the status. */
function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
    request.end(body);
  });
}

/** One webhook call the lake makes. */
export interface WebhookDelivery {
  operation: 'create' | 'update' | 'delete';
  /** The id of the changed document. */
  id: string;
  /** The webhook's body: the document (as it was, for a delete) and its previous version under `before`. */
  body: LakeDocument & { before?: LakeDocument };
}

/** The webhook calls a transaction calls for: one per changed published document, in the transaction's order. */
export function publishDeliveries(
  before: readonly LakeDocument[],
  results: readonly MutationResult[],
): WebhookDelivery[] {
  const previous = new Map(before.map((doc) => [doc._id, doc]));
  const deliveries: WebhookDelivery[] = [];
  const seen = new Set<string>();
  // The last result per document is its state after the transaction.
  for (const result of [...results].reverse()) {
    if (seen.has(result.id) || !isPublishedId(result.id) || result.operation === 'none') continue;
    seen.add(result.id);
    const old = previous.get(result.id);
    if (result.operation === 'delete') {
      if (old) deliveries.push({ operation: 'delete', id: result.id, body: { ...old, before: old } });
      continue;
    }
    if (!result.document) continue;
    const body = old ? { ...result.document, before: old } : result.document;
    deliveries.push({ operation: old ? 'update' : 'create', id: result.id, body });
  }
  return deliveries.reverse();
}

/** Sends the deliveries one after the other; resolves with the HTTP status of each (0: not delivered). */
export async function deliverWebhooks(
  webhook: PublishWebhook,
  deliveries: readonly WebhookDelivery[],
  log: (line: string) => void = console.error,
): Promise<number[]> {
  const statuses: number[] = [];
  for (const delivery of deliveries) {
    const body = JSON.stringify(delivery.body);
    try {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), webhook.secret),
        'sanity-operation': delivery.operation,
        'sanity-document-id': delivery.id,
      };
      if (webhook.hostHeader) headers['host'] = webhook.hostHeader;
      const status = await post(webhook.url, headers, body);
      if (status < 200 || status >= 300) log(`[content-lake] webhook for ${delivery.id}: HTTP ${status}`);
      statuses.push(status);
    } catch (error) {
      log(`[content-lake] webhook for ${delivery.id} not delivered: ${(error as Error).message}`);
      statuses.push(0);
    }
  }
  return statuses;
}
